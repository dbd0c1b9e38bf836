// Thawab Tasks and Badges: staff CRUD with search and filters in SQL, and the app's read views.
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Writer } from '../../../db/client.ts';
import { badges, spiritualLevels, thawabTasks, userBadges } from '../../../db/schema.ts';
import type { CalendarDate } from '../../lib/dates.ts';
import { isDueOn, type SchedulingType } from '../../lib/content/thawab-schedule.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS } from '../../lib/schemas/content-common.ts';
import type { Badge, BadgePayload } from '../../lib/schemas/content-badge.ts';
import type { ThawabPayload, ThawabTask } from '../../lib/schemas/content-thawab.ts';
import { enumParam, type ListParams, type Page } from './content-list.ts';
import { matchedLocales, searchTextOf, translatedMatchedIn, translatedSearch } from './content-search.ts';
import type { SearchMatch } from '../../lib/i18n/search-match.ts';
import {
  localizeFields,
  mergeTranslations,
  type ContentTranslations,
  type TranslatedField,
  type TranslationsInput,
} from '../../lib/i18n/content.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';

type ThawabRow = typeof thawabTasks.$inferSelect;
type BadgeRow = typeof badges.$inferSelect;

const toTask = ({ updatedAt: _u, changedBy: _by, changedAt: _at, translations, ...row }: ThawabRow): ThawabTask =>
  ({ ...row, translations: translations ?? {} }) as ThawabTask;
const toBadge = ({
  updatedAt: _u,
  changedBy: _by,
  changedAt: _at,
  translations,
  ...row
}: BadgeRow & { earnedByCount: number }): Badge => ({ ...row, translations: translations ?? {} }) as Badge;

/** "Earned By": the users holding the badge, counted from user_badges (an index-only count). */
const earnedByCount =
  sql<number>`(SELECT count(*)::int FROM ${userBadges} WHERE ${userBadges.badgeId} = ${badges.id})`.mapWith(Number);
const badgeColumns = { ...getTableColumns(badges), earnedByCount };

/** A listed row with the locales it matched in (only while searching). */
function withMatch<T>(item: T, q: string, matchedIn: unknown): T & SearchMatch {
  return q ? { ...item, matchedIn: matchedLocales(matchedIn) } : (item as T & SearchMatch);
}

async function withEarnedBy(db: Pick<Database, 'select'>, row: BadgeRow | undefined): Promise<Badge | null> {
  if (!row) return null;
  const [held] = await db.select({ n: count() }).from(userBadges).where(eq(userBadges.badgeId, row.id));
  return toBadge({ ...row, earnedByCount: held?.n ?? 0 });
}

/** The list's search in English and every locale (decision 0053), and where each row matched. */
const thawabSearch = {
  name: thawabTasks.name,
  description: thawabTasks.description,
  translations: thawabTasks.translations,
  searchText: searchTextOf('thawab_tasks'),
};
const badgeSearch = {
  name: badges.name,
  description: badges.description,
  translations: badges.translations,
  searchText: searchTextOf('badges'),
};

export async function listThawabs(db: Database, list: ListParams): Promise<Page<ThawabTask & SearchMatch>> {
  const category = enumParam(list.params, 'category', DEED_CATEGORIES);
  const difficulty = enumParam(list.params, 'difficulty', DIFFICULTY_LEVELS);
  const where = and(
    translatedSearch(list.q, thawabSearch),
    category ? eq(thawabTasks.category, category) : undefined,
    difficulty ? eq(thawabTasks.difficultyLevel, difficulty) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(thawabTasks), matchedIn: translatedMatchedIn(list.q, thawabSearch) })
      .from(thawabTasks)
      .where(where)
      .orderBy(asc(thawabTasks.id))
      .limit(list.pageSize)
      .offset((list.page - 1) * list.pageSize),
    db.select({ n: count() }).from(thawabTasks).where(where),
  ]);
  return {
    items: rows.map(({ matchedIn, ...row }) => withMatch(toTask(row), list.q, matchedIn)),
    total: total?.n ?? 0,
    page: list.page,
    pageSize: list.pageSize,
  };
}

export async function getThawab(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db.select().from(thawabTasks).where(eq(thawabTasks.id, id));
  return row ? toTask(row) : null;
}
/**
 * The columns of a staff write: the payload's translations merged into the stored ones (stamped
 * with the writer where they changed; src/lib/i18n/content.ts). `stored` is undefined for a new row.
 */
function withTranslations<P extends { translations?: TranslationsInput }>(
  payload: P,
  stored: ContentTranslations | null | undefined,
  by: string,
) {
  const { translations, ...rest } = payload;
  if (translations === undefined) return stored === undefined ? { ...rest, translations: {} } : rest;
  return { ...rest, translations: mergeTranslations(stored, translations, by, new Date().toISOString()) };
}

async function storedTranslations(tx: Writer, table: typeof thawabTasks | typeof badges, id: number) {
  const [row] = await tx.select({ translations: table.translations }).from(table).where(eq(table.id, id));
  return row?.translations ?? null;
}

