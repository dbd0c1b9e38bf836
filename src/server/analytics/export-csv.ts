// The CSV layout of each analytics view (GET /api/admin/analytics/export.csv): a title line with
// the period and segment, then the view's tables separated by blank lines. Generators, so a long
// export streams; the thawab and badge layouts read every page of their report.
import { QUIZ_LABELS } from '../../lib/analytics/events.ts';
import { RETENTION_WEEKS, SIZE_BANDS, TIME_BANDS } from '../../lib/analytics/engagement.ts';
import { PERIOD_LABELS, SEGMENT_LABELS, type Period, type Segment } from '../../lib/analytics/periods.ts';
import { FUNNEL_STEPS } from '../../lib/analytics/funnel.ts';
import { CONVERSION_DEFINITIONS, CONVERSION_STEPS } from '../../lib/analytics/conversion.ts';
import { languageLabel } from '../../lib/analytics/language.ts';
import type {
  BadgeReport,
  CircleActivityReport,
  EngagementReport,
  PremiumConversionReport,
  ThawabReport,
} from '../../lib/analytics/reports.ts';
import { csvLine } from '../csv.ts';
import type { FunnelReport } from '../repositories/analytics-reports.ts';
import { badgeReport, thawabReport, type DeedsDb } from '../repositories/analytics-deeds.ts';

export async function* funnelCsv(report: FunnelReport): AsyncGenerator<string> {
  yield csvLine([
    `Growth funnel, ${PERIOD_LABELS[report.period]}, ${languageLabel(report.language)}`,
    `${report.from} to ${report.to}`,
  ]);
  yield csvLine(['Date', 'Source', ...FUNNEL_STEPS.map((step) => step.label)]);
  for (const day of report.daily) yield csvLine([day.day, 'all', ...FUNNEL_STEPS.map((step) => day[step.key])]);
  for (const source of report.bySource)
    yield csvLine([`${report.from} to ${report.to}`, source.source, ...FUNNEL_STEPS.map((step) => source[step.key])]);
  yield '\r\n';
  // Every page language over the period, whatever the filter (decision 0053).
  yield csvLine(['Page language', ...FUNNEL_STEPS.map((step) => step.label)]);
  for (const row of report.byLanguage)
    yield csvLine([languageLabel(row.locale), ...FUNNEL_STEPS.map((step) => row[step.key])]);
  yield '\r\n';
  yield csvLine(['Quiz', 'Question position', 'Reached', 'Answered', 'Lost', 'Lost %']);
  for (const quiz of report.dropOff) {
    for (const q of quiz.questions)
      yield csvLine([QUIZ_LABELS[quiz.quiz], q.position, q.reached, q.answered, q.lost, q.lostPercent]);
  }
}

const viewTitle = (name: string, period: Period, segment: Segment, from: string, to: string) =>
  csvLine([`${name}, ${PERIOD_LABELS[period]}, ${SEGMENT_LABELS[segment]}`, `${from} to ${to}`]);

export async function* thawabCsv(db: DeedsDb, first: ThawabReport): AsyncGenerator<string> {
  yield viewTitle('Thawab metrics', first.period, first.segment, first.from, first.to);
  yield csvLine([
    'Task',
    'Category',
    'Status',
    'Completions',
    'Users',
    'Users in first half',
    'Retained in second half',
    'Retention %',
  ]);
  for (let report = first; ;) {
    for (const t of report.tasks) {
      yield csvLine([
        t.name,
        t.category,
        t.isActive ? 'Active' : 'Inactive',
        t.completions,
        t.users,
        t.firstHalfUsers,
        t.retainedUsers,
        t.retention,
      ]);
    }
    if (report.page * report.pageSize >= report.totalTasks) break;
    report = await thawabReport(db, first.period, first.segment, report.page + 1, first.to);
  }
  yield '\r\n';
  yield csvLine(['Date', 'Completions']);
  for (const day of first.daily) yield csvLine([day.day, day.completions]);
}

export async function* badgeCsv(db: DeedsDb, first: BadgeReport): AsyncGenerator<string> {
  yield viewTitle('Badge analytics', first.period, first.segment, first.from, first.to);
  yield csvLine(['Active users', first.activeUsers]);
  yield csvLine(['Badge', 'Category', 'Status', 'Earned by', 'Earned in period', 'Conversion %']);
  for (let report = first; ;) {
    for (const b of report.badges)
      yield csvLine([
        b.name,
        b.category,
        b.isActive ? 'Active' : 'Inactive',
        b.earnedBy,
        b.earnedInPeriod,
        b.conversion,
      ]);
    if (report.page * report.pageSize >= report.totalBadges) break;
    report = await badgeReport(db, first.period, first.segment, report.page + 1, first.to);
  }
}

