// How a catalogue badge is earned, as data (decision 0056): its kind and, for a theme badge, its
// theme are columns staff set in the Badges tab; the app never reads a rule from a badge's name.
import type { AppTheme } from '../schemas/app-auth.ts';

export const BADGE_RULE_KINDS = ['count', 'streak', 'theme'] as const;
export type BadgeRuleKind = (typeof BADGE_RULE_KINDS)[number];

/** The kinds as the Badges tab names them. */
export const BADGE_RULE_KIND_LABELS: Record<BadgeRuleKind, string> = {
  count: 'Deeds in total',
  streak: 'Streak of days',
  theme: 'Deeds of a theme',
};

/** Why a kind/theme/days combination cannot be saved, per field, or [] when it can. */
export function badgeRuleIssues(badge: {
  kind: BadgeRuleKind;
  theme: AppTheme | null;
  requiredDays: number;
}): { path: 'theme' | 'requiredDays'; message: string }[] {
  const issues: { path: 'theme' | 'requiredDays'; message: string }[] = [];
  if (badge.kind === 'theme' && badge.theme === null)
    issues.push({ path: 'theme', message: 'A theme badge needs a theme' });
  if (badge.kind !== 'theme' && badge.theme !== null)
    issues.push({ path: 'theme', message: 'Only a theme badge has a theme' });
  if (badge.kind === 'streak' && badge.requiredDays < 1)
    issues.push({ path: 'requiredDays', message: 'A streak badge needs at least 1 required day' });
  return issues;
}
