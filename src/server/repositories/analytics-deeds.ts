// Thawab Metrics and Badge Analytics (docs/product.md §2.8; decision 0018). The figures come from
// the app's thawab_completions and user_badges rows, filtered by period and by the shared segment
// condition (src/server/analytics/segments.ts); Badge Analytics' "active users" are THE active
// users of User Engagement (src/server/analytics/active.ts: activity on a day of the period).
// Counting distinct users per task and half over a quarter's completions takes seconds at 100,000 users, so each (period, segment) view is
// computed into a summary (analytics_*_summary, analytics_deeds_refresh) by the scheduled refresh
// (functions/scheduled-refresh-deeds-analytics.mts, every 10 minutes) or, when missing, stale or from an
// earlier day, by the first request; the endpoints then page and sort the summary in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { badgeConversion, DEEDS_PAGE_SIZE, splitPeriod, taskRetention } from '../../lib/analytics/deeds.ts';
import {
  daysBetween,
  isoDay,
  PERIODS,
  periodRange,
  SEGMENTS,
  type DayRange,
  type Period,
  type Segment,
} from '../../lib/analytics/periods.ts';
import type { BadgeReport, ThawabReport } from '../../lib/analytics/reports.ts';
import { activeUsers } from '../analytics/active.ts';
import { segmentNeedsUsers, timeWithin, userSegmentCondition } from '../analytics/segments.ts';
import { queryRows } from '../sql.ts';

type Db = Pick<Database, 'execute' | 'transaction'>;
/** What the reports and the refresh need of the database. */
export type DeedsDb = Db;

/** How old a summary may be before a request recomputes it (the schedule refreshes every 10 minutes). */
export const DEEDS_SUMMARY_MAX_AGE_SECONDS = 15 * 60;

/** `c.user_id` limited to the segment: a join on users only when the segment reads it. */
function segmentJoin(segment: Segment, range: DayRange, userColumn: SQL): SQL {
  if (!segmentNeedsUsers(segment)) return sql``;
  return sql`JOIN users u ON u.id = ${userColumn} AND ${userSegmentCondition(segment, range)}`;
}

/**
 * Recomputes one (period, segment) view as of `today` in one transaction (readers see the old
 * summary or the new one, never half). Two refreshes of the same view queue on an advisory lock;
 * the second finds the summary fresh and does nothing unless `force`.
 */
