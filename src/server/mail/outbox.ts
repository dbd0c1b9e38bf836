// The outbox: a message is stored in the same transaction as what caused it, so a change that
// rolls back sends nothing and a committed one is never lost; the worker delivers it later
// (src/server/mail/worker.ts). Enqueuing the same idempotency key again stores nothing new.
import type { Context } from '@netlify/functions';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { type LocaleCode } from '../../lib/i18n/locales.ts';
import { mailInbox } from '../../lib/mail-budget.ts';
import { emailHash, sha256Hex } from './address.ts';
import { getDb } from '../db.ts';
import { messageIdFor, senderDomain, senderIdentity } from './message.ts';
import { deliverDueMail } from './worker.ts';
import { localeCodeSchema } from '../../lib/schemas/locale.ts';

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'Must be one line');

const webUrl = z.url({ protocol: /^https?$/ });

export const EnqueueMailSchema = z
  .object({
    /** What the message is, e.g. `waitlist_confirmation`, `campaign`, `sign_in_code`. */
    kind: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    to: z.email().max(254),
    subject: singleLine(250),
    html: z.string().min(1).max(1_000_000),
    text: z.string().min(1).max(500_000),
    /** One per cause, e.g. `waitlist_confirmation:42:1`, `campaign:7:recipient:123`. */
    idempotencyKey: singleLine(200),
    /** Set for list mail (newsletter, campaigns): the one-click unsubscribe URL of this recipient. */
    listUnsubscribeUrl: webUrl.optional(),
    /** The language the message is written in (decision 0050); English when left out. */
    locale: localeCodeSchema().optional(),
  })
  .strict();

export type EnqueueMail = z.input<typeof EnqueueMailSchema>;

/** A database handle or an open transaction. */
export type MailWriter = Pick<Database, 'insert'>;

export interface Enqueued {
  id: number;
  /** False when a message with this key was already stored (nothing new was written). */
  created: boolean;
  /** True when it was stored over its inbox's mail budget: it will never be sent (decision 0059). */
  dropped: boolean;
}

/**
 * Stores a message for delivery. Call it with the transaction of the change that causes the mail;
 * after that transaction commits, `deliverSoon` sends it at once (the schedule catches the rest).
 */
export async function enqueueMail(tx: MailWriter & Pick<Database, 'select'>, input: EnqueueMail): Promise<Enqueued> {
  const columns = outboxColumns(input);
  const [row] = await tx
    .insert(mailOutbox)
    .values(columns)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id, status: mailOutbox.status });
  if (row?.status === 'over_budget')
    // Counted in the outbox (the Waitlist tab shows it); the log says it happened, not to whom.
    console.warn(`[mail] a ${columns.kind} message was dropped: its inbox is over its mail budget (decision 0059)`);
  if (row) return { id: row.id, created: true, dropped: row.status === 'over_budget' };
  const [existing] = await tx
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, columns.idempotencyKey));
  return { id: existing!.id, created: false, dropped: existing!.status === 'over_budget' };
}

/**
 * Best-effort delivery right after the enqueuing transaction committed: the function's response
 * does not wait for it (Netlify's `waitUntil`); whatever it misses, the scheduled worker sends.
 */
export function deliverSoon(
  context: Pick<Context, 'waitUntil'> | null | undefined,
  ids: readonly number[],
): Promise<void> {
  const task = deliverDueMail(getDb(), { ids: [...ids] })
    .then(() => undefined)
    .catch((error: unknown) =>
      console.error(
        '[mail] prompt delivery failed (the schedule will retry):',
        error instanceof Error ? error.message : error,
      ),
    );
  context?.waitUntil?.(task);
  return task;
}

/** The columns `enqueueMail` stores for a message, validated the same way. */
export interface OutboxColumns {
  kind: string;
  idempotencyKey: string;
  messageId: string;
  toAddress: string;
  recipientHash: string;
  /** The inbox whose budget this message counts against (decision 0059); null for list mail. */
  inboxHash: string | null;
  subject: string;
  html: string;
  text: string;
  isList: boolean;
  listUnsubscribeUrl: string | null;
  locale: LocaleCode;
}

/**
 * What `enqueueMail` would store, for a caller that inserts the message inside a statement of its
 * own (e.g. only when a condition checked by that statement holds, so the statements sent do not
 * depend on it: decision 0031).
 */
export function outboxColumns(input: EnqueueMail): OutboxColumns {
  const mail = EnqueueMailSchema.parse(input);
  return {
    kind: mail.kind,
    idempotencyKey: mail.idempotencyKey,
    messageId: messageIdFor(mail.idempotencyKey, senderDomain(senderIdentity())),
    toAddress: mail.to,
    recipientHash: emailHash(mail.to),
    inboxHash: mail.listUnsubscribeUrl === undefined ? sha256Hex(mailInbox(mail.to)) : null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    isList: mail.listUnsubscribeUrl !== undefined,
    listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
    locale: mail.locale ?? 'en',
  };
}

/**
 * `INSERT INTO mail_outbox … SELECT … FROM <cte>`: the message is stored once for each row the
 * statement's CTE yields (none: no message), so one statement decides and enqueues (decision 0031).
 */
export function insertOutboxFrom(cte: string, mail: OutboxColumns): SQL {
  return sql`INSERT INTO mail_outbox (kind, idempotency_key, message_id, to_address, recipient_hash, inbox_hash, subject, html, text, is_list, list_unsubscribe_url, locale)
        SELECT ${mail.kind}, ${mail.idempotencyKey}, ${mail.messageId}, ${mail.toAddress}, ${mail.recipientHash}, ${mail.inboxHash}, ${mail.subject},
               ${mail.html}, ${mail.text}, ${mail.isList}, ${mail.listUnsubscribeUrl}, ${mail.locale}
        FROM ${sql.identifier(cte)} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
}
