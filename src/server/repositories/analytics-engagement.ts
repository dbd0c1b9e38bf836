// User Engagement and Circle Activity: read from the engagement roll-ups of user_activity
// (db/schema-engagement.ts, decision 0021) and their summaries (db/schema-engagement-summary.ts:
// each user's first/last active day and retention weeks, active users per day and month by plan,
// sign-ups per day by plan; decision 0028), joined to users and circle_members, filtered by period
// and segment in SQL. "Active" (a user_activity item on a UTC day; active users of a period) is THE
// definition in src/server/analytics/active.ts (docs/product.md §2.8); a segment is a predicate on
// the user (src/server/analytics/segments.ts), applied to the period it is asked for (New = signed
// up within that period). The segment All joins no users at all.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  RETENTION_WEEKS,
  SIZE_BANDS,
  TIME_BANDS,
  average,
  combineRetention,
  withGrowth,
  type RetentionCount,
  type TimeBand,
} from '../../lib/analytics/engagement.ts';
import {
  addDays,
  conversionPercent,
  daysBetween,
  growthPercent,
  isoDay,
  periodRange,
  previousRange,
  type DayRange,
  type Period,
  type Segment,
} from '../../lib/analytics/periods.ts';
import type { CircleActivityReport, EngagementReport } from '../../lib/analytics/reports.ts';
import { queryRows } from '../sql.ts';
import { activeOn, activeUserSpans, activeUsers } from '../analytics/active.ts';
import { dayWithin, rollupSegmentCondition, userSegmentCondition } from '../analytics/segments.ts';

