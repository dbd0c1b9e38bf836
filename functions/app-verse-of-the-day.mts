import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { toIsoDate } from '../src/lib/dates.ts';
import { cachedJson, dateParam, localeParam } from '../src/server/app/read-api.ts';
import { HttpError, route } from '../src/server/http.ts';
import { verseOfTheDay } from '../src/server/repositories/content-verses.ts';

// Public, CDN-cached: the verse of ?date=, its translation in ?locale='s edition where one is used (docs/app-api.md).
export default route({
  async GET(request) {
    const date = dateParam(request, ['date', 'locale']);
    const locale = localeParam(request);
    const verse = await verseOfTheDay(getDb(), date, locale);
    if (!verse) throw new HttpError(404, `No verse for ${toIsoDate(date)}: no verses exist yet`);
    return cachedJson({ ...verse, locale }, 200, locale);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/verse-of-the-day' };
