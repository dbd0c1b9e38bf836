// The launch waitlist: one launch_signups record per email identity (or, without an email, per
// phone; src/lib/contact-identity.ts), shared by both quiz funnels, and the referral credits
// between records.
//
// Ownership: the request that creates a record gets an owner token (a random secret; only its
// SHA-256 is stored). Only a later request carrying that token may change the record. Anyone
// else's signup with the same email changes nothing and gets an answer of the same shape as a new
// signup (a token, and a code that belongs to no record), so the answer never tells whether an
// email is on the list. A browser that already holds a token gets that same token for every new
// record it creates, so one browser owns all its records (and cannot credit itself).
//
// Double opt-in (decision 0036): a sign-up with an email is sent a confirmation link in its own
// transaction (src/server/repositories/email-tokens.ts); a repeat of an unconfirmed address sends it
// again at most once an hour. Confirming (confirmSignup, waitlist-confirm.ts) makes the confirming
// browser the owner; when that is another browser than the one that made the record, what the maker
// set beside the address (name, phone, quiz answers) is dropped: it may be a squatter's (decision
// 0060).
//
// Referrals: codes are made by the server only, at creation; the code a record was created through
// stays in its metadata (referredByCode). When the invitee CONFIRMS (a squatted address earns nothing), and the inviter's own record is confirmed, it is recorded once
// per person for ever (src/server/referrals/credit.ts, decision 0060) in waitlist_referrals: credited (+10 XP to the inviter), or flagged and not
// credited when it is a self-referral (same owner, or sameReferralPerson: same normalised phone, same
// email up to case, Gmail dots and a +tag) or when the inviter had too many credits lately
// (REFERRAL_BURST_LIMIT per REFERRAL_BURST_WINDOW_MS, and REFERRAL_DAILY_CAP per day). A credit is
// also the Growth Funnel's referral conversion, counted here and never from the browser.
//
// Timing (decision 0031): from the insert on, a signup runs the same statements whether its email
// was new, listed, or the caller's own; what differs is a SQL condition inside them, so the answer
// time does not tell whether an email is on the list (`npm run bench:waitlist-timing`).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../../db/client.ts';
import type { NotifyLaunchRequest, SignupAnswer, WaitlistRequest } from '../../lib/schemas/waitlist.ts';
import { SIGNUP_MESSAGE } from '../../lib/schemas/waitlist.ts';
import { emailIdentity, phoneIdentity, sameReferralPerson } from '../../lib/contact-identity.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import { emailStrings } from '../mail/strings.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';
import { creditReferral } from '../referrals/credit.ts';
import { recordServerEvent } from './analytics.ts';
import { sendConfirmation } from './email-tokens.ts';

export const SELF_ASSESSMENT_SOURCE = 'self_assessment';

// The referral rules and their limits live in src/server/referrals/credit.ts (decision 0060).
export { REFERRAL_BURST_LIMIT, REFERRAL_BURST_WINDOW_MS, REFERRAL_DAILY_CAP } from '../referrals/credit.ts';

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url');
}

export function newOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

export const hashOwnerToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignupRow extends Record<string, unknown> {
  id: number;
  referral_code: string;
  owner_token_hash: string | null;
  email: string | null;
  phone_number: string | null;
}

/** A sign-up's answer, and the confirmation it stored in the outbox (for deliverSoon), if any. */
export interface SignupOutcome {
  answer: SignupAnswer;
  mailIds: number[];
}

