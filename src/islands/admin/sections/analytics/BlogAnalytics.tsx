// Blog analytics: views per post over the period, most read first (20 a page), with the daily
// total. Also shown to Content Editors from the Blog Management card.
import { PERIOD_LABELS, type Period } from '../../../../lib/analytics/periods.ts';
import { analyticsApi, exportUrl } from './analytics-api.ts';
import { LineChart, Sparkline } from './charts.tsx';
import { usePagedReport } from './use-report.ts';
import { GrowthNote, ReportFallback } from './report-parts.tsx';
import analyticsCss from './analytics.css?inline';
import { adoptStyles, Pagination, StatCard } from '../../kit/index.ts';

adoptStyles('analytics', analyticsCss);

/** `withExport`: show its own Export link (where no Analytics tab toolbar is around it). */
export default function BlogAnalytics({ period, withExport = false }: { period: Period; withExport?: boolean }) {
  const { report, setPage } = usePagedReport((page) => analyticsApi.blog(period, page), [period]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="blog analytics" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const first = (data.page - 1) * data.pageSize;

  return (
    <div className="analytics-view blog-analytics">
      <ul className="stat-cards" aria-label="Blog totals">
        <StatCard
          label={`Post reads, ${PERIOD_LABELS[data.period]}`}
          value={data.totalViews.toLocaleString('en-US')}
          note={<GrowthNote period={data.period} growth={data.growth} />}
        />
        <StatCard label="Posts read" value={data.totalPosts.toLocaleString('en-US')} />
      </ul>
      <LineChart
        title="Post reads per day"
        days={data.daily.map((d) => d.day)}
        series={[{ name: 'Reads', values: data.daily.map((d) => d.views), className: 'series-1' }]}
        table={{
          caption: `Post reads per day, ${range}`,
          columns: ['Day', 'Reads'],
          rows: [...data.daily].reverse().map((d) => [d.day, d.views]),
        }}
      />
      <h3>Most read</h3>
      {data.posts.length === 0 ? (
        <p>No post was read in this period.</p>
      ) : (
        <div
          className="admin-table-wrap"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={`Posts by reads, ${range}`}
        >
          <table className="admin-table">
            <caption className="visually-hidden">Posts by reads, most read first, {range}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  #
                </th>
                <th scope="col">Post</th>
                <th scope="col" className="num">
                  Reads
                </th>
                <th scope="col">Over the period</th>
              </tr>
            </thead>
            <tbody>
              {data.posts.map((post, i) => (
                <tr key={post.slug}>
                  <td className="num">{first + i + 1}</td>
                  <th scope="row">
                    <span className="post-title">{post.title ?? post.slug}</span>
                    <span className="post-slug">/blog/{post.slug}</span>
                  </th>
                  <td className="num">{post.views.toLocaleString('en-US')}</td>
                  <td>
                    <Sparkline values={post.daily} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.totalPosts > data.pageSize && (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.totalPosts} noun="posts" onPage={setPage} />
      )}
      <p className="admin-muted">Reads are counted once per browser session per post, without cookies.</p>
      {withExport && (
        <a className="btn btn-outline btn-sm" href={exportUrl('blog', period)} download>
          Export Report
        </a>
      )}
    </div>
  );
}
