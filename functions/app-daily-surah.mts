import type { Config } from '@netlify/functions';
import { dateParam, localeParam } from '../src/server/app/read-api.ts';
import { route } from '../src/server/http.ts';
import { quranJson } from '../src/server/quran/cache.ts';
import { dailySurahAnswer } from '../src/server/quran/reading.ts';

// Public, CDN-cached: the daily surah of ?date= (the reader's local date; absent: today in UTC), the
// same for everyone on a date (decision 0061).
export default route({
  GET(request) {
    const date = dateParam(request, ['date', 'locale']);
    const locale = localeParam(request);
    return quranJson(dailySurahAnswer(date, locale), locale, new URL(request.url).searchParams.has('date'));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/quran/daily-surah' };
