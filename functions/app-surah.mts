import type { Config } from '@netlify/functions';
import { localeParam, noParams } from '../src/server/app/read-api.ts';
import { route } from '../src/server/http.ts';
import { quranJson, surahTextJson } from '../src/server/quran/cache.ts';
import { surahNumber } from '../src/server/quran/reading.ts';

// Public, CDN-cached: a surah's Arabic text and ?locale='s licensed translation with its attribution,
// English where the locale has none, saying so (decision 0061).
export default route({
  async GET(request, context) {
    const n = surahNumber(context.params.n);
    noParams(request, ['locale']);
    const locale = localeParam(request);
    return quranJson(await surahTextJson(n, locale), locale);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/surahs/:n' };
