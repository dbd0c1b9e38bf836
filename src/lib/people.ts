// The app's people as the back-office sees them (product §3 admin user record, circle, member,
// referral inviter/invitee; §9 levels, statuses, circle sizes). One place for these constants:
// the schema, the server's queries, the sample-data generator and the islands all read them.
import { XP_PER_INVITE } from './quiz/scoring.ts';

/** Subscription statuses (product §9 "Levels and statuses"). */
export const USER_STATUSES = ['Free User', 'Premium User', 'Lifetime User'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Spiritual levels in order with their minimum Barakah score out of 100 (product §9 admin quiz). */
export const SPIRITUAL_LEVELS = [
  { name: 'Waking Soul', min: 0 },
  { name: 'Seeking Soul', min: 15 },
  { name: 'Awakening Mind', min: 30 },
  { name: 'Growing Spirit', min: 45 },
  { name: 'Steady Journeyer', min: 60 },
  { name: 'Tranquil Heart', min: 75 },
  { name: 'Sincere Seeker', min: 85 },
  { name: 'Barakah Builder', min: 90 },
  { name: 'Luminous Soul', min: 95 },
] as const;
export type SpiritualLevelName = (typeof SPIRITUAL_LEVELS)[number]['name'];
export const SPIRITUAL_LEVEL_NAMES = SPIRITUAL_LEVELS.map((level) => level.name) as unknown as readonly [
  SpiritualLevelName,
  ...SpiritualLevelName[],
];

export function levelForScore(score: number): SpiritualLevelName {
  let found: SpiritualLevelName = SPIRITUAL_LEVELS[0].name;
  for (const level of SPIRITUAL_LEVELS) if (score >= level.min) found = level.name;
  return found;
}

/** Roles inside a circle (product §3 circle member). */
export const CIRCLE_MEMBER_ROLES = ['Creator', 'Admin', 'Member'] as const;
export type CircleMemberRole = (typeof CIRCLE_MEMBER_ROLES)[number];

/** A user's highest role over all their circles, as the admin user record shows it. */
export const USER_CIRCLE_ROLES = ['Circle Creator', 'Circle Admin', 'none'] as const;
export type UserCircleRole = (typeof USER_CIRCLE_ROLES)[number];

export const CIRCLE_VISIBILITIES = ['public', 'private'] as const;
export type CircleVisibility = (typeof CIRCLE_VISIBILITIES)[number];

/** Circle sizes (product §9 analytics display). */
export const CIRCLE_SIZES = [
  { label: 'small', min: 2, max: 5 },
  { label: 'medium', min: 6, max: 15 },
  { label: 'large', min: 16, max: 30 },
  { label: 'very large', min: 31, max: Infinity },
] as const;

/** Referral invitee statuses (product §4: Active green, Inactive amber, Pending blue). */
export const INVITEE_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

/**
 * An invitee who joined counts as Active when they used the app on one of this many UTC days
 * ending today, today included (src/server/repositories/referral-window.ts; decision 0025).
 */
export const ACTIVE_WINDOW_DAYS = 30;

/** Each invitee who joined earns the inviter this much XP (product §9 "+10 XP"): the one constant of the level rule. */
export const XP_PER_JOINED_INVITEE = XP_PER_INVITE;

/** Percent with one decimal; 0 when the denominator is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** Spec §2 Referrals: 'Avg. XP per Invite' = bonus points / total invites, rounded. */
export function averageXpPerInvite(bonusPoints: number, totalInvites: number): number {
  return totalInvites > 0 ? Math.round(bonusPoints / totalInvites) : 0;
}

/** Goal progress shown on its bar: 0-100. */
export function goalPercent(current: number, target: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}

/** Definitions shown on the five referral summary cards (docs/people.md says the same). */
export const REFERRAL_CARD_DEFINITIONS = {
  totalInvites:
    'Every invitation sent by an app user, plus every launch-waitlist signup that came through someone\u2019s referral link.',
  totalSignups: 'Invitees who joined: created an app account, or joined the launch waitlist through the link.',
  activeUsers: `Invitees who joined and used the app on one of the last ${ACTIVE_WINDOW_DAYS} days (UTC days, today included).`,
  conversionRate: 'Total Signups \u00f7 Total Invites.',
  retentionRate: 'Active Users \u00f7 Total Signups.',
} as const;

export interface SortState<K extends string> {
  sort: K;
  dir: 'asc' | 'desc';
}

/** Spec §4: clicking the same column flips the direction; a new column sorts descending. */
export function nextSort<K extends string>(current: SortState<K>, column: K): SortState<K> {
  return current.sort === column
    ? { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
    : { sort: column, dir: 'desc' };
}

/** `users.age` of an account whose owner has not given their age yet (a fresh app sign-up; decision 0038). */
export const AGE_NOT_GIVEN = 0;
