// The referral "active" rule in one place (decision 0025): an invitee is Active when they joined
// and used the app (users.last_active_at) on one of the last ACTIVE_WINDOW_DAYS UTC days, today
// included, i.e. at or after 00:00 UTC of the window's first day. The window moves in whole days,
// so the per-inviter counts stored in referral_inviter_stats.active (kept by triggers for the
// window stored in referral_active_window) only go stale when the UTC day changes; then they are
// recounted once, by the scheduled function just after midnight or by the first reader.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ACTIVE_WINDOW_DAYS } from '../../lib/people.ts';
import { queryRows } from '../sql.ts';

type Db = Pick<Database, 'execute' | 'transaction'>;

/** Today's UTC date, in SQL. */
const TODAY_UTC = sql`(now() AT TIME ZONE 'UTC')::date`;

/** The first moment of the window that ends on the UTC day `day` (an SQL date). */
const windowStart = (day: SQL) => sql`((${day} - ${ACTIVE_WINDOW_DAYS - 1}::int)::timestamp AT TIME ZONE 'UTC')`;

/** The window by the clock: for reads straight from the rows (statuses, an inviter's detail). */
export const ACTIVE_FROM_NOW = windowStart(TODAY_UTC);

/**
 * The stored window: for reads that combine live rows with the stored counts in one statement
 * (the Referrals list, its totals and export), so both parts count with the same window.
 */
export const ACTIVE_FROM_STORED = sql`(SELECT w.active_from FROM referral_active_window w)`;

/** Whether an invitee (signed up at, last active at) is Active in the window starting `from`. */
export const isActiveSql = (signedUpAt: SQL, lastActiveAt: SQL, from: SQL = ACTIVE_FROM_NOW) =>
  sql`(${signedUpAt} IS NOT NULL AND ${lastActiveAt} >= ${from})`;

/** Per app inviter, the signed-up invitees active in the window from `from` (an index range). */
const activeCounts = (from: SQL) => sql`
  SELECT i.inviter_id, count(*)::int AS n FROM invitations i
  WHERE ${isActiveSql(sql`i.signed_up_at`, sql`i.invitee_last_active_at`, from)} GROUP BY i.inviter_id`;

/**
 * Moves the stored window to the UTC day `today` (default: today by the database clock) and
 * recounts every inviter's `active` for it, in one transaction: readers see the old window with
 * its counts or the new one with its counts, never a mix. Concurrent callers queue on an advisory
 * lock and the later ones find the window current and do nothing (unless `force`). The window row
 * is held FOR UPDATE meanwhile, so the invitation triggers (which read it FOR KEY SHARE) either
 * committed before the recount reads the rows or wait and then count with the new window.
 */
export async function refreshReferralWindow(
  db: Db,
  options: { today?: string; force?: boolean } = {},
): Promise<{ recounted: boolean; today: string; changed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('referral-active-window'))`);
    const day = options.today === undefined ? TODAY_UTC : sql`${options.today}::date`;
    const [target] = await queryRows<{ today: string }>(tx, sql`SELECT ${day}::text AS today`);
    const [stored] = await queryRows<{ today: string }>(
      tx,
      sql`SELECT today::text FROM referral_active_window FOR UPDATE`,
    );
    if (!options.force && stored?.today === target!.today)
      return { recounted: false, today: target!.today, changed: 0 };
    await tx.execute(sql`
      INSERT INTO referral_active_window (id, today, active_from, refreshed_at) VALUES (true, ${day}, ${windowStart(day)}, now())
      ON CONFLICT (id) DO UPDATE SET today = excluded.today, active_from = excluded.active_from, refreshed_at = excluded.refreshed_at`);
    // Only the inviters whose count changed are written (invitees crossing the day's boundary).
    const changed = await queryRows<{ n: number }>(
      tx,
      sql`WITH counted AS (
            SELECT s.user_id, coalesce(a.n, 0) AS n FROM referral_inviter_stats s
            LEFT JOIN (${activeCounts(windowStart(day))}) a ON a.inviter_id = s.user_id
          ), updated AS (
            UPDATE referral_inviter_stats s SET active = c.n FROM counted c WHERE s.user_id = c.user_id AND s.active <> c.n RETURNING 1
          )
          SELECT count(*)::int AS n FROM updated`,
    );
    return { recounted: true, today: target!.today, changed: changed[0]?.n ?? 0 };
  });
}

/**
 * Before reading the stored counts: recount them first if the stored window is not today's
 * (a quick read when it is, which is every request but the first of a UTC day). True when this
 * call did the recount (of concurrent callers, one does; the others wait for it).
 */
export async function ensureReferralWindow(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ current: boolean }>(
    db,
    sql`SELECT today = ${TODAY_UTC} AS current FROM referral_active_window`,
  );
  return row?.current ? false : (await refreshReferralWindow(db)).recounted;
}
