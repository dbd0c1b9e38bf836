// Growth Funnel: visits → quiz starts → completions → waitlist joins → referral conversions for the
// period (every page language or one, decision 0053), with growth against the period before, per
// day, per page language, per traffic source, and the drop-off at each quiz question.
import { QUIZ_LABELS } from '../../../../lib/analytics/constants.ts';
import {
  PERIOD_LABELS,
  conversionPercent,
  formatGrowth,
  formatPercent,
  type Period,
} from '../../../../lib/analytics/periods.ts';
import { languageLabel } from '../../../../lib/analytics/language.ts';
import type { FunnelLanguage } from './analytics-api.ts';
import { FUNNEL_STEPS, worstQuestion } from '../../../../lib/analytics/funnel.ts';
import { analyticsApi } from './analytics-api.ts';
import { BarChart, LineChart, ScrollTable } from './charts.tsx';
import { useReport } from './use-report.ts';
import { GrowthNote, ReportFallback } from './report-parts.tsx';
import { StatCard } from '../../kit/index.ts';

const SERIES_CLASS = ['series-1', 'series-2', 'series-3', 'series-4', 'series-5'];
/** The steps a page language can be told for (referral conversions are the server's, without one). */
const LANGUAGE_STEPS = FUNNEL_STEPS.filter((step) => step.key !== 'referralConversions');

export default function FunnelView({ period, language }: { period: Period; language: FunnelLanguage }) {
  const report = useReport(() => analyticsApi.funnel(period, language), [period, language]);
  if (report.status !== 'ready') return <ReportFallback report={report} what="the funnel" />;
  const data = report.data;
  const range = `${data.from} to ${data.to}`;
  const days = data.daily.map((d) => d.day);

  return (
    <div className="analytics-view">
      <p className="admin-muted">
        {PERIOD_LABELS[data.period]}: {range} (UTC days). Growth compares with the{' '}
        {PERIOD_LABELS[data.period].toLowerCase()} before.
        {data.language === 'all' ? ' Every page language.' : ` Pages in ${languageLabel(data.language)} only.`}
      </p>
      <ul className="stat-cards funnel-cards" aria-label="Funnel totals">
        {data.steps.map((step) => (
          <StatCard
            key={step.key}
            label={step.label}
            value={step.count.toLocaleString('en-US')}
            data-step={step.key}
            note={<GrowthNote period={data.period} growth={step.growth} />}
          />
        ))}
      </ul>

      <BarChart
        title={`Funnel, ${PERIOD_LABELS[data.period]}`}
        bars={data.steps.map((step) => ({
          label: step.label,
          value: step.count,
          ...(step.fromPrevious !== null ? { note: `(${formatPercent(step.fromPrevious)} of the step before)` } : {}),
        }))}
        table={{
          caption: `Funnel, ${range}`,
          columns: ['Step', 'Count', 'Of the step before', 'Of visits', 'Growth'],
          rows: data.steps.map((s) => [
            s.label,
            s.count,
            formatPercent(s.fromPrevious),
            formatPercent(s.fromFirst),
            formatGrowth(s.growth),
          ]),
        }}
      />
      <p className="admin-muted">Referral links opened: {data.referralOpens.toLocaleString('en-US')}.</p>
      <p className="admin-muted" data-testid="funnel-trust">
        Waitlist joins and referral conversions are counted by the server when it stores a new sign-up or a credited
        referral, so a browser cannot fake them. Visits, quiz starts, completions and referral links opened are reported
        by visitors&apos; browsers without cookies: anyone can send them, so read them as estimates.
      </p>

      <LineChart
        title="Per day"
        days={days}
        series={FUNNEL_STEPS.map((step, i) => ({
          name: step.label,
          values: data.daily.map((d) => d[step.key]),
          className: SERIES_CLASS[i]!,
        }))}
        table={{
          caption: `Funnel per day, ${range}`,
          columns: ['Day', ...FUNNEL_STEPS.map((s) => s.label)],
          rows: [...data.daily].reverse().map((d) => [d.day, ...FUNNEL_STEPS.map((s) => d[s.key])]),
        }}
      />

      <h3>By page language</h3>
      {data.byLanguage.length === 0 ? (
        <p>No visits in this period yet.</p>
      ) : (
        <ScrollTable
          caption={`Funnel per page language, ${range} (every language, whatever the filter)`}
          columns={['Page language', ...LANGUAGE_STEPS.map((s) => s.label), 'Joins of visits']}
          rows={data.byLanguage.map((row) => [
            languageLabel(row.locale),
            ...LANGUAGE_STEPS.map((step) => row[step.key]),
            formatPercent(conversionPercent(row.waitlistJoins, row.visits)),
          ])}
        />
      )}
      <p className="admin-muted" data-testid="language-note">
        A visit counts in the language of the visitor&apos;s first page that day, so the languages add up to all visits.
        &quot;Not recorded&quot; holds events counted before page languages were recorded (or sent by a page without
        one). Referral conversions are counted by the server, which does not know the page&apos;s language, so they are
        not split here.
      </p>

      <h3>By source</h3>
      {data.bySource.length === 0 ? (
        <p>No visits in this period yet.</p>
      ) : (
        <ScrollTable
          caption={`Funnel per traffic source, ${range}`}
          columns={['Source', ...FUNNEL_STEPS.map((s) => s.label)]}
          rows={data.bySource.map((s) => [s.source, ...FUNNEL_STEPS.map((step) => s[step.key])])}
        />
      )}

      <h3>Drop-off per question</h3>
      {data.dropOff.map((quiz) => {
        const worst = worstQuestion(quiz.questions);
        return (
          <div key={quiz.quiz} className="dropoff" data-quiz={quiz.quiz}>
            <p>
              <strong>{QUIZ_LABELS[quiz.quiz]}</strong>: {quiz.starts.toLocaleString('en-US')} started,{' '}
              {quiz.completions.toLocaleString('en-US')} completed.{' '}
              {worst
                ? `Question ${worst.position} loses the most people (${worst.lost.toLocaleString('en-US')}, ${formatPercent(worst.lostPercent)} of those who reached it).`
                : 'No question lost anyone in this period.'}
            </p>
            <BarChart
              title={`${QUIZ_LABELS[quiz.quiz]}: people who answered each question`}
              bars={quiz.questions.map((q) => ({
                label: `Question ${q.position}`,
                value: q.answered,
                note: q.lost > 0 ? `(lost ${q.lost.toLocaleString('en-US')})` : '',
                emphasis: worst?.position === q.position,
              }))}
              table={{
                caption: `${QUIZ_LABELS[quiz.quiz]} drop-off per question, ${range}`,
                columns: ['Question', 'Reached', 'Answered', 'Lost', 'Lost %'],
                rows: quiz.questions.map((q) => [
                  `Question ${q.position}`,
                  q.reached,
                  q.answered,
                  q.lost,
                  formatPercent(q.lostPercent),
                ]),
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
