// The Waitlist tab: launch-waitlist (launch_signups) and newsletter (newsletter_subscriptions)
// sign-ups as one list (search, filters, sort, pages in SQL), its figures and CSV export, one
// sign-up's detail, and the staff actions unsubscribe and delete (decision 0035).
//
// A person is an email address: a launch-waitlist record and a newsletter subscription with the
// same address (case-insensitive) are the same person, so unsubscribe and delete act on both.
// Meanings (decision 0035): confirmed = confirmed_at set; unsubscribed = unsubscribed_at set (on the
// newsletter a trigger keeps is_active equal to "not unsubscribed"); notified = launch_signups.notified.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import {
  FIGURE_WEEKS,
  NEWSLETTER_SOURCE,
  type DeletedPerson,
  type SignupDetail,
  type SignupFigures,
  type SignupFilter,
  type SignupKind,
  type SignupListQuery,
  type SignupPage,
  type SignupQuiz,
  type SignupRow,
} from '../../lib/schemas/waitlist-admin.ts';
import { SignupKeySchema } from '../../lib/schemas/waitlist-admin.ts';
import { HttpError } from '../http.ts';
import { emailHash } from '../mail/address.ts';
import { suppressHash } from '../mail/suppressions.ts';
import { pageWindow } from '../../lib/paging.ts';
import { queryRows, lowercaseContainsPattern } from '../sql.ts';

// Search expressions: the trigram indexes of migration waitlist_admin_extra are on exactly these.
const WAITLIST_SEARCH_SQL = sql`lower(coalesce(s.name, '') || ' ' || coalesce(s.email, '') || ' ' || coalesce(s.phone_number, ''))`;
const NEWSLETTER_SEARCH_SQL = sql`lower(n.email)`;

