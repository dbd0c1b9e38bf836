// One sign-up of the Waitlist tab (decision 0035): its detail, and the staff and self-service
// actions on the person behind it, unsubscribe and delete. A person is an email address: a
// launch-waitlist record and a newsletter subscription with the same address (case-insensitive)
// are the same person, so unsubscribe and delete act on both.
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import {
  type DeletedPerson,
  type SignupDetail,
  type SignupKind,
  type SignupQuiz,
} from '../../lib/schemas/waitlist-admin.ts';
import { SignupKeySchema } from '../../lib/schemas/waitlist-admin.ts';
import { HttpError } from '../http.ts';
import { emailHash } from '../mail/address.ts';
import { suppressHash } from '../mail/suppressions.ts';
import { isoTime, isoTimeOrNull, queryRows } from '../sql.ts';
import { NEWSLETTER_COLUMNS, WAITLIST_COLUMNS, toRow, type RawRow } from './waitlist-admin.ts';

export const SIGNUP_NOT_FOUND = 'Sign-up not found';

/** The `:key` of a sign-up's path (w12, n7), or 404. */
export function signupKeyParam(value: string | undefined): string {
  const key = SignupKeySchema.safeParse(value);
  if (!key.success) throw new HttpError(404, SIGNUP_NOT_FOUND);
  return key.data;
}

function parseKey(key: string): { kind: SignupKind; id: number } {
  return { kind: key[0] === 'w' ? 'waitlist' : 'newsletter', id: Number(key.slice(1)) };
}

const PERSON_LABEL = sql`coalesce(s.name, s.email, s.phone_number, 'Waitlist sign-up')`;

