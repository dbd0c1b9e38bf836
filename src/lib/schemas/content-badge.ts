// A Badge as staff save it (product §3 Badge). Shared by the dialog and the server.
import { z } from 'zod';
import { TranslationsInputSchema, type ContentTranslations } from '../i18n/content.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS, enumOf, text, wholeNumber } from './content-common.ts';
import { BADGE_RULE_KINDS, badgeRuleIssues } from '../content/badge-rules.ts';
import { APP_THEMES } from './app-auth.ts';

export const BADGE_COLORS = ['Amber', 'Blue', 'Emerald', 'Indigo', 'Purple', 'Cyan', 'Yellow', 'Red', 'Pink'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export const BadgePayloadSchema = z
  .strictObject({
    name: text('Name', 120),
    description: text('Description', 1000),
    icon: text('Icon', 16),
    colorClass: enumOf('Colour', BADGE_COLORS),
    requiredCount: wholeNumber('Required count', 1, 100_000_000),
    requiredDays: wholeNumber('Required days', 0, 100_000_000),
    category: enumOf('Category', DEED_CATEGORIES),
    difficulty: enumOf('Difficulty', DIFFICULTY_LEVELS),
    /** How it is earned (decision 0056): deeds in total, a streak, or deeds of `theme`. */
    kind: enumOf('Kind', BADGE_RULE_KINDS),
    theme: enumOf('Theme', APP_THEMES).nullable(),
    isActive: z.boolean({ error: 'Status must be true or false' }),
    /** Per-locale name and description (decision 0048); absent keeps the stored ones. */
    translations: TranslationsInputSchema.optional(),
  })
  .superRefine((badge, ctx) => {
    for (const issue of badgeRuleIssues(badge))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export type BadgePayload = z.infer<typeof BadgePayloadSchema>;
export type BadgeInput = z.input<typeof BadgePayloadSchema>;
export interface Badge extends Omit<BadgePayload, 'translations'> {
  id: number;
  /** As stored: each locale's texts with who wrote them and whether they were reviewed. */
  translations: ContentTranslations;
  /** Users holding the badge, counted from user_badges (read-only: decision 0018). */
  earnedByCount: number;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

export const BADGE_DEFAULTS: BadgeInput = {
  name: '',
  description: '',
  icon: '🏆',
  colorClass: 'Amber',
  requiredCount: 5,
  requiredDays: 0,
  category: 'Prayer',
  difficulty: 'easy',
  kind: 'count',
  theme: null,
  isActive: true,
};

/**
 * 'N completions' (of a theme badge: 'N completions of the Faith theme') plus ' within N days' when
 * days > 0 (product §2 Badges Requirements column).
 */
export function badgeRequirement(
  badge: Pick<BadgePayload, 'requiredCount' | 'requiredDays'> & Partial<Pick<BadgePayload, 'kind' | 'theme'>>,
): string {
  const theme =
    badge.kind === 'theme' && badge.theme
      ? ` of the ${badge.theme[0]!.toUpperCase()}${badge.theme.slice(1)} theme`
      : '';
  const base = `${badge.requiredCount} completion${badge.requiredCount === 1 ? '' : 's'}${theme}`;
  return badge.requiredDays > 0
    ? `${base} within ${badge.requiredDays} day${badge.requiredDays === 1 ? '' : 's'}`
    : base;
}
