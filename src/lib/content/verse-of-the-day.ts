// Which verse the app shows on a date: the verse scheduled for that date; else a widget-priority
// verse; else a rotation over all verses. Priority verses and the rotation pick by the date's day
// number modulo the count (verses in id order), so every client and server agrees on a date and
// consecutive days walk through the list.
import { dayNumber, type CalendarDate } from '../dates.ts';

export interface VerseOfTheDayInputs {
  /** Id of the verse scheduled for the date, if any. */
  scheduledId: number | null;
  /** How many verses are marked priority. */
  priorityCount: number;
  /** How many verses exist. */
  totalCount: number;
}

/** What to load: the scheduled verse, or the n-th (0-based, id order) priority verse / verse. */
export type VerseOfTheDayPick =
  { reason: 'scheduled'; id: number } | { reason: 'priority' | 'rotation'; index: number } | null;

export function pickVerseOfTheDay(date: CalendarDate, inputs: VerseOfTheDayInputs): VerseOfTheDayPick {
  if (inputs.scheduledId !== null) return { reason: 'scheduled', id: inputs.scheduledId };
  const n = dayNumber(date);
  if (inputs.priorityCount > 0) return { reason: 'priority', index: mod(n, inputs.priorityCount) };
  if (inputs.totalCount > 0) return { reason: 'rotation', index: mod(n, inputs.totalCount) };
  return null;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
