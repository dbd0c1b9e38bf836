// Calendar dates as the app and the back-office exchange them: YYYY-MM-DD, no time zone.
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Every date the API takes lies in this range (decision 0030): wide enough for any real schedule or
 * publish date, and it keeps out years JavaScript's Date reads as 19xx (0–99) and years Postgres has
 * no date for (0000).
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';
export const DATE_RANGE_PROBLEM = `must be between ${DATE_MIN} and ${DATE_MAX}`;
export const DATE_FORMAT_PROBLEM = 'must be a real date as YYYY-MM-DD';

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/**
 * Reads a date the API was given: the date, or what is wrong with it (to follow its field's name,
 * e.g. "date must be between 1900-01-01 and 2200-12-31").
 */
export function readIsoDate(
  text: string,
): { date: CalendarDate; problem?: undefined } | { date?: undefined; problem: string } {
  const m = ISO_DATE.exec(text);
  if (!m) return { problem: DATE_FORMAT_PROBLEM };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { problem: DATE_FORMAT_PROBLEM };
  // Both are YYYY-MM-DD with four-digit years, so text order is date order.
  if (text < DATE_MIN || text > DATE_MAX) return { problem: DATE_RANGE_PROBLEM };
  return { date: { year, month, day } };
}

/** A real calendar date within DATE_MIN..DATE_MAX (rejects 2025-02-30 and 0050-06-01), or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  return readIsoDate(text).date ?? null;
}

/** True when an instant's UTC calendar date is within DATE_MIN..DATE_MAX. */
export function instantInRange(instant: Date): boolean {
  const time = instant.getTime();
  return (
    !Number.isNaN(time) &&
    time >= Date.parse(`${DATE_MIN}T00:00:00Z`) &&
    time < Date.parse(`${DATE_MAX}T00:00:00Z`) + 86_400_000
  );
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Arithmetic, not Date: Date.UTC reads years 0–99 as 1900–1999. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** Days since 1970-01-01 (for deterministic rotations). */
export function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(`Not a date: ${iso}`);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return t.toISOString().slice(0, 10);
}

/** Today's date in UTC as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
