// The launch waitlist: one launch_signups record per email (case-insensitive), shared by both quiz
// funnels. Upserts are single statements so concurrent identical signups leave one record.
//
// Referrals: a visitor may share a link (?ref=CODE) before joining, with a code made in the browser.
// A signup arriving through a code stores it in metadata.referredByCode and, when the code's owner
// is already on the list, referred_by_id. When the owner joins later with that code (referralCode),
// the code becomes theirs (if still free) and the waiting invitees are linked to them.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { NotifyLaunchRequest, WaitlistRequest } from '../../lib/schemas/waitlist.ts';
import { XP_PER_INVITE } from '../../lib/quiz/scoring.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';

export const SELF_ASSESSMENT_SOURCE = 'self_assessment';

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url');
}

export interface WaitlistEntry {
  id: number;
  referralCode: string;
}

/** The proposed code when nobody holds it yet, else a fresh server-made one. */
function codeFor(proposed: string | undefined): SQL {
  const fresh = newReferralCode();
  if (!proposed) return sql`${fresh}`;
  return sql`(CASE WHEN EXISTS (SELECT 1 FROM launch_signups WHERE referral_code = ${proposed}) THEN ${fresh} ELSE ${proposed} END)`;
}

function referrerMetadata(ref: string | undefined): Record<string, string> {
  return ref ? { referredByCode: ref } : {};
}

/** Links signups that arrived through `code` before its owner joined. */
async function linkWaitingInvitees(db: Database, entry: WaitlistEntry): Promise<void> {
  await db.execute(sql`
    UPDATE launch_signups SET referred_by_id = ${entry.id}, updated_at = now()
    WHERE referred_by_id IS NULL AND id <> ${entry.id} AND metadata ->> 'referredByCode' = ${entry.referralCode}`);
}

const REFERRAL_CODE_CONSTRAINT = 'launch_signups_referral_code_unique';

/**
 * Runs a signup; when the browser-made code was taken by a concurrent insert (e.g. the same
 * visitor's request twice at once), tries again with a server-made code. The email conflict is
 * then the one ON CONFLICT handles, so the retry merges into the record that won.
 */
async function withFreshCodeOnClash<T>(proposed: string | undefined, save: (code: string | undefined) => Promise<T>): Promise<T> {
  try {
    return await save(proposed);
  } catch (error) {
    if (!proposed || !isUniqueViolation(error, REFERRAL_CODE_CONSTRAINT)) throw error;
    return save(undefined);
  }
}

/** Signup, progress save or final save of the self-assessment (product §7 /api/waitlist). */
export function saveWaitlistEntry(db: Database, request: WaitlistRequest): Promise<WaitlistEntry> {
  return withFreshCodeOnClash(request.referralCode, (code) => upsertWaitlistEntry(db, request, code));
}

async function upsertWaitlistEntry(db: Database, request: WaitlistRequest, proposedCode: string | undefined): Promise<WaitlistEntry> {
  const answers = request.quizAnswers ? JSON.stringify(request.quizAnswers) : null;
  const [row] = await queryRows<{ id: number; referral_code: string }>(
    db,
    sql`
      INSERT INTO launch_signups (email, source, quiz_answers, metadata, referral_code, referred_by_id)
      VALUES (
        ${request.email}, ${SELF_ASSESSMENT_SOURCE}, ${answers}::jsonb, ${JSON.stringify(referrerMetadata(request.ref))}::jsonb,
        ${codeFor(proposedCode)},
        (SELECT id FROM launch_signups WHERE referral_code = ${request.ref ?? null})
      )
      ON CONFLICT ((lower(email))) DO UPDATE SET
        quiz_answers = CASE
          WHEN EXCLUDED.quiz_answers IS NULL THEN launch_signups.quiz_answers
          -- a finished result is never replaced by a progress save that arrives late
          WHEN launch_signups.quiz_answers ->> 'completed' = 'true'
               AND coalesce(EXCLUDED.quiz_answers ->> 'completed', '') <> 'true' THEN launch_signups.quiz_answers
          ELSE EXCLUDED.quiz_answers
        END,
        metadata = EXCLUDED.metadata || launch_signups.metadata,
        referral_code = coalesce(launch_signups.referral_code, EXCLUDED.referral_code),
        referred_by_id = coalesce(
          launch_signups.referred_by_id,
          nullif(EXCLUDED.referred_by_id, launch_signups.id)
        ),
        updated_at = now()
      RETURNING id, referral_code`,
  );
  if (!row) throw new Error('Upsert returned no row');
  const entry = { id: row.id, referralCode: row.referral_code };
  await linkWaitingInvitees(db, entry);
  return entry;
}

/** Knowledge-quiz waitlist form (product §7 /api/notify-launch). */
export function saveLaunchSignup(db: Database, request: NotifyLaunchRequest): Promise<WaitlistEntry> {
  return withFreshCodeOnClash(request.referralCode, (code) => upsertLaunchSignup(db, request, code));
}

async function upsertLaunchSignup(db: Database, request: NotifyLaunchRequest, proposedCode: string | undefined): Promise<WaitlistEntry> {
  const knowledgeQuiz =
    request.quizScore === undefined
      ? {}
      : {
          knowledgeQuiz: {
            quizScore: request.quizScore,
            spiritualLevel: request.spiritualLevel,
            ...(request.quizAnswers ? { answers: request.quizAnswers } : {}),
          },
        };
  const metadata = JSON.stringify({ ...referrerMetadata(request.ref), ...knowledgeQuiz });
  const referredBy = sql`(SELECT id FROM launch_signups WHERE referral_code = ${request.ref ?? null})`;
  const values = sql`(
    ${request.name}, ${request.email ?? null}, ${request.phoneNumber ?? null}, ${request.source},
    ${metadata}::jsonb, ${codeFor(proposedCode)}, ${referredBy}
  )`;
  const columns = sql`(name, email, phone_number, source, metadata, referral_code, referred_by_id)`;
  const query = request.email
    ? sql`
        INSERT INTO launch_signups ${columns} VALUES ${values}
        ON CONFLICT ((lower(email))) DO UPDATE SET
          name = EXCLUDED.name,
          phone_number = coalesce(EXCLUDED.phone_number, launch_signups.phone_number),
          metadata = launch_signups.metadata || EXCLUDED.metadata,
          referral_code = coalesce(launch_signups.referral_code, EXCLUDED.referral_code),
          referred_by_id = coalesce(launch_signups.referred_by_id, nullif(EXCLUDED.referred_by_id, launch_signups.id)),
          updated_at = now()
        RETURNING id, referral_code`
    : sql`INSERT INTO launch_signups ${columns} VALUES ${values} RETURNING id, referral_code`;
  const [row] = await queryRows<{ id: number; referral_code: string }>(db, query);
  if (!row) throw new Error('Insert returned no row');
  const entry = { id: row.id, referralCode: row.referral_code };
  await linkWaitingInvitees(db, entry);
  return entry;
}

/** People who joined through `code`: linked ones, plus those waiting for the code's owner to join. */
export async function countInvites(db: Database, code: string): Promise<{ invites: number; xp: number }> {
  const [row] = await queryRows<{ invites: number }>(
    db,
    sql`
      SELECT count(*)::int AS invites FROM launch_signups s
      WHERE s.referred_by_id = (SELECT id FROM launch_signups WHERE referral_code = ${code})
         OR (s.referred_by_id IS NULL AND s.metadata ->> 'referredByCode' = ${code})`,
  );
  const invites = row?.invites ?? 0;
  return { invites, xp: invites * XP_PER_INVITE };
}