export async function getSignupDetail(db: Executor, key: string): Promise<SignupDetail | null> {
  const { kind, id } = parseKey(key);
  const [row] =
    kind === 'waitlist'
      ? await queryRows<
          RawRow & {
            quizAnswers: Record<string, unknown> | null;
            knowledgeQuiz: Record<string, unknown> | null;
            referredById: number | null;
          }
        >(
          db,
          sql`SELECT ${WAITLIST_COLUMNS}, s.quiz_answers AS "quizAnswers", s.metadata -> 'knowledgeQuiz' AS "knowledgeQuiz", s.referred_by_id AS "referredById"
              FROM launch_signups s WHERE s.id = ${id}`,
        )
      : await queryRows<RawRow & { quizAnswers: null; knowledgeQuiz: null; referredById: null }>(
          db,
          sql`SELECT ${NEWSLETTER_COLUMNS}, NULL AS "quizAnswers", NULL AS "knowledgeQuiz", NULL AS "referredById" FROM newsletter_subscriptions n WHERE n.id = ${id}`,
        );
  if (!row) return null;
  const { quizAnswers, knowledgeQuiz, referredById, ...base } = row;
  const [referredBy, referrals, related, messages] = await Promise.all([
    referredById === null
      ? Promise.resolve([])
      : queryRows<{ key: string; label: string }>(
          db,
          sql`SELECT 'w' || s.id AS key, ${PERSON_LABEL} AS label FROM launch_signups s WHERE s.id = ${referredById}`,
        ),
    kind === 'waitlist'
      ? queryRows<SignupDetail['referrals'][number] & { createdAt: Date | string }>(
          db,
          sql`SELECT 'w' || s.id AS key, ${PERSON_LABEL} AS label, r.credited, r.flag_reason AS "flagReason", r.created_at AS "createdAt"
              FROM waitlist_referrals r JOIN launch_signups s ON s.id = r.invitee_id
              WHERE r.referrer_id = ${id} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
        )
      : Promise.resolve([]),
    !row.email
      ? Promise.resolve([])
      : kind === 'waitlist'
        ? queryRows<SignupDetail['related'][number]>(
            db,
            sql`SELECT 'n' || n.id AS key, 'newsletter' AS kind, n.unsubscribed_at AS "unsubscribedAt" FROM newsletter_subscriptions n WHERE lower(n.email) = lower(${row.email})`,
          )
        : queryRows<SignupDetail['related'][number]>(
            db,
            sql`SELECT 'w' || s.id AS key, 'waitlist' AS kind, s.unsubscribed_at AS "unsubscribedAt" FROM launch_signups s WHERE lower(s.email) = lower(${row.email})`,
          ),
    // Messages are kept by the address's hash (the outbox's own index), whichever list caused them.
    !row.email
      ? Promise.resolve([])
      : queryRows<SignupDetail['messages'][number] & { createdAt: Date | string; sentAt: Date | string | null }>(
          db,
          sql`SELECT kind, subject, status, attempts, created_at AS "createdAt", sent_at AS "sentAt", last_error AS "lastError"
              FROM mail_outbox WHERE recipient_hash = ${emailHash(row.email)} ORDER BY created_at DESC, id DESC LIMIT 100`,
        ),
  ]);
  return {
    signup: toRow(base as RawRow),
    quiz: quizOf(quizAnswers, knowledgeQuiz),
    referredBy: referredBy[0] ?? null,
    referrals: referrals.map((r) => ({ ...r, createdAt: isoTime(r.createdAt) })),
    related: related.map((r) => ({ ...r, unsubscribedAt: isoTimeOrNull(r.unsubscribedAt) })),
    messages: messages.map((m) => ({ ...m, createdAt: isoTime(m.createdAt), sentAt: isoTimeOrNull(m.sentAt) })),
  };
}

/** The stored quiz result (self-assessment answers or knowledge quiz), as the detail shows it. */
function quizOf(self: Record<string, unknown> | null, knowledge: Record<string, unknown> | null): SignupQuiz | null {
  const answers = (value: unknown) =>
    Array.isArray(value) ? (value as { questionId?: unknown; points?: unknown }[]) : [];
  if (self && self.completed === true) {
    return {
      quiz: 'self_assessment',
      completed: true,
      level: String(self.spiritualLevel ?? ''),
      score: Number(self.score ?? 0),
      percentile: typeof self.percentile === 'number' ? self.percentile : null,
      answers: answers(self.answers).map((a) => ({
        questionId: String(a.questionId ?? ''),
        points: Number(a.points ?? 0),
      })),
    };
  }
  if (knowledge && typeof knowledge.quizScore === 'number') {
    return {
      quiz: 'knowledge',
      level: String(knowledge.spiritualLevel ?? ''),
      score: knowledge.quizScore,
      answered: answers(knowledge.answers).length,
    };
  }
  if (self) return { quiz: 'self_assessment', completed: false, answered: answers(self.answers).length };
  return null;
}

/**
 * The person behind `key`, their rows locked: the launch-waitlist rows first, then the newsletter
 * rows (always in that order, so two staff acting on the same person through different keys wait
 * for each other instead of deadlocking). Null when the keyed row is gone (e.g. deleted meanwhile).
 */
async function lockPerson(
  tx: Tx,
  key: string,
): Promise<{ email: string | null; waitlistIds: number[]; newsletterIds: number[] } | null> {
  const { kind, id } = parseKey(key);
  let email: string | null;
  let waitlistIds: number[];
  if (kind === 'waitlist') {
    const [row] = await queryRows<{ id: number; email: string | null }>(
      tx,
      sql`SELECT id, email FROM launch_signups WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) return null;
    email = row.email;
    waitlistIds = [row.id];
  } else {
    const [row] = await queryRows<{ email: string }>(
      tx,
      sql`SELECT email FROM newsletter_subscriptions WHERE id = ${id}`,
    );
    if (!row) return null;
    email = row.email;
    waitlistIds = (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM launch_signups WHERE lower(email) = lower(${email}) FOR UPDATE`,
      )
    ).map((r) => r.id);
  }
  const newsletterIds = (
    await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM newsletter_subscriptions WHERE ${kind === 'newsletter' ? sql`id = ${id}` : email ? sql`lower(email) = lower(${email})` : sql`FALSE`} FOR UPDATE`,
    )
  ).map((r) => r.id);
  if (kind === 'newsletter' && newsletterIds.length === 0) return null;
  return { email, waitlistIds, newsletterIds };
}

const ids = (list: number[]) =>
  sql`ARRAY[${sql.join(list.length ? list.map((n) => sql`${n}`) : [sql`NULL`], sql`, `)}]::int[]`;

/** Unsubscribes the person (every record with their address). Null when the sign-up does not exist. */
export async function unsubscribePerson(tx: Tx, key: string): Promise<{ changed: number } | null> {
  const person = await lockPerson(tx, key);
  if (!person) return null;
  const w = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE launch_signups SET unsubscribed_at = now(), updated_at = now() WHERE id = ANY(${ids(person.waitlistIds)}) AND unsubscribed_at IS NULL RETURNING id`,
  );
  // The trigger sets is_active = false with it.
  const n = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE newsletter_subscriptions SET unsubscribed_at = now() WHERE id = ANY(${ids(person.newsletterIds)}) AND unsubscribed_at IS NULL RETURNING id`,
  );
  return { changed: w.length + n.length };
}

