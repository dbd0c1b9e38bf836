// App accounts as their owner sees and changes them (decision 0038): creation at the first
// sign-in (linked to the confirmed waitlist record with the same normalised email, crediting a referral code
// once), the profile (/me), and deletion of the account with everything tied to it.
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../lib/i18n/locales.ts';
import { sql } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import { emailIdentity, sameReferralPerson } from '../../lib/contact-identity.ts';
// Fresh accounts have no age (stored as AGE_NOT_GIVEN, answered as null) until onboarding.
import { AGE_NOT_GIVEN } from '../../lib/people.ts';
import { DEFAULT_THEMES, type AppMe, type MePatch } from '../../lib/schemas/app-auth.ts';
import { APP_USER_ACTOR, recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { emailHash } from '../mail/address.ts';
import { levelPositionForScore, quizStartPosition, type StartQuiz } from '../../lib/progress/levels.ts';
import { deleteUser, USER_NOT_FOUND } from '../repositories/people-users.ts';
import { creditReferral } from '../referrals/credit.ts';
import { zoneChangeOnSet } from './deeds-user.ts';
import { queryRows, readsTogether } from '../sql.ts';
import { levelTable, levelView, refreshProgress, xpOf, type ProgressResult } from './progress.ts';
import { premiumOf, type PremiumAnswer } from '../premium/premium.ts';

/** A text[] literal from parameters (a bare array parameter would be spread into a list). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Who wrote, in `changed_by` and the audit log, when the user changed their own account. */

/** The finished quiz's score of a waitlist record: a completed self-assessment's, else the knowledge quiz's. */
const SIGNUP_SCORE_TEXT = sql`CASE WHEN s.quiz_answers ->> 'completed' = 'true' THEN s.quiz_answers ->> 'score'
                                   ELSE s.metadata #>> '{knowledgeQuiz,quizScore}' END`;
const SIGNUP_SCORE = sql`CASE WHEN (${SIGNUP_SCORE_TEXT}) ~ '^[0-9]{1,9}(\\.[0-9]+)?$' THEN round((${SIGNUP_SCORE_TEXT})::numeric)::int END`;

/**
 * The account for this address: found (and linked to its waitlist record if it was not yet), or
 * created with the fresh-account defaults and the waitlist record's name and quiz result.
 */
export async function linkOrCreateUser(
  tx: Tx,
  email: string,
  ref: string | undefined,
  at: Date,
  language: LocaleCode = DEFAULT_LOCALE,
): Promise<{ userId: number; created: boolean }> {
  const key = emailIdentity(email);
  // The CONFIRMED waitlist record with this normalised email that no other account has claimed: an
  // unconfirmed one may be a squatter's, with their name (decision 0060).
  const signup = sql`SELECT s.id FROM launch_signups s WHERE s.email_key = ${key} AND s.confirmed_at IS NOT NULL
                       AND NOT EXISTS (SELECT 1 FROM users o WHERE o.launch_signup_id = s.id)`;
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO users (name, age, location, themes, email, quiz_score, launch_signup_id, created_at, changed_by, language)
        SELECT coalesce(left(s.name, 100), ''), ${AGE_NOT_GIVEN}, '', ${textArray(DEFAULT_THEMES)}, ${email}, ${SIGNUP_SCORE}, s.id,
               ${at.toISOString()}::timestamptz, ${APP_USER_ACTOR}, ${language}
        FROM (SELECT 1) one LEFT JOIN launch_signups s ON s.id = (${signup})
        ON CONFLICT (lower(email)) DO NOTHING
        RETURNING id`,
  );
  if (inserted) {
    if (ref) await creditAppReferral(tx, inserted.id, email, ref);
    await applyStartLevel(tx, inserted.id);
    return { userId: inserted.id, created: true };
  }
  const [existing] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE users u SET
          launch_signup_id = coalesce(u.launch_signup_id, (${signup})),
          quiz_score = coalesce(u.quiz_score, (SELECT ${SIGNUP_SCORE} FROM launch_signups s WHERE s.id = (${signup})))
        WHERE lower(u.email) = ${email} RETURNING u.id`,
  );
  await applyStartLevel(tx, existing!.id);
  return { userId: existing!.id, created: false };
}

