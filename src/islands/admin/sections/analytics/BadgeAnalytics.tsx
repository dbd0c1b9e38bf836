// Badge Analytics: per badge, the users of the segment holding it, those who earned it in the
// period and the conversion (docs/product.md §2.8), most earned first (25 a page).
import {
  formatPercent,
  PERIOD_LABELS,
  SEGMENT_LABELS,
  type Period,
  type Segment,
} from '../../../../lib/analytics/periods.ts';
import { ACTIVE_USER_RULE } from '../../../../lib/analytics/segments.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart } from './charts.tsx';
import { asOf } from './deeds-format.ts';
import { usePagedReport } from './use-report.ts';
import { ReportFallback } from './report-parts.tsx';
import deedsCss from './deeds.css?inline';
import { adoptStyles, Pagination, StatCard } from '../../kit/index.ts';

adoptStyles('deeds', deedsCss);

export default function BadgeAnalytics({ period, segment }: { period: Period; segment: Segment }) {
  const { report, setPage } = usePagedReport((page) => analyticsApi.badges(period, segment, page), [period, segment]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="badge analytics" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const who = SEGMENT_LABELS[data.segment];
  const first = (data.page - 1) * data.pageSize;

  return (
    <div className="analytics-view deeds-analytics">
      <ul className="deeds-cards" aria-label="Badge totals">
        <StatCard
          label={`Active users, ${PERIOD_LABELS[data.period]}`}
          value={data.activeUsers.toLocaleString('en-US')}
          valueTestId="badge-active-users"
          note={<span className="admin-muted">{who}</span>}
        />
        <StatCard label="Badges earned in the period" value={data.earnedInPeriod.toLocaleString('en-US')} />
      </ul>
      <BarChart
        title={`Earned in the period per badge${data.totalBadges > data.pageSize ? `, page ${data.page}` : ''}`}
        bars={data.badges.map((b) => ({
          label: b.name,
          value: b.earnedInPeriod,
          note: `earned, ${formatPercent(b.conversion)} of active users`,
        }))}
        table={{
          caption: `Badge conversion, ${who}, ${range}`,
          columns: ['Badge', 'Earned in period', 'Conversion'],
          rows: data.badges.map((b) => [b.name, b.earnedInPeriod, formatPercent(b.conversion)]),
        }}
      />
      <h3>Per badge</h3>
      <div
        className="admin-table-wrap"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={`Badges by users who earned them, ${range}`}
      >
        <table className="admin-table">
          <caption className="visually-hidden">
            Badges by users who earned them in the period, {who}, {range}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <th scope="col">Badge</th>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                Earned by
              </th>
              <th scope="col" className="num">
                Earned in period
              </th>
              <th scope="col" className="num">
                Conversion
              </th>
            </tr>
          </thead>
          <tbody>
            {data.badges.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-empty">
                  No badges yet.
                </td>
              </tr>
            )}
            {data.badges.map((b, i) => (
              <tr key={b.id}>
                <td className="num">{first + i + 1}</td>
                <th scope="row">
                  <span aria-hidden="true">{b.icon} </span>
                  {b.name}
                  {!b.isActive && <span className="admin-muted"> (inactive)</span>}
                </th>
                <td>{b.category}</td>
                <td className="num">{b.earnedBy.toLocaleString('en-US')} users</td>
                <td className="num">{b.earnedInPeriod.toLocaleString('en-US')}</td>
                <td className="num">{formatPercent(b.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.totalBadges > data.pageSize && (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.totalBadges} noun="badges" onPage={setPage} />
      )}
      <p className="admin-muted analytics-note">
        Figures as of {asOf(data.refreshedAt)} UTC (recomputed every 10 minutes). Earned by: users of the segment
        holding the badge, whenever they earned it. Conversion: of the segment's users active in the period, the share
        who earned the badge in the period. {ACTIVE_USER_RULE}
      </p>
    </div>
  );
}