/**
 * Deletes the person everywhere: their launch-waitlist record (its quiz result lives in it), the
 * newsletter subscription with the same address, the referral credits they gave or received, the
 * code their invitees' records name, and their address on app invitations not tied to an account.
 * quiz_completions hold no address or link to a sign-up, so nothing there is theirs. Null when the
 * sign-up does not exist (or was deleted meanwhile).
 */
export async function deletePerson(
  tx: Tx,
  key: string,
  source: 'staff' | 'self_service' = 'staff',
): Promise<Omit<DeletedPerson, 'deleted'> | null> {
  const person = await lockPerson(tx, key);
  if (!person) return null;
  const w = ids(person.waitlistIds);
  await tx.execute(
    sql`UPDATE launch_signups SET metadata = metadata - 'referredByCode' WHERE referred_by_id = ANY(${w}) AND NOT (id = ANY(${w}))`,
  );
  const credits = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM waitlist_referrals WHERE referrer_id = ANY(${w}) OR invitee_id = ANY(${w}) RETURNING id`,
  );
  const invitations = person.email
    ? await queryRows<{ id: number }>(
        tx,
        sql`UPDATE invitations SET invitee_email = NULL WHERE invitee_id IS NULL AND lower(invitee_email) = lower(${person.email}) RETURNING id`,
      )
    : [];
  const waitlist = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM launch_signups WHERE id = ANY(${w}) RETURNING id`,
  );
  const newsletter = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM newsletter_subscriptions WHERE id = ANY(${ids(person.newsletterIds)}) RETURNING id`,
  );
  let messages = 0;
  if (person.email) {
    // What stays of a deleted person: the hash of their address on the suppression list, so they
    // are never emailed again (decision 0034). The messages they were sent (their address and
    // text) go with the rest.
    const hash = emailHash(person.email);
    await suppressHash(tx, hash, 'deleted', source);
    messages = (
      await queryRows<{ id: number }>(tx, sql`DELETE FROM mail_outbox WHERE recipient_hash = ${hash} RETURNING id`)
    ).length;
  }
  return {
    waitlistRecords: waitlist.length,
    newsletterRecords: newsletter.length,
    referralCredits: credits.length,
    invitationAddressesCleared: invitations.length,
    messagesDeleted: messages,
  };
}

/**
 * The key of the person with this address (their waitlist record, else their newsletter
 * subscription), for the self-service actions that reuse unsubscribePerson and deletePerson.
 */
export async function personKeyOf(tx: Executor, email: string): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    tx,
    sql`(SELECT 'w' || id AS key, 0 AS rank FROM launch_signups WHERE lower(email) = lower(${email}))
        UNION ALL (SELECT 'n' || id AS key, 1 AS rank FROM newsletter_subscriptions WHERE lower(email) = lower(${email}))
        ORDER BY rank LIMIT 1`,
  );
  return row?.key ?? null;
}