/** The finished quiz's level: a completed self-assessment's, else the knowledge quiz's (also campaign audiences). */
export const WAITLIST_LEVEL_SQL = sql`CASE WHEN s.quiz_answers ->> 'completed' = 'true' THEN s.quiz_answers ->> 'spiritualLevel'
                                    ELSE s.metadata #>> '{knowledgeQuiz,spiritualLevel}' END`;

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'UTC')`;
const dayEnd = (day: string) => sql`(((${day}::date + 1))::timestamp AT TIME ZONE 'UTC')`;
const yes = (value: 'yes' | 'no' | undefined) => value === 'yes';

/**
 * `WHERE …`, or nothing when there are no conditions: a constant `WHERE TRUE` in a UNION ALL
 * branch stops Postgres 15 from merging the two branches' index scans (measured: a full sort of
 * 120,000 rows, 70 ms, instead of reading 25 rows).
 */
function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** The launch-waitlist branch's conditions, or null when no launch-waitlist row can match. */
function waitlistWhere(f: SignupFilter): SQL | null {
  if (f.kind === 'newsletter' || f.source === NEWSLETTER_SOURCE) return null;
  const where: SQL[] = [];
  if (f.q) where.push(sql`${WAITLIST_SEARCH_SQL} LIKE ${lowercaseContainsPattern(f.q)}`);
  if (f.source) where.push(sql`s.source = ${f.source}`);
  if (f.level) where.push(sql`(${WAITLIST_LEVEL_SQL}) = ${f.level}`);
  if (f.language) where.push(sql`s.language = ${f.language}`);
  if (f.confirmed) where.push(yes(f.confirmed) ? sql`s.confirmed_at IS NOT NULL` : sql`s.confirmed_at IS NULL`);
  if (f.notified) where.push(sql`s.notified = ${yes(f.notified)}`);
  if (f.unsubscribed)
    where.push(yes(f.unsubscribed) ? sql`s.unsubscribed_at IS NOT NULL` : sql`s.unsubscribed_at IS NULL`);
  if (f.from) where.push(sql`s.created_at >= ${dayStart(f.from)}`);
  if (f.to) where.push(sql`s.created_at < ${dayEnd(f.to)}`);
  return whereClause(where);
}

/** The newsletter branch's conditions, or null when no newsletter row can match. */
function newsletterWhere(f: SignupFilter): SQL | null {
  // Newsletter rows have no quiz level and are never notified.
  if (f.kind === 'waitlist' || (f.source && f.source !== NEWSLETTER_SOURCE) || f.level || f.notified === 'yes')
    return null;
  const where: SQL[] = [];
  if (f.q) where.push(sql`${NEWSLETTER_SEARCH_SQL} LIKE ${lowercaseContainsPattern(f.q)}`);
  if (f.language) where.push(sql`n.language = ${f.language}`);
  if (f.confirmed) where.push(yes(f.confirmed) ? sql`n.confirmed_at IS NOT NULL` : sql`n.confirmed_at IS NULL`);
  if (f.unsubscribed)
    where.push(yes(f.unsubscribed) ? sql`n.unsubscribed_at IS NOT NULL` : sql`n.unsubscribed_at IS NULL`);
  if (f.from) where.push(sql`n.subscribed_at >= ${dayStart(f.from)}`);
  if (f.to) where.push(sql`n.subscribed_at < ${dayEnd(f.to)}`);
  return whereClause(where);
}

const WAITLIST_COLUMNS = sql`'w' || s.id AS key, 'waitlist' AS kind, s.id, s.name, s.email, s.phone_number AS phone, s.source,
  ${WAITLIST_LEVEL_SQL} AS level, s.language, s.created_at AS "createdAt", s.confirmed_at AS "confirmedAt", s.notified,
  s.unsubscribed_at AS "unsubscribedAt", s.referral_code AS "referralCode"`;
const NEWSLETTER_COLUMNS = sql`'n' || n.id AS key, 'newsletter' AS kind, n.id, NULL::text AS name, n.email, NULL::varchar AS phone,
  ${sql.raw(`'${NEWSLETTER_SOURCE}'`)}::varchar AS source, NULL::text AS level, n.language, n.subscribed_at AS "createdAt", n.confirmed_at AS "confirmedAt",
  false AS notified, n.unsubscribed_at AS "unsubscribedAt", NULL::varchar AS "referralCode"`;

/** Every matching sign-up (both lists, each filtered in its own branch so its indexes apply). */
function signupsSql(f: SignupFilter): SQL {
  const branches: SQL[] = [];
  const w = waitlistWhere(f);
  const n = newsletterWhere(f);
  if (w) branches.push(sql`SELECT ${WAITLIST_COLUMNS} FROM launch_signups s ${w}`);
  if (n) branches.push(sql`SELECT ${NEWSLETTER_COLUMNS} FROM newsletter_subscriptions n ${n}`);
  if (branches.length === 0) return sql`SELECT ${NEWSLETTER_COLUMNS} FROM newsletter_subscriptions n WHERE FALSE`;
  return sql.join(branches, sql` UNION ALL `);
}

/**
 * The sort key over the union (x), then kind and id in the same direction: a total order. Plain
 * ASC/DESC (no NULLS clause): each branch's (key, id) index then feeds a merge of the two lists in
 * order, so a page reads only its rows, and the reversed order is exactly the order backwards
 * (names missing sort last ascending, first descending).
 */
function orderBy(f: Pick<SignupFilter, 'sort' | 'dir'>, reverse = false): SQL {
  const dir = sql.raw((f.dir === 'asc') !== reverse ? 'ASC' : 'DESC');
  const key = {
    createdAt: sql`x."createdAt"`,
    name: sql`lower(x.name)`,
    email: sql`lower(x.email)`,
    source: sql`x.source`,
  }[f.sort];
  return sql`ORDER BY ${key} ${dir}, x.kind ${dir}, x.id ${dir}`;
}

type RawRow = Omit<SignupRow, 'createdAt' | 'confirmedAt' | 'unsubscribedAt'> & {
  id: number;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toRow({ id: _id, ...row }: RawRow): SignupRow {
  return {
    ...row,
    createdAt: iso(row.createdAt)!,
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

export async function listSignups(db: Executor, query: SignupListQuery): Promise<SignupPage> {
  const union = signupsSql(query);
  const countSql = sql`SELECT count(*)::int AS total FROM (${union}) x`;
  const offset = (query.page - 1) * query.pageSize;
  const paged = (rows: RawRow[], total: number) => ({
    rows: rows.map(toRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
  });
  if (query.page === 1) {
    const [rows, [count]] = await Promise.all([
      queryRows<RawRow>(db, sql`SELECT * FROM (${union}) x ${orderBy(query)} LIMIT ${query.pageSize}`),
      queryRows<{ total: number }>(db, countSql),
    ]);
    return paged(rows, count?.total ?? 0);
  }
  // Later pages: the total first; a page past the middle is read from the other end (src/lib/paging.ts).
  const [count] = await queryRows<{ total: number }>(db, countSql);
  const total = count?.total ?? 0;
  const window = pageWindow(offset, query.pageSize, total);
  if (window.limit === 0) return paged([], total);
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT * FROM (${union}) x ${orderBy(query, window.reverse)} LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  return paged(window.reverse ? rows.reverse() : rows, total);
}

/** The export: every row of the filter, in the list's order (streamed by a cursor). */
export function signupExportQuery(filter: SignupFilter): SQL {
  return sql`SELECT * FROM (${signupsSql(filter)}) x ${orderBy(filter)}`;
}

/** One export row's cells (dates as ISO text), shared with the list so both say the same. */
export function exportRow(row: Record<string, unknown>): SignupRow {
  return toRow(row as RawRow);
}

export async function signupFigures(db: Executor, kind: 'all' | SignupKind): Promise<SignupFigures> {
  const union = signupsSql({ q: '', kind, sort: 'createdAt', dir: 'desc' });
  const [sources, byWeek] = await Promise.all([
    queryRows<{ source: string; total: number; confirmed: number; unsubscribed: number }>(
      db,
      sql`SELECT x.source, count(*)::int AS total, count(x."confirmedAt")::int AS confirmed, count(x."unsubscribedAt")::int AS unsubscribed
          FROM (${union}) x GROUP BY x.source ORDER BY total DESC, x.source`,
    ),
    queryRows<{ weekStart: string; total: number }>(
      db,
      sql`WITH weeks AS (
            SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - ${FIGURE_WEEKS - 1} * interval '1 week',
                                   date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week
          )
          SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", count(x.key)::int AS total
          FROM weeks w
          LEFT JOIN (SELECT * FROM (${union}) u WHERE u."createdAt" >= (date_trunc('week', now() AT TIME ZONE 'UTC') - ${FIGURE_WEEKS - 1} * interval '1 week') AT TIME ZONE 'UTC') x
            ON date_trunc('week', x."createdAt" AT TIME ZONE 'UTC') = w.week
          GROUP BY w.week ORDER BY w.week`,
    ),
  ]);
  const sum = (pick: (row: (typeof sources)[number]) => number) => sources.reduce((acc, row) => acc + pick(row), 0);
  const total = sum((row) => row.total);
  const confirmed = sum((row) => row.confirmed);
  return {
    total,
    confirmed,
    confirmationRate: total === 0 ? 0 : Math.round((confirmed / total) * 1000) / 10,
    unsubscribed: sum((row) => row.unsubscribed),
    bySource: sources.map(({ source, total, confirmed }) => ({ source, total, confirmed })),
    byWeek,
  };
}

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
    referrals: referrals.map((r) => ({ ...r, createdAt: iso(r.createdAt)! })),
    related: related.map((r) => ({ ...r, unsubscribedAt: iso(r.unsubscribedAt) })),
    messages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt)!, sentAt: iso(m.sentAt) })),
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
