// The mail worker: delivers what the outbox holds (decision 0034). Messages are claimed in batches
// (decision 0041; `FOR UPDATE SKIP LOCKED`, so concurrent workers never take the same row) with a lease, sent with
// the Message-ID derived from its idempotency key, and marked sent as soon as the transport
// accepts it. A crash between the transport's accept and that mark leaves the row `sending`; once
// its lease expires it is sent again with the same Message-ID (at-least-once: receivers collapse
// the copy), rather than risk never sending it. Failures retry with exponential backoff up to
// MAIL_DELIVERY.maxAttempts, then the row is `failed` with the last error. Suppressed recipients are
// checked at delivery time and end `suppressed`. Campaign mail (decision 0041) differs in one way:
// a message is marked handed just before the transport gets it, and a campaign row whose worker
// died after that is not sent again (at most once: a newsletter twice is the worse failure there).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../../lib/i18n/locales.ts';
import { serverEnv } from '../env.ts';
import { queryRows } from '../sql.ts';
import { CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER } from './campaign-message.ts';
import { listUnsubscribeUrl, unsubscribePageUrl } from './links.ts';
import { escapeHtml, mailOptions, senderIdentity, type OutgoingMail, type SenderIdentity } from './message.ts';
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
  /** …or after this many messages (a campaign's pace is set by the time budget). */
  limit: 20_000,
  /** Messages claimed in one statement (decision 0041). */
  batchSize: 50,
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
  batchSize?: number;
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
  html: string | null;
  text: string | null;
  message_id: string;
  is_list: boolean;
  list_unsubscribe_url: string | null;
  attempts: number;
  claim_token: string;
  reclaimed: boolean;
  campaign_id: number | null;
  signup_id: number | null;
  handed_at: Date | string | null;
  suppressed: boolean;
  locale: string;
}

type Db = Pick<Database, 'execute' | 'select' | 'insert'>;

const RETURNED = sql`m.id, m.to_address, m.recipient_hash, m.subject, m.html, m.text, m.message_id, m.is_list, m.list_unsubscribe_url,
  m.attempts, m.claim_token, m.campaign_id, m.signup_id, m.handed_at, m.locale`;

/**
 * Claims up to `count` messages at once for `leaseMs` (`FOR UPDATE SKIP LOCKED`: concurrent workers
 * never take the same row), with whether each recipient is suppressed. Expired claims first, then
 * due messages: one-off mail before campaign mail, each queue read in order from its own partial
 * index (decision 0041), so a code never waits behind a campaign.
 */
async function claimBatch(
  db: Db,
  now: Date,
  leaseMs: number,
  ids: number[] | undefined,
  count: number,
): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const onlyIds = ids ? sql`AND id = ANY(${`{${ids.map(Number).join(',')}}`}::bigint[])` : sql``;
  const claim = async (where: SQL, limit: number) =>
    queryRows<ClaimedRow>(
      db,
      sql`
      WITH next AS (
        SELECT id, status = 'sending' AS reclaimed FROM mail_outbox
        WHERE ${where} ${onlyIds}
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE mail_outbox AS m
        SET status = 'sending', claim_token = ${randomUUID()}::uuid, lease_expires_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
            attempts = m.attempts + 1, updated_at = ${at}::timestamptz
        FROM next WHERE m.id = next.id
        RETURNING ${RETURNED}, next.reclaimed
      )
      SELECT c.*, EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.email_hash = c.recipient_hash AND (c.is_list OR x.scope = 'all')) AS suppressed
      FROM claimed c ORDER BY c.id`,
    );
  const rows = await claim(sql`status = 'sending' AND lease_expires_at <= ${at}::timestamptz`, count);
  // The clock here counts milliseconds, the database's microseconds: a row due within the
  // millisecond that at names is due (and the index on next_attempt_at still serves).
  const due = sql`status = 'pending' AND next_attempt_at < ${at}::timestamptz + interval '1 millisecond'`;
  // A message just enqueued (never tried) is due at once when named by id (prompt delivery): its
  // due time is the database's now(), which the function's clock can read as a moment later (clock
  // skew, or microseconds against milliseconds). Backoff (attempts > 0) still holds.
  const oneOff = ids
    ? sql`(${due} OR (status = 'pending' AND attempts = 0)) AND campaign_id IS NULL`
    : sql`${due} AND campaign_id IS NULL`;
  if (rows.length < count) rows.push(...(await claim(oneOff, count - rows.length)));
  if (rows.length < count && !ids)
    rows.push(...(await claim(sql`${due} AND campaign_id IS NOT NULL`, count - rows.length)));
  return rows;
}

