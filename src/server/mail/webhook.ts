// The provider webhook (POST /api/mail/events): bounces, complaints and unsubscribes reported by the
// mail provider feed the suppression list. Authenticated by an HMAC-SHA256 signature over the
// timestamp and the raw body with MAIL_WEBHOOK_SECRET, compared in constant time; a timestamp
// outside MAIL_EVENT_TOLERANCE_S is refused, so a captured request cannot be replayed later (and a
// replay inside the window changes nothing: suppressing is idempotent). Decision 0034.
//
//   X-Thawab-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${rawBody}`)>
//   { "type": "bounce" | "complaint" | "unsubscribe", "email": "…", "permanent": true|false (bounces) }
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { SuppressionReason, SuppressionScope } from '../../../db/schema.ts';
import { suppressAddress } from './suppressions.ts';

export const MAIL_SIGNATURE_HEADER = 'X-Thawab-Signature';
/** How far a signature's timestamp may be from the server's clock, either way. */
export const MAIL_EVENT_TOLERANCE_S = 300;

export function mailEventSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value a sender puts on `rawBody` (the provider adapter; the tests). */
export function signMailEvent(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${mailEventSignature(secret, timestamp, rawBody)}`;
}

/** True when the header signs this body with this secret, at a time within the tolerance. */
export function verifyMailEvent(secret: string, header: string | null, rawBody: string, nowMs = Date.now()): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(nowMs / 1000 - Number(t)) > MAIL_EVENT_TOLERANCE_S) return false;
  const expected = Buffer.from(mailEventSignature(secret, Number(t), rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

export const MailEventSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('bounce'),
      email: z.email().max(254),
      permanent: z.boolean({ error: 'A bounce says whether it is permanent' }),
    })
    .strict(),
  z.object({ type: z.literal('complaint'), email: z.email().max(254) }).strict(),
  z.object({ type: z.literal('unsubscribe'), email: z.email().max(254) }).strict(),
]);

export type MailEvent = z.infer<typeof MailEventSchema>;

const REASONS: Record<MailEvent['type'], SuppressionReason> = {
  bounce: 'hard_bounce',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
};

/** Records an event: the address's suppression scope afterwards, or null when it suppresses nothing (a soft bounce). */
export async function recordMailEvent(
  db: Pick<Database, 'insert' | 'select'>,
  event: MailEvent,
): Promise<SuppressionScope | null> {
  if (event.type === 'bounce' && !event.permanent) return null;
  return suppressAddress(db, event.email, REASONS[event.type], 'webhook');
}
