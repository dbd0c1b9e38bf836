import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { toIsoDate } from '../src/lib/content/dates.ts';
import { cachedJson, dateParam } from '../src/server/content/app-api.ts';
import { route } from '../src/server/http.ts';
import { thawabsDueOn } from '../src/server/repositories/content-catalogue.ts';

// Public, CDN-cached: the active thawab tasks due on ?date= (docs/app-api.md).
export default route({
  async GET(request) {
    const date = dateParam(request);
    return cachedJson({ date: toIsoDate(date), tasks: await thawabsDueOn(getDb(), date) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/thawabs' };
