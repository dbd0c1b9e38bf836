import type { Config } from '@netlify/functions';
import { TokenPairSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, clientIp, readJson, route } from '../src/server/http.ts';
import { refreshClient, refreshTokens } from '../src/server/app/token-refresh.ts';
import { RefreshSchema } from '../src/lib/schemas/app-auth.ts';

// A new token pair for a refresh token, which is spent; a spent one revokes its family (decision
// 0038), except from the same client within the grace window, which gets the same pair (0059).
export default route({
  async POST(request, context) {
    const { refreshToken } = await readJson(request, RefreshSchema);
    const client = refreshClient(clientIp(request, context), request.headers.get('user-agent'));
    return answer(TokenPairSchema, await refreshTokens(getDb(), refreshToken, client));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/auth/refresh',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