export async function refreshDeedsSummary(
  db: Db,
  period: Period,
  segment: Segment,
  today = isoDay(new Date()),
  force = false,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`deeds-summary:${period}:${segment}`}))`);
    if (!force && (await summaryFresh(tx, period, segment, today))) return;
    const range = periodRange(period, today);
    const [first] = await queryRows<{ day: string | null; badge_day: string | null }>(
      tx,
      sql`SELECT (SELECT min(completed_on)::text FROM thawab_completions) AS day, (SELECT min(earned_at)::date::text FROM user_badges) AS badge_day`,
    );
    const from = range.from ?? (first?.day && first.day < today ? first.day : today);
    const badgesFrom = range.from ?? (first?.badge_day && first.badge_day < today ? first.badge_day : today);
    const halves = splitPeriod(from, today);
    const join = segmentJoin(segment, range, sql`c.user_id`);
    const segmentCondition = userSegmentCondition(segment, range);
    // Active users of the segment in the period, as User Engagement counts them (src/server/analytics/active.ts);
    // "earned in period" joins them as one hashed set (half the time of an EXISTS probe per holder at 100k users).
    const active = activeUsers(segment, range);
    const key = sql`${period}, ${segment}`;

    for (const table of [
      'analytics_thawab_summary',
      'analytics_thawab_daily',
      'analytics_badge_summary',
      'analytics_deeds_refresh',
    ]) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE period = ${period} AND segment = ${segment}`);
    }
    // Per task and user once (whether in each half), then per task.
    await tx.execute(sql`
      INSERT INTO analytics_thawab_summary (period, segment, task_id, completions, users, first_half, retained)
      SELECT ${key}, task_id, sum(n)::int, count(*)::int, count(*) FILTER (WHERE in_first)::int, count(*) FILTER (WHERE in_first AND in_second)::int
      FROM (
        SELECT c.task_id, c.user_id, count(*) AS n,
               bool_or(c.completed_on < ${halves.secondFrom}::date) AS in_first,
               bool_or(c.completed_on >= ${halves.secondFrom}::date) AS in_second
        FROM thawab_completions c ${join}
        WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date
        GROUP BY c.task_id, c.user_id
      ) per_user
      GROUP BY task_id`);
    await tx.execute(sql`
      INSERT INTO analytics_thawab_daily (period, segment, day, completions)
      SELECT ${key}, c.completed_on, count(*)::int
      FROM thawab_completions c ${join}
      WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date
      GROUP BY c.completed_on`);
    await tx.execute(sql`
      INSERT INTO analytics_badge_summary (period, segment, badge_id, earned_by, earned_in_period)
      SELECT ${key}, ub.badge_id, count(*)::int, count(*) FILTER (WHERE ${timeWithin(sql`ub.earned_at`, range)} AND a.user_id IS NOT NULL)::int
      FROM user_badges ub JOIN users u ON u.id = ub.user_id
      LEFT JOIN (${active}) a ON a.user_id = ub.user_id
      WHERE ${segmentCondition}
      GROUP BY ub.badge_id`);
    await tx.execute(sql`
      INSERT INTO analytics_deeds_refresh (period, segment, today, refreshed_at, from_day, second_half_from, total_completions,
                                           completing_users, active_users, badges_earned, badges_from_day)
      SELECT ${key}, ${today}::date, now(), ${from}::date, ${halves.secondFrom}::date,
             (SELECT coalesce(sum(completions), 0)::int FROM analytics_thawab_daily WHERE period = ${period} AND segment = ${segment}),
             (SELECT count(DISTINCT c.user_id)::int FROM thawab_completions c ${join} WHERE c.completed_on BETWEEN ${from}::date AND ${today}::date),
             (SELECT count(*)::int FROM (${active}) a),
             (SELECT coalesce(sum(earned_in_period), 0)::int FROM analytics_badge_summary WHERE period = ${period} AND segment = ${segment}),
             ${badgesFrom}::date`);
  });
}

async function summaryFresh(db: Executor, period: Period, segment: Segment, today: string): Promise<boolean> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`SELECT today = ${today}::date AND refreshed_at > now() - make_interval(secs => ${DEEDS_SUMMARY_MAX_AGE_SECONDS}) AS fresh
        FROM analytics_deeds_refresh WHERE period = ${period} AND segment = ${segment}`,
  );
  return row?.fresh ?? false;
}

/** Every (period, segment) view, one after another (the scheduled refresh). */
export async function refreshAllDeedsSummaries(db: Db, today = isoDay(new Date())): Promise<number> {
  let views = 0;
  for (const period of PERIODS) {
    for (const segment of SEGMENTS) {
      await refreshDeedsSummary(db, period, segment, today, true);
      views++;
    }
  }
  return views;
}

interface RefreshRow {
  from_day: string;
  second_half_from: string;
  total_completions: number;
  completing_users: number;
  active_users: number;
  badges_earned: number;
  badges_from_day: string;
  refreshed_at: string;
}

/** The view's refresh row, computing the summary first when it is missing or stale. */
async function summary(db: Db, period: Period, segment: Segment, today: string): Promise<RefreshRow> {
  if (!(await summaryFresh(db, period, segment, today))) await refreshDeedsSummary(db, period, segment, today);
  const [row] = await queryRows<RefreshRow & Record<string, unknown>>(
    db,
    sql`SELECT from_day::text, second_half_from::text, total_completions, completing_users, active_users, badges_earned,
               badges_from_day::text, to_char(refreshed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS refreshed_at
        FROM analytics_deeds_refresh WHERE period = ${period} AND segment = ${segment}`,
  );
  if (!row) throw new Error('The analytics summary was not computed');
  return row;
}

