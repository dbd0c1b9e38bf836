// Circle Activity: the circles the chosen segment was active in, by the documented size bands, and
// circle activity by time band (product §9), for the chosen period and segment.
import { SIZE_BANDS, TIME_BANDS } from '../../../../lib/analytics/engagement.ts';
import {
  PERIOD_LABELS,
  SEGMENT_LABELS,
  formatPercent,
  type Period,
  type Segment,
} from '../../../../lib/analytics/periods.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart, LineChart } from './charts.tsx';
import { useReport } from './use-report.ts';
import { GrowthNote, ReportFallback } from './report-parts.tsx';
import engagementCss from './engagement.css?inline';
import { adoptStyles, StatCard } from '../../kit/index.ts';

adoptStyles('engagement', engagementCss);

const fmt = (n: number) => n.toLocaleString('en-US');
const sizeOf = (key: string) => SIZE_BANDS.find((b) => b.key === key)!;
const bandOf = (key: string) => TIME_BANDS.find((b) => b.key === key)!;

export default function CircleActivityView({ period, segment }: { period: Period; segment: Segment }) {
  const report = useReport(() => analyticsApi.circles(period, segment), [period, segment]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="circle activity" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const who = `${SEGMENT_LABELS[data.segment]}, ${PERIOD_LABELS[data.period]}`;

  return (
    <div className="analytics-view" data-view="circles">
      <p className="admin-muted">
        {who}: {range} (UTC days). Circle actions are what{' '}
        {data.segment === 'all' ? 'users' : SEGMENT_LABELS[data.segment].toLowerCase()} did inside a circle: deeds, goal
        contributions, blessings and joining. A circle counts as active when one of them did something in it.
      </p>
      <ul className="stat-cards circle-cards" aria-label="Circle activity totals">
        <StatCard
          label="Active circles"
          value={fmt(data.activeCircles)}
          data-stat="circles"
          note={<GrowthNote period={data.period} growth={data.activeCirclesGrowth} />}
        />
        <StatCard
          label="Circle actions"
          value={fmt(data.actions)}
          data-stat="actions"
          note={<GrowthNote period={data.period} growth={data.actionsGrowth} />}
        />
      </ul>

      <BarChart
        title="Active circles by size (members today)"
        bars={data.sizes.map((row) => ({
          label: `${sizeOf(row.band).label} (${sizeOf(row.band).members})`,
          value: row.circles,
        }))}
        table={{
          caption: `Active circles by size, ${who}, ${range}`,
          columns: ['Size', 'Members', 'Active circles', `${SEGMENT_LABELS[data.segment]} in them`],
          rows: data.sizes.map((row) => [sizeOf(row.band).label, sizeOf(row.band).members, row.circles, row.members]),
        }}
      />

      <BarChart
        title="Circle actions by time of day (UTC)"
        bars={data.timeBands.map((row) => ({
          label: `${bandOf(row.band).label} (${bandOf(row.band).hours})`,
          value: row.actions,
          note: `(${formatPercent(row.percent)})`,
        }))}
        table={{
          caption: `Circle actions by time band (UTC hours), ${who}, ${range}`,
          columns: ['Time band', 'Hours (UTC)', 'Actions', 'Share'],
          rows: data.timeBands.map((row) => [
            bandOf(row.band).label,
            bandOf(row.band).hours,
            row.actions,
            formatPercent(row.percent),
          ]),
        }}
      />
      <p className="admin-muted analytics-note">Time bands use UTC hours: the app does not record users' time zones.</p>

      <LineChart
        title="Circle actions per day"
        days={data.daily.map((d) => d.day)}
        series={[{ name: 'Circle actions', values: data.daily.map((d) => d.actions), className: 'series-1' }]}
        table={{
          caption: `Circle actions per day, ${who}, ${range}`,
          columns: ['Day', 'Actions'],
          rows: [...data.daily].reverse().map((d) => [d.day, d.actions]),
        }}
      />
    </div>
  );
}
