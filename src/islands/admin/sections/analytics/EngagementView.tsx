// User Engagement: daily and monthly active users with growth, week-N retention of sign-up cohorts
// and the average streak, for the chosen period and segment (definitions: docs/product.md).
import { RETENTION_WEEKS } from '../../../../lib/analytics/engagement.ts';
import {
  PERIOD_LABELS,
  SEGMENT_LABELS,
  formatGrowth,
  formatPercent,
  type Period,
  type Segment,
} from '../../../../lib/analytics/periods.ts';
import { ACTIVE_USER_RULE } from '../../../../lib/analytics/segments.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart, LineChart, ScrollTable } from './charts.tsx';
import { useReport } from './use-report.ts';
import { GrowthNote, ReportFallback } from './report-parts.tsx';
import engagementCss from './engagement.css?inline';
import { adoptStyles, StatCard } from '../../kit/index.ts';

adoptStyles('engagement', engagementCss);

const fmt = (n: number) => n.toLocaleString('en-US');

export default function EngagementView({ period, segment }: { period: Period; segment: Segment }) {
  const report = useReport(() => analyticsApi.engagement(period, segment), [period, segment]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="user engagement" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const who = `${SEGMENT_LABELS[data.segment]}, ${PERIOD_LABELS[data.period]}`;
  const week1 = data.retention[0]!;

  return (
    <div className="analytics-view" data-view="engagement">
      <p className="admin-muted">
        {who}: {range} (UTC days). {ACTIVE_USER_RULE} Growth compares with the{' '}
        {PERIOD_LABELS[data.period].toLowerCase()} before.
      </p>
      <ul className="stat-cards engagement-cards" aria-label="User engagement totals">
        <StatCard
          label="Active users"
          value={fmt(data.activeUsers)}
          data-stat="active"
          note={<GrowthNote period={data.period} growth={data.activeGrowth} />}
        />
        <StatCard
          label="Average daily active"
          value={data.averageDaily.toFixed(1)}
          data-stat="daily"
          note={<GrowthNote period={data.period} growth={data.averageDailyGrowth} />}
        />
        <StatCard
          label="Week-1 retention"
          value={formatPercent(week1.percent)}
          data-stat="retention"
          note={
            <span className="admin-muted">
              {week1.eligible === 0
                ? 'No sign-ups old enough yet'
                : `${fmt(week1.retained)} of ${fmt(week1.eligible)} sign-ups`}
            </span>
          }
        />
        <StatCard
          label="Average streak"
          value={data.averageStreak === null ? '—' : `${data.averageStreak.toFixed(1)} days`}
          data-stat="streak"
          note={<span className="admin-muted">current streak of the active users</span>}
        />
        <StatCard
          label={SEGMENT_LABELS[data.segment]}
          value={fmt(data.segmentUsers)}
          data-stat="users"
          note={<span className="admin-muted">accounts in the segment</span>}
        />
      </ul>

      <LineChart
        title="Daily active users"
        days={data.daily.map((d) => d.day)}
        series={[{ name: 'Active users', values: data.daily.map((d) => d.count), className: 'series-1' }]}
        table={{
          caption: `Daily active users, ${who}, ${range}`,
          columns: ['Day', 'Active users', 'Growth'],
          rows: [...data.daily].reverse().map((d) => [d.day, d.count, formatGrowth(d.growth)]),
        }}
      />

      <BarChart
        title="Monthly active users"
        bars={data.monthly.map((m) => ({
          label: m.partial ? `${m.month} (to date)` : m.month,
          value: m.count,
          note: `(${formatGrowth(m.growth)})`,
        }))}
        table={{
          caption: `Monthly active users, ${SEGMENT_LABELS[data.segment]}`,
          columns: ['Month', 'Active users', 'Growth'],
          rows: data.monthly.map((m) => [
            m.partial ? `${m.month} (to date)` : m.month,
            m.count,
            formatGrowth(m.growth),
          ]),
        }}
      />

      <h3>Retention of sign-ups</h3>
      <p className="admin-muted analytics-note">
        Week-N retention: of the {fmt(data.signups)}{' '}
        {data.segment === 'all' ? 'users' : SEGMENT_LABELS[data.segment].toLowerCase()} who signed up{' '}
        {data.period === 'all' ? 'so far' : 'in the period'}, the share active again in week N after signing up (days 7N
        to 7N+6). Only people whose week N has ended are measured.
      </p>
      <BarChart
        title="Retention by week after sign-up"
        bars={data.retention.map((r) => ({
          label: `Week ${r.week}`,
          value: r.percent ?? 0,
          note: r.percent === null ? '(not measurable yet)' : `% (${fmt(r.retained)} of ${fmt(r.eligible)} measured)`,
        }))}
        table={{
          caption: `Retention by week after sign-up, ${who}`,
          columns: ['Week', 'Measured', 'Retained', 'Retention'],
          rows: data.retention.map((r) => [`Week ${r.week}`, r.eligible, r.retained, formatPercent(r.percent)]),
        }}
      />
      {data.cohorts.length > 0 ? (
        <ScrollTable
          caption={`Retention per weekly sign-up cohort (weeks from Monday, UTC), newest first${data.cohorts.length === 26 ? ', latest 26' : ''}`}
          columns={['Sign-up week', 'Signed up', ...RETENTION_WEEKS.map((w) => `Week ${w}`)]}
          rows={data.cohorts.map((c) => [c.week, c.size, ...c.rates.map((r) => formatPercent(r.percent))])}
        />
      ) : (
        <p>Nobody in this segment signed up in this period.</p>
      )}
    </div>
  );
}