/** First UTC day with any app activity (where All Time starts), or today. */
async function firstActivityDay(db: Executor, today: string, circlesOnly = false): Promise<string> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT min(day)::text AS day FROM ${sql.raw(circlesOnly ? 'activity_circle_days' : 'activity_user_days')}`,
  );
  const day = row?.day ?? today;
  return day < today ? day : today;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function addMonths(month: string, n: number): string {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + n);
  return isoDay(date);
}
const monthEnd = (month: string) => addDays(addMonths(month, 1), -1);

export async function engagementReport(
  db: Executor,
  period: Period,
  segment: Segment,
  now = new Date(),
): Promise<EngagementReport> {
  const today = isoDay(now);
  const range = periodRange(period, today);
  const from = range.from ?? (await firstActivityDay(db, today));
  const shown: DayRange = { from, to: today };
  const previous = previousRange(period, today);
  const firstMonth = monthStart(from);
  const monthsFrom = addMonths(firstMonth, -1);
  const seg = rollupSegmentCondition(segment, range);
  const prevSeg = previous ? rollupSegmentCondition(segment, previous) : sql`false`;

  // Week N of a sign-up is the UTC days signup + 7N … signup + 7N + 6; measured once it has ended.
  const eligibleColumns = sql.raw(
    RETENTION_WEEKS.map(
      (week) =>
        `coalesce(sum(s.users) FILTER (WHERE s.signup_day + ${7 * week + 6} < '${today}'::date), 0)::int AS e${week}`,
    ).join(', '),
  );
  const retainedColumns = sql.raw(
    RETENTION_WEEKS.map(
      (week) =>
        `count(*) FILTER (WHERE a.retained_weeks & ${1 << week} <> 0 AND a.signup_day + ${7 * week + 6} < '${today}'::date)::int AS r${week}`,
    ).join(', '),
  );

  // New Users is a sign-up window, which only the per-user roll-ups carry (index on signup_day);
  // every other segment is a plan (or none), which the per-day and per-month counters carry.
  const bySignup = segment === 'new';
  const daySeries = (days: DayRange, condition: SQL) =>
    sql`SELECT r.day::text AS day, count(*)::int AS n FROM activity_user_days r WHERE ${condition} AND ${activeOn(days)} GROUP BY r.day`;

  const [dailyRows, [totals], monthRows, cohortRows, retainedRows, [users]] = await Promise.all([
    // Users active per day, this period and the previous one (its own segment: New = signed up in
    // that period), for the growth of the average and of the first day.
    bySignup
      ? queryRows<{ day: string; n: number }>(
          db,
          previous ? sql`${daySeries(shown, seg)} UNION ALL ${daySeries(previous, prevSeg)}` : daySeries(shown, seg),
        )
      : queryRows<{ day: string; n: number }>(
          db,
          sql`SELECT c.day::text AS day, sum(c.users)::int AS n FROM activity_day_counts c
              WHERE ${rollupSegmentCondition(segment, range, sql.raw('c'))} AND ${dayWithin(sql.raw('c.day'), { from: previous?.from ?? from, to: today })}
              GROUP BY c.day`,
        ),
    // Active users of the period (from each user's first and last active day: the period ends
    // today) with their streaks, and those of the previous period (from its days).
    queryRows<{ active: number; before: number | null; streak_sum: number }>(
      db,
      sql`WITH cur AS (
            SELECT count(*)::int AS active, coalesce(sum(u.streak), 0)::int AS streak_sum
            FROM (${activeUserSpans(segment, range, shown)}) a JOIN users u ON u.id = a.user_id
          )
          SELECT cur.active, cur.streak_sum,
                 ${
                   previous ? sql`(SELECT count(*) FROM (${activeUsers(segment, previous)}) p)::int` : sql`NULL::int`
                 } AS before
          FROM cur`,
    ),
    // Monthly active users: distinct users per calendar month (whole months; the current one to date).
    queryRows<{ month: string; n: number }>(
      db,
      bySignup
        ? sql`SELECT r.month::text AS month, count(*)::int AS n FROM activity_user_months r
              WHERE ${seg} AND r.month BETWEEN ${monthsFrom}::date AND ${today}::date GROUP BY r.month`
        : sql`SELECT c.month::text AS month, sum(c.users)::int AS n FROM activity_month_counts c
              WHERE ${rollupSegmentCondition(segment, range, sql.raw('c'))} AND c.month BETWEEN ${monthsFrom}::date AND ${today}::date GROUP BY c.month`,
    ),
    // Week-N retention of the segment's users who signed up in the period, per sign-up week: the
    // cohorts and who could be measured (sign-ups per day and plan), then who came back (each
    // active user's retention weeks).
    queryRows<Record<string, number> & { week: string; size: number }>(
      db,
      sql`SELECT date_trunc('week', s.signup_day)::date::text AS week, sum(s.users)::int AS size, ${eligibleColumns}
          FROM signup_day_counts s WHERE ${rollupSegmentCondition(segment, range, sql.raw('s'))} AND ${dayWithin(sql.raw('s.signup_day'), range)}
          GROUP BY 1 ORDER BY 1 DESC`,
    ),
    queryRows<Record<string, number> & { week: string }>(
      db,
      sql`SELECT date_trunc('week', a.signup_day)::date::text AS week, ${retainedColumns}
          FROM activity_users a
          WHERE a.retained_weeks <> 0 AND ${rollupSegmentCondition(segment, range, sql.raw('a'))} AND ${dayWithin(sql.raw('a.signup_day'), range)}
          GROUP BY 1`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT coalesce(sum(s.users), 0)::int AS n FROM signup_day_counts s WHERE ${rollupSegmentCondition(segment, range, sql.raw('s'))}`,
    ),
  ]);

  const dayCounts = new Map(dailyRows.map((row) => [row.day, row.n]));
  const days = daysBetween(from, today);
  const daily = withGrowth(
    days.map((day) => ({ day, count: dayCounts.get(day) ?? 0 })),
    previous ? (dayCounts.get(addDays(from, -1)) ?? 0) : null,
    growthPercent,
  );
  const sum = daily.reduce((total, d) => total + d.count, 0);
  const averageDaily = average(sum, days.length) ?? 0;
  let averageDailyGrowth: number | null = null;
  if (previous?.from) {
    const prevDays = daysBetween(previous.from, previous.to);
    const prevAverage = prevDays.reduce((total, day) => total + (dayCounts.get(day) ?? 0), 0) / prevDays.length;
    averageDailyGrowth = growthPercent(sum / days.length, prevAverage);
  }

  const monthCounts = new Map(monthRows.map((row) => [row.month, row.n]));
  const months: { month: string; count: number; partial: boolean }[] = [];
  for (let month = firstMonth; month <= today; month = addMonths(month, 1)) {
    months.push({ month: month.slice(0, 7), count: monthCounts.get(month) ?? 0, partial: monthEnd(month) > today });
  }
  const monthly = withGrowth(months, monthCounts.get(monthsFrom) ?? 0, growthPercent);

  const retained = new Map(retainedRows.map((row) => [row.week, row]));
  const cohortCounts = (row: Record<string, number> & { week: string }): RetentionCount[] =>
    RETENTION_WEEKS.map((w) => ({ eligible: row[`e${w}`] ?? 0, retained: retained.get(row.week)?.[`r${w}`] ?? 0 }));
  const all = cohortRows.map(cohortCounts);
  const active = totals?.active ?? 0;
  return {
    period,
    segment,
    from,
    to: today,
    segmentUsers: users?.n ?? 0,
    activeUsers: active,
    activeGrowth: totals?.before === null || totals?.before === undefined ? null : growthPercent(active, totals.before),
    averageDaily,
    averageDailyGrowth,
    averageStreak: average(totals?.streak_sum ?? 0, active),
    daily,
    monthly,
    signups: cohortRows.reduce((total, row) => total + row.size, 0),
    retention: combineRetention(all),
    cohorts: cohortRows
      .slice(0, 26)
      .map((row, i) => ({ week: row.week, size: row.size, rates: combineRetention([all[i]!]) })),
  };
}

