// Why a row of a content tab's search matched when the match is not in English (decision 0053):
// the list answers `matchedIn`, the locales whose texts contain the query, and the tab names them
// ("Matched in Türkçe"). Empty when the English texts match themselves; absent without a search.
import type { LocaleCode } from './locales.ts';

export interface SearchMatch {
  /** Locales (in the locale table's order) whose own texts matched; for a verse 'ar' is its Arabic text. */
  matchedIn?: LocaleCode[];
}
