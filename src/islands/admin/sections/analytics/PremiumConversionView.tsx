// Premium Conversion (decision 0062): the period's waitlist sign-ups → the app accounts linked to
// them → those premium now by the one rule, with each step's share, and the same per weekly sign-up
// cohort. Definitions: docs/product.md "Analytics".
import { CONVERSION_DEFINITIONS, CONVERSION_STEPS, type ConversionStep } from '../../../../lib/analytics/conversion.ts';
import { PERIOD_LABELS, conversionPercent, formatPercent, type Period } from '../../../../lib/analytics/periods.ts';
import { formatDateTime, StatCard } from '../../kit/index.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart, ScrollTable } from './charts.tsx';
import { ReportFallback } from './report-parts.tsx';
import { useReport } from './use-report.ts';

const fmt = (n: number) => n.toLocaleString('en-US');

function stepNote(step: ConversionStep): string {
  if (step.key === 'signups') return 'made in the period';
  const share = `${formatPercent(step.fromPrevious)} of ${step.key === 'appUsers' ? 'sign-ups' : 'app users'}`;
  return step.key === 'premium' ? `${share}, ${formatPercent(step.fromSignups)} of sign-ups` : share;
}

export default function PremiumConversionView({ period }: { period: Period }) {
  const report = useReport(() => analyticsApi.premium(period), [period]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="the premium conversion" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const signups = data.steps[0]!.count;

  return (
    <div className="analytics-view" data-view="premium">
      <p className="admin-muted">
        Waitlist sign-ups of {PERIOD_LABELS[data.period]}: {range} (UTC days). Premium as of{' '}
        {formatDateTime(data.premiumAt)}.
      </p>
      <ul className="stat-cards conversion-cards" aria-label="Premium conversion totals">
        {data.steps.map((step) => (
          <StatCard
            key={step.key}
            label={step.label}
            value={fmt(step.count)}
            data-step={step.key}
            note={<span className="admin-muted">{stepNote(step)}</span>}
          />
        ))}
      </ul>

      <BarChart
        title={`Premium conversion, ${PERIOD_LABELS[data.period]}`}
        bars={data.steps.map((step) => ({
          label: step.label,
          value: step.count,
          ...(step.fromPrevious !== null ? { note: `(${formatPercent(step.fromPrevious)} of the step before)` } : {}),
        }))}
        table={{
          caption: `Premium conversion, sign-ups ${range}`,
          columns: ['Step', 'Count', 'Of the step before', 'Of sign-ups'],
          rows: data.steps.map((s) => [s.label, s.count, formatPercent(s.fromPrevious), formatPercent(s.fromSignups)]),
        }}
      />

      <dl className="conversion-definitions" data-testid="conversion-definitions">
        {CONVERSION_STEPS.map((step) => (
          <div key={step.key}>
            <dt>{step.label}</dt>
            <dd>{CONVERSION_DEFINITIONS[step.key]}.</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted" data-testid="conversion-confirmed">
        {signups === 0
          ? 'No waitlist sign-ups in this period.'
          : `${fmt(data.confirmed)} of the ${fmt(signups)} sign-ups confirmed their address; only a confirmed record links to an app account. Premium is today's state: someone who subscribed and then let it lapse is not counted.`}
      </p>

      <h3>By sign-up week</h3>
      {data.cohorts.length > 0 ? (
        <ScrollTable
          caption={`Premium conversion per weekly sign-up cohort (weeks from Monday, UTC), newest first${data.cohorts.length === 26 ? ', latest 26' : ''}`}
          columns={['Sign-up week', 'Waitlist sign-ups', 'Confirmed', 'App users', 'Premium', 'Premium of sign-ups']}
          rows={data.cohorts.map((c) => [
            c.week,
            c.signups,
            c.confirmed,
            c.appUsers,
            c.premium,
            formatPercent(conversionPercent(c.premium, c.signups)),
          ])}
        />
      ) : (
        <p>No waitlist sign-ups in this period.</p>
      )}
    </div>
  );
}
