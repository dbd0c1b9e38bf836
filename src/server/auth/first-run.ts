// First-run preparation shared by `npm start` and `npm run dev` (it lives in src/server, not db/,
// because it needs the server's password hashing). Each step is idempotent.
import { randomBytes } from 'node:crypto';
import { getDb } from '../db.ts';
import { countStaffAccounts, createStaffAccount } from './accounts.ts';

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
  if ((await countStaffAccounts(db)) > 0) return { messages: [] };
  const password = randomBytes(18).toString('base64url');
  const staff = await createStaffAccount(db, { username: 'admin', displayName: 'Site Administrator', role: 'Super Admin', password });
  return {
    messages: [
      `First run: created the Super Admin "${staff.username}" with the password ${password}`,
      'This password is shown only this once. Add more staff with `npm run staff:create`.',
    ],
  };
}
