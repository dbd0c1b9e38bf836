// The launch waitlist: one launch_signups record per email (case-insensitive), shared by both quiz
// funnels, and the referral credits between records.
//
// Ownership: the request that creates a record gets an owner token (a random secret; only its
// SHA-256 is stored). Only a later request carrying that token may change the record. Anyone
// else's signup with the same email changes nothing and gets an answer of the same shape as a new
// signup (a token, and a code that belongs to no record), so the answer never tells whether an
// email is on the list. A browser that already holds a token gets that same token for every new
// record it creates, so one browser owns all its records (and cannot credit itself).
//
// Referrals: codes are made by the server only, at creation. An invitee who is created through a
// code is recorded once in waitlist_referrals: credited (+10 XP to the inviter), or flagged and not
// credited when it is a self-referral (same owner, same phone, same email up to a +tag) or when the
// inviter had too many credits lately (REFERRAL_BURST_LIMIT per REFERRAL_BURST_WINDOW_MS, and
// REFERRAL_DAILY_CAP per day).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ReferralFlagReason } from '../../../db/schema.ts';
import { FLAGGED_PAGE_SIZE, type FlaggedReferral, type FlaggedReferralPage } from '../../lib/schemas/people.ts';
import type { NotifyLaunchRequest, SignupAnswer, WaitlistRequest } from '../../lib/schemas/waitlist.ts';
import { SIGNUP_MESSAGE } from '../../lib/schemas/waitlist.ts';
import { XP_PER_INVITE } from '../../lib/quiz/scoring.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';

export const SELF_ASSESSMENT_SOURCE = 'self_assessment';

/** At most this many credited invites per referrer within REFERRAL_BURST_WINDOW_MS... */
export const REFERRAL_BURST_LIMIT = 3;
export const REFERRAL_BURST_WINDOW_MS = 10 * 60 * 1000;
/** ...and at most this many in any 24 hours. Further invitees are recorded, flagged, not credited. */
export const REFERRAL_DAILY_CAP = 10;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database, 'execute'>;

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url');
}

export function newOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

export const hashOwnerToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The email with case and a "+tag" removed: a+1@x.com and A@x.com are the same person. */
export function emailIdentity(email: string | null | undefined): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  return `${local.split('+')[0]}@${domain}`;
}

interface SignupRow extends Record<string, unknown> {
  id: number;
  referral_code: string;
  owner_token_hash: string | null;
  email: string | null;
  phone_number: string | null;
}

/** The token this request's new record will be owned by: the browser's own when we know it. */
async function tokenForNewRecord(db: Executor, presented: string | undefined): Promise<string> {
  if (presented) {
    const [known] = await queryRows<{ one: number }>(
      db,
      sql`SELECT 1 AS one FROM launch_signups WHERE owner_token_hash = ${hashOwnerToken(presented)} LIMIT 1`,
    );
    if (known) return presented;
  }
  return newOwnerToken();
}

function answer(referralCode: string, ownerToken: string): SignupAnswer {
  return { success: true, message: SIGNUP_MESSAGE, referralCode, ownerToken };
}

/** Someone else's record: nothing changes; the answer looks like a new signup's. */
function decoy(ownerToken: string): SignupAnswer {
  return answer(newReferralCode(), ownerToken);
}

/** The record with this email, locked for the rest of the transaction. */
async function lockByEmail(tx: Tx, email: string): Promise<SignupRow | undefined> {
  const [row] = await queryRows<SignupRow>(
    tx,
    sql`SELECT id, referral_code, owner_token_hash, email, phone_number FROM launch_signups WHERE lower(email) = lower(${email}) FOR UPDATE`,
  );
  return row;
}

const ownedBy = (row: SignupRow, token: string | undefined) =>
  Boolean(token && row.owner_token_hash && row.owner_token_hash === hashOwnerToken(token));

/**
 * Records the invitee (just created) against the inviter behind `code`: credited, or flagged.
 * The inviter's row is locked so parallel signups through one code are counted one at a time.
 */
