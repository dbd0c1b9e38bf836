// The catalogue badges a completion earns (product §9; decision 0056): each active badge's rule is
// its kind and theme columns, so a user in any language earns exactly their chosen themes' badges;
// the name is only shown, in the user's language.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { BadgeRuleKind } from '../../lib/content/badge-rules.ts';
import { badgesToAward, newBadgeMessage, type BadgeRule } from '../../lib/deeds.ts';
import { localizeFields, type ContentTranslations } from '../../lib/i18n/content.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import type { AppTheme } from '../../lib/schemas/app-auth.ts';
import { queryRows } from '../sql.ts';

export interface NewBadge {
  id: number;
  name: string;
  message: string;
}

/** The active catalogue badges the user's deeds now earn and does not hold, stored (once each). */
export async function awardBadges(
  tx: Executor,
  userId: number,
  user: { language: LocaleCode; themes: string[] },
  streak: number,
  at: Date,
): Promise<NewBadge[]> {
  const catalogue = await queryRows<{
    id: number;
    name: string;
    description: string;
    translations: ContentTranslations | null;
    kind: BadgeRuleKind;
    theme: AppTheme | null;
    required_count: number;
    required_days: number;
    held: boolean;
  }>(
    tx,
    sql`SELECT b.id, b.name, b.description, b.translations, b.kind, b.theme, b.required_count, b.required_days,
               EXISTS (SELECT 1 FROM user_badges ub WHERE ub.user_id = ${userId} AND ub.badge_id = b.id) AS held
        FROM badges b WHERE b.is_active ORDER BY b.id`,
  );
  const byCategory = await queryRows<{ category: string; n: number }>(
    tx,
    sql`SELECT t.category, count(*)::int AS n FROM thawab_completions c JOIN thawab_tasks t ON t.id = c.task_id
        WHERE c.user_id = ${userId} GROUP BY t.category`,
  );
  const rules: BadgeRule[] = catalogue.map((b) => ({
    id: b.id,
    name: localizeFields(b, b.translations, user.language).name,
    kind: b.kind,
    theme: b.theme,
    requiredCount: b.required_count,
    requiredDays: b.required_days,
  }));
  const held = new Set(catalogue.filter((b) => b.held).map((b) => b.id));
  const stats = {
    streak,
    total: byCategory.reduce((sum, row) => sum + row.n, 0),
    byCategory: Object.fromEntries(byCategory.map((row) => [row.category, row.n])),
    themes: user.themes,
  };
  const earned = badgesToAward(rules, held, stats);
  if (earned.length === 0) return [];
  const stored = await queryRows<{ badge_id: number }>(
    tx,
    sql`INSERT INTO user_badges (user_id, badge_id, earned_at)
        SELECT ${userId}, b, ${at.toISOString()}::timestamptz FROM unnest(ARRAY[${sql.join(
          earned.map((b) => sql`${b.id}`),
          sql`, `,
        )}]::int[]) AS b
        ON CONFLICT DO NOTHING RETURNING badge_id`,
  );
  const storedIds = new Set(stored.map((row) => row.badge_id));
  return earned
    .filter((b) => storedIds.has(b.id))
    .map((b) => ({ id: b.id, name: b.name, message: newBadgeMessage(b.name, user.language) }));
}
