// The sample community is marked and removable (decision 0043): a real app user signs in through the
// API (the code read from the real local SMTP server) and completes a deed; the sample generator runs
// beside them; staff see who is sample (the users API's flag and filter); `npm run db:sample:remove`
// deletes exactly the sample, leaving the real user, their completion, activity and badges as they were;
// `npm run db:sample` makes a sample beside them, refuses a second, and --reset replaces only the sample.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import startHandler from '../../functions/app-auth-start.mts';
import verifyHandler from '../../functions/app-auth-verify.mts';
import todayHandler from '../../functions/app-today.mts';
import completionHandler from '../../functions/app-completion.mts';
import appCircles from '../../functions/app-circles.mts';
import adminUsers from '../../functions/admin-users.mts';
import adminUser from '../../functions/admin-user.mts';
import adminReferral from '../../functions/admin-referral.mts';
import { startSmtpServer, waitForMail, type LocalSmtpServer } from '../../scripts/support/smtp-server.ts';
import { API } from '../../src/lib/routes.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { generateSampleDeeds } from '../../src/server/sample/deeds.ts';
import { generateSampleCommunity } from '../../src/server/sample/community.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call } from './app-helpers.ts';
import { closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { testDatabaseUrl } from './workers.ts';

const db = useTestDatabase();
const root = fileURLToPath(new URL('../..', import.meta.url));
let smtp: LocalSmtpServer;
let moderator: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  await truncate(
    'users',
    'circles',
    'circle_members',
    'circle_goals',
    'invitations',
    'user_activity',
    'launch_signups',
    'thawab_completions',
    'user_badges',
    'thawab_tasks',
    'badges',
    'app_sign_in_codes',
    'app_token_families',
    'mail_outbox',
    'staff_accounts',
    'audit_log',
  );
  await seedContent(db);
  moderator = await cookieFor((await createStaff('sample-moderator', 'Moderator')).id);
}, 60_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
  await closeDb();
});

const usersPage = (query: string) =>
  call(adminUsers, staffRequest('GET', `${API.adminUsers}?${query}`, { cookie: moderator }));

/** Everything of one user, as a fingerprint to compare before and after. */
async function everythingOf(userId: number) {
  const [user] = await queryRows(
    db,
    sql`SELECT id, name, email, streak, time_zone, is_sample, version, created_at::text FROM users WHERE id = ${userId}`,
  );
  const completions = await queryRows(
    db,
    sql`SELECT task_id, completed_on::text, time_zone, completed_at::text, xp FROM thawab_completions WHERE user_id = ${userId} ORDER BY 1, 2`,
  );
  const activity = await queryRows(
    db,
    sql`SELECT type, content, created_at::text, local_date::text FROM user_activity WHERE user_id = ${userId} ORDER BY id`,
  );
  const badges = await queryRows(
    db,
    sql`SELECT badge_id, earned_at::text FROM user_badges WHERE user_id = ${userId} ORDER BY 1`,
  );
  const days = await queryRows(
    db,
    sql`SELECT day::text, actions FROM activity_user_days WHERE user_id = ${userId} ORDER BY 1`,
  );
  const tokens = await queryRows(db, sql`SELECT id FROM app_token_families WHERE user_id = ${userId} ORDER BY 1`);
  return { user, completions, activity, badges, days, tokens };
}