/** Which quiz the linked waitlist record finished, and its score out of 50 (none: null). */
const SIGNUP_QUIZ = sql`CASE WHEN s.quiz_answers ->> 'completed' = 'true' THEN 'self_assessment'
                             WHEN s.metadata #>> '{knowledgeQuiz,quizScore}' IS NOT NULL THEN 'knowledge' END`;

/**
 * The level rule at sign-in (decision 0056): an account that has not started above the first level
 * starts at the level its linked quiz result's band maps to (none: the first level); then its score
 * and level follow from its XP, invites of its waitlist record included.
 */
async function applyStartLevel(tx: Tx, userId: number): Promise<void> {
  const [quiz] = await queryRows<{ quiz: StartQuiz | null; score: number | null; start: number }>(
    tx,
    sql`SELECT ${SIGNUP_QUIZ} AS quiz, ${SIGNUP_SCORE} AS score, u.start_level_position AS start
        FROM users u LEFT JOIN launch_signups s ON s.id = u.launch_signup_id WHERE u.id = ${userId}`,
  );
  if (quiz?.quiz && quiz.score !== null && quiz.start === 0) {
    const start = quizStartPosition(quiz.quiz, quiz.score, (await levelTable(tx)).length);
    await tx.execute(sql`UPDATE users SET start_level_position = ${start} WHERE id = ${userId}`);
  }
  await refreshProgress(tx, userId);
}

/**
 * A new account made with someone's waitlist referral code: recorded once by the waitlist's rules
 * (src/server/referrals/credit.ts): self-referral by normalised identity, burst and daily caps, an
 * inviter whose record is unconfirmed earns nothing, and a person (their email's identity key) is an
 * invitee once for ever, so deleting the account and signing up again earns nothing (decision 0060).
 */
async function creditAppReferral(tx: Tx, userId: number, email: string, ref: string): Promise<void> {
  const [referrer] = await queryRows<{
    id: number;
    email: string | null;
    phone_number: string | null;
    confirmed: boolean;
  }>(
    tx,
    sql`SELECT id, email, phone_number, confirmed_at IS NOT NULL AS confirmed FROM launch_signups WHERE referral_code = ${ref} FOR UPDATE`,
  );
  if (!referrer) return;
  const [linked] = await queryRows<{ signup_id: number | null }>(
    tx,
    sql`SELECT u.launch_signup_id AS signup_id FROM users u WHERE u.id = ${userId}`,
  );
  const self =
    linked?.signup_id === referrer.id ||
    sameReferralPerson({ email: referrer.email, phone: referrer.phone_number }, { email });
  await creditReferral(tx, {
    referrer: { id: referrer.id, confirmed: referrer.confirmed },
    invitee: { userId, contact: { email } },
    self,
  });
}

interface MeRow extends Record<string, unknown> {
  id: number;
  email: string;
  name: string;
  age: number;
  location: string;
  themes: string[];
  time_zone: string | null;
  language: string;
  is_onboarded: boolean;
  spiritual_level: string | null;
  quiz_score: number | null;
  referral_code: string | null;
  streak: number;
  barakah_score: number;
  created_at: Date | string;
}

