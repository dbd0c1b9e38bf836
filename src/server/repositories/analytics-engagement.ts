// User Engagement and Circle Activity (issue 11): read straight from the app's own rows (users,
// user_activity, circle_members), filtered by period and segment in SQL. "Active on a day" means at
// least one user_activity row that UTC day (docs/product.md "Analytics"); a segment is a predicate
// on the user, applied to the period it is asked for (New = signed up within that period).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { RETENTION_WEEKS, SEGMENT_STATUSES, SIZE_BANDS, TIME_BANDS, average, combineRetention, withGrowth, type RetentionCount } from '../../lib/analytics/engagement.ts';
import { addDays, conversionPercent, daysBetween, growthPercent, isoDay, periodRange, previousRange, type DayRange, type Period, type Segment } from '../../lib/analytics/math.ts';
import type { CircleActivityReport, EngagementReport } from '../../lib/analytics/reports.ts';
import { queryRows } from '../sql.ts';

type Db = Pick<Database, 'execute'>;

/** Midnight UTC at the start of `day`, as a timestamptz whatever the session's time zone. */
const utcStart = (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`;

/** `column` (a timestamptz) within the days of `range`. */
function within(column: SQL, range: DayRange): SQL {
  const upper = sql`${column} < ${utcStart(addDays(range.to, 1))}`;
  return range.from ? sql`${column} >= ${utcStart(range.from)} AND ${upper}` : upper;
}

/** The segment as a predicate on the users row `u`, for the period `range`. */
export function segmentFilter(segment: Segment, range: DayRange): SQL {
  switch (segment) {
    case 'all':
      return sql`true`;
    case 'new':
      return within(sql`u.created_at`, range);
    case 'premium':
    case 'free':
      return sql`u.status IN (${sql.join(SEGMENT_STATUSES[segment].map((s) => sql`${s}`), sql`, `)})`;
  }
}

const utcDay = (column: SQL): SQL => sql`(${column} AT TIME ZONE 'UTC')::date`;

/** First UTC day with any app activity (where All Time starts), or today. */
async function firstActivityDay(db: Db, today: string, circlesOnly = false): Promise<string> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT ${utcDay(sql`min(created_at)`)}::text AS day FROM user_activity ${circlesOnly ? sql`WHERE circle_id IS NOT NULL` : sql``}`,
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

export async function engagementReport(db: Db, period: Period, segment: Segment, now = new Date()): Promise<EngagementReport> {
  const today = isoDay(now);
  const range = periodRange(period, today);
  const from = range.from ?? (await firstActivityDay(db, today));
  const shown: DayRange = { from, to: today };
  const previous = previousRange(period, today);
  const seg = segmentFilter(segment, range);
  const prevSeg = previous ? segmentFilter(segment, previous) : sql`false`;
  // Daily counts over the previous period too (the first day's growth and the average's growth).
  const dailyFrom = previous?.from ?? from;
  const firstMonth = monthStart(from);
  const monthsFrom = addMonths(firstMonth, -1);
  const nowTs = sql`${now.toISOString()}::timestamptz`;

  const retentionColumns = sql.join(
    RETENTION_WEEKS.map(
      (week) => sql`count(*) FILTER (WHERE u.created_at + ${`${7 * (week + 1)} days`}::interval <= ${nowTs})::int AS ${sql.raw(`e${week}`)},
        count(*) FILTER (WHERE u.created_at + ${`${7 * (week + 1)} days`}::interval <= ${nowTs} AND EXISTS (
          SELECT 1 FROM user_activity a WHERE a.user_id = u.id
            AND a.created_at >= u.created_at + ${`${7 * week} days`}::interval AND a.created_at < u.created_at + ${`${7 * (week + 1)} days`}::interval
        ))::int AS ${sql.raw(`r${week}`)}`,
    ),
    sql`, `,
  );

  const [dailyRows, [totals], monthRows, cohortRows, [users]] = await Promise.all([
    // Daily active users: one row per (day, user) first, then counted; the day's segment applies
    // the current period's definition, the previous period's days their own.
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT d.day::text AS day, count(*)::int AS n FROM (
            SELECT DISTINCT ${utcDay(sql`a.created_at`)} AS day, a.user_id
            FROM user_activity a WHERE ${within(sql`a.created_at`, { from: dailyFrom, to: today })}
          ) d JOIN users u ON u.id = d.user_id
          WHERE ${previous ? sql`CASE WHEN d.day >= ${from}::date THEN ${seg} ELSE ${prevSeg} END` : seg}
          GROUP BY d.day`,
    ),
    queryRows<{ active: number; before: number | null; streak_sum: number; streak_n: number }>(
      db,
      sql`WITH cur AS (
            SELECT DISTINCT a.user_id FROM user_activity a WHERE ${within(sql`a.created_at`, shown)}
          ), cur_seg AS (
            SELECT u.id, u.streak FROM cur JOIN users u ON u.id = cur.user_id WHERE ${seg}
          )
          SELECT (SELECT count(*) FROM cur_seg)::int AS active,
                 (SELECT coalesce(sum(streak), 0) FROM cur_seg)::int AS streak_sum,
                 (SELECT count(*) FROM cur_seg)::int AS streak_n,
                 ${
                   previous
                     ? sql`(SELECT count(*) FROM (SELECT DISTINCT a.user_id FROM user_activity a WHERE ${within(sql`a.created_at`, previous)}) p
                             JOIN users u ON u.id = p.user_id WHERE ${prevSeg})::int`
                     : sql`NULL::int`
                 } AS before`,
    ),
    // Monthly active users: distinct users per calendar month (whole months; the current one to date).
    queryRows<{ month: string; n: number }>(
      db,
      sql`SELECT m.month::text AS month, count(*)::int AS n FROM (
            SELECT DISTINCT date_trunc('month', a.created_at AT TIME ZONE 'UTC')::date AS month, a.user_id
            FROM user_activity a WHERE ${within(sql`a.created_at`, { from: monthsFrom, to: today })}
          ) m JOIN users u ON u.id = m.user_id WHERE ${seg}
          GROUP BY m.month`,
    ),
    // Week-N retention of the segment's users who signed up in the period, per sign-up week.
    queryRows<Record<string, number> & { week: string; size: number }>(
      db,
      sql`SELECT date_trunc('week', u.created_at AT TIME ZONE 'UTC')::date::text AS week, count(*)::int AS size, ${retentionColumns}
          FROM users u WHERE ${within(sql`u.created_at`, range)} AND ${seg}
          GROUP BY 1 ORDER BY 1 DESC`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users u WHERE ${seg}`),
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

  const cohortCounts = (row: Record<string, number>): RetentionCount[] => RETENTION_WEEKS.map((w) => ({ eligible: row[`e${w}`] ?? 0, retained: row[`r${w}`] ?? 0 }));
  const all = cohortRows.map(cohortCounts);
  return {
    period,
    segment,
    from,
    to: today,
    segmentUsers: users?.n ?? 0,
    activeUsers: totals?.active ?? 0,
    activeGrowth: totals?.before === null || totals?.before === undefined ? null : growthPercent(totals.active, totals.before),
    averageDaily,
    averageDailyGrowth,
    averageStreak: average(totals?.streak_sum ?? 0, totals?.streak_n ?? 0),
    daily,
    monthly,
    signups: cohortRows.reduce((total, row) => total + row.size, 0),
    retention: combineRetention(all),
    cohorts: cohortRows.slice(0, 26).map((row, i) => ({ week: row.week, size: row.size, rates: combineRetention([all[i]!]) })),
  };
}

export async function circleActivityReport(db: Db, period: Period, segment: Segment, now = new Date()): Promise<CircleActivityReport> {
  const today = isoDay(now);
  const range = periodRange(period, today);
  const from = range.from ?? (await firstActivityDay(db, today, true));
  const shown: DayRange = { from, to: today };
  const previous = previousRange(period, today);
  const seg = segmentFilter(segment, range);
  const inCircles = (r: DayRange, s: SQL) =>
    sql`FROM user_activity a JOIN users u ON u.id = a.user_id WHERE a.circle_id IS NOT NULL AND ${within(sql`a.created_at`, r)} AND ${s}`;
  const sizeCase = sql.raw(
    `CASE ${SIZE_BANDS.filter((b) => Number.isFinite(b.max))
      .map((b) => `WHEN size <= ${b.max} THEN '${b.key}'`)
      .join(' ')} ELSE '${SIZE_BANDS.at(-1)!.key}' END`,
  );
  const bandCase = sql.raw(`CASE ${TIME_BANDS.map((b) => `WHEN h >= ${b.from} AND h < ${b.to} THEN '${b.key}'`).join(' ')} END`);

  const [[current], [before], sizeRows, bandRows, dailyRows] = await Promise.all([
    queryRows<{ circles: number; actions: number }>(db, sql`SELECT count(DISTINCT a.circle_id)::int AS circles, count(*)::int AS actions ${inCircles(shown, seg)}`),
    previous
      ? queryRows<{ circles: number; actions: number }>(
          db,
          sql`SELECT count(DISTINCT a.circle_id)::int AS circles, count(*)::int AS actions ${inCircles(previous, segmentFilter(segment, previous))}`,
        )
      : Promise.resolve([undefined]),
    queryRows<{ band: string; circles: number; members: number }>(
      db,
      sql`WITH active AS (SELECT DISTINCT a.circle_id ${inCircles(shown, seg)}),
          sized AS (
            SELECT m.circle_id, count(*) AS size, count(*) FILTER (WHERE ${seg}) AS seg_members
            FROM active JOIN circle_members m ON m.circle_id = active.circle_id JOIN users u ON u.id = m.user_id
            GROUP BY m.circle_id
          )
          SELECT ${sizeCase} AS band, count(*)::int AS circles, sum(seg_members)::int AS members FROM sized GROUP BY 1`,
    ),
    queryRows<{ band: string; n: number }>(
      db,
      sql`SELECT ${bandCase} AS band, count(*)::int AS n FROM (
            SELECT extract(hour FROM a.created_at AT TIME ZONE 'UTC')::int AS h ${inCircles(shown, seg)}
          ) x GROUP BY 1`,
    ),
    queryRows<{ day: string; n: number }>(db, sql`SELECT ${utcDay(sql`a.created_at`)}::text AS day, count(*)::int AS n ${inCircles(shown, seg)} GROUP BY 1`),
  ]);

  const actions = current?.actions ?? 0;
  const bands = new Map(bandRows.map((row) => [row.band, row.n]));
  const sizes = new Map(sizeRows.map((row) => [row.band, row]));
  const perDay = new Map(dailyRows.map((row) => [row.day, row.n]));
  return {
    period,
    segment,
    from,
    to: today,
    activeCircles: current?.circles ?? 0,
    activeCirclesGrowth: before ? growthPercent(current?.circles ?? 0, before.circles) : null,
    actions,
    actionsGrowth: before ? growthPercent(actions, before.actions) : null,
    sizes: SIZE_BANDS.map((band) => ({ band: band.key, circles: sizes.get(band.key)?.circles ?? 0, members: sizes.get(band.key)?.members ?? 0 })),
    timeBands: TIME_BANDS.map((band) => ({ band: band.key, actions: bands.get(band.key) ?? 0, percent: conversionPercent(bands.get(band.key) ?? 0, actions) })),
    daily: daysBetween(from, today).map((day) => ({ day, actions: perDay.get(day) ?? 0 })),
  };
}

export type { CircleActivityReport, EngagementReport };
