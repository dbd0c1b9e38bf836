import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { quizStats, type QuizStats } from '../src/server/repositories/quiz-stats.ts';

/** Browsers and the CDN may reuse the answer this long; the instance also caches it. */
export const STATS_CACHE_SECONDS = 5;
let cached: { at: number; stats: QuizStats } | undefined;

export default route({
  async GET() {
    const now = Date.now();
    if (!cached || now - cached.at > STATS_CACHE_SECONDS * 1000) {
      cached = { at: now, stats: await quizStats(getDb()) };
    }
    return json(cached.stats, { cache: { publicSeconds: STATS_CACHE_SECONDS } });
  },
});

export const config: Config = { path: '/api/quiz-stats' };
