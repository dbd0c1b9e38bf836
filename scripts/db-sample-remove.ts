// npm run db:sample:remove
// Deletes the sample community (the users db:sample and the first-run seed marked sample, the
// circles they created, everything that hangs off them, and the sample waitlist rows) in one
// transaction; real app users and their data stay (decision 0043). Works on DATABASE_URL /
// NETLIFY_DB_URL, else on the embedded database (stop `npm start` first).
import { createDatabase } from '../db/client.ts';
import { requireDatabaseUrl } from '../src/server/db.ts';
import { removeSample } from '../src/server/sample/community.ts';
import { removeSampleLive } from '../src/server/sample/live.ts';
import { withStaffDatabase } from './staff-database.ts';

await withStaffDatabase(async () => {
  const connection = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
  try {
    const removed = await removeSample(connection.db);
    const liveSessions = await removeSampleLive(connection.db);
    console.log(
      `[db:sample:remove] removed ${removed.users} sample users, ${removed.circles} circles, ${removed.waitlistSignups} sample waitlist signups and ${liveSessions} sample live recitation sessions; real users are untouched.`,
    );
  } finally {
    await connection.close();
  }
});