export async function* engagementCsv(report: EngagementReport): AsyncGenerator<string> {
  yield csvLine([
    `User engagement, ${PERIOD_LABELS[report.period]}, ${SEGMENT_LABELS[report.segment]}`,
    `${report.from} to ${report.to}`,
  ]);
  yield csvLine([
    'Users in segment',
    'Active users',
    'Active users growth %',
    'Average daily active',
    'Average daily active growth %',
    'Average streak (days)',
  ]);
  yield csvLine([
    report.segmentUsers,
    report.activeUsers,
    report.activeGrowth,
    report.averageDaily,
    report.averageDailyGrowth,
    report.averageStreak,
  ]);
  yield '\r\n';
  yield csvLine(['Date', 'Daily active users', 'Growth %']);
  for (const day of report.daily) yield csvLine([day.day, day.count, day.growth]);
  yield '\r\n';
  yield csvLine(['Month', 'Monthly active users', 'Growth %', 'Month to date']);
  for (const month of report.monthly)
    yield csvLine([month.month, month.count, month.growth, month.partial ? 'yes' : 'no']);
  yield '\r\n';
  yield csvLine([
    'Sign-up week',
    'Cohort size',
    ...RETENTION_WEEKS.flatMap((w) => [`Week ${w} measured`, `Week ${w} retained`, `Week ${w} retention %`]),
  ]);
  yield csvLine([
    'All sign-ups in the period',
    report.signups,
    ...report.retention.flatMap((r) => [r.eligible, r.retained, r.percent]),
  ]);
  for (const cohort of report.cohorts)
    yield csvLine([cohort.week, cohort.size, ...cohort.rates.flatMap((r) => [r.eligible, r.retained, r.percent])]);
}

export async function* circlesCsv(report: CircleActivityReport): AsyncGenerator<string> {
  yield csvLine([
    `Circle activity, ${PERIOD_LABELS[report.period]}, ${SEGMENT_LABELS[report.segment]}`,
    `${report.from} to ${report.to}`,
  ]);
  yield csvLine(['Active circles', 'Active circles growth %', 'Circle actions', 'Circle actions growth %']);
  yield csvLine([report.activeCircles, report.activeCirclesGrowth, report.actions, report.actionsGrowth]);
  yield '\r\n';
  yield csvLine(['Circle size', 'Members', 'Active circles', 'Segment members in them']);
  for (const row of report.sizes) {
    const band = SIZE_BANDS.find((b) => b.key === row.band)!;
    yield csvLine([band.label, band.members, row.circles, row.members]);
  }
  yield '\r\n';
  yield csvLine(['Time band (UTC)', 'Hours', 'Circle actions', 'Share %']);
  for (const row of report.timeBands) {
    const band = TIME_BANDS.find((b) => b.key === row.band)!;
    yield csvLine([band.label, band.hours, row.actions, row.percent]);
  }
  yield '\r\n';
  yield csvLine(['Date', 'Circle actions']);
  for (const day of report.daily) yield csvLine([day.day, day.actions]);
}

type BlogRow = { day: string; slug: string; title: string | null; views: number };

export async function* blogCsv(
  period: Period,
  first: IteratorResult<BlogRow>,
  rest: AsyncGenerator<BlogRow>,
): AsyncGenerator<string> {
  yield csvLine([`Blog views, ${PERIOD_LABELS[period]}`]);
  yield csvLine(['Date', 'Slug', 'Title', 'Views']);
  if (first.done) return;
  yield csvLine([first.value.day, first.value.slug, first.value.title, first.value.views]);
  for await (const row of rest) yield csvLine([row.day, row.slug, row.title, row.views]);
}

export async function* premiumCsv(report: PremiumConversionReport): AsyncGenerator<string> {
  yield csvLine([`Premium conversion, ${PERIOD_LABELS[report.period]}`, `${report.from} to ${report.to}`]);
  yield csvLine(['Premium judged at (UTC)', report.premiumAt]);
  yield csvLine(['Step', 'Count', 'Of the step before %', 'Of waitlist sign-ups %', 'Definition']);
  for (const step of report.steps)
    yield csvLine([step.label, step.count, step.fromPrevious, step.fromSignups, CONVERSION_DEFINITIONS[step.key]]);
  yield csvLine(['Confirmed sign-ups', report.confirmed]);
  yield '\r\n';
  const [signups, appUsers, premium] = CONVERSION_STEPS.map((step) => step.label);
  yield csvLine(['Sign-up week', signups, 'Confirmed', appUsers, premium]);
  for (const week of report.cohorts)
    yield csvLine([week.week, week.signups, week.confirmed, week.appUsers, week.premium]);
}
