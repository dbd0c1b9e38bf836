// The growth funnel's steps (visits to referral conversions) with each step's conversion, and the
// drop-off at each quiz question; pure, checked by the unit tests against hand-computed figures.
import { conversionPercent } from './periods.ts';

export const FUNNEL_STEPS = [
  { key: 'visits', label: 'Visits' },
  { key: 'quizStarts', label: 'Quiz starts' },
  { key: 'completions', label: 'Completions' },
  { key: 'waitlistJoins', label: 'Waitlist joins' },
  { key: 'referralConversions', label: 'Referral conversions' },
] as const;
export type FunnelKey = (typeof FUNNEL_STEPS)[number]['key'];
export type FunnelTotals = Record<FunnelKey, number>;

export interface FunnelStep {
  key: FunnelKey;
  label: string;
  count: number;
  /** Of the step before (null for the first step or an empty step before). */
  fromPrevious: number | null;
  /** Of the first step (visits). */
  fromFirst: number | null;
}

export function funnelSteps(totals: FunnelTotals): FunnelStep[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = index === 0 ? null : totals[FUNNEL_STEPS[index - 1]!.key];
    return {
      key: step.key,
      label: step.label,
      count: totals[step.key],
      fromPrevious: previous === null ? null : conversionPercent(totals[step.key], previous),
      fromFirst: index === 0 ? null : conversionPercent(totals[step.key], totals.visits),
    };
  });
}

export interface QuestionDropOff {
  position: number;
  /** People who saw this question: started the quiz (position 1) or answered the one before. */
  reached: number;
  answered: number;
  /** reached − answered: people who left at this question. */
  lost: number;
  /** lost / reached in percent, 1 decimal (null when nobody reached it). */
  lostPercent: number | null;
}

/**
 * Drop-off per question position: `answered[i]` is how many answered question i+1. Question 1 is
 * reached by every start; question n by everyone who answered n−1. A negative loss (more answers
 * than arrivals, e.g. a resumed quiz whose start fell before the period) counts as 0.
 */
export function dropOffByQuestion(starts: number, answered: readonly number[]): QuestionDropOff[] {
  return answered.map((count, index) => {
    const reached = index === 0 ? starts : answered[index - 1]!;
    const lost = Math.max(0, reached - count);
    return { position: index + 1, reached, answered: count, lost, lostPercent: conversionPercent(lost, reached) };
  });
}

/** The position that loses the most people (highest lost count), or null when none lose anyone. */
export function worstQuestion(rows: readonly QuestionDropOff[]): QuestionDropOff | null {
  let worst: QuestionDropOff | null = null;
  for (const row of rows) if (row.lost > 0 && (!worst || row.lost > worst.lost)) worst = row;
  return worst;
}
