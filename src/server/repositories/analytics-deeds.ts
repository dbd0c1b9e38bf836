// Thawab Metrics and Badge Analytics (docs/product.md §2.8): read straight from the app's
// thawab_completions and user_badges rows, filtered by period and by the shared segment condition
// (src/server/analytics-segments.ts), paged and sorted in SQL. Both tables are read through
// covering indexes (completed_on, task_id, user_id) and (badge_id, earned_at, user_id); the
// bench (npm run bench:analytics) measures them at 100,000 users.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { badgeConversion, DEEDS_PAGE_SIZE, splitPeriod, taskRetention } from '../../lib/analytics/deeds.ts';
import { daysBetween, isoDay, periodRange, type DayRange, type Period, type Segment } from '../../lib/analytics/math.ts';
import type { BadgeReport, ThawabReport } from '../../lib/analytics/reports.ts';
import { segmentNeedsUsers, userSegmentCondition } from '../analytics-segments.ts';
import { queryRows } from '../sql.ts';

type Db = Pick<Database, 'execute'>;

const dayStart = (day: string) => `${day}T00:00:00Z`;

/** `c.user_id` limited to the segment: a join on users only when the segment reads it. */
function segmentJoin(segment: Segment, range: DayRange, userColumn: SQL): SQL {
  if (!segmentNeedsUsers(segment)) return sql``;
  return sql`JOIN users u ON u.id = ${userColumn} AND ${userSegmentCondition(segment, range)}`;
}

/** The first day with a completion (All Time starts there), or today when there is none. */
async function firstCompletionDay(db: Db, today: string): Promise<string> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`SELECT min(completed_on)::text AS day FROM thawab_completions`);
  return row?.day && row.day < today ? row.day : today;
}

