import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { toIsoDate } from '../src/lib/dates.ts';
import { cachedJson, dateParam, localeParam } from '../src/server/app/read-api.ts';
import { route } from '../src/server/http.ts';
import { thawabsDueOn } from '../src/server/repositories/content-catalogue.ts';

// Public, CDN-cached: the active thawab tasks due on ?date=, in ?locale= (docs/app-api.md).
export default route({
  async GET(request) {
    const date = dateParam(request, ['date', 'locale']);
    const locale = localeParam(request);
    return cachedJson({ date: toIsoDate(date), locale, tasks: await thawabsDueOn(getDb(), date, locale) }, 200, locale);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/thawabs' };
