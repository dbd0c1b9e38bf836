// The mail worker: delivers what the outbox holds (decision 0034). Each message is claimed alone
// (`FOR UPDATE SKIP LOCKED`, so concurrent workers never take the same row) with a lease, sent with
// the Message-ID derived from its idempotency key, and marked sent as soon as the transport
// accepts it. A crash between the transport's accept and that mark leaves the row `sending`; once
// its lease expires it is sent again with the same Message-ID (at-least-once: receivers collapse
// the copy), rather than risk never sending it. Failures retry with exponential backoff up to
// MAIL_DELIVERY.maxAttempts, then the row is `failed` with the last error. Suppressed recipients are
// checked at delivery time and end `suppressed`.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { serverEnv } from '../env.ts';
import { queryRows } from '../sql.ts';
import { mailOptions, senderIdentity, type SenderIdentity } from './message.ts';
import { isSuppressed } from './suppressions.ts';
import { configuredTransport, SMTP_TIMEOUTS, type MailTransport } from './transport.ts';

export const MAIL_DELIVERY = {
  /** How long a claim holds: longer than a send can take (SMTP_TIMEOUTS), so only a dead worker's row is taken over. */
  leaseMs: 2 * (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout),
  /** First retry after 30 s, doubling up to an hour: 30 s, 1, 2, 4, 8, 16, 32 min, then failed. */
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
  /** One run stops claiming after this long (a scheduled function has 30 s on Netlify). */
  budgetMs: 20_000,
  /** …or after this many messages. */
  limit: 500,
} as const;

/** Wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_DELIVERY.baseDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_DELIVERY.maxDelayMs);
}

export interface DeliveryOptions {
  /** Defaults to the configured transport (SMTP_URL); without one nothing is claimed. */
  transport?: MailTransport;
  sender?: SenderIdentity;
  /** Only these outbox rows (prompt delivery after an enqueue). */
  ids?: number[];
  limit?: number;
  budgetMs?: number;
  leaseMs?: number;
  /** The clock (tests move it to make retries and leases fall due). */
  now?: () => Date;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  suppressed: number;
  /** Set when no transport is configured: nothing was claimed. */
  skipped?: string;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string | number;
  to_address: string;
  recipient_hash: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  is_list: boolean;
  list_unsubscribe_url: string | null;
  attempts: number;
  claim_token: string;
  reclaimed: boolean;
}

type Db = Pick<Database, 'execute' | 'select' | 'insert'>;

/** Claims the next due message (or an expired claim), alone, for `leaseMs`. */
async function claimNext(db: Db, now: Date, leaseMs: number, ids: number[] | undefined): Promise<ClaimedRow | null> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const onlyIds = ids ? sql`AND id = ANY(${`{${ids.map(Number).join(',')}}`}::bigint[])` : sql``;
  // A message just enqueued (never tried) is due at once when named by id (prompt delivery): its
  // due time is the database's now(), which the function's clock can read as a moment later (clock
  // skew, or microseconds against milliseconds). Backoff (attempts > 0) still holds.
  const freshById = ids ? sql`OR (status = 'pending' AND attempts = 0)` : sql``;
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`
      WITH next AS (
        SELECT id, status = 'sending' AS reclaimed FROM mail_outbox
        -- The clock here counts milliseconds, the database's microseconds: a row due within the
        -- millisecond that at names is due (and the index on next_attempt_at still serves).
        WHERE ((status = 'pending' AND next_attempt_at < ${at}::timestamptz + interval '1 millisecond')
            OR (status = 'sending' AND lease_expires_at <= ${at}::timestamptz)
            ${freshById})
          ${onlyIds}
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      UPDATE mail_outbox AS m
      SET status = 'sending', claim_token = ${randomUUID()}::uuid, lease_expires_at = ${leaseUntil}::timestamptz,
          attempts = m.attempts + 1, updated_at = ${at}::timestamptz
      FROM next WHERE m.id = next.id
      RETURNING m.id, m.to_address, m.recipient_hash, m.subject, m.html, m.text, m.message_id, m.is_list,
                m.list_unsubscribe_url, m.attempts, m.claim_token, next.reclaimed`,
  );
  return row ?? null;
}

