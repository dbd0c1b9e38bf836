// Resets of a user's progress (decision 0057), the user's own and staff's, in one place so they
// agree with the level rule: a reset touches what the spec says and nothing else.
// - The user's reset (POST /me/reset, spec "Reset clears completed deeds and sets streak 0") removes
//   every completed deed with its activity items (feeds included) and sets the streak to 0. The XP
//   those deeds gave goes with them, since XP is summed from the completions; earned badges and any
//   other XP (invites) stay. The level rule is then applied in the same transaction, as after any
//   change of XP (decision 0057, amended 2026-11-28): the stored score and level are the rule's for
//   the XP that is left, so /me, User Management and the Levels' counts agree at once, instead of
//   keeping the old level until the next deed recomputed it.
// - Staff's "Reset streak" (User Management) sets only the streak to 0.
// Both lock the user row, move its version on (a staff screen showing the old state gets a 409),
// and write an audit row in the same transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { resetStreak, USER_NOT_FOUND, userVersions } from '../repositories/people-users.ts';
import { queryRows } from '../sql.ts';
import { claimVersion } from '../versions.ts';
import { refreshProgress } from './progress.ts';
import { APP_USER_ACTOR } from '../audit.ts';

export interface MyResetAnswer {
  reset: true;
  completionsRemoved: number;
  streak: 0;
}

/** The user's own reset: completed deeds (and their feed items) cleared and the streak set to 0, in one transaction. */
export async function resetMyProgress(db: Database, userId: number): Promise<MyResetAnswer> {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ streak: number }>(
      tx,
      sql`SELECT streak FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!user) throw new HttpError(404, USER_NOT_FOUND);
    const [removed] = await queryRows<{ n: number }>(
      tx,
      sql`WITH d AS (DELETE FROM thawab_completions WHERE user_id = ${userId} RETURNING 1) SELECT count(*)::int AS n FROM d`,
    );
    // Every item of a completed deed (personal or in a feed), their reactions with them.
    await tx.execute(sql`DELETE FROM user_activity WHERE user_id = ${userId} AND type = 'thawap_completed'`);
    await tx.execute(sql`UPDATE users SET streak = 0, completed_thawaps = '{}'::jsonb, updated_at = now(),
                           version = version + 1, changed_by = ${APP_USER_ACTOR}, changed_at = now()
                         WHERE id = ${userId}`);
    await refreshProgress(tx, userId);
    const completionsRemoved = removed?.n ?? 0;
    const actor: AuditActor = { id: null, username: APP_USER_ACTOR };
    await recordAudit(tx, actor, {
      action: 'user.reset_by_self',
      entityType: 'user',
      entityId: userId,
      summary: `User #${userId} reset their progress in the app: ${completionsRemoved} completed deeds cleared, streak ${user.streak} → 0`,
    });
    return { reset: true, completionsRemoved, streak: 0 };
  });
}

/** Staff's "Reset streak": the streak only, claimed at the version the screen showed (decision 0029). */
export async function resetStreakByStaff(
  db: Database,
  staff: AuditActor,
  userId: number,
  version: number,
): Promise<{ id: number; streak: 0; version: number }> {
  return db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, userVersions, userId, version, staff.username);
    const reset = await resetStreak(tx, userId);
    if (!reset) throw new HttpError(404, USER_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'user.streak_reset',
      entityType: 'user',
      entityId: userId,
      summary: `Reset the streak of user #${userId} (was ${reset.previous} days)`,
    });
    return { id: userId, streak: 0, version: claimed };
  });
}