describe('the sample community beside a real app user', () => {
  it('marks every sample row, shows staff which users are sample, and removes exactly the sample with one command', async () => {
    // A real person signs in with the emailed code and completes one of today's deeds.
    const email = `real.person.${Date.now()}@example.org`;
    expect((await call(startHandler, jsonRequest(API.appAuthStart, { email }), context())).status).toBe(202);
    const [mail] = await waitForMail(() => smtp.messages(), email);
    const code = /\b(\d{6})\b/.exec(mail!.text ?? '')![1]!;
    const verified = await call(verifyHandler, jsonRequest(API.appAuthVerify, { email, code }));
    expect(verified.status).toBe(200);
    const { accessToken, user } = verified.body as { accessToken: string; user: { id: number } };
    const today = await call(todayHandler, new Request(`${ORIGIN}${API.appToday}`, { headers: bearer(accessToken) }));
    const { date, deeds } = today.body as { date: string; deeds: { id: number }[] };
    expect(deeds.length).toBeGreaterThan(0);
    const done = await call(
      completionHandler,
      new Request(`${ORIGIN}${API.appCompletion.path(date, deeds[0]!.id)}`, {
        method: 'PUT',
        headers: bearer(accessToken),
      }),
      context({ date, thawabId: String(deeds[0]!.id) }),
    );
    expect(done.status).toBe(200);
    // Their own private circles: the sample adds no requests, reactions or Quran challenges to them.
    for (let i = 0; i < 8; i++) {
      const made = await call(
        appCircles,
        new Request(`${ORIGIN}${API.appCircles}`, {
          method: 'POST',
          headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Real circle ${i}`, description: 'Ours', visibility: 'private' }),
        }),
      );
      expect(made.status).toBe(201);
    }

    const before = await everythingOf(user.id);
    expect(before.user).toMatchObject({ is_sample: false });
    expect(before.completions).toHaveLength(1);

    // The generator runs beside them (it no longer needs an empty database).
    const counts = await generateSampleCommunity(db, { users: 300, seed: 0.2 });
    await generateSampleDeeds(db, { seed: 0.2 });
    expect(counts.users).toBe(300);
    const [made] = await queryRows<{
      users: number;
      unmarked: number;
      circles: number;
      foreign_circles: number;
      completions: number;
      waitlist: number;
    }>(
      db,
      sql`SELECT (SELECT count(*) FROM users WHERE is_sample)::int AS users,
                 (SELECT count(*) FROM users WHERE NOT is_sample)::int AS unmarked,
                 (SELECT count(*) FROM circles)::int AS circles,
                 (SELECT count(*) FROM circles c JOIN users u ON u.id = c.admin_id WHERE NOT u.is_sample)::int AS foreign_circles,
                 (SELECT count(*) FROM thawab_completions c JOIN users u ON u.id = c.user_id WHERE u.is_sample)::int AS completions,
                 (SELECT count(*) FROM launch_signups WHERE source = 'sample')::int AS waitlist`,
    );
    expect(made).toMatchObject({ users: 300, unmarked: 1, foreign_circles: 8 });
    expect(made!.circles).toBeGreaterThan(0);
    expect(made!.completions).toBeGreaterThan(0);
    expect(made!.waitlist).toBeGreaterThan(0);
    const [untouched] = await queryRows<{ requests: number; reactions: number; challenges: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM circle_requests r JOIN circles c ON c.id = r.circle_id WHERE c.admin_id = ${user.id})::int AS requests,
                 (SELECT count(*) FROM activity_reactions x JOIN user_activity a ON a.id = x.activity_id JOIN circles c ON c.id = a.circle_id WHERE c.admin_id = ${user.id})::int AS reactions,
                 (SELECT count(*) FROM circle_quran_challenges q JOIN circles c ON c.id = q.circle_id WHERE c.admin_id = ${user.id})::int AS challenges`,
    );
    expect(untouched).toEqual({ requests: 0, reactions: 0, challenges: 0 });
    // The sample's deeds and badges never touched the real user's.
    expect(await everythingOf(user.id)).toEqual(before);

    // Staff tell them apart: the flag on every row, and a filter.
    const all = await usersPage('pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(301);
    for (const row of all.body.rows as { id: number; sample: boolean }[]) expect(row.sample).toBe(row.id !== user.id);
    const real = await usersPage('kind=real');
    expect(real.body.total).toBe(1);
    expect(real.body.rows).toEqual([expect.objectContaining({ id: user.id, email, sample: false })]);
    const sample = await usersPage('kind=sample&pageSize=100');
    expect(sample.body.total).toBe(300);
    expect((sample.body.rows as { sample: boolean }[]).every((row) => row.sample)).toBe(true);
    expect((await usersPage('kind=fake')).status).toBe(400);
    const detail = await call(
      adminUser,
      staffRequest('GET', API.adminUser.path(user.id), { cookie: moderator }),
      context({ id: String(user.id) }),
    );
    expect(detail.body.user).toMatchObject({ id: user.id, sample: false });

    // The Referrals tab's detail says so too: a sample inviter, and which invitees are sample.
    const [inviter] = await queryRows<{ id: number }>(
      db,
      sql`SELECT inviter_id AS id FROM invitations WHERE invitee_id IS NOT NULL GROUP BY inviter_id ORDER BY count(*) DESC, inviter_id LIMIT 1`,
    );
    const key = `u${inviter!.id}`;
    const referral = await call(
      adminReferral,
      staffRequest('GET', API.adminReferral.path(key), { cookie: moderator }),
      context({ key }),
    );
    expect(referral.status).toBe(200);
    expect(referral.body.inviterSample).toBe(true);
    const invitees = referral.body.invitees as { signupDate: string | null; sample: boolean }[];
    expect(invitees.filter((i) => i.signupDate).length).toBeGreaterThan(0);
    for (const invitee of invitees) expect(invitee.sample).toBe(invitee.signupDate !== null);

    // One command removes the sample.
    const output = execFileSync(process.execPath, ['scripts/db-sample-remove.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NETLIFY_DB_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toContain('removed 300 sample users');

    expect(await everythingOf(user.id)).toEqual(before);
    const [left] = await queryRows<Record<string, number>>(
      db,
      sql`SELECT (SELECT count(*) FROM users)::int AS users,
                 (SELECT count(*) FROM circles)::int AS circles,
                 (SELECT count(*) FROM circle_members)::int AS members,
                 (SELECT count(*) FROM circle_goals)::int AS goals,
                 (SELECT count(*) FROM invitations)::int AS invitations,
                 (SELECT count(*) FROM user_activity WHERE user_id <> ${user.id})::int AS activity,
                 (SELECT count(*) FROM thawab_completions WHERE user_id <> ${user.id})::int AS completions,
                 (SELECT count(*) FROM user_badges WHERE user_id <> ${user.id})::int AS badges,
                 (SELECT count(*) FROM activity_user_days WHERE user_id <> ${user.id})::int AS days,
                 (SELECT count(*) FROM launch_signups WHERE source = 'sample')::int AS waitlist`,
    );
    expect(left).toEqual({
      users: 1,
      circles: 8,
      members: 8,
      goals: 0,
      invitations: 0,
      activity: 0,
      completions: 0,
      badges: 0,
      days: 0,
      waitlist: 0,
    });
    // Run again: nothing left to remove, and the real user still stands.
    expect(
      execFileSync(process.execPath, ['scripts/db-sample-remove.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NETLIFY_DB_URL: '' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ).toContain('removed 0 sample users');
    expect((await usersPage('')).body.rows).toEqual([expect.objectContaining({ id: user.id, sample: false })]);

    // `npm run db:sample` makes a sample beside the real user, refuses a second one, and --reset
    // replaces only the sample.
    const sampleCommand = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/db-sample.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NETLIFY_DB_URL: '' },
        encoding: 'utf8',
      });
    expect(sampleCommand('--users', '40').status).toBe(0);
    const refused = sampleCommand('--users', '40');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already has a sample community');
    const replaced = sampleCommand('--users', '60', '--reset');
    expect(replaced.status, replaced.stderr).toBe(0);
    const [now] = await queryRows<{ sample: number; real: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE is_sample)::int AS sample, count(*) FILTER (WHERE NOT is_sample)::int AS real FROM users`,
    );
    expect(now).toEqual({ sample: 60, real: 1 });
    expect(await everythingOf(user.id)).toEqual(before);
  }, 180_000);
});
