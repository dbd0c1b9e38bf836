// Cache headers of the public Quran answers (decision 0061). The text, the translations and the
// metadata change only with a deploy, so browsers keep an answer an hour and the CDN a day, serving
// a stale one for up to a week while it revalidates. The daily surah without ?date= changes at UTC
// midnight, so it uses the read API's short cache instead.
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { json, SerializedJson } from '../http.ts';
import { cachedJson, localeHeaders } from '../app/read-api.ts';
import { surahText } from './reading.ts';

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

// An instance assembles and serialises a surah once per locale: Al-Baqarah with its translation is
// 166 KB of JSON, and building it on each CDN miss cost a p95 of 19 ms on a busy 2-CPU machine
// (`npm run bench:content`). The text changes only with a deploy, so nothing is ever stale; the
// oldest entries go past SURAH_BODIES_KEPT, which bounds an instance at about 10 MB.
const SURAH_BODIES_KEPT = 64;
const surahBodies = new Map<string, Promise<SerializedJson>>();

export function surahTextJson(number: number, locale: LocaleCode): Promise<SerializedJson> {
  const key = `${number}:${locale}`;
  let body = surahBodies.get(key);
  if (body)
    surahBodies.delete(key); // re-inserted below as the newest
  else {
    body = surahText(number, locale).then((answer) => new SerializedJson(JSON.stringify(answer)));
    const failed = body;
    // A failed read is retried by the next request (unless a newer read already took its place).
    failed.catch(() => surahBodies.get(key) === failed && surahBodies.delete(key));
  }
  surahBodies.set(key, body);
  if (surahBodies.size > SURAH_BODIES_KEPT) surahBodies.delete(surahBodies.keys().next().value!);
  return body;
}
