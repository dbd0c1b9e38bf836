// First-run preparation shared by `npm start` and `npm run dev`. Each step is idempotent.
import { randomBytes } from 'node:crypto';
import { getDb } from './client.ts';
import { countStaffAccounts, createStaffAccount } from '../src/server/auth/accounts.ts';
import { seedSampleCommunityOnce } from '../src/server/people/first-run.ts';

/** Users in the sample community a fresh local database starts with. */
export const FIRST_RUN_SAMPLE_USERS = 500;

export interface FirstRunResult {
  /** Lines to print once the server is up (e.g. a newly created staff sign-in). */
  messages: string[];
}

/**
 * On an empty staff table, creates one Super Admin with a random password. The password is
 * returned once, for the console, and stored nowhere in clear (only its scrypt hash).
 */
export async function prepareFirstRun(): Promise<FirstRunResult> {
  const db = getDb();
  const messages: string[] = [];
  const seeded = await seedSampleCommunityOnce(db, FIRST_RUN_SAMPLE_USERS);
  if (seeded) messages.push(`First run: added a sample community of ${seeded.users} app users and ${seeded.circles} circles (npm run db:sample makes a larger one).`);
  if ((await countStaffAccounts(db)) > 0) return { messages };
  const password = randomBytes(18).toString('base64url');
  const staff = await createStaffAccount(db, { username: 'admin', displayName: 'Site Administrator', role: 'Super Admin', password });
  return {
    messages: [
      ...messages,
      `First run: created the Super Admin "${staff.username}" with the password ${password}`,
      'This password is shown only this once. Add more staff with `npm run staff:create`.',
    ],
  };
}