/** The token this request's new record will be owned by: the browser's own when we know it. */
export async function tokenForNewRecord(db: Executor, presented: string | undefined): Promise<string> {
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

/** The columns a record is unique on: the email's identity, else (no email) the phone's. */
interface Identity {
  emailKey: string | null;
  phoneKey: string | null;
}

const identityOf = (email: string | null | undefined, phone: string | null | undefined): Identity => ({
  emailKey: emailIdentity(email),
  phoneKey: phoneIdentity(phone),
});

interface LockedRow extends SignupRow {
  is_record: boolean;
  is_referrer: boolean;
}

/**
 * Locks, in one statement and in id order (so two signups never wait for each other in a circle),
 * the record with this identity (the one just made, or the listed one) and the inviter behind
 * `code`, and returns both (one row when they are the same record).
 */
async function lockRecords(
  tx: Tx,
  identity: Identity,
  code: string | undefined,
): Promise<{ record?: SignupRow; referrer?: SignupRow }> {
  const match = identity.emailKey
    ? sql`email_key = ${identity.emailKey}`
    : sql`(email IS NULL AND phone_key = ${identity.phoneKey})`;
  const rows = await queryRows<LockedRow>(
    tx,
    sql`
      SELECT id, referral_code, owner_token_hash, email, phone_number,
             ${match} AS is_record, coalesce(referral_code = ${code ?? null}, false) AS is_referrer
      FROM launch_signups WHERE ${match} OR referral_code = ${code ?? null}
      ORDER BY id FOR UPDATE`,
  );
  return { record: rows.find((row) => row.is_record), referrer: rows.find((row) => row.is_referrer) };
}

const ownedBy = (row: SignupRow, token: string | undefined) =>
  Boolean(token && row.owner_token_hash && row.owner_token_hash === hashOwnerToken(token));

/**
 * Records the invitee against the inviter (`referrer`, locked by the caller): credited, or flagged;
 * a credit also counts a referral conversion in the Growth Funnel. Only a record this request
 * `created` can be an invitee, but the statements run for a listed email too (writing nothing),
 * so both take as long.
 */
export async function recordReferral(
  tx: Tx,
  invitee: SignupRow | undefined,
  created: boolean,
  referrer: (SignupRow & { confirmed: boolean }) | undefined,
  /** Other browsers that act for the invitee (the one confirming it): the inviter's own is a self-referral. */
  otherOwnerHashes: readonly string[] = [],
): Promise<void> {
  // Whether the code is known does not depend on the invitee's email: nothing to hide.
  if (!referrer) return;
  const store = Boolean(invitee && created && referrer.id !== invitee.id);
  const self =
    invitee !== undefined &&
    ((referrer.owner_token_hash !== null &&
      [invitee.owner_token_hash, ...otherOwnerHashes].includes(referrer.owner_token_hash)) ||
      sameReferralPerson(
        { email: referrer.email, phone: referrer.phone_number },
        { email: invitee.email, phone: invitee.phone_number },
      ));
  await creditReferral(tx, {
    referrer: { id: referrer.id, confirmed: referrer.confirmed },
    invitee: { signupId: invitee?.id ?? 0, contact: { email: invitee?.email, phone: invitee?.phone_number } },
    self,
    store,
  });
}

/**
 * Inserts a new record (new code, owned by `token`), or returns null when its identity is already
 * on the list. A referral code clash (48 random bits: practically never) fails the statement and
 * the caller retries the whole signup.
 */
async function insertRecord(
  tx: Tx,
  token: string,
  columns: {
    name?: string | null;
    email: string | null;
    phoneNumber?: string | null;
    source: string;
    metadata: Record<string, unknown>;
    quizAnswers?: unknown;
    /** The page's locale (decision 0050). */
    language: LocaleCode;
  },
): Promise<SignupRow | null> {
  const { emailKey, phoneKey } = identityOf(columns.email, columns.phoneNumber);
  const [row] = await queryRows<SignupRow>(
    tx,
    sql`
      INSERT INTO launch_signups (name, email, email_key, phone_number, phone_key, source, metadata, quiz_answers, referral_code, owner_token_hash, language)
      VALUES (
        ${columns.name ?? null}, ${columns.email}, ${emailKey}, ${columns.phoneNumber ?? null}, ${phoneKey}, ${columns.source},
        ${JSON.stringify(columns.metadata)}::jsonb, ${columns.quizAnswers === undefined ? null : JSON.stringify(columns.quizAnswers)}::jsonb,
        ${newReferralCode()}, ${hashOwnerToken(token)}, ${columns.language}
      )
      ${emailKey ? sql`ON CONFLICT (email_key) DO NOTHING` : sql`ON CONFLICT (phone_key) WHERE email IS NULL DO NOTHING`}
      RETURNING id, referral_code, owner_token_hash, email, phone_number`,
  );
  return row ?? null;
}

/**
 * One signup: insert, or find the listed record; let its owner change it; record the referral.
 * The same statements run in every case (see the top of this file); `ownerUpdate` must run its
 * statement whatever `apply` says and change something only when it is true.
 */
async function saveSignup(
  db: Database,
  request: { ownerToken?: string; ref?: string },
  columns: Parameters<typeof insertRecord>[2],
  ownerUpdate: (tx: Tx, id: number, apply: boolean) => Promise<void>,
): Promise<SignupOutcome> {
  const token = await tokenForNewRecord(db, request.ownerToken);
  // Read before the transaction (at most once a minute): the same for a new and a listed address.
  const language = { strings: await emailStrings(db), locale: columns.language };
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const created = await insertRecord(tx, token, columns);
        // The Growth Funnel's join is this new row (decision 0060), never a beacon; the statement runs
        // for a listed address too, writing nothing, so the answer takes as long.
        await recordServerEvent(
          tx,
          {
            type: 'waitlist_joined',
            waitlistSource: columns.source === SELF_ASSESSMENT_SOURCE ? 'self_assessment' : 'spiritual_quiz',
            source: request.ref ? 'referral' : 'direct',
            locale: columns.language,
          },
          created !== null,
        );
        // The inviter stays locked as before (the order of locks is unchanged); its credit waits for the confirmation.
        const { record: row } = await lockRecords(tx, identityOf(columns.email, columns.phoneNumber), request.ref);
        const mine = created === null && row !== undefined && ownedBy(row, request.ownerToken);
        await ownerUpdate(tx, row?.id ?? 0, mine);
        // The request names an email or not (nothing to hide there); with one, the same statement
        // runs for a new, a listed and an own record, sending only when the record is unconfirmed.
        // It is written in the language of the page this request came from (decision 0050).
        const mailId =
          columns.email && row?.email
            ? await sendConfirmation(tx, { signupId: row.id }, row.email, 'waitlist', language)
            : null;
        const mailIds = mailId === null ? [] : [mailId];
        if (created) return { answer: answer(created.referral_code, token), mailIds };
        return { answer: mine ? answer(row.referral_code, token) : decoy(token), mailIds };
      });
    } catch (error) {
      // A new code clashed with an existing one: start again (no savepoint costs every signup a round trip).
      if (attempt < 3 && isUniqueViolation(error, 'launch_signups_referral_code_unique')) continue;
      throw error;
    }
  }
}

