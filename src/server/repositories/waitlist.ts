// The launch waitlist: one launch_signups record per email (case-insensitive), shared by both quiz
// funnels. Upserts are single statements so concurrent identical signups leave one record.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { NotifyLaunchRequest, WaitlistRequest } from '../../lib/schemas/waitlist.ts';
import { queryRows } from '../sql.ts';

export const SELF_ASSESSMENT_SOURCE = 'self_assessment';

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url');
}

export interface WaitlistEntry {
  id: number;
  referralCode: string;
}

/** Signup, progress save or final save of the self-assessment (spec §7 /api/waitlist). */
export async function saveWaitlistEntry(db: Database, request: WaitlistRequest): Promise<WaitlistEntry> {
  const answers = request.quizAnswers ? JSON.stringify(request.quizAnswers) : null;
  const [row] = await queryRows<{ id: number; referral_code: string }>(
    db,
    sql`
      INSERT INTO launch_signups (email, source, quiz_answers, referral_code, referred_by_id)
      VALUES (
        ${request.email}, ${SELF_ASSESSMENT_SOURCE}, ${answers}::jsonb, ${newReferralCode()},
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
        referral_code = coalesce(launch_signups.referral_code, EXCLUDED.referral_code),
        referred_by_id = coalesce(
          launch_signups.referred_by_id,
          nullif(EXCLUDED.referred_by_id, launch_signups.id)
        ),
        updated_at = now()
      RETURNING id, referral_code`,
  );
  if (!row) throw new Error('Upsert returned no row');
  return { id: row.id, referralCode: row.referral_code };
}

/** Knowledge-quiz waitlist form (spec §7 /api/notify-launch). */
export async function saveLaunchSignup(db: Database, request: NotifyLaunchRequest): Promise<WaitlistEntry> {
  const knowledgeQuiz =
    request.quizScore === undefined ? {} : { knowledgeQuiz: { quizScore: request.quizScore, spiritualLevel: request.spiritualLevel } };
  const metadata = JSON.stringify(knowledgeQuiz);
  const referredBy = sql`(SELECT id FROM launch_signups WHERE referral_code = ${request.ref ?? null})`;
  const values = sql`(
    ${request.name}, ${request.email ?? null}, ${request.phoneNumber ?? null}, ${request.source},
    ${metadata}::jsonb, ${newReferralCode()}, ${referredBy}
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
  return { id: row.id, referralCode: row.referral_code };
}