export async function thawabReport(
  db: Db,
  period: Period,
  segment: Segment,
  page: number,
  today = isoDay(new Date()),
): Promise<ThawabReport> {
  const head = await summary(db, period, segment, today);
  const offset = (page - 1) * DEEDS_PAGE_SIZE;
  // Every task is listed (none completed is a finding too), most completed first, then by name.
  const [taskRows, dailyRows] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      category: string;
      is_active: boolean;
      completions: number;
      users: number;
      first_half: number;
      retained: number;
      total: number;
    }>(
      db,
      sql`SELECT t.id, t.name, t.category, t.is_active, coalesce(s.completions, 0) AS completions, coalesce(s.users, 0) AS users,
                 coalesce(s.first_half, 0) AS first_half, coalesce(s.retained, 0) AS retained, count(*) OVER ()::int AS total
          FROM thawab_tasks t LEFT JOIN analytics_thawab_summary s ON s.task_id = t.id AND s.period = ${period} AND s.segment = ${segment}
          ORDER BY completions DESC, t.name, t.id
          LIMIT ${DEEDS_PAGE_SIZE} OFFSET ${offset}`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT day::text, completions AS n FROM analytics_thawab_daily WHERE period = ${period} AND segment = ${segment}`,
    ),
  ]);
  const byDay = new Map(dailyRows.map((row) => [row.day, row.n]));
  const [countRow] = taskRows.length
    ? [{ total: taskRows[0]!.total }]
    : await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM thawab_tasks`);
  return {
    period,
    segment,
    from: head.from_day,
    to: today,
    secondHalfFrom: head.second_half_from,
    refreshedAt: head.refreshed_at,
    totalCompletions: head.total_completions,
    completingUsers: head.completing_users,
    daily: daysBetween(head.from_day, today).map((day) => ({ day, completions: byDay.get(day) ?? 0 })),
    page,
    pageSize: DEEDS_PAGE_SIZE,
    totalTasks: countRow?.total ?? 0,
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

export async function badgeReport(
  db: Db,
  period: Period,
  segment: Segment,
  page: number,
  today = isoDay(new Date()),
): Promise<BadgeReport> {
  const head = await summary(db, period, segment, today);
  const offset = (page - 1) * DEEDS_PAGE_SIZE;
  const badgeRows = await queryRows<{
    id: number;
    name: string;
    icon: string;
    category: string;
    is_active: boolean;
    earned_by: number;
    earned_in_period: number;
    total: number;
  }>(
    db,
    sql`SELECT b.id, b.name, b.icon, b.category, b.is_active, coalesce(s.earned_by, 0) AS earned_by,
               coalesce(s.earned_in_period, 0) AS earned_in_period, count(*) OVER ()::int AS total
        FROM badges b LEFT JOIN analytics_badge_summary s ON s.badge_id = b.id AND s.period = ${period} AND s.segment = ${segment}
        ORDER BY earned_in_period DESC, earned_by DESC, b.name, b.id
        LIMIT ${DEEDS_PAGE_SIZE} OFFSET ${offset}`,
  );
  const [countRow] = badgeRows.length
    ? [{ total: badgeRows[0]!.total }]
    : await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM badges`);
  return {
    period,
    segment,
    from: head.badges_from_day,
    to: today,
    refreshedAt: head.refreshed_at,
    activeUsers: head.active_users,
    earnedInPeriod: head.badges_earned,
    page,
    pageSize: DEEDS_PAGE_SIZE,
    totalBadges: countRow?.total ?? 0,
    badges: badgeRows.map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.icon,
      category: row.category,
      isActive: row.is_active,
      earnedBy: row.earned_by,
      earnedInPeriod: row.earned_in_period,
      conversion: badgeConversion(row.earned_in_period, head.active_users),
    })),
  };
}
