// First-run preparation shared by `npm start` and `npm run dev` (it lives in src/server, not db/,
// because it needs the server's password hashing). Each step is idempotent.
import { randomBytes } from 'node:crypto';
import { createDatabase } from '../../../db/client.ts';
import { getDb, requireDatabaseUrl } from '../db.ts';
import { seedContent } from '../content/seed.ts';
import { seedSampleCommunityOnce, seedSampleDeedsOnce } from '../sample/seed-once.ts';
import { seedSampleLiveOnce } from '../sample/live.ts';
import { countStaffAccounts, createStaffAccount } from '../auth/accounts.ts';

/** Users in the sample community a fresh local database starts with. */
export const FIRST_RUN_SAMPLE_USERS = 500;

export interface FirstRunResult {
  /** Lines to print once the server is up (e.g. a newly created staff sign-in). */
  messages: string[];
}

/**
 * Seeds the app content into empty content tables; on an empty staff table, creates one Super
 * Admin with a random password. The password is returned once, for the console, and stored nowhere in clear (only its scrypt hash).
 */
export async function prepareFirstRun(): Promise<FirstRunResult> {
  const db = getDb();
  const seeded = await seedContentWithRetry();
  const contentMessages = seeded.length ? [`First run: seeded the app's content: ${seeded.join(', ')}.`] : [];
  const community = await seedSampleCommunityOnce(db, FIRST_RUN_SAMPLE_USERS);
  if (community) {
    contentMessages.push(
      `First run: added a sample community of ${community.users} app users and ${community.circles} circles (npm run db:sample makes a larger one).`,
    );
  }
  const deeds = await seedSampleDeedsOnce(db);
  // Nothing to say when there was nothing to add to (e.g. app users but no sample community).
  if (deeds && (deeds.thawabCompletions > 0 || deeds.userBadges > 0))
    contentMessages.push(
      `First run: added ${deeds.thawabCompletions} sample thawab completions and ${deeds.userBadges} earned badges.`,
    );
  const live = await seedSampleLiveOnce(db);
  if (live) contentMessages.push(`First run: added ${live.sessions} sample live recitation sessions.`);
  if ((await countStaffAccounts(db)) > 0) return { messages: contentMessages };
  const password = randomBytes(18).toString('base64url');
  const staff = await createStaffAccount(db, {
    username: 'admin',
    displayName: 'Site Administrator',
    role: 'Super Admin',
    password,
  });
  return {
    messages: [
      ...contentMessages,
      `First run: created the Super Admin "${staff.username}" with the password ${password}`,
      'This password is shown only this once. Add more staff with `npm run staff:create`.',
    ],
  };
}

/**
 * Seeds the content on its own connection without the API's per-query time limit (a first run on
 * a busy machine loads the Quran text and writes a few hundred rows). Each table is one INSERT and
 * is seeded only while empty, so a retry after a connection timeout cannot duplicate anything.
 */
async function seedContentWithRetry(attempts = 3): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const connection = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
    try {
      return await seedContent(connection.db);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(
        `[seed] seeding the content failed (${error instanceof Error ? error.message : String(error)}); retrying`,
      );
    } finally {
      await connection.close();
    }
  }
}