/**
 * Ends a claim (only our own: a claim taken over after an expired lease is not ours to end). A
 * campaign recipient on the launch waitlist is marked notified in the same statement as its row is
 * marked sent; `handNext` marks the batch's next message as handed to the transport in it too, so
 * the at-most-once bookkeeping of campaign mail costs no extra round trip (decision 0041).
 */
async function finish(db: Db, row: ClaimedRow, set: SQL, handNext?: ClaimedRow): Promise<boolean> {
  const handed = handNext
    ? sql`, handed AS (UPDATE mail_outbox SET handed_at = now() WHERE id = ${Number(handNext.id)} AND claim_token = ${handNext.claim_token}::uuid RETURNING id)`
    : sql``;
  const rows = await queryRows(
    db,
    sql`WITH done AS (
          UPDATE mail_outbox SET ${set}, claim_token = NULL, lease_expires_at = NULL, updated_at = now()
          WHERE id = ${Number(row.id)} AND claim_token = ${row.claim_token}::uuid RETURNING id, status, signup_id
        ), notified AS (
          UPDATE launch_signups SET notified = true
          WHERE id = (SELECT signup_id FROM done WHERE status = 'sent') AND NOT notified RETURNING id
        )${handed}
        SELECT id FROM done`,
  );
  return rows.length === 1;
}

