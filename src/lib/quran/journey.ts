// The reading journey's rules (decision 0061), pure: the daily surah of a date, how much of the
// Quran a user has read, and their streak of reading days on their local calendar.
import { addDays, dayNumber, type CalendarDate } from '../dates.ts';
import { SURAH_COUNT, TOTAL_AYAHS } from './metadata.ts';

/**
 * The daily surah: the Quran in its order, one surah a day, the same for everyone on the same
 * date. Surah (d mod 114) + 1, where d is the date's day number since 1970-01-01 (so 1970-01-01
 * is Al-Fatihah, and consecutive dates walk through the surahs).
 */
export function dailySurah(date: CalendarDate): number {
  const d = dayNumber(date);
  return (((d % SURAH_COUNT) + SURAH_COUNT) % SURAH_COUNT) + 1;
}

/** Percent of the Quran's 6,236 ayahs read, rounded down to one decimal (100 only when all are read). */
export function percentRead(ayahsRead: number): number {
  return Math.floor((Math.min(ayahsRead, TOTAL_AYAHS) * 1000) / TOTAL_AYAHS) / 10;
}

/**
 * Consecutive local days with reading, ending today, or yesterday when today has none yet (the
 * streak is not broken until the day ends). `days` are ISO dates, in any order.
 */
export function readingStreak(days: readonly string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
