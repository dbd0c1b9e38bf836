// The Waitlist tab's figures for the chosen list: totals, confirmation rate, by source and by week.
import { ErrorPanel, DataTable, formatDate, formatNumber, ProgressBar, StatCard, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { waitlistApi } from './waitlist-api.ts';
import { sourceLabel } from './signup-parts.tsx';

export function WaitlistFigures({ kind }: { kind: string }) {
  const { data, error, load } = useLoader(() => waitlistApi.figures(kind), [kind], 'Could not load the figures.');
  if (error) return <ErrorPanel message={error} onRetry={() => void load()} />;
  if (!data) return <Spinner label="Loading figures..." />;
  const peak = Math.max(1, ...data.byWeek.map((week) => week.total));
  return (
    <>
      <ul className="stat-cards" aria-label="Sign-up figures">
        <StatCard label="Total sign-ups" value={formatNumber(data.total)} data-stat="total" />
        <StatCard label="Confirmed" value={formatNumber(data.confirmed)} data-stat="confirmed" />
        <StatCard label="Confirmation rate" value={`${data.confirmationRate}%`} data-stat="rate" />
        <StatCard label="Unsubscribed" value={formatNumber(data.unsubscribed)} data-stat="unsubscribed" />
      </ul>
      <div className="waitlist-figures">
        <section aria-labelledby="waitlist-sources-title">
          <h3 id="waitlist-sources-title">By source</h3>
          <DataTable
            caption="Sign-ups by source"
            head={['Source', 'Sign-ups', 'Confirmed']}
            empty={data.bySource.length === 0 && 'No sign-ups yet.'}
          >
            {data.bySource.map((row) => (
              <tr key={row.source}>
                <td>{sourceLabel(row.source)}</td>
                <td>{formatNumber(row.total)}</td>
                <td>{formatNumber(row.confirmed)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
        <section aria-labelledby="waitlist-weeks-title">
          <h3 id="waitlist-weeks-title">By week (last 12 weeks)</h3>
          <ul className="waitlist-weeks">
            {data.byWeek.map((week) => (
              <li key={week.weekStart}>
                <span>Week of {formatDate(week.weekStart)}</span>
                <ProgressBar
                  value={Math.round((week.total / peak) * 100)}
                  label={`Week of ${formatDate(week.weekStart)}: ${week.total} sign-ups`}
                />
                <span>{formatNumber(week.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
