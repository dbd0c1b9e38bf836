// What the people test files share: staff cookies per role, a generated sample community in a
// fresh database, and request helpers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '../../src/server/db.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { generateSampleDeeds } from '../../src/server/sample/deeds.ts';
import { generateSampleCommunity } from '../../src/server/sample/community.ts';
import { queryRows } from '../../src/server/sql.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';

export const db = () => getDb();
export const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
export const cookies = {} as Record<StaffRole, string>;
export const ROLES: StaffRole[] = ['Super Admin', 'Moderator', 'Content Editor'];

/** The spiritual levels' order, written here by hand (independent of the app's table) for ORDER BY. */
export const LEVEL_ORDER = `CASE spiritual_level ${['Waking Soul', 'Seeking Soul', 'Awakening Mind', 'Growing Spirit', 'Steady Journeyer', 'Tranquil Heart', 'Sincere Seeker', 'Barakah Builder', 'Luminous Soul'].map((l, i) => `WHEN '${l}' THEN ${i + 1}`).join(' ')} ELSE 0 END`;

/** Every people test file: a fresh database with three staff and a generated sample community. */
export function usePeopleDatabase() {
  useTestDatabase();
  beforeAll(async () => {
    await truncate(
      'staff_accounts',
      'audit_log',
      'users',
      'circles',
      'circle_members',
      'circle_goals',
      'invitations',
      'user_activity',
      'launch_signups',
    );
    for (const [username, role] of [
      ['root', 'Super Admin'],
      ['editor', 'Content Editor'],
      ['mod', 'Moderator'],
    ] as const) {
      cookies[role] = await cookieFor((await createStaff(username, role)).id);
    }
    await generateSampleCommunity(db(), { users: 400, seed: 0.1 });
    // Thawab completions and earned badges hang off the users too (the delete tests check them).
    await seedContent(db());
    await generateSampleDeeds(db(), { seed: 0.1 });
  }, 60_000);

  afterAll(async () => {
    await closeDb();
  });
}

export const get = (
  handler: Parameters<typeof call>[0],
  path: string,
  role: StaffRole | null,
  params: Record<string, string> = {},
) => call(handler, staffRequest('GET', path, { cookie: role ? cookies[role] : undefined }), context(params));
export const send = (
  handler: Parameters<typeof call>[0],
  method: string,
  path: string,
  role: StaffRole | null,
  body: unknown,
  params: Record<string, string> = {},
  origin?: string | null,
) =>
  call(
    handler,
    staffRequest(method, path, {
      cookie: role ? cookies[role] : undefined,
      body,
      ...(origin === undefined ? {} : { origin }),
    }),
    context(params),
  );

export async function auditCount(action: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`);
  return row!.n;
}
export async function anyUser(where = sql`TRUE`): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`SELECT id FROM users u WHERE ${where} ORDER BY id LIMIT 1`);
  return row!.id;
}
