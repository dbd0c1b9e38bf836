import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { purgeAuthRecords } from '../src/server/auth/login.ts';

// Scheduled hourly: deletes expired staff sessions and sign-in attempts past their retention.
// Like the other scheduled functions it declares a schedule and no path: Netlify invokes it with
// POST on its schedule, and it has no public URL in production.
export default route({
  async POST() {
    const purged = await purgeAuthRecords(getDb());
    console.info(`[purge-auth-records] ${purged.sessions} expired session(s), ${purged.attempts} old sign-in attempt(s) deleted`);
    return json(purged);
  },
});

export const config: Config = { schedule: '23 * * * *' };
