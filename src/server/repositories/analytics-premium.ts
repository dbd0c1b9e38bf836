// Premium Conversion (decision 0062): the launch-waitlist records made in the period, the
// app accounts linked to them (users.launch_signup_id, set when the account is made or first signs
// in with the record's confirmed address, decision 0060), and those accounts premium now. SQL
// counts the first two and reads the third's entitlements, every row of each linked user; whether
// a user is premium is decided by `premiumStatus` (src/lib/premium/states.ts) through
// `premiumUsers`, never by a condition written here.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { conversionSteps, premiumUsers } from '../../lib/analytics/conversion.ts';
import { isoDay, periodRange, type Period } from '../../lib/analytics/periods.ts';
import type { PremiumConversionReport } from '../../lib/analytics/reports.ts';
import type { EntitlementState, PurchaseKind } from '../../lib/premium/states.ts';
import { timeWithin } from '../analytics/segments.ts';
import { now } from '../clock.ts';
import { queryRows } from '../sql.ts';

/** Cohort rows shown (the totals count every week of the period). */
export const CONVERSION_COHORT_WEEKS = 26;

/**
 * The sign-up's week (from Monday, UTC) of a launch_signups row `s`, as a number: whole weeks since
 * Monday 1970-01-05 by the epoch, which is UTC, so no time-zone conversion per row (at 100,000
 * sign-ups it costs a third of date_trunc('week', created_at AT TIME ZONE 'UTC')).
 */
const WEEK_NUMBER = sql`floor((extract(epoch FROM s.created_at) - 345600) / 604800)::int`;
/** That week's Monday as YYYY-MM-DD. */
const mondayOf = (weekNumber: SQL) => sql`(DATE '1970-01-05' + 7 * ${weekNumber})::text`;

export async function premiumConversionReport(
  db: Executor,
  period: Period,
  at = now(),
): Promise<PremiumConversionReport> {
  const today = isoDay(at);
  const range = periodRange(period, today);
  const inPeriod = timeWithin(sql`s.created_at`, range);
  const [weeks, entitlements, first] = await Promise.all([
    queryRows<{ week: string; signups: number; confirmed: number; app_users: number }>(
      db,
      sql`SELECT ${mondayOf(sql.raw('w.n'))} AS week, w.signups, w.confirmed, w.app_users
          FROM (SELECT ${WEEK_NUMBER} AS n, count(*)::int AS signups, count(s.confirmed_at)::int AS confirmed,
                       count(u.id)::int AS app_users
                FROM launch_signups s LEFT JOIN users u ON u.launch_signup_id = s.id
                WHERE ${inPeriod} GROUP BY 1) w
          ORDER BY w.n DESC`,
    ),
    // Every entitlement of every linked user, whatever its kind or state: the rule picks.
    queryRows<{
      user_id: number;
      week: string;
      kind: PurchaseKind;
      state: EntitlementState;
      expires_at: string | Date | null;
    }>(
      db,
      sql`SELECT u.id AS user_id, ${mondayOf(WEEK_NUMBER)} AS week, e.kind, e.state, e.expires_at
          FROM launch_signups s JOIN users u ON u.launch_signup_id = s.id JOIN entitlements e ON e.user_id = u.id
          WHERE ${inPeriod}`,
    ),
    range.from
      ? Promise.resolve([])
      : queryRows<{ day: string | null }>(
          db,
          sql`SELECT (min(created_at) AT TIME ZONE 'UTC')::date::text AS day FROM launch_signups`,
        ),
  ]);

  const premium = premiumUsers(
    entitlements.map((row) => ({
      userId: row.user_id,
      kind: row.kind,
      state: row.state,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    })),
    at,
  );
  const weekOf = new Map(entitlements.map((row) => [row.user_id, row.week]));
  const premiumByWeek = new Map<string, number>();
  for (const userId of premium) {
    const week = weekOf.get(userId)!;
    premiumByWeek.set(week, (premiumByWeek.get(week) ?? 0) + 1);
  }

  const cohorts = weeks.map((row) => ({
    week: row.week,
    signups: row.signups,
    confirmed: row.confirmed,
    appUsers: row.app_users,
    premium: premiumByWeek.get(row.week) ?? 0,
  }));
  const sum = (key: 'signups' | 'confirmed' | 'appUsers' | 'premium') =>
    cohorts.reduce((total, row) => total + row[key], 0);
  const firstDay = first[0]?.day;
  return {
    period,
    from: range.from ?? (firstDay && firstDay < today ? firstDay : today),
    to: today,
    premiumAt: at.toISOString(),
    steps: conversionSteps({ signups: sum('signups'), appUsers: sum('appUsers'), premium: sum('premium') }),
    confirmed: sum('confirmed'),
    cohorts: cohorts.slice(0, CONVERSION_COHORT_WEEKS),
  };
}
