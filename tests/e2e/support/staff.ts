// A staff account of a story's own, made afresh (any earlier one of that name is removed first).
import { TEST_PASSWORD_COST, hashPassword } from '../../../src/server/auth/password.ts';
import type { StaffRole } from '../../../src/lib/staff-roles.ts';
import { query } from './state.ts';

/** A story's own account's hash, at the test cost (decision 0073): the server verifies it like any other. */
export const storyPasswordHash = (password: string): Promise<string> => hashPassword(password, TEST_PASSWORD_COST);

type Query = (text: string, values?: unknown[]) => Promise<unknown>;

/** `run`: the database to write to (default the main e2e server's; stories with a server of their own pass theirs). */
export async function resetStaffAccount(
  username: string,
  displayName: string,
  role: StaffRole,
  password: string,
  run: Query = query,
): Promise<void> {
  await run('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', [username]);
  await run('INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, $2, $3, $4)', [
    username,
    displayName,
    role,
    await storyPasswordHash(password),
  ]);
}