export async function thawabReport(db: Db, period: Period, segment: Segment, page: number, today = isoDay(new Date())): Promise<ThawabReport> {
  const range = periodRange(period, today);
  const from = range.from ?? (await firstCompletionDay(db, today));
  const halves = splitPeriod(from, today);
  const join = segmentJoin(segment, range, sql`c.user_id`);
  const offset = (page - 1) * DEEDS_PAGE_SIZE;
  // Per task and user once (how often, and whether in each half), then per task; every task is
  // listed (none completed is a finding too), most completed first, then by name.
  const [taskRows, dailyRows, [totals]] = await Promise.all([
    queryRows<{ id: number; name: string; category: string; is_active: boolean; completions: number; users: number; first_half: number; retained: number; total: number }>(
      db,
      sql`WITH per_user AS (
            SELECT c.task_id, c.user_id, count(*)::int AS n,
                   bool_or(c.completed_on < ${halves.secondFrom}::date) AS in_first,
                   bool_or(c.completed_on >= ${halves.secondFrom}::date) AS in_second
            FROM thawab_completions c ${join}
            WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date
            GROUP BY c.task_id, c.user_id
          ), per_task AS (
            SELECT task_id, sum(n)::int AS completions, count(*)::int AS users,
                   count(*) FILTER (WHERE in_first)::int AS first_half,
                   count(*) FILTER (WHERE in_first AND in_second)::int AS retained
            FROM per_user GROUP BY task_id
          )
          SELECT t.id, t.name, t.category, t.is_active, coalesce(p.completions, 0) AS completions, coalesce(p.users, 0) AS users,
                 coalesce(p.first_half, 0) AS first_half, coalesce(p.retained, 0) AS retained, count(*) OVER ()::int AS total
          FROM thawab_tasks t LEFT JOIN per_task p ON p.task_id = t.id
          ORDER BY completions DESC, t.name, t.id
          LIMIT ${DEEDS_PAGE_SIZE} OFFSET ${offset}`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT c.completed_on::text AS day, count(*)::int AS n
          FROM thawab_completions c ${join}
          WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date
          GROUP BY 1`,
    ),
    queryRows<{ users: number; tasks: number }>(
      db,
      sql`SELECT (SELECT count(DISTINCT c.user_id)::int FROM thawab_completions c ${join}
                  WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date) AS users,
                 (SELECT count(*)::int FROM thawab_tasks) AS tasks`,
    ),
  ]);
  const byDay = new Map(dailyRows.map((row) => [row.day, row.n]));
  const daily = daysBetween(from, today).map((day) => ({ day, completions: byDay.get(day) ?? 0 }));
  return {
    period,
    segment,
    from,
    to: today,
    secondHalfFrom: halves.secondFrom,
    totalCompletions: daily.reduce((sum, d) => sum + d.completions, 0),
    completingUsers: totals?.users ?? 0,
    daily,
    page,
    pageSize: DEEDS_PAGE_SIZE,
    totalTasks: totals?.tasks ?? 0,
    tasks: taskRows.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      isActive: row.is_active,
      completions: row.completions,
      users: row.users,
      firstHalfUsers: row.first_half,
      retainedUsers: row.retained,
      retention: taskRetention(row.retained, row.first_half),
    })),
  };
}

/**
 * Active in the period: the user's last use of the app falls in it (users.last_active_at; a user
 * active in the period and again later has a later last-active time, so still counts).
 */
function activeCondition(range: DayRange): SQL {
  return range.from ? sql`u.last_active_at >= ${dayStart(range.from)}::timestamptz` : sql`u.last_active_at IS NOT NULL`;
}

export async function badgeReport(db: Db, period: Period, segment: Segment, page: number, today = isoDay(new Date())): Promise<BadgeReport> {
  const range = periodRange(period, today);
  const segmentCondition = userSegmentCondition(segment, range);
  const active = activeCondition(range);
  const inPeriod = range.from ? sql`ub.earned_at >= ${dayStart(range.from)}::timestamptz` : sql`TRUE`;
  const offset = (page - 1) * DEEDS_PAGE_SIZE;
  const [[base], badgeRows] = await Promise.all([
    queryRows<{ active: number; earned: number; badges: number; first_day: string | null }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM users u WHERE ${active} AND ${segmentCondition}) AS active,
                 (SELECT count(*)::int FROM user_badges ub JOIN users u ON u.id = ub.user_id
                   WHERE ${inPeriod} AND ${active} AND ${segmentCondition}) AS earned,
                 (SELECT count(*)::int FROM badges) AS badges,
                 (SELECT min(earned_at)::date::text FROM user_badges) AS first_day`,
    ),
    queryRows<{ id: number; name: string; icon: string; category: string; is_active: boolean; earned_by: number; earned_in_period: number }>(
      db,
      sql`WITH per_badge AS (
            SELECT ub.badge_id, count(*)::int AS earned_by,
                   count(*) FILTER (WHERE ${inPeriod} AND ${active})::int AS earned_in_period
            FROM user_badges ub JOIN users u ON u.id = ub.user_id
            WHERE ${segmentCondition}
            GROUP BY ub.badge_id
          )
          SELECT b.id, b.name, b.icon, b.category, b.is_active,
                 coalesce(p.earned_by, 0) AS earned_by, coalesce(p.earned_in_period, 0) AS earned_in_period
          FROM badges b LEFT JOIN per_badge p ON p.badge_id = b.id
          ORDER BY earned_in_period DESC, earned_by DESC, b.name, b.id
          LIMIT ${DEEDS_PAGE_SIZE} OFFSET ${offset}`,
    ),
  ]);
  const activeUsers = base?.active ?? 0;
  return {
    period,
    segment,
    from: range.from ?? (base?.first_day && base.first_day < today ? base.first_day : today),
    to: today,
    activeUsers,
    earnedInPeriod: base?.earned ?? 0,
    page,
    pageSize: DEEDS_PAGE_SIZE,
    totalBadges: base?.badges ?? 0,
    badges: badgeRows.map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.icon,
      category: row.category,
      isActive: row.is_active,
      earnedBy: row.earned_by,
      earnedInPeriod: row.earned_in_period,
      conversion: badgeConversion(row.earned_in_period, activeUsers),
    })),
  };
}
