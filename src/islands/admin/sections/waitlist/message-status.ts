// How the Waitlist tab names the messages the outbox holds for a record, and each one's status.
import type { SignupDetail } from '../../../../lib/schemas/waitlist-admin.ts';
import { formatDate } from '../../kit/index.ts';

export const MESSAGE_KINDS: Record<string, string> = {
  waitlist_confirmation: 'Waitlist confirmation',
  newsletter_confirmation: 'Newsletter confirmation',
  privacy_copy: 'Privacy: copy of data',
  privacy_delete: 'Privacy: deletion',
  app_sign_in_code: 'App sign-in code',
};

export function messageStatus(message: SignupDetail['messages'][number]): string {
  if (message.status === 'sent') return `Sent ${message.sentAt ? formatDate(message.sentAt) : ''}`.trim();
  if (message.status === 'failed')
    return `Failed after ${message.attempts} attempts${message.lastError ? `: ${message.lastError}` : ''}`;
  if (message.status === 'suppressed') return 'Not sent (address suppressed)';
  // Dropped, never queued: this inbox was already sent its hourly or daily budget (decision 0059).
  if (message.status === 'over_budget') return "Not sent (over this inbox's mail budget)";
  return message.attempts > 0 ? `Retrying (${message.attempts} attempts so far)` : 'Waiting to be sent';
}