export async function circleActivityReport(
  db: Executor,
  period: Period,
  segment: Segment,
  now = new Date(),
): Promise<CircleActivityReport> {
  const today = isoDay(now);
  const range = periodRange(period, today);
  const from = range.from ?? (await firstActivityDay(db, today, true));
  const shown: DayRange = { from, to: today };
  const previous = previousRange(period, today);
  const seg = rollupSegmentCondition(segment, range);
  const prevSeg = previous ? rollupSegmentCondition(segment, previous) : sql`false`;
  const actions = sql.raw('(r.morning + r.afternoon + r.evening + r.night)');
  const everyone = segment === 'all';
  const sizeCase = sql.raw(
    `CASE ${SIZE_BANDS.filter((b) => Number.isFinite(b.max))
      .map((b) => `WHEN size <= ${b.max} THEN '${b.key}'`)
      .join(' ')} ELSE '${SIZE_BANDS.at(-1)!.key}' END`,
  );
  const bandSums = sql.raw(TIME_BANDS.map((b) => `coalesce(sum(r.${b.key}), 0)::int AS ${b.key}`).join(', '));

  const [[current], [before], sizeRows, dailyRows] = await Promise.all([
    queryRows<Record<TimeBand, number> & { circles: number }>(
      db,
      sql`SELECT count(DISTINCT r.circle_id)::int AS circles, ${bandSums} FROM activity_circle_days r WHERE ${seg} AND ${activeOn(shown)}`,
    ),
    previous
      ? queryRows<{ circles: number; actions: number }>(
          db,
          sql`SELECT count(DISTINCT r.circle_id)::int AS circles, coalesce(sum(${actions}), 0)::int AS actions
              FROM activity_circle_days r WHERE ${prevSeg} AND ${activeOn(previous)}`,
        )
      : Promise.resolve([undefined]),
    queryRows<{ band: string; circles: number; members: number }>(
      db,
      sql`WITH active AS (SELECT DISTINCT r.circle_id FROM activity_circle_days r WHERE ${seg} AND ${activeOn(shown)}),
          sized AS (
            SELECT m.circle_id, count(*) AS size, ${everyone ? sql`count(*)` : sql`count(s.id)`} AS seg_members
            FROM active JOIN circle_members m ON m.circle_id = active.circle_id
            ${everyone ? sql`` : sql`LEFT JOIN (SELECT u.id FROM users u WHERE ${userSegmentCondition(segment, range)}) s ON s.id = m.user_id`}
            GROUP BY m.circle_id
          )
          SELECT ${sizeCase} AS band, count(*)::int AS circles, sum(seg_members)::int AS members FROM sized GROUP BY 1`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT r.day::text AS day, sum(${actions})::int AS n FROM activity_circle_days r WHERE ${seg} AND ${activeOn(shown)} GROUP BY r.day`,
    ),
  ]);

  const bands = TIME_BANDS.map((band) => ({ band: band.key, actions: current?.[band.key] ?? 0 }));
  const total = bands.reduce((sum, band) => sum + band.actions, 0);
  const sizes = new Map(sizeRows.map((row) => [row.band, row]));
  const perDay = new Map(dailyRows.map((row) => [row.day, row.n]));
  return {
    period,
    segment,
    from,
    to: today,
    activeCircles: current?.circles ?? 0,
    activeCirclesGrowth: before ? growthPercent(current?.circles ?? 0, before.circles) : null,
    actions: total,
    actionsGrowth: before ? growthPercent(total, before.actions) : null,
    sizes: SIZE_BANDS.map((band) => ({
      band: band.key,
      circles: sizes.get(band.key)?.circles ?? 0,
      members: sizes.get(band.key)?.members ?? 0,
    })),
    timeBands: bands.map((band) => ({ ...band, percent: conversionPercent(band.actions, total) })),
    daily: daysBetween(from, today).map((day) => ({ day, actions: perDay.get(day) ?? 0 })),
  };
}

export type { CircleActivityReport, EngagementReport };