const toMe = (row: MeRow, progress: Pick<ProgressResult, 'level' | 'xpTotal'>): Omit<AppMe, keyof PremiumAnswer> => ({
  id: row.id,
  email: row.email,
  name: row.name,
  age: row.age === AGE_NOT_GIVEN ? null : row.age,
  location: row.location,
  themes: row.themes,
  timeZone: row.time_zone,
  language: isLocaleCode(row.language) ? row.language : DEFAULT_LOCALE,
  onboarded: row.is_onboarded,
  spiritualLevel: progress.level.key,
  level: progress.level,
  quizScore: row.quiz_score,
  referralCode: row.referral_code,
  streak: row.streak,
  barakahScore: row.barakah_score,
  xpTotal: progress.xpTotal,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function getMe(db: Executor, userId: number): Promise<AppMe> {
  const [row] = await queryRows<MeRow>(
    db,
    sql`SELECT u.id, u.email, u.name, u.age, u.location, u.themes, u.time_zone, u.language, u.is_onboarded, u.spiritual_level, u.quiz_score,
               s.referral_code, u.streak, u.barakah_score, u.created_at
        FROM users u LEFT JOIN launch_signups s ON s.id = u.launch_signup_id WHERE u.id = ${userId}`,
  );
  // The token outlived the account only if it was deleted between two statements.
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  const language = isLocaleCode(row.language) ? row.language : DEFAULT_LOCALE;
  const [levels, xp, premium] = await readsTogether(db, [
    () => levelTable(db),
    () => xpOf(db, userId, null),
    () => premiumOf(db, userId),
  ]);
  const position = levelPositionForScore(levels, row.barakah_score);
  return { ...toMe(row, { level: levelView(levels, position, language), xpTotal: xp.xpTotal }), ...premium };
}

/**
 * The user's own edit. It is a write to a versioned record (decision 0029): the version moves on, so
 * a staff member who loaded the user before gets a 409 instead of overwriting it.
 */
export async function updateMe(db: Database, userId: number, patch: MePatch): Promise<AppMe> {
  return db.transaction(async (tx) => {
    // A new time zone keeps the one before it and when it changed: for a day, a deed's date may not
    // be later than that zone's (decision 0060).
    const zone = patch.timeZone ? await zoneChangeOnSet(tx, userId, patch.timeZone) : undefined;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE users SET
            name = coalesce(${patch.name ?? null}, name),
            age = coalesce(${patch.age ?? null}::int, age),
            location = coalesce(${patch.location ?? null}, location),
            themes = ${patch.themes ? textArray(patch.themes) : sql`themes`},
            time_zone = coalesce(${patch.timeZone ?? null}, time_zone),
            ${zone === undefined ? sql`` : sql`previous_time_zone = ${zone?.previousTimeZone ?? null}, time_zone_changed_at = ${zone?.changedAt.toISOString() ?? null}::timestamptz,`}
            language = coalesce(${patch.language ?? null}, language),
            is_onboarded = is_onboarded OR ${patch.onboarded === true},
            updated_at = now(), version = version + 1, changed_by = ${APP_USER_ACTOR}, changed_at = now()
          WHERE id = ${userId} RETURNING id`,
    );
    if (!row) throw new HttpError(404, USER_NOT_FOUND);
    return getMe(tx, userId);
  });
}

/**
 * Deletes the account in one transaction: the back-office's user deletion (circles handed over,
 * memberships, activity, completions, badges, sent invitations; every table referencing users
 * cascades or is cleared), its token families, its sign-in codes and the sign-in mail sent to it,
 * and an audit row. The linked waitlist record is the person's separate sign-up and stays.
 */
export async function deleteMe(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const actor: AuditActor = { id: null, username: APP_USER_ACTOR };
    if (!(await deleteAppAccount(tx, userId, actor, 'in the app'))) throw new HttpError(404, USER_NOT_FOUND);
  });
}

/**
 * The one path that deletes an app account (DELETE /me, and the privacy request page's deletion of
 * the same address, decision 0057), inside the caller's transaction; false when there is none.
 */
export async function deleteAppAccount(tx: Tx, userId: number, actor: AuditActor, where: string): Promise<boolean> {
  const [user] = await queryRows<{ email: string }>(tx, sql`SELECT email FROM users WHERE id = ${userId} FOR UPDATE`);
  if (!user) return false;
  const deleted = await deleteUser(tx, userId, actor.username);
  if (!deleted) return false;
  const email = user.email.toLowerCase();
  await tx.execute(sql`DELETE FROM app_sign_in_codes WHERE email = ${email}`);
  await tx.execute(
    sql`DELETE FROM mail_outbox WHERE kind = 'app_sign_in_code' AND recipient_hash = ${emailHash(email)}`,
  );
  await recordAudit(tx, actor, {
    action: 'user.deleted_by_self',
    entityType: 'user',
    entityId: userId,
    summary:
      `User #${userId} deleted their account ${where}: ${deleted.membershipsRemoved} circle memberships and ${deleted.invitationsRemoved} sent invitations removed, ` +
      `${deleted.circlesHandedOver} circles handed to a new Creator, ${deleted.circlesRemoved} empty circles removed`,
  });
  return true;
}