const referrerMetadata = (ref: string | undefined): Record<string, string> => (ref ? { referredByCode: ref } : {});

/** Signup, progress save or final save of the self-assessment (product §7 /api/waitlist). */
export async function saveWaitlistEntry(db: Database, request: WaitlistRequest): Promise<SignupOutcome> {
  const quizAnswers = storedAnswers(request);
  const isResult = request.quizAnswers !== undefined && 'completed' in request.quizAnswers;
  return saveSignup(
    db,
    request,
    {
      email: request.email,
      source: SELF_ASSESSMENT_SOURCE,
      metadata: referrerMetadata(request.ref),
      quizAnswers,
      language: request.locale ?? DEFAULT_LOCALE,
    },
    async (tx, id, apply) => {
      // Nothing to change: the request itself says so, not the list.
      if (!request.quizAnswers && !request.locale) return;
      const sets = [
        // a finished result is never replaced by a progress save that arrives late
        ...(request.quizAnswers
          ? [
              sql`quiz_answers = CASE WHEN ${isResult}::boolean OR coalesce(quiz_answers ->> 'completed', '') <> 'true' THEN ${JSON.stringify(quizAnswers)}::jsonb ELSE quiz_answers END`,
            ]
          : []),
        // the owner now reads this page's language (decision 0050)
        ...(request.locale ? [sql`language = ${request.locale}`] : []),
        sql`updated_at = now()`,
      ];
      await tx.execute(
        sql`UPDATE launch_signups SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND ${apply}::boolean`,
      );
    },
  );
}

/** The quiz answers as stored: with the published bank their question ids refer to (decision 0016). */
function storedAnswers(request: WaitlistRequest) {
  return request.quizAnswers && request.bankVersion
    ? { ...request.quizAnswers, bankVersion: request.bankVersion }
    : request.quizAnswers;
}

/** Knowledge-quiz waitlist form (product §7 /api/notify-launch). */
export async function saveLaunchSignup(db: Database, request: NotifyLaunchRequest): Promise<SignupOutcome> {
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
  return saveSignup(
    db,
    request,
    {
      name: request.name,
      email: request.email ?? null,
      phoneNumber: request.phoneNumber ?? null,
      source: request.source,
      metadata: { ...referrerMetadata(request.ref), ...knowledgeQuiz },
      language: request.locale ?? DEFAULT_LOCALE,
    },
    async (tx, id, apply) => {
      const phone = request.phoneNumber ?? null;
      await tx.execute(sql`
        UPDATE launch_signups SET
          name = ${request.name},
          phone_number = coalesce(${phone}, phone_number),
          phone_key = coalesce(${phoneIdentity(phone)}, phone_key),
          metadata = metadata || ${JSON.stringify(knowledgeQuiz)}::jsonb,
          language = coalesce(${request.locale ?? null}, language),
          updated_at = now()
        WHERE id = ${id} AND ${apply}::boolean`);
    },
  );
}
