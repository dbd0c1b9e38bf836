// What every Analytics view shows while its report loads or when it failed, and the growth line
// under a stat card (User Engagement, Circle Activity).
import { formatGrowth, type Period } from '../../../../lib/analytics/periods.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { ReportState } from './use-report.ts';

/** The spinner or the error of a report that is not ready; `what` names it ("the funnel"). */
export function ReportFallback({
  report,
  what,
}: {
  report: Exclude<ReportState<unknown>, { status: 'ready' }>;
  what: string;
}) {
  if (report.status === 'loading') return <Spinner label={`Loading ${what}...`} />;
  return (
    <p className="admin-error" role="alert">
      {report.message}
    </p>
  );
}

/** "+12.5% vs previous" (green, or red when down); All Time has nothing before it. */
export function GrowthNote({ period, growth }: { period: Period; growth: number | null }) {
  return (
    <span className={`growth ${growth !== null && growth < 0 ? 'growth-down' : 'growth-up'}`}>
      {period === 'all' ? 'All time' : `${formatGrowth(growth)} vs previous`}
    </span>
  );
}