async function markHanded(db: Db, row: ClaimedRow): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET handed_at = now() WHERE id = ${Number(row.id)} AND claim_token = ${row.claim_token}::uuid`,
  );
}

/** Gives back claimed rows this run will not get to (its time ran out): due again at once, the attempt not counted. */
async function release(db: Db, rows: ClaimedRow[]): Promise<void> {
  for (const row of rows) {
    await db.execute(sql`UPDATE mail_outbox SET status = 'pending', attempts = attempts - 1, claim_token = NULL, lease_expires_at = NULL, handed_at = NULL
                         WHERE id = ${Number(row.id)} AND claim_token = ${row.claim_token}::uuid`);
  }
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

type CampaignMessage = { html: string; text: string };

/** A campaign's frozen message in one of its languages (the English one when it has no such version). */
async function campaignMessage(
  db: Db,
  cache: Map<string, CampaignMessage | null>,
  id: number,
  locale: string,
): Promise<CampaignMessage | null> {
  const key = `${id}:${locale}`;
  if (!cache.has(key)) {
    const [row] = await queryRows<{ html: string | null; text: string | null }>(
      db,
      sql`SELECT coalesce(messages -> ${locale} ->> 'html', html) AS html, coalesce(messages -> ${locale} ->> 'text', text) AS text FROM campaigns WHERE id = ${id}`,
    );
    cache.set(key, row?.html && row.text ? { html: row.html, text: row.text } : null);
  }
  return cache.get(key) ?? null;
}

/**
 * The message as this recipient gets it: a campaign's frozen message in the language its row was
 * stored with (decision 0050), with their own unsubscribe links opening the page in that language.
 */
async function outgoing(db: Db, row: ClaimedRow, cache: Map<string, CampaignMessage | null>): Promise<OutgoingMail> {
  if (row.campaign_id === null) {
    return {
      to: row.to_address,
      subject: row.subject,
      html: row.html ?? '',
      text: row.text ?? '',
      messageId: row.message_id,
      listUnsubscribeUrl: row.is_list ? row.list_unsubscribe_url : null,
    };
  }
  const message = await campaignMessage(db, cache, row.campaign_id, row.locale);
  if (!message) throw new Error(`Campaign ${row.campaign_id} has no frozen message`);
  const locale = isLocaleCode(row.locale) ? row.locale : DEFAULT_LOCALE;
  const page = unsubscribePageUrl(row.to_address, locale);
  return {
    to: row.to_address,
    subject: row.subject,
    html: message.html.replaceAll(CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, escapeHtml(page)),
    text: message.text.replaceAll(CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, page),
    messageId: row.message_id,
    listUnsubscribeUrl: listUnsubscribeUrl(row.to_address, locale),
  };
}

/** A campaign whose every recipient's row is settled is sent. */
async function finishCampaigns(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE campaigns c SET status = 'sent', finished_at = now()
    WHERE c.status = 'sending' AND c.audience_cursor IS NULL
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.campaign_id = c.id AND m.status IN ('pending', 'sending'))`);
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
  const batchSize = Math.max(1, Math.min(options.batchSize ?? MAIL_DELIVERY.batchSize, limit));
  const deadline = Date.now() + (options.budgetMs ?? MAIL_DELIVERY.budgetMs);
  const campaignsSeen = new Map<string, CampaignMessage | null>();
  let handled = 0;
  try {
    while (handled < limit && Date.now() < deadline) {
      const batch = await claimBatch(db, clock(), leaseMs, options.ids, Math.min(batchSize, limit - handled));
      if (!batch.length) break;
      // What gets handed to the transport: the next of these is marked handed in the statement
      // that settles the one before it.
      const willSend = (row: ClaimedRow) =>
        !row.suppressed &&
        !(row.reclaimed && row.campaign_id !== null && row.handed_at !== null) &&
        row.attempts <= MAIL_DELIVERY.maxAttempts;
      let handedAhead: ClaimedRow | null = null;
      for (let index = 0; index < batch.length; index++) {
        const row = batch[index]!;
        if (Date.now() >= deadline) {
          await release(db, batch.slice(index));
          break;
        }
        handled++;
        const next = batch.slice(index + 1).find(willSend);
        const handNext = next && Date.now() < deadline ? next : undefined;
        if (row.reclaimed && row.campaign_id !== null && row.handed_at !== null) {
          // Campaign mail is sent at most once: this message was handed to the transport by a
          // worker that died before recording the outcome, so it most likely arrived.
          await finish(
            db,
            row,
            sql`status = 'sent', sent_at = ${clock().toISOString()}::timestamptz, last_error = ${'Outcome unknown: the worker stopped after handing it to the transport; not sent again (campaign mail is sent at most once)'}`,
            handNext,
          );
          if (handNext) handedAhead = handNext;
          report.sent++;
          continue;
        }
        if (row.attempts > MAIL_DELIVERY.maxAttempts) {
          // Only a taken-over claim gets here: its last attempt's outcome is unknown.
          await finish(
            db,
            row,
            sql`status = 'failed', last_error = ${'Gave up: the last attempt ended without a result (worker stopped mid-send)'}`,
            handNext,
          );
          if (handNext) handedAhead = handNext;
          report.failed++;
          continue;
        }
        if (row.suppressed) {
          await finish(db, row, sql`status = 'suppressed'`, handNext);
          if (handNext) handedAhead = handNext;
          report.suppressed++;
          continue;
        }
        if (handedAhead !== row) await markHanded(db, row);
        handedAhead = null;
        let accepted: { response: string };
        try {
          accepted = await transport.send(mailOptions(await outgoing(db, row, campaignsSeen), sender));
        } catch (error) {
          const lastError = describe(error);
          if (isPermanent(error) || row.attempts >= MAIL_DELIVERY.maxAttempts) {
            await finish(db, row, sql`status = 'failed', last_error = ${lastError}`, handNext);
            report.failed++;
          } else {
            const retryAt = new Date(clock().getTime() + retryDelayMs(row.attempts)).toISOString();
            await finish(
              db,
              row,
              sql`status = 'pending', next_attempt_at = ${retryAt}::timestamptz, last_error = ${lastError}, handed_at = NULL`,
              handNext,
            );
            report.retrying++;
          }
          if (handNext) handedAhead = handNext;
          continue;
        }
        await pauseBeforeMark();
        const marked = await finish(
          db,
          row,
          sql`status = 'sent', sent_at = ${clock().toISOString()}::timestamptz, provider_response = ${accepted.response.slice(0, 500)}, last_error = NULL`,
          handNext,
        );
        if (handNext) handedAhead = handNext;
        if (!marked)
          console.warn(`[mail] message ${row.id} was sent after its lease expired (another worker took it over)`);
        report.sent++;
      }
    }
    if (!options.ids) await finishCampaigns(db);
  } finally {
    if (ownTransport) transport.close();
  }
  return report;
}
