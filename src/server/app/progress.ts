// A user's XP, Barakah Score and level (decision 0056), applied in the caller's transaction whenever
// the XP changes: a deed completed or unmarked, a friend's join credited to their invite code, the
// first sign-in. The rule is src/lib/progress/levels.ts; this file reads its inputs and stores its
// result in users.barakah_score and users.spiritual_level (the level's name, which the back-office's
// User Management, Levels' user counts and Analytics read), so they follow in the same commit.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { progressFor, totalXp } from '../../lib/progress/levels.ts';
import { SPIRITUAL_LEVELS } from '../../lib/people.ts';
import { localizeFields, type ContentTranslations } from '../../lib/i18n/content.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { recordServerEvent } from '../repositories/analytics.ts';
import { queryRows } from '../sql.ts';
import { APP_USER_ACTOR } from '../audit.ts';

export interface LevelRow extends Record<string, unknown> {
  position: number;
  name: string;
  minScore: number;
  translations: ContentTranslations | null;
}

/** The level table in position order (the seeded nine while the table is empty: it is seeded at the first start). */
export async function levelTable(db: Executor): Promise<LevelRow[]> {
  const rows = await queryRows<LevelRow>(
    db,
    sql`SELECT position, name, min_score AS "minScore", translations FROM spiritual_levels ORDER BY position`,
  );
  if (rows.length > 0) return rows;
  return SPIRITUAL_LEVELS.map((level, position) => ({
    position,
    name: level.name,
    minScore: level.min,
    translations: null,
  }));
}

/** The user's XP: their deeds' XP and the credited invites of their invite code (the linked waitlist record's). */
const xpColumns = (date: string | null) =>
  sql`coalesce((SELECT sum(xp) FROM thawab_completions WHERE user_id = u.id AND completed_on = ${date}::date), 0)::int AS today,
      coalesce((SELECT sum(xp) FROM thawab_completions WHERE user_id = u.id), 0)::int AS deeds,
      (SELECT count(*) FROM waitlist_referrals r WHERE r.referrer_id = u.launch_signup_id AND r.credited)::int AS invites`;
type XpRow = { today: number; deeds: number; invites: number };
const toXp = (row: XpRow | undefined) => {
  const deeds = row?.deeds ?? 0;
  const invites = row?.invites ?? 0;
  return { xpToday: row?.today ?? 0, xpTotal: totalXp(deeds, invites), deedXp: deeds, invites };
};

export async function xpOf(db: Executor, userId: number, date: string | null) {
  const [row] = await queryRows<XpRow>(db, sql`SELECT ${xpColumns(date)} FROM users u WHERE u.id = ${userId}`);
  return toXp(row);
}

/** A level as the app shows it: its position, key (the English name), name in the locale and range. */
export function levelView(levels: readonly LevelRow[], position: number, locale: LocaleCode) {
  const level = levels[position]!;
  const next = levels[position + 1];
  return {
    position,
    key: level.name,
    name: localizeFields({ name: level.name, description: '' }, level.translations, locale).name,
    minScore: level.minScore,
    nextMinScore: next?.minScore ?? null,
  };
}
export type LevelView = ReturnType<typeof levelView>;

export interface ProgressResult {
  /** XP of the date the caller named (0 without one). */
  xpToday: number;
  xpTotal: number;
  barakahScore: number;
  level: LevelView;
  /** The level this change reached (higher than before), else null. */
  reached: LevelView | null;
}

/**
 * Applies the rule to the user (whose row the caller has locked or just written): stores the score
 * and the level's name when they changed (a write to the versioned user record, decision 0029).
 */
export async function refreshProgress(
  tx: Executor,
  userId: number,
  locale: LocaleCode = 'en',
  /** The local date whose XP the answer shows (xpToday), read in the same query. */
  date: string | null = null,
): Promise<ProgressResult> {
  // The user's row and XP in one round trip (a completion's transaction runs a score of them).
  const [user] = await queryRows<XpRow & { start: number; score: number; level: string | null }>(
    tx,
    sql`SELECT u.start_level_position AS start, u.barakah_score AS score, u.spiritual_level AS level, ${xpColumns(date)}
        FROM users u WHERE u.id = ${userId}`,
  );
  if (!user) throw new Error(`No user ${userId}`);
  const levels = await levelTable(tx);
  const xp = toXp(user);
  const progress = progressFor(levels, user.start, xp.xpTotal, user.score);
  const name = levels[progress.position]!.name;
  if (progress.score !== user.score || name !== user.level) {
    await tx.execute(sql`UPDATE users SET barakah_score = ${progress.score}, spiritual_level = ${name},
                           updated_at = now(), version = version + 1, changed_by = ${APP_USER_ACTOR}, changed_at = now()
                         WHERE id = ${userId}`);
  }
  return {
    xpToday: xp.xpToday,
    xpTotal: xp.xpTotal,
    barakahScore: progress.score,
    level: levelView(levels, progress.position, locale),
    reached: progress.reached === null ? null : levelView(levels, progress.reached, locale),
  };
}

/**
 * A referral was recorded for the waitlist record `referrerId` (credited, flagged, or nothing for a
 * listed address): counts the conversion in the Growth Funnel (decision 0031) and applies the level
 * rule to the app account linked to that record, so a credited join is its +10 XP at once (the XP is
 * the count of credited rows: once per joined friend however often this runs). It runs whether or
 * not anything was credited, so the answer takes as long either way. An inviter without an app
 * account yet gets the XP at their first sign-in.
 */
export async function referralRecorded(tx: Executor, referrerId: number, credited: boolean): Promise<void> {
  await recordServerEvent(tx, { type: 'referral_converted', source: 'referral' }, credited);
  const [owner] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE launch_signup_id = ${referrerId} FOR UPDATE`,
  );
  if (owner) await refreshProgress(tx, owner.id);
}