export async function insertThawab(tx: Writer, payload: ThawabPayload, by = 'unknown') {
  const [row] = await tx
    .insert(thawabTasks)
    .values(withTranslations(payload, undefined, by))
    .returning();
  return toTask(row!);
}
export async function updateThawab(tx: Writer, id: number, payload: Partial<ThawabPayload>, by = 'unknown') {
  const values =
    payload.translations === undefined
      ? payload
      : withTranslations(payload, await storedTranslations(tx, thawabTasks, id), by);
  const [row] = await tx.update(thawabTasks).set(values).where(eq(thawabTasks.id, id)).returning();
  return row ? toTask(row) : null;
}
export async function deleteThawab(tx: Writer, id: number) {
  const [row] = await tx.delete(thawabTasks).where(eq(thawabTasks.id, id)).returning();
  return row ? toTask(row) : null;
}

export interface DueThawab {
  id: number;
  name: string;
  description: string;
  /** The fields answered in English because the locale has no text for them (decision 0048). */
  fallback: TranslatedField[];
  category: string;
  xpValue: number;
  icon: string;
  schedulingType: SchedulingType;
  schedulingValue: string;
  difficultyLevel: string;
  minLevel: string;
  /** The minimum spiritual score of minLevel (null when the level no longer exists). */
  minLevelScore: number | null;
}

/** Active tasks due on the date (the schedule rule is src/lib/content/thawab-schedule.ts). */
export async function thawabsDueOn(
  db: Database,
  date: CalendarDate,
  locale: LocaleCode = DEFAULT_LOCALE,
): Promise<DueThawab[]> {
  const rows = await db
    .select({ task: thawabTasks, minLevelScore: spiritualLevels.minScore })
    .from(thawabTasks)
    .leftJoin(spiritualLevels, sql`lower(${spiritualLevels.name}) = lower(${thawabTasks.minLevel})`)
    .where(eq(thawabTasks.isActive, true))
    .orderBy(asc(thawabTasks.id));
  return rows
    .filter(({ task }) => isDueOn(task.schedulingType as SchedulingType, task.schedulingValue, date))
    .map(({ task, minLevelScore }) => {
      const { isActive: _a, updatedAt: _u, version: _v, changedBy: _by, changedAt: _at, translations, ...rest } = task;
      return {
        ...rest,
        ...localizeFields(rest, translations, locale),
        schedulingType: rest.schedulingType as SchedulingType,
        minLevelScore,
      };
    });
}

export async function listBadges(db: Database, list: ListParams): Promise<Page<Badge & SearchMatch>> {
  const category = enumParam(list.params, 'category', DEED_CATEGORIES);
  const difficulty = enumParam(list.params, 'difficulty', DIFFICULTY_LEVELS);
  const where = and(
    translatedSearch(list.q, badgeSearch),
    category ? eq(badges.category, category) : undefined,
    difficulty ? eq(badges.difficulty, difficulty) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...badgeColumns, matchedIn: translatedMatchedIn(list.q, badgeSearch) })
      .from(badges)
      .where(where)
      .orderBy(asc(badges.id))
      .limit(list.pageSize)
      .offset((list.page - 1) * list.pageSize),
    db.select({ n: count() }).from(badges).where(where),
  ]);
  return {
    items: rows.map(({ matchedIn, ...row }) => withMatch(toBadge(row), list.q, matchedIn)),
    total: total?.n ?? 0,
    page: list.page,
    pageSize: list.pageSize,
  };
}
export async function getBadge(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db.select(badgeColumns).from(badges).where(eq(badges.id, id));
  return row ? toBadge(row) : null;
}
export async function insertBadge(tx: Writer, payload: BadgePayload, by = 'unknown') {
  const [row] = await tx
    .insert(badges)
    .values(withTranslations(payload, undefined, by))
    .returning();
  return toBadge({ ...row!, earnedByCount: 0 });
}
export async function updateBadge(tx: Writer, id: number, payload: Partial<BadgePayload>, by = 'unknown') {
  const values =
    payload.translations === undefined
      ? payload
      : withTranslations(payload, await storedTranslations(tx, badges, id), by);
  const [row] = await tx.update(badges).set(values).where(eq(badges.id, id)).returning();
  return withEarnedBy(tx, row);
}
export async function deleteBadge(tx: Writer, id: number) {
  // Counted before the delete: the holders' user_badges rows go with the badge (cascade).
  const badge = await getBadge(tx, id);
  if (!badge) return null;
  await tx.delete(badges).where(eq(badges.id, id));
  return badge;
}

/** Active badges for the app, their name and description in the locale (English per missing field). */
export async function activeBadges(db: Database, locale: LocaleCode = DEFAULT_LOCALE) {
  const rows = await db.select(badgeColumns).from(badges).where(eq(badges.isActive, true)).orderBy(asc(badges.id));
  return rows.map(
    ({ isActive: _a, updatedAt: _u, version: _v, changedBy: _by, changedAt: _at, translations, ...b }) => ({
      ...b,
      ...localizeFields(b, translations, locale),
    }),
  );
}

export async function countRows(
  db: Pick<Database, 'select'>,
  table: typeof thawabTasks | typeof badges,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
