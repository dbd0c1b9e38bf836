import type { Config } from '@netlify/functions';
import { LiveStateQuerySchema, LiveStateSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readQuery, route } from '../src/server/http.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { liveState, STATE_CACHE_HEADERS } from '../src/server/live/state.ts';

// A live recitation's public state (decision 0065): what the live page and the app poll. No sign-in
// and nothing personal, so Netlify's CDN keeps each (session, locale) answer 2 s and serves it stale
// up to 8 s more while one request refreshes it: thousands of listeners polling cost about one
// function call per 2 s per edge, not one each (STATE_CACHE_HEADERS).
export default route({
  async GET(request, context) {
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    const locale = readQuery(request, LiveStateQuerySchema).locale ?? 'en';
    return answer(LiveStateSchema, await liveState(getDb(), id, locale), {
      headers: { ...STATE_CACHE_HEADERS, ...localeHeaders(locale) },
    });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/live-sessions/:id/state' };
