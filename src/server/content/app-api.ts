// Helpers of the public read API (/api/app/*): the date parameter and cached JSON answers.
import { readIsoDate, todayIso, type CalendarDate } from '../../lib/content/dates.ts';
import { HttpError, json } from '../http.ts';
import { appCacheHeaders } from './changes.ts';

/** ?date=YYYY-MM-DD (today in UTC when absent, within DATE_MIN..DATE_MAX); 400 on anything else, or on unknown parameters. */
export function dateParam(request: Request, allowed: readonly string[] = ['date']): CalendarDate {
  const url = new URL(request.url);
  for (const key of url.searchParams.keys()) {
    if (!allowed.includes(key)) throw new HttpError(400, `Unknown query parameter: ${key}`, [{ path: key, message: 'Unknown query parameter' }]);
  }
  const { date, problem } = readIsoDate(url.searchParams.get('date') ?? todayIso());
  if (problem) throw new HttpError(400, `date ${problem}`, [{ path: 'date', message: `date ${problem}` }]);
  return date!;
}

export function noParams(request: Request): void {
  for (const key of new URL(request.url).searchParams.keys()) {
    throw new HttpError(400, `Unknown query parameter: ${key}`, [{ path: key, message: 'Unknown query parameter' }]);
  }
}

export function cachedJson(data: unknown, status = 200): Response {
  return json(data, { status, headers: appCacheHeaders() });
}
