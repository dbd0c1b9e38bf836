// The content tabs' search in every language a record is written in (decision 0053). The folding
// rule (case, accents, Arabic diacritics and tatweel, Arabic/Urdu letter variants, digits) is ONE
// SQL function, search_fold, applied to the stored texts and to the query alike; the expressions
// below are the ones the trigram indexes of migration i18n_search_extra hold, spelled identically
// so Postgres uses them. Which language matched is answered for the page's rows only.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales.ts';

/** The LIKE pattern of a query (search_pattern: folded, wildcards literal). */
const pattern = (q: string): SQL => sql`search_pattern(${q})`;

type Column = AnyPgColumn | SQL;

export interface TranslatedColumns {
  name: Column;
  description: Column;
  translations: Column;
  /**
   * The row's stored search text (the generated column `search_text` of migration
   * i18n_search_extra, trigram-indexed), or absent to fold the texts at query time (the level table).
   */
  searchText?: SQL;
}

/** The generated, indexed `search_text` column of a table (not in the Drizzle schema: see there). */
export const searchTextOf = (table: 'thawab_tasks' | 'badges' | 'verses'): SQL =>
  sql`${sql.identifier(table)}.search_text`;

/**
 * A thawab task, badge or level matches when its English name or description, or any locale's,
 * contains the query after folding. Undefined for an empty query (no filter).
 */
export function translatedSearch(q: string, c: TranslatedColumns): SQL | undefined {
  if (!q) return undefined;
  return sql`${c.searchText ?? sql`content_search_text(${c.name}, ${c.description}, ${c.translations})`} LIKE ${pattern(q)}`;
}

/**
 * The locales (other than English) a row matched in, for "Matched in Türkçe": empty when the
 * English texts match themselves or there is no query.
 */
export function translatedMatchedIn(q: string, c: TranslatedColumns): SQL<string[]> {
  if (!q) return sql<string[]>`'{}'::text[]`;
  const p = pattern(q);
  return sql<
    string[]
  >`CASE WHEN search_fold(${c.name}) LIKE ${p} OR search_fold(${c.description}) LIKE ${p} THEN '{}'::text[]
    ELSE content_matched_locales(${c.translations}, ${p}) END`;
}

export interface VerseColumns {
  translation: Column;
  arabic: Column;
  editionTexts: Column;
}

/**
 * A verse's English translation, Arabic text or a published edition's translation contains the
 * query (its stored search_text: verse_search_text of the three).
 */
export function verseTextSearch(q: string): SQL {
  return sql`${searchTextOf('verses')} LIKE ${pattern(q)}`;
}

/**
 * Where a verse matched other than in English: 'ar' for the Arabic text, the edition locales whose
 * translation matched. `english` is the condition under which the match is in English (the
 * translation, the reference) and nothing else is named.
 */
export function verseMatchedIn(q: string, c: VerseColumns, english: SQL): SQL<string[]> {
  const p = pattern(q);
  return sql<string[]>`CASE WHEN ${english} THEN '{}'::text[]
    ELSE (CASE WHEN quran_search_text(${c.arabic}) LIKE ${p} THEN ARRAY['ar'] ELSE '{}'::text[] END) || verse_matched_editions(${c.editionTexts}, ${p}) END`;
}

/** A folded "contains" on one column (e.g. the ayah number "5" found by "٥"). */
export function foldedContains(q: string, column: Column): SQL {
  return sql`search_fold(${column}) LIKE ${pattern(q)}`;
}

/** The matched locales as the API answers them: known codes only, in the locale table's order. */
export function matchedLocales(value: unknown): LocaleCode[] {
  const codes = new Set(Array.isArray(value) ? value.filter(isLocaleCode) : []);
  return LOCALE_CODES.filter((code) => codes.has(code));
}