/** Ends a claim (only our own: a claim taken over after an expired lease is not ours to end). */
async function finish(db: Db, row: ClaimedRow, set: ReturnType<typeof sql>): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE mail_outbox SET ${set}, claim_token = NULL, lease_expires_at = NULL, updated_at = now()
        WHERE id = ${Number(row.id)} AND claim_token = ${row.claim_token}::uuid RETURNING id`,
  );
  return rows.length === 1;
}

/** A rejection that no retry can change: the server refused this recipient (5xx at RCPT TO). */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && command === 'RCPT TO';
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** Tests only (MAIL_TEST_PAUSE_BEFORE_MARK): hold between the transport's accept and the mark. */
async function pauseBeforeMark(): Promise<void> {
  const file = serverEnv().MAIL_TEST_PAUSE_BEFORE_MARK;
  if (!file) return;
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Delivers due messages until none is left, or the run's limit or time budget is reached. */
export async function deliverDueMail(db: Db, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, suppressed: 0 };
  const transport = options.transport ?? configuredTransport();
  if (!transport) return { ...report, skipped: 'SMTP_URL is not set: messages wait in the outbox' };
  const ownTransport = !options.transport;
  const clock = options.now ?? (() => new Date());
  const sender = options.sender ?? senderIdentity();
  const limit = options.limit ?? MAIL_DELIVERY.limit;
  const leaseMs = options.leaseMs ?? MAIL_DELIVERY.leaseMs;
  const deadline = Date.now() + (options.budgetMs ?? MAIL_DELIVERY.budgetMs);
  try {
    for (let handled = 0; handled < limit && Date.now() < deadline; handled++) {
      const row = await claimNext(db, clock(), leaseMs, options.ids);
      if (!row) break;
      if (row.attempts > MAIL_DELIVERY.maxAttempts) {
        // Only a taken-over claim gets here: its last attempt's outcome is unknown.
        await finish(db, row, sql`status = 'failed', last_error = ${'Gave up: the last attempt ended without a result (worker stopped mid-send)'}`);
        report.failed++;
        continue;
      }
      if (await isSuppressed(db, row.recipient_hash, row.is_list)) {
        await finish(db, row, sql`status = 'suppressed'`);
        report.suppressed++;
        continue;
      }
      let accepted: { response: string };
      try {
        accepted = await transport.send(
          mailOptions(
            { to: row.to_address, subject: row.subject, html: row.html, text: row.text, messageId: row.message_id, listUnsubscribeUrl: row.is_list ? row.list_unsubscribe_url : null },
            sender,
          ),
        );
      } catch (error) {
        const lastError = describe(error);
        if (isPermanent(error) || row.attempts >= MAIL_DELIVERY.maxAttempts) {
          await finish(db, row, sql`status = 'failed', last_error = ${lastError}`);
          report.failed++;
        } else {
          const retryAt = new Date(clock().getTime() + retryDelayMs(row.attempts)).toISOString();
          await finish(db, row, sql`status = 'pending', next_attempt_at = ${retryAt}::timestamptz, last_error = ${lastError}`);
          report.retrying++;
        }
        continue;
      }
      await pauseBeforeMark();
      const marked = await finish(db, row, sql`status = 'sent', sent_at = ${clock().toISOString()}::timestamptz, provider_response = ${accepted.response.slice(0, 500)}, last_error = NULL`);
      if (!marked) console.warn(`[mail] message ${row.id} was sent after its lease expired (another worker took it over)`);
      report.sent++;
    }
  } finally {
    if (ownTransport) transport.close();
  }
  return report;
}
