import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { json, route } from '../src/server/http.ts';
import { quizAnalytics } from '../src/server/repositories/content-quiz.ts';

// Staff (permission 'content'): Quiz Analytics from the completions the public quizzes store.
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    return json(await quizAnalytics(getDb()));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quiz/analytics' };
