// Record versions (decision 0029): for every staff-editable record, two staff members load
// the same version and save different fields. The first save answers 200; the second answers 409
// with the record as it is now and who changed it and when, and its change is not applied; saving
// again with the current version works; a save without a version is refused (400); a stale delete
// or one-click action is refused too. The review that found the lost updates saved twice and got
// 200 twice: these cases fail on code without src/server/versions.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPostById from '../../functions/blog-post.mts';
import publishScheduled from '../../functions/scheduled-publish-posts.mts';
import adminVerses from '../../functions/admin-verses.mts';
import adminThawabs from '../../functions/admin-thawabs.mts';
import adminBadges from '../../functions/admin-badges.mts';
import adminQuestions from '../../functions/admin-quiz-questions.mts';
import adminLevels from '../../functions/admin-quiz-levels.mts';
import adminUser from '../../functions/admin-user.mts';
import adminUserStreak from '../../functions/admin-user-reset-streak.mts';
import adminCircle from '../../functions/admin-circle.mts';
import adminCircleGoal from '../../functions/admin-circle-goal.mts';
import adminStaffMember from '../../functions/admin-staff-member.mts';
import adminStaffResetPassword from '../../functions/admin-staff-reset-password.mts';
import { API } from '../../src/lib/routes.ts';
import { VERSION_REQUIRED } from '../../src/lib/versions.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';

const db = useTestDatabase();
type Handler = Parameters<typeof call>[0];
type Json = Record<string, any>;

const TABLES = [
  'staff_accounts',
  'audit_log',
  'blog_posts',
  'verses',
  'thawab_tasks',
  'badges',
  'quiz_questions',
  'spiritual_levels',
  'users',
  'circles',
  'circle_members',
  'circle_goals',
];
const cookies = { amina: '', bilal: '' };

beforeAll(async () => {
  await truncate(...TABLES);
  // Two Super Admins: every tab is theirs, so both can edit every record.
  cookies.amina = await cookieFor((await createStaff('amina', 'Super Admin')).id);
  cookies.bilal = await cookieFor((await createStaff('bilal', 'Super Admin')).id);
  await seedContent(db);
}, 60_000);

afterAll(async () => {
  await truncate(...TABLES);
  await closeDb();
});

const send = (
  who: keyof typeof cookies,
  handler: Handler,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: unknown,
) => call(handler, staffRequest(method, path, { cookie: cookies[who], body }), context(params));

const without = (record: Json, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(db, query))[0]!;

/** One versioned record as the API exposes it. */
interface Case {
  name: string;
  handler: Handler;
  path: () => string;
  params: () => Record<string, string>;
  method: 'PUT' | 'PATCH';
  /** The record as its screen loads it (must carry `version`). */
  load: () => Promise<Json>;
  /** Amina's change and Bilal's change (of another field), as the payloads their screens send. */
  first: (loaded: Json) => Json;
  second: (loaded: Json) => Json;
  /** Reads the two fields back: [Amina's applied, Bilal's applied]. */
  applied: (record: Json) => [boolean, boolean];
  /** The record inside a 409's `current` (the levels table answers the table). */
  versionOf?: (current: Json) => number;
}

let postId = 0;
let userId = 0;
let circleId = 0;
let goalId = 0;
let targetStaffId = 0;

const getVia = (handler: Handler, path: () => string, params: () => Record<string, string>) => async () => {
  const answer = await send('amina', handler, 'GET', path(), params());
  expect(answer.status).toBe(200);
  return answer.body as Json;
};

