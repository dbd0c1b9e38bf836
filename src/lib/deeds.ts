// The app's deed rules on the user's own day (decision 0039; product §4 "Completing a deed", §9 badge
// catalogue). Pure: the server applies them in one transaction per completion.
import type { AppTheme } from './schemas/app-auth.ts';

/** A user without a time zone yet lives on UTC days. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Yesterday's deeds may still be logged until this hour of the user's local today. */
export const COMPLETION_GRACE_HOURS = 3;

export const DEED_UNMARKED_MESSAGE = 'Deed unmarked. You can always complete it later.';
export const newBadgeMessage = (name: string) => `New badge: ${name}!`;

/** The spec names 8 encouragement messages without their text; these are ours (decision 0039). */
export const ENCOURAGEMENTS = [
  'MashaAllah, keep going!',
  'Every good deed counts. Well done!',
  'May Allah accept it from you.',
  'Small deeds, done steadily, are the most beloved.',
  'Another step closer to Allah. Keep it up!',
  'Your consistency is beautiful. Alhamdulillah!',
  'Barakah is in the little things. Great job!',
  'You are building a habit that lasts. Well done!',
] as const;

export function pickEncouragement(random: () => number = Math.random): string {
  return ENCOURAGEMENTS[Math.min(ENCOURAGEMENTS.length - 1, Math.floor(random() * ENCOURAGEMENTS.length))]!;
}

/** True for a name the runtime knows as an IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in a time zone: its date (YYYY-MM-DD) and hour (0-23). */
export function localClock(instant: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The calendar day before a YYYY-MM-DD date. */
export function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Why a deed cannot be logged (or unmarked) on `date` at `instant` for a user in `timeZone`, or null
 * when it can: the user's local today, or local yesterday until COMPLETION_GRACE_HOURS:00 of today.
 */
export function completionDateProblem(date: string, instant: Date, timeZone: string): string | null {
  const { date: today, hour } = localClock(instant, timeZone);
  if (date === today) return null;
  if (date > today) return `${date} is in the future in your time zone (${timeZone}; today is ${today})`;
  if (date === previousDay(today)) {
    if (hour < COMPLETION_GRACE_HOURS) return null;
    return `Deeds of ${date} could be logged until 0${COMPLETION_GRACE_HOURS}:00 of ${today} (${timeZone}); it is past that now`;
  }
  return `Only today's deeds (and yesterday's until 0${COMPLETION_GRACE_HOURS}:00) can be changed; ${date} is too long ago (${timeZone}; today is ${today})`;
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

/** The catalogue's theme badges (product §9), by name. */
export const THEME_BADGES: Readonly<Record<string, AppTheme>> = {
  'Faith Builder': 'faith',
  'Beacon of Hope': 'hope',
  'Patience Master': 'patience',
  'Grateful Heart': 'gratitude',
  'Family Guardian': 'family',
  'Generous Soul': 'charity',
};

export interface BadgeRule {
  id: number;
  name: string;
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
 * How a catalogue badge is earned: a badge with required days is a streak badge (streak ≥ days); a
 * theme badge by its name needs requiredCount deeds of its theme; any other is a count badge.
 */
export function badgeKind(badge: BadgeRule): BadgeKind {
  if (badge.requiredDays > 0) return { kind: 'streak', days: badge.requiredDays };
  const theme = THEME_BADGES[badge.name];
  if (theme) return { kind: 'theme', theme, count: badge.requiredCount };
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
