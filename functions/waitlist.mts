import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { WaitlistRequestSchema } from '../src/server/quiz/banks.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { saveWaitlistEntry } from '../src/server/repositories/waitlist.ts';

export default route({
  async POST(request) {
    const body = await readJson(request, WaitlistRequestSchema);
    const entry = await saveWaitlistEntry(getDb(), body);
    return json(entry);
  },
});

// Netlify reads this literal at deploy time; the platform enforces the limit per IP.
export const config: Config = {
  path: '/api/waitlist',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