const CASES: Case[] = [
  {
    name: 'blog post',
    handler: blogPostById,
    path: () => API.blogPostById.path(postId),
    params: () => ({ id: String(postId) }),
    method: 'PUT',
    load: getVia(
      blogPostById,
      () => API.blogPostById.path(postId),
      () => ({ id: String(postId) }),
    ),
    first: (p) => ({ ...validPost(), title: 'Amina’s title', excerpt: p.excerpt }),
    second: (p) => ({ ...validPost(), title: p.title, excerpt: 'Bilal’s excerpt' }),
    applied: (p) => [p.title === 'Amina’s title', p.excerpt === 'Bilal’s excerpt'],
  },
  {
    name: 'daily verse',
    handler: adminVerses,
    path: () => API.adminVerses.path(1),
    params: () => ({ id: '1' }),
    method: 'PUT',
    load: getVia(
      adminVerses,
      () => API.adminVerses.path(1),
      () => ({ id: '1' }),
    ),
    first: (v) => ({
      ...without(v, 'id', 'arabicDiffers', 'updatedAt', 'version'),
      translation: 'Amina’s translation',
    }),
    second: (v) => ({ ...without(v, 'id', 'arabicDiffers', 'updatedAt', 'version'), isWidgetPriority: true }),
    applied: (v) => [v.translation === 'Amina’s translation', v.isWidgetPriority === true],
  },
  {
    name: 'thawab task',
    handler: adminThawabs,
    path: () => API.adminThawabs.path(1),
    params: () => ({ id: '1' }),
    method: 'PUT',
    load: getVia(
      adminThawabs,
      () => API.adminThawabs.path(1),
      () => ({ id: '1' }),
    ),
    first: (t) => ({ ...without(t, 'id', 'version'), name: 'Amina’s deed' }),
    second: (t) => ({ ...without(t, 'id', 'version'), xpValue: 777 }),
    applied: (t) => [t.name === 'Amina’s deed', t.xpValue === 777],
  },
  {
    name: 'badge',
    handler: adminBadges,
    path: () => API.adminBadges.path(1),
    params: () => ({ id: '1' }),
    method: 'PUT',
    load: getVia(
      adminBadges,
      () => API.adminBadges.path(1),
      () => ({ id: '1' }),
    ),
    first: (b) => ({ ...without(b, 'id', 'earnedByCount', 'version'), name: 'Amina’s badge' }),
    second: (b) => ({ ...without(b, 'id', 'earnedByCount', 'version'), requiredCount: 999 }),
    applied: (b) => [b.name === 'Amina’s badge', b.requiredCount === 999],
  },
  {
    name: 'quiz question',
    handler: adminQuestions,
    path: () => API.adminQuizQuestions.path(1),
    params: () => ({ id: '1' }),
    method: 'PUT',
    load: getVia(
      adminQuestions,
      () => API.adminQuizQuestions.path(1),
      () => ({ id: '1' }),
    ),
    first: (q) => ({ ...without(q, 'id', 'code', 'usageCount', 'version'), question: 'Amina’s question?' }),
    second: (q) => ({
      ...without(q, 'id', 'code', 'usageCount', 'version'),
      options: q.options.map((o: Json, i: number) => (i === 0 ? { ...o, text: 'Bilal’s option' } : o)),
    }),
    applied: (q) => [q.question === 'Amina’s question?', q.options[0].text === 'Bilal’s option'],
  },
  {
    name: 'quiz level table',
    handler: adminLevels,
    path: () => API.adminQuizLevels,
    params: () => ({}),
    method: 'PUT',
    load: getVia(
      adminLevels,
      () => API.adminQuizLevels,
      () => ({}),
    ),
    first: (t) => ({ levels: levelsWith(t, 0, 'Amina’s first level') }),
    second: (t) => ({ levels: levelsWith(t, 1, 'Bilal’s second level') }),
    applied: (t) => [
      t.levels[0].description === 'Amina’s first level',
      t.levels[1].description === 'Bilal’s second level',
    ],
  },
  {
    name: 'app user',
    handler: adminUser,
    path: () => API.adminUser.path(userId),
    params: () => ({ id: String(userId) }),
    method: 'PUT',
    load: async () =>
      (
        await getVia(
          adminUser,
          () => API.adminUser.path(userId),
          () => ({ id: String(userId) }),
        )()
      ).user,
    first: (u) => ({ ...userPayload(u), name: 'Amina’s spelling' }),
    second: (u) => ({ ...userPayload(u), location: 'Bilal’s city' }),
    applied: (u) => [u.name === 'Amina’s spelling', u.location === 'Bilal’s city'],
  },
  {
    name: 'circle',
    handler: adminCircle,
    path: () => API.adminCircle.path(circleId),
    params: () => ({ id: String(circleId) }),
    method: 'PATCH',
    load: async () =>
      (
        await getVia(
          adminCircle,
          () => API.adminCircle.path(circleId),
          () => ({ id: String(circleId) }),
        )()
      ).circle,
    // A circle's one editable field is its visibility: both ask for a different one.
    first: () => ({ visibility: 'private' }),
    second: () => ({ visibility: 'public' }),
    applied: (c) => [c.visibility === 'private', false],
  },
  {
    name: 'circle goal',
    handler: adminCircleGoal,
    path: () => API.adminCircleGoal.path(circleId, goalId),
    params: () => ({ id: String(circleId), goalId: String(goalId) }),
    method: 'PUT',
    load: async () => {
      const detail = await getVia(
        adminCircle,
        () => API.adminCircle.path(circleId),
        () => ({ id: String(circleId) }),
      )();
      return detail.goals.find((g: Json) => g.id === goalId);
    },
    first: (g) => ({
      title: 'Amina’s goal',
      description: g.description,
      targetCount: g.targetCount,
      currentCount: g.currentCount,
    }),
    second: (g) => ({ title: g.title, description: g.description, targetCount: g.targetCount, currentCount: 7 }),
    applied: (g) => [g.title === 'Amina’s goal', g.currentCount === 7],
  },
  {
    name: 'staff account',
    handler: adminStaffMember,
    path: () => API.adminStaffMember.path(targetStaffId),
    params: () => ({ id: String(targetStaffId) }),
    method: 'PATCH',
    load: getVia(
      adminStaffMember,
      () => API.adminStaffMember.path(targetStaffId),
      () => ({ id: String(targetStaffId) }),
    ),
    first: () => ({ displayName: 'Amina’s name for them' }),
    second: () => ({ role: 'Moderator' }),
    applied: (s) => [s.displayName === 'Amina’s name for them', s.role === 'Moderator'],
  },
];

