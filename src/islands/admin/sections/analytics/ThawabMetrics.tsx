// Thawab Metrics: completions and retention per task over the period for the chosen segment
// (docs/product.md §2.8), most completed first (25 a page), with completions per day.
import {
  formatPercent,
  PERIOD_LABELS,
  SEGMENT_LABELS,
  type Period,
  type Segment,
} from '../../../../lib/analytics/periods.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart, LineChart } from './charts.tsx';
import { asOf } from './deeds-format.ts';
import { usePagedReport } from './use-report.ts';
import { ReportFallback } from './report-parts.tsx';
import deedsCss from './deeds.css?inline';
import { adoptStyles, Pagination, StatCard } from '../../kit/index.ts';

adoptStyles('deeds', deedsCss);

export default function ThawabMetrics({ period, segment }: { period: Period; segment: Segment }) {
  const { report, setPage } = usePagedReport((page) => analyticsApi.thawabs(period, segment, page), [period, segment]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="thawab metrics" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const who = SEGMENT_LABELS[data.segment];
  const first = (data.page - 1) * data.pageSize;

  return (
    <div className="analytics-view deeds-analytics">
      <ul className="deeds-cards" aria-label="Thawab totals">
        <StatCard
          label={`Completions, ${PERIOD_LABELS[data.period]}`}
          value={data.totalCompletions.toLocaleString('en-US')}
          valueTestId="thawab-total"
          note={<span className="admin-muted">{who}</span>}
        />
        <StatCard label="Users who completed a task" value={data.completingUsers.toLocaleString('en-US')} />
      </ul>
      <LineChart
        title="Completions per day"
        days={data.daily.map((d) => d.day)}
        series={[{ name: 'Completions', values: data.daily.map((d) => d.completions), className: 'series-1' }]}
        table={{
          caption: `Thawab completions per day, ${who}, ${range}`,
          columns: ['Day', 'Completions'],
          rows: [...data.daily].reverse().map((d) => [d.day, d.completions]),
        }}
      />
      <BarChart
        title={`Completions per task${data.totalTasks > data.pageSize ? `, page ${data.page}` : ''}`}
        bars={data.tasks.map((t) => ({
          label: t.name,
          value: t.completions,
          note: t.retention === null ? undefined : `${formatPercent(t.retention)} retained`,
        }))}
        table={{
          caption: `Completions and retention per task, ${who}, ${range}`,
          columns: ['Task', 'Completions', 'Retention'],
          rows: data.tasks.map((t) => [t.name, t.completions, formatPercent(t.retention)]),
        }}
      />
      <h3>Per task</h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={`Thawab tasks by completions, ${range}`}>
        <table className="admin-table">
          <caption className="visually-hidden">
            Thawab tasks by completions, most completed first, {who}, {range}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <th scope="col">Task</th>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                Completions
              </th>
              <th scope="col" className="num">
                Users
              </th>
              <th scope="col" className="num">
                Retention
              </th>
            </tr>
          </thead>
          <tbody>
            {data.tasks.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-empty">
                  No thawab tasks yet.
                </td>
              </tr>
            )}
            {data.tasks.map((t, i) => (
              <tr key={t.id}>
                <td className="num">{first + i + 1}</td>
                <th scope="row">
                  {t.name}
                  {!t.isActive && <span className="admin-muted"> (inactive)</span>}
                </th>
                <td>{t.category}</td>
                <td className="num">{t.completions.toLocaleString('en-US')}</td>
                <td className="num">{t.users.toLocaleString('en-US')}</td>
                <td className="num" title={`${t.retainedUsers} of ${t.firstHalfUsers} users`}>
                  {formatPercent(t.retention)}
                  <span className="visually-hidden">
                    {' '}
                    ({t.retainedUsers} of {t.firstHalfUsers} users)
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.totalTasks > data.pageSize && (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.totalTasks}
          noun="thawab tasks"
          onPage={setPage}
        />
      )}
      <p className="admin-muted analytics-note">
        Figures as of {asOf(data.refreshedAt)} UTC (recomputed every 10 minutes). A task counts once per user per day.
        Retention: of the users who completed a task in the first half of the period ({data.from} to the day before{' '}
        {data.secondHalfFrom}), the share who completed it again in the second half (from {data.secondHalfFrom}).
      </p>
    </div>
  );
}
