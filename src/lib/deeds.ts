// The app's deed rules on the user's own day (decision 0039; product §4 "Completing a deed", §9 badge
// catalogue). Pure: the server applies them in one transaction per completion.
import type { AppTheme } from './schemas/app-auth.ts';
import type { BadgeRuleKind } from './content/badge-rules.ts';
import { APP_MESSAGES, ENCOURAGEMENT_KEYS, appText } from './i18n/app-messages.ts';
import type { LocaleCode } from './i18n/locales.ts';
import { zoneFormat } from './time-zone.ts';

/** A user without a time zone yet lives on UTC days. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Yesterday's deeds may still be logged until this hour of the user's local today. */
export const COMPLETION_GRACE_HOURS = 3;

// The sentences are the app-messages catalogue's (decision 0056): English here, the user's language in answers.
export const DEED_UNMARKED_MESSAGE = APP_MESSAGES.en.deedUnmarked as string;
export const newBadgeMessage = (name: string, locale: LocaleCode = 'en') => appText(locale, 'newBadge', { name });

/** The spec names 8 encouragement messages without their text; these are ours (decision 0039), in English. */
export const ENCOURAGEMENTS = ENCOURAGEMENT_KEYS.map((key) => APP_MESSAGES.en[key] as string);

export function pickEncouragement(random: () => number = Math.random, locale: LocaleCode = 'en'): string {
  const index = Math.min(ENCOURAGEMENT_KEYS.length - 1, Math.floor(random() * ENCOURAGEMENT_KEYS.length));
  return appText(locale, ENCOURAGEMENT_KEYS[index]!);
}

/** The wall clock in a time zone at `instant`, field by field (hour 0-23): the one reading of it. */
export function wallClock(
  instant: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The wall clock in a time zone: its date (YYYY-MM-DD) and hour (0-23). */
export function localClock(instant: Date, timeZone: string): { date: string; hour: number } {
  const { year, month, day, hour } = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`, hour };
}

/** The calendar day before a YYYY-MM-DD date. */
export function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Why a deed cannot be logged (or unmarked) on `date` at `instant` for a user in `timeZone`, or null
 * when it can: the user's local today, or local yesterday until COMPLETION_GRACE_HOURS:00 of today.
 */
export function completionDateProblem(
  date: string,
  instant: Date,
  timeZone: string,
  locale: LocaleCode = 'en',
): string | null {
  const { date: today, hour } = localClock(instant, timeZone);
  if (date === today) return null;
  const values = { date, today, timeZone, graceTime: `${String(COMPLETION_GRACE_HOURS).padStart(2, '0')}:00` };
  if (date > today) return appText(locale, 'dateFuture', values);
  if (date === previousDay(today)) {
    if (hour < COMPLETION_GRACE_HOURS) return null;
    return appText(locale, 'dateGracePassed', values);
  }
  return appText(locale, 'dateTooOld', values);
}

/**
 * Streak (product §4 and decision 0032): +1 for the first deed of a day; a missed day adds nothing
 * and resets nothing. Unmarking the last deed of a day takes that day's +1 back (never below 0).
 */
export function streakAfterComplete(streak: number, deedsThatDayBefore: number): number {
  return deedsThatDayBefore === 0 ? streak + 1 : streak;
}
export function streakAfterUnmark(streak: number, deedsThatDayAfter: number): number {
  return deedsThatDayAfter === 0 ? Math.max(0, streak - 1) : streak;
}

/**
 * Which task categories count towards each theme (the catalogue's tasks have categories, not the
 * original app's theme-prefixed deed ids; decision 0039).
 */
export const THEME_CATEGORIES: Readonly<Record<AppTheme, readonly string[]>> = {
  faith: ['Prayer', 'Study'],
  hope: ['Dhikr'],
  patience: ['Fasting'],
  gratitude: ['Character'],
  family: ['Community'],
  charity: ['Giving'],
};

export interface BadgeRule {
  id: number;
  /** Shown to the user (in their language); never read by the rule. */
  name: string;
  /** The rule, as staff set it in the Badges tab (decision 0056). */
  kind: BadgeRuleKind;
  theme: AppTheme | null;
  requiredCount: number;
  requiredDays: number;
}

export interface DeedStats {
  streak: number;
  /** Completed deeds in total. */
  total: number;
  /** Completed deeds per task category. */
  byCategory: Readonly<Record<string, number>>;
  themes: readonly string[];
}

export type BadgeKind =
  | { kind: 'streak'; days: number }
  | { kind: 'theme'; theme: AppTheme; count: number }
  | { kind: 'count'; count: number };

/**
 * How a catalogue badge is earned, from its kind and theme columns (decision 0056): a streak badge
 * needs a streak of requiredDays; a theme badge requiredCount deeds of its theme; a count badge
 * requiredCount deeds in total. Its name is never read.
 */
export function badgeKind(badge: BadgeRule): BadgeKind {
  if (badge.kind === 'streak') return { kind: 'streak', days: badge.requiredDays };
  if (badge.kind === 'theme' && badge.theme) return { kind: 'theme', theme: badge.theme, count: badge.requiredCount };
  return { kind: 'count', count: badge.requiredCount };
}

export function themeCount(stats: DeedStats, theme: AppTheme): number {
  return THEME_CATEGORIES[theme].reduce((sum, category) => sum + (stats.byCategory[category] ?? 0), 0);
}

export function qualifies(badge: BadgeRule, stats: DeedStats): boolean {
  const rule = badgeKind(badge);
  if (rule.kind === 'streak') return stats.streak >= rule.days;
  if (rule.kind === 'theme') return stats.themes.includes(rule.theme) && themeCount(stats, rule.theme) >= rule.count;
  return stats.total >= rule.count;
}

/** The badges of `catalogue` the stats earn that the user does not hold yet. */
export function badgesToAward(
  catalogue: readonly BadgeRule[],
  held: ReadonlySet<number>,
  stats: DeedStats,
): BadgeRule[] {
  return catalogue.filter((badge) => !held.has(badge.id) && qualifies(badge, stats));
}
