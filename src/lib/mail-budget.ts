// One mail budget per inbox (decision 0059): every message the site sends to a person for a request
// made on the site (confirmations, privacy links, sign-in codes, campaign tests) counts against the
// inbox it reaches, whatever spelling of the address was typed. Past the budget a message is
// dropped (stored with status `over_budget`, never sent, never queued for later) and the requester
// gets the same answer as ever. List mail the person subscribed to (newsletter, campaigns) is not
// counted: its volume is the site's own choice, not a stranger's.
import { emailSelfReferralKey } from './contact-identity.ts';

/** Messages one inbox may be sent per hour and per day: a real person never needs more. */
export const MAIL_BUDGET_PER_HOUR = 10;
export const MAIL_BUDGET_PER_DAY = 30;

/**
 * The inbox an address reaches: decision 0031's key with a "+tag" removed at every provider, Gmail
 * dots removed and googlemail.com as gmail.com (src/lib/contact-identity.ts, the one rule).
 */
export function mailInbox(address: string): string {
  return emailSelfReferralKey(address) ?? address.trim().toLowerCase();
}
