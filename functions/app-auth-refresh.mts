import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { TokenPairSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { refreshTokens } from '../src/server/app/auth.ts';
import { RefreshSchema } from '../src/lib/schemas/app-auth.ts';

// A new token pair for a refresh token, which is spent; a spent one revokes its family (decision 0038).
export default route({
  async POST(request) {
    const { refreshToken } = await readJson(request, RefreshSchema);
    return json((await refreshTokens(getDb(), refreshToken)) satisfies z.infer<typeof TokenPairSchema>);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/auth/refresh',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
