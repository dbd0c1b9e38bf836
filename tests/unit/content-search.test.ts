// What the content tabs say about a search result found through another language (decision 0053):
// the server answers the matched locales in the locale table's order, known codes only; the tab
// shows each one's text (name — description). The folding itself is SQL (search_fold), tested
// against Postgres in tests/api/content-search.test.ts.
import { describe, expect, it } from 'vitest';
import { matchedLocales } from '../../src/server/repositories/content-search.ts';
import { translatedMatches } from '../../src/islands/admin/sections/content-tabs/MatchedIn.tsx';

describe('matched locales', () => {
  it('keeps the locale table’s order and drops what is not a locale code', () => {
    expect(matchedLocales(['tr', 'ar', 'xx', 'fr', 'ar'])).toEqual(['ar', 'tr', 'fr']);
    expect(matchedLocales(null)).toEqual([]);
    expect(matchedLocales('ar')).toEqual([]);
  });

  it('the tab shows each matched language with its name and description, and nothing without a search', () => {
    const translations = {
      tr: { name: 'Sabah namazını vaktinde kıl', description: 'Sabah namazı için kalk.' },
      ar: { name: 'صلاة الفجر في وقتها' },
    };
    expect(translatedMatches(['ar', 'tr'], translations)).toEqual([
      { locale: 'ar', text: 'صلاة الفجر في وقتها' },
      { locale: 'tr', text: 'Sabah namazını vaktinde kıl — Sabah namazı için kalk.' },
    ]);
    expect(translatedMatches(undefined, translations)).toEqual([]);
    expect(translatedMatches([], translations)).toEqual([]);
  });
});
