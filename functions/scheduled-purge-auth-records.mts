import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { purgeAuthRecords } from '../src/server/auth/login.ts';
import { purgeAppAuthRecords } from '../src/server/app/auth.ts';

// Scheduled hourly: deletes expired staff sessions and sign-in attempts past their retention, and
// the app's spent sign-in codes and expired tokens (decision 0038).
// Like the other scheduled functions it declares a schedule and no path: Netlify invokes it with
// POST on its schedule, and it has no public URL in production.
export default route({
  async POST() {
    const purged = { ...(await purgeAuthRecords(getDb())), ...(await purgeAppAuthRecords(getDb())) };
    console.info(
      `[scheduled-purge-auth-records] ${purged.sessions} expired session(s), ${purged.attempts} old sign-in attempt(s), ` +
        `${purged.appCodes} app sign-in code(s), ${purged.appTokens} expired app token(s) deleted`,
    );
    return json(purged);
  },
});

export const config: Config = { schedule: '23 * * * *' };