async function recordReferral(tx: Tx, invitee: SignupRow, code: string | undefined): Promise<void> {
  if (!code) return;
  const [referrer] = await queryRows<SignupRow>(
    tx,
    sql`SELECT id, referral_code, owner_token_hash, email, phone_number FROM launch_signups WHERE referral_code = ${code} FOR UPDATE`,
  );
  if (!referrer || referrer.id === invitee.id) return;
  let flag: ReferralFlagReason | null = null;
  const sameOwner = referrer.owner_token_hash !== null && referrer.owner_token_hash === invitee.owner_token_hash;
  const samePhone = referrer.phone_number !== null && invitee.phone_number !== null && digits(referrer.phone_number) === digits(invitee.phone_number);
  const sameEmail = emailIdentity(referrer.email) !== null && emailIdentity(referrer.email) === emailIdentity(invitee.email);
  if (sameOwner || samePhone || sameEmail) {
    flag = 'self_referral';
  } else {
    const [recent] = await queryRows<{ burst: number; day: number }>(
      tx,
      sql`
        SELECT
          count(*) FILTER (WHERE created_at > now() - make_interval(secs => ${REFERRAL_BURST_WINDOW_MS / 1000}))::int AS burst,
          count(*)::int AS day
        FROM waitlist_referrals
        WHERE referrer_id = ${referrer.id} AND credited AND created_at > now() - interval '24 hours'`,
    );
    if ((recent?.day ?? 0) >= REFERRAL_DAILY_CAP) flag = 'daily_cap';
    else if ((recent?.burst ?? 0) >= REFERRAL_BURST_LIMIT) flag = 'burst';
  }
  await tx.execute(sql`
    INSERT INTO waitlist_referrals (referrer_id, invitee_id, credited, flag_reason)
    VALUES (${referrer.id}, ${invitee.id}, ${flag === null}, ${flag})
    ON CONFLICT (invitee_id) DO NOTHING`);
  if (flag === null) {
    await tx.execute(sql`UPDATE launch_signups SET referred_by_id = ${referrer.id} WHERE id = ${invitee.id}`);
  }
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Inserts a new record (new code, owned by `token`), or returns null when the email is already
 * on the list. A referral code clash (48 random bits: practically never) retries with a new code.
 */
async function insertRecord(
  tx: Tx,
  token: string,
  columns: { name?: string | null; email: string | null; phoneNumber?: string | null; source: string; metadata: Record<string, unknown>; quizAnswers?: unknown },
): Promise<SignupRow | null> {
  for (let attempt = 0; ; attempt++) {
    const code = newReferralCode();
    const insert = sql`
      INSERT INTO launch_signups (name, email, phone_number, source, metadata, quiz_answers, referral_code, owner_token_hash)
      VALUES (
        ${columns.name ?? null}, ${columns.email}, ${columns.phoneNumber ?? null}, ${columns.source},
        ${JSON.stringify(columns.metadata)}::jsonb, ${columns.quizAnswers === undefined ? null : JSON.stringify(columns.quizAnswers)}::jsonb,
        ${code}, ${hashOwnerToken(token)}
      )
      ${columns.email ? sql`ON CONFLICT ((lower(email))) DO NOTHING` : sql``}
      RETURNING id, referral_code, owner_token_hash, email, phone_number`;
    try {
      await tx.execute(sql`SAVEPOINT insert_signup`);
      const [row] = await queryRows<SignupRow>(tx, insert);
      await tx.execute(sql`RELEASE SAVEPOINT insert_signup`);
      return row ?? null;
    } catch (error) {
      await tx.execute(sql`ROLLBACK TO SAVEPOINT insert_signup`);
      if (attempt < 3 && isUniqueViolation(error, 'launch_signups_referral_code_unique')) continue;
      throw error;
    }
  }
}

const referrerMetadata = (ref: string | undefined): Record<string, string> => (ref ? { referredByCode: ref } : {});

/** Signup, progress save or final save of the self-assessment (product §7 /api/waitlist). */
export async function saveWaitlistEntry(db: Database, request: WaitlistRequest): Promise<SignupAnswer> {
  const token = await tokenForNewRecord(db, request.ownerToken);
  return db.transaction(async (tx) => {
    const created = await insertRecord(tx, token, {
      email: request.email,
      source: SELF_ASSESSMENT_SOURCE,
      metadata: referrerMetadata(request.ref),
      quizAnswers: storedAnswers(request),
    });
    if (created) {
      await recordReferral(tx, created, request.ref);
      return answer(created.referral_code, token);
    }
    const existing = await lockByEmail(tx, request.email);
    if (!existing || !ownedBy(existing, request.ownerToken)) return decoy(token);
    if (request.quizAnswers) {
      const isResult = 'completed' in request.quizAnswers;
      await tx.execute(sql`
        UPDATE launch_signups SET quiz_answers = ${JSON.stringify(storedAnswers(request))}::jsonb, updated_at = now()
        WHERE id = ${existing.id}
        -- a finished result is never replaced by a progress save that arrives late
        ${isResult ? sql`` : sql`AND coalesce(quiz_answers ->> 'completed', '') <> 'true'`}`);
    }
    return answer(existing.referral_code, token);
  });
}

/** The quiz answers as stored: with the published bank their question ids refer to (decision 0016). */
function storedAnswers(request: WaitlistRequest) {
  return request.quizAnswers && request.bankVersion ? { ...request.quizAnswers, bankVersion: request.bankVersion } : request.quizAnswers;
}

/** Knowledge-quiz waitlist form (product §7 /api/notify-launch). */
export async function saveLaunchSignup(db: Database, request: NotifyLaunchRequest): Promise<SignupAnswer> {
  const knowledgeQuiz =
    request.quizScore === undefined
      ? {}
      : {
          knowledgeQuiz: {
            quizScore: request.quizScore,
            spiritualLevel: request.spiritualLevel,
            ...(request.quizAnswers ? { answers: request.quizAnswers } : {}),
            // Which published bank the answers' question ids refer to (decision 0016).
            ...(request.bankVersion ? { bankVersion: request.bankVersion } : {}),
          },
        };
  const token = await tokenForNewRecord(db, request.ownerToken);
  return db.transaction(async (tx) => {
    const created = await insertRecord(tx, token, {
      name: request.name,
      email: request.email ?? null,
      phoneNumber: request.phoneNumber ?? null,
      source: request.source,
      metadata: { ...referrerMetadata(request.ref), ...knowledgeQuiz },
    });
    if (created) {
      await recordReferral(tx, created, request.ref);
      return answer(created.referral_code, token);
    }
    const existing = request.email ? await lockByEmail(tx, request.email) : undefined;
    if (!existing || !ownedBy(existing, request.ownerToken)) return decoy(token);
    await tx.execute(sql`
      UPDATE launch_signups SET
        name = ${request.name},
        phone_number = coalesce(${request.phoneNumber ?? null}, phone_number),
        metadata = metadata || ${JSON.stringify(knowledgeQuiz)}::jsonb,
        updated_at = now()
      WHERE id = ${existing.id}`);
    return answer(existing.referral_code, token);
  });
}

/** Credited invites of the record behind `code` (+10 XP each). Unknown codes count 0. */
export async function countInvites(db: Database, code: string): Promise<{ invites: number; xp: number }> {
  const [row] = await queryRows<{ invites: number }>(
    db,
    sql`
      SELECT count(*)::int AS invites FROM waitlist_referrals r
      JOIN launch_signups s ON s.id = r.referrer_id
      WHERE s.referral_code = ${code} AND r.credited`,
  );
  const invites = row?.invites ?? 0;
  return { invites, xp: invites * XP_PER_INVITE };
}


/** Flagged (uncredited) referrals, newest first, with both people: for Super Admins in the Referrals tab. */
export async function listFlaggedReferrals(db: Database, { limit = FLAGGED_PAGE_SIZE, offset = 0 } = {}): Promise<FlaggedReferral[]> {
  const rows = await queryRows<{
    id: number;
    referrer_id: number;
    invitee_id: number;
    flag_reason: ReferralFlagReason;
    created_at: Date | string;
    referrer_name: string | null;
    referrer_email: string | null;
    referrer_code: string;
    invitee_name: string | null;
    invitee_email: string | null;
  }>(
    db,
    sql`
      SELECT r.id, r.referrer_id, r.invitee_id, r.flag_reason, r.created_at,
             a.name AS referrer_name, a.email AS referrer_email, a.referral_code AS referrer_code,
             b.name AS invitee_name, b.email AS invitee_email
      FROM waitlist_referrals r
      JOIN launch_signups a ON a.id = r.referrer_id
      JOIN launch_signups b ON b.id = r.invitee_id
      WHERE r.flag_reason IS NOT NULL ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    referrerId: row.referrer_id,
    inviteeId: row.invitee_id,
    flagReason: row.flag_reason,
    createdAt: new Date(row.created_at).toISOString(),
    referrer: { name: row.referrer_name, email: row.referrer_email, referralCode: row.referrer_code },
    invitee: { name: row.invitee_name, email: row.invitee_email },
  }));
}

export async function flaggedReferralPage(db: Database, page: number): Promise<FlaggedReferralPage> {
  const [counted] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM waitlist_referrals WHERE flag_reason IS NOT NULL`);
  const total = counted?.total ?? 0;
  const referrals = await listFlaggedReferrals(db, { limit: FLAGGED_PAGE_SIZE, offset: (page - 1) * FLAGGED_PAGE_SIZE });
  return { referrals, total, page, pageSize: FLAGGED_PAGE_SIZE };
}
