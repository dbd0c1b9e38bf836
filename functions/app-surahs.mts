import type { Config } from '@netlify/functions';
import { localeParam, noParams } from '../src/server/app/read-api.ts';
import { route } from '../src/server/http.ts';
import { quranJson } from '../src/server/quran/cache.ts';
import { surahList } from '../src/server/quran/reading.ts';

// Public, CDN-cached: the 114 surahs with names in ?locale= where the metadata has them (decision 0061).
export default route({
  GET(request) {
    noParams(request, ['locale']);
    const locale = localeParam(request);
    return quranJson(surahList(locale), locale);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/surahs' };
