// Cache headers of the public Quran answers (decision 0061). The text, the translations and the
// metadata change only with a deploy, so browsers keep an answer an hour and the CDN a day, serving
// a stale one for up to a week while it revalidates. The daily surah without ?date= changes at UTC
// midnight, so it uses the read API's short cache instead.
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { json } from '../http.ts';
import { cachedJson, localeHeaders } from '../content/app-api.ts';

export const QURAN_CACHE = { browserSeconds: 3600, cdnSeconds: 86_400, staleSeconds: 604_800 } as const;

export function quranJson(data: unknown, locale: LocaleCode, long = true): Response {
  if (!long) return cachedJson(data, 200, locale);
  return json(data, {
    headers: {
      'Cache-Control': `public, max-age=${QURAN_CACHE.browserSeconds}, s-maxage=${QURAN_CACHE.cdnSeconds}, stale-while-revalidate=${QURAN_CACHE.staleSeconds}`,
      'Access-Control-Allow-Origin': '*',
      ...localeHeaders(locale),
    },
  });
}
