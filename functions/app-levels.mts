import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { cachedJson, localeParam, noParams } from '../src/server/app/read-api.ts';
import { route } from '../src/server/http.ts';
import { appLevels } from '../src/server/repositories/content-quiz.ts';

// Public, CDN-cached: the spiritual levels with their score ranges, in ?locale= (docs/app-api.md).
export default route({
  async GET(request) {
    noParams(request, ['locale']);
    const locale = localeParam(request);
    return cachedJson({ locale, levels: await appLevels(getDb(), locale) }, 200, locale);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/levels' };
