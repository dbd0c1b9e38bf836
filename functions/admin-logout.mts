import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { z } from 'zod';
import { HttpError, errorResponse, json, readJson, route } from '../src/server/http.ts';
import { OWN_ACCOUNT, requireStaff } from '../src/server/auth/guard.ts';
import { clearedSessionCookie, deleteSession } from '../src/server/auth/session.ts';

// POST /api/admin/logout: ends the session on the server at once and clears the cookie.
// Without a live session (e.g. a replayed logout) → 401.
export default route({
  async POST(request) {
    try {
      const session = await requireStaff(request, OWN_ACCOUNT);
      // Like every cookie-authenticated write, JSON only: a form post from elsewhere cannot send it.
      await readJson(request, z.strictObject({}));
      await deleteSession(getDb(), session.sessionId);
      return json({ signedOut: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        return errorResponse(new HttpError(401, error.message, undefined, { 'Set-Cookie': clearedSessionCookie() }));
      }
      throw error;
    }
  },
});

export const config: Config = { path: '/api/admin/logout' };
