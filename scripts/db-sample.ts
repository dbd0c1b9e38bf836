// npm run db:sample -- --users 100000 [--reset] [--seed 0.42]
// Fills the configured database (DATABASE_URL / NETLIFY_DB_URL; the embedded one when neither is
// set and `npm start` is not running) with a realistic sample community, every row of it marked
// sample (decision 0043). Where a sample exists already it refuses unless --reset, which first
// removes that sample as `npm run db:sample:remove` does; real app users and their data always stay.
// Thawab completions and earned badges follow the sample users.
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/client.ts';
import { requireDatabaseUrl } from '../src/server/db.ts';
import { seedContent } from '../src/server/content/seed.ts';
import { generateSampleDeeds } from '../src/server/sample/deeds.ts';
import { generateSampleCommunity, removeSample, sampleExists } from '../src/server/sample/community.ts';
import { generateSampleLive, removeSampleLive } from '../src/server/sample/live.ts';
import { withStaffDatabase } from './staff-database.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string', default: '0.42' },
  },
});
const users = Number(values.users);
const seed = Number(values.seed);
if (!Number.isInteger(users) || users < 10 || users > 2_000_000) {
  console.error('--users must be a whole number from 10 to 2,000,000');
  process.exit(2);
}
if (!Number.isFinite(seed) || seed < -1 || seed > 1) {
  console.error('--seed must be a number from -1 to 1');
  process.exit(2);
}

await withStaffDatabase(async () => {
  const connection = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
  try {
    if (await sampleExists(connection.db)) {
      if (!values.reset) {
        console.error('The database already has a sample community. Pass --reset to replace it (real users stay).');
        process.exitCode = 1;
        return;
      }
      console.log('[db:sample] removed the old sample:', {
        ...(await removeSample(connection.db)),
        liveSessions: await removeSampleLive(connection.db),
      });
    }
    const started = performance.now();
    // The catalogue the completions and badges refer to (seeded only into empty tables).
    await seedContent(connection.db);
    const community = await generateSampleCommunity(connection.db, { users, seed });
    const deeds = await generateSampleDeeds(connection.db, { seed });
    // Live recitation samples (decision 0065): any earlier sample sessions are replaced, as the community is.
    await removeSampleLive(connection.db);
    const live = await generateSampleLive(connection.db);
    const counts = { ...community, ...deeds, liveSessions: live.sessions, liveDedications: live.dedications };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[db:sample] ${seconds} s:`, counts);
  } finally {
    await connection.close();
  }
});