function levelsWith(table: Json, index: number, description: string) {
  return table.levels.map((l: Json, i: number) => ({
    name: l.name,
    minScore: l.minScore,
    description: i === index ? description : l.description,
  }));
}

function userPayload(u: Json) {
  return {
    name: u.name,
    email: u.email,
    location: u.location,
    level: u.level,
    streak: u.streak,
    score: u.score,
    status: u.status,
  };
}

describe('records carry versions', () => {
  beforeAll(async () => {
    const created = await send('amina', blogPosts, 'POST', API.blogPosts, {}, validPost());
    expect(created.status).toBe(201);
    postId = created.body.id;
    userId = (
      await one<{ id: number }>(
        sql`INSERT INTO users (name, age, location, email) VALUES ('Yusuf', 30, 'Leeds', 'yusuf@example.com') RETURNING id`,
      )
    ).id;
    circleId = (
      await one<{ id: number }>(
        sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Fajr Friends', 'Early risers', 'public', ${userId}) RETURNING id`,
      )
    ).id;
    await db.execute(
      sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${circleId}, ${userId}, 'Creator')`,
    );
    goalId = (
      await one<{ id: number }>(
        sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${circleId}, 'Read Al-Kahf', 30) RETURNING id`,
      )
    ).id;
    targetStaffId = (await createStaff('target', 'Content Editor')).id;
    await db.execute(sql`UPDATE verses SET is_widget_priority = false WHERE id = 1`);
  });

  for (const c of CASES) {
    describe(c.name, () => {
      it('a save from an older version answers 409 with the current record and who changed it; its change is not applied', async () => {
        const loaded = await c.load();
        expect(loaded.version).toEqual(expect.any(Number));
        const first = await send('amina', c.handler, c.method, c.path(), c.params(), {
          ...c.first(loaded),
          version: loaded.version,
        });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const second = await send('bilal', c.handler, c.method, c.path(), c.params(), {
          ...c.second(loaded),
          version: loaded.version,
        });
        expect(second.status, JSON.stringify(second.body)).toBe(409);
        expect(second.body.conflict).toBe('version');
        expect(second.body.current.version).toBe(loaded.version + 1);
        expect(c.applied(second.body.current)).toEqual([true, false]);
        expect(second.body.changedBy).toEqual({ username: 'amina', displayName: 'Super Admin amina' });
        expect(Date.now() - Date.parse(second.body.changedAt)).toBeLessThan(60_000);
        expect(second.body.error).toMatch(
          /^Super Admin amina \(amina\) changed this .+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
        );
        expect(c.applied(await c.load())).toEqual([true, false]);
      });

      it('a save with the current version works, and a save without a version is refused', async () => {
        const loaded = await c.load();
        const missing = await send('bilal', c.handler, c.method, c.path(), c.params(), c.second(loaded));
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({
          error: VERSION_REQUIRED,
          issues: [{ path: 'version', message: VERSION_REQUIRED }],
        });
        const wrongType = await send('bilal', c.handler, c.method, c.path(), c.params(), {
          ...c.second(loaded),
          version: String(loaded.version),
        });
        expect(wrongType.status).toBe(400);
        const saved = await send('bilal', c.handler, c.method, c.path(), c.params(), {
          ...c.second(loaded),
          version: loaded.version,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const now = await c.load();
        expect(now.version).toBe(loaded.version + 1);
        if (c.name !== 'circle') expect(c.applied(now)).toEqual([true, true]);
        else expect(now.visibility).toBe('public');
      });
    });
  }

  it('an unknown record is still 404, whatever version is sent', async () => {
    const answer = await send(
      'amina',
      adminBadges,
      'PUT',
      API.adminBadges.path(999_999),
      { id: '999999' },
      { ...without(await CASES[3]!.load(), 'id', 'earnedByCount'), version: 1 },
    );
    expect(answer.status).toBe(404);
    const goal = await send(
      'amina',
      adminCircleGoal,
      'PUT',
      API.adminCircleGoal.path(circleId + 1000, goalId),
      { id: String(circleId + 1000), goalId: String(goalId) },
      { title: 'x', targetCount: 1, currentCount: 0, version: 1 },
    );
    expect(goal.status, 'a goal under another circle').toBe(404);
  });
});

