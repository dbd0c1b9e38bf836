// Helpers of the public read API (/api/app/*): the date and locale parameters and cached JSON answers.
import { readIsoDate, todayIso, type CalendarDate } from '../../lib/dates.ts';
import { readLocaleParam } from '../../lib/i18n/content.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { HttpError, json } from '../http.ts';
import { queryParams } from '../query.ts';
import { appCacheHeaders } from '../content/changes.ts';

function refuseUnknown(params: URLSearchParams, allowed: readonly string[]): URLSearchParams {
  for (const key of params.keys()) {
    if (!allowed.includes(key))
      throw new HttpError(400, `Unknown query parameter: ${key}`, [{ path: key, message: 'Unknown query parameter' }]);
  }
  return params;
}

/** ?date=YYYY-MM-DD (today in UTC when absent, within DATE_MIN..DATE_MAX); 400 on anything else, or on unknown parameters. */
export function dateParam(request: Request, allowed: readonly string[] = ['date']): CalendarDate {
  const params = refuseUnknown(queryParams(request), allowed);
  const { date, problem } = readIsoDate(params.get('date') ?? todayIso());
  if (problem) throw new HttpError(400, `date ${problem}`, [{ path: 'date', message: `date ${problem}` }]);
  return date!;
}

export function noParams(request: Request, allowed: readonly string[] = []): void {
  refuseUnknown(queryParams(request), allowed);
}

/** ?locale= of the read API (decision 0048): absent → English; not a locale of the table → 400. */
export function localeParam(request: Request): LocaleCode {
  const read = readLocaleParam(queryParams(request).get('locale'));
  if (!read.ok) throw new HttpError(400, read.message, [{ path: 'locale', message: read.message }]);
  return read.locale;
}

/**
 * The headers of an answer served in a locale. The locale comes from the URL's query string, which
 * the CDN's cache key already includes (Netlify keys function responses by the full query string),
 * so no `Vary` is added: `Vary: Accept-Language` would split the cache by every browser's language
 * for an answer that never reads that header.
 */
export function localeHeaders(locale: LocaleCode): Record<string, string> {
  return { 'Content-Language': locale };
}

export function cachedJson(data: unknown, status = 200, locale?: LocaleCode): Response {
  return json(data, { status, headers: { ...appCacheHeaders(), ...(locale ? localeHeaders(locale) : {}) } });
}