describe('writes that are not edits', () => {
  it('a stale delete answers 409 and deletes nothing; the current version deletes', async () => {
    const created = await send(
      'amina',
      blogPosts,
      'POST',
      API.blogPosts,
      {},
      validPost({ slug: 'to-delete', title: 'To delete' }),
    );
    const id = created.body.id as number;
    const edited = await send(
      'amina',
      blogPostById,
      'PUT',
      API.blogPostById.path(id),
      { id: String(id) },
      { ...validPost({ slug: 'to-delete', title: 'Edited first' }), version: created.body.version },
    );
    expect(edited.status).toBe(200);
    const stale = await send(
      'bilal',
      blogPostById,
      'DELETE',
      API.blogPostById.path(id),
      { id: String(id) },
      { version: created.body.version },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.title).toBe('Edited first');
    expect((await send('bilal', blogPostById, 'GET', API.blogPostById.path(id), { id: String(id) })).status).toBe(200);
    expect(
      (await send('bilal', blogPostById, 'DELETE', API.blogPostById.path(id), { id: String(id) })).status,
      'no version',
    ).toBe(400);
    const fresh = await send(
      'bilal',
      blogPostById,
      'DELETE',
      API.blogPostById.path(id),
      { id: String(id) },
      { version: edited.body.version },
    );
    expect(fresh.status).toBe(200);
  });

  it('stale deletes of content, users, circles and goals are refused too', async () => {
    const verse = await send('amina', adminVerses, 'GET', API.adminVerses.path(2), { id: '2' });
    await send(
      'amina',
      adminVerses,
      'PUT',
      API.adminVerses.path(2),
      { id: '2' },
      {
        ...without(verse.body, 'id', 'arabicDiffers', 'updatedAt'),
        translation: 'Changed',
        version: verse.body.version,
      },
    );
    expect(
      (
        await send(
          'bilal',
          adminVerses,
          'DELETE',
          API.adminVerses.path(2),
          { id: '2' },
          { version: verse.body.version },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await send(
          'bilal',
          adminVerses,
          'DELETE',
          API.adminVerses.path(2),
          { id: '2' },
          { version: verse.body.version + 1 },
        )
      ).status,
    ).toBe(200);

    const detail = (await send('amina', adminCircle, 'GET', API.adminCircle.path(circleId), { id: String(circleId) }))
      .body;
    const goal = detail.goals[0];
    expect(
      (
        await send(
          'bilal',
          adminCircleGoal,
          'DELETE',
          API.adminCircleGoal.path(circleId, goal.id),
          { id: String(circleId), goalId: String(goal.id) },
          { version: goal.version - 1 },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await send(
          'bilal',
          adminCircle,
          'DELETE',
          API.adminCircle.path(circleId),
          { id: String(circleId) },
          { version: detail.circle.version - 1 },
        )
      ).status,
    ).toBe(409);
    const user = (await send('amina', adminUser, 'GET', API.adminUser.path(userId), { id: String(userId) })).body.user;
    expect(
      (
        await send(
          'bilal',
          adminUser,
          'DELETE',
          API.adminUser.path(userId),
          { id: String(userId) },
          { version: user.version - 1 },
        )
      ).status,
    ).toBe(409);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE id = ${userId}`)).n).toBe(1);
  });

  it('toggle, streak reset and password reset carry the version; each makes a new one', async () => {
    const thawab = (await send('amina', adminThawabs, 'GET', API.adminThawabs.path(3), { id: '3' })).body;
    const toggled = await send(
      'amina',
      adminThawabs,
      'PATCH',
      API.adminThawabs.path(3),
      { id: '3' },
      { isActive: !thawab.isActive, version: thawab.version },
    );
    expect(toggled.body.version).toBe(thawab.version + 1);
    const staleToggle = await send(
      'bilal',
      adminThawabs,
      'PATCH',
      API.adminThawabs.path(3),
      { id: '3' },
      { isActive: thawab.isActive, version: thawab.version },
    );
    expect(staleToggle.status).toBe(409);
    expect(staleToggle.body.current.isActive).toBe(!thawab.isActive);

    const user = (await send('amina', adminUser, 'GET', API.adminUser.path(userId), { id: String(userId) })).body.user;
    await db.execute(sql`UPDATE users SET streak = 12 WHERE id = ${userId}`);
    const reset = await send(
      'amina',
      adminUserStreak,
      'POST',
      API.adminUserStreakReset.path(userId),
      { id: String(userId) },
      { version: user.version },
    );
    expect(reset.body).toEqual({ id: userId, streak: 0, version: user.version + 1 });
    const staleEdit = await send(
      'bilal',
      adminUser,
      'PUT',
      API.adminUser.path(userId),
      { id: String(userId) },
      { ...userPayload(user), version: user.version },
    );
    expect(staleEdit.status, 'an edit loaded before the streak reset').toBe(409);
    expect(staleEdit.body.current.streak).toBe(0);

    const target = (
      await send('amina', adminStaffMember, 'GET', API.adminStaffMember.path(targetStaffId), {
        id: String(targetStaffId),
      })
    ).body;
    const resetPassword = await send(
      'amina',
      adminStaffResetPassword,
      'POST',
      API.adminStaffResetPassword.path(targetStaffId),
      { id: String(targetStaffId) },
      { version: target.version },
    );
    expect(resetPassword.status).toBe(200);
    expect(resetPassword.body.staff.version).toBe(target.version + 1);
    const staleRole = await send(
      'bilal',
      adminStaffMember,
      'PATCH',
      API.adminStaffMember.path(targetStaffId),
      { id: String(targetStaffId) },
      { disabled: true, version: target.version },
    );
    expect(staleRole.status, 'a disable loaded before the password reset').toBe(409);
    expect(staleRole.body.current.disabled).toBe(false);
  });

  it('the publishing scheduler makes a new version, so an editor who loaded the post before is told', async () => {
    const created = await send(
      'amina',
      blogPosts,
      'POST',
      API.blogPosts,
      {},
      validPost({
        slug: 'scheduled-one',
        status: 'scheduled',
        publishDate: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(
      (
        await publishScheduled(
          new Request('http://localhost/.netlify/functions/scheduled-publish-posts', { method: 'POST' }),
          context(),
        )
      ).status,
    ).toBe(200);
    const stale = await send(
      'amina',
      blogPostById,
      'PUT',
      API.blogPostById.path(created.body.id),
      { id: String(created.body.id) },
      { ...validPost({ slug: 'scheduled-one', status: 'scheduled' }), version: created.body.version },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.status).toBe('published');
    expect(stale.body.changedBy).toEqual({ username: 'scheduler', displayName: null });
  });

  it('two saves of the same version at once: exactly one lands', async () => {
    const loaded = (await send('amina', adminBadges, 'GET', API.adminBadges.path(2), { id: '2' })).body;
    const payload = without(loaded, 'id', 'earnedByCount');
    const answers = await Promise.all([
      send(
        'amina',
        adminBadges,
        'PUT',
        API.adminBadges.path(2),
        { id: '2' },
        { ...payload, name: 'From Amina', version: loaded.version },
      ),
      send(
        'bilal',
        adminBadges,
        'PUT',
        API.adminBadges.path(2),
        { id: '2' },
        { ...payload, name: 'From Bilal', version: loaded.version },
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.name;
    expect((await send('amina', adminBadges, 'GET', API.adminBadges.path(2), { id: '2' })).body.name).toBe(winner);
  });
});
