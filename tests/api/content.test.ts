// Content endpoints (decision 0014): every staff endpoint × every role and signed out, validation per
// field, the one-verse-per-date 409, audit rows, the verified Quran lookup, seeding, and the public
// read API's answers, validation and cache headers.
import { NUL_BYTE_MESSAGE } from '../../src/lib/schemas/common.ts';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminVerses, { config as versesConfig } from '../../functions/admin-verses.mts';
import adminThawabs, { config as thawabsConfig } from '../../functions/admin-thawabs.mts';
import adminBadges, { config as badgesConfig } from '../../functions/admin-badges.mts';
import adminQuestions, { config as questionsConfig } from '../../functions/admin-quiz-questions.mts';
import adminLevels, { config as levelsConfig } from '../../functions/admin-quiz-levels.mts';
import adminAnalytics, { config as analyticsConfig } from '../../functions/admin-quiz-analytics.mts';
import adminQuran, { config as quranConfig } from '../../functions/admin-quran.mts';
import appVerse, { config as appVerseConfig } from '../../functions/app-verse-of-the-day.mts';
import appThawabs, { config as appThawabsConfig } from '../../functions/app-thawabs.mts';
import appBadges, { config as appBadgesConfig } from '../../functions/app-badges.mts';
import appLevels, { config as appLevelsConfig } from '../../functions/app-levels.mts';
import { API } from '../../src/lib/routes.ts';
import { QURAN_ATTRIBUTION } from '../../src/lib/content/quran-source.ts';
import { addDays, todayIso } from '../../src/lib/dates.ts';
import { seedContent, SEED_SCHEDULE_DAYS } from '../../src/server/content/seed.ts';
import { SEED_VERSES } from '../../src/server/content/seed-verses.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const cookies = {} as Record<StaffRole, string>;
const TABLES = [
  'verses',
  'thawab_tasks',
  'badges',
  'quiz_questions',
  'spiritual_levels',
  'audit_log',
  'quiz_completions',
  'users',
];

const get = (handler: typeof appVerse, path: string, cookie?: string, params: Record<string, string> = {}) =>
  call(handler, staffRequest('GET', path, { cookie }), context(params));
const send = (
  handler: typeof appVerse,
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
  params: Record<string, string> = {},
) => call(handler, staffRequest(method, path, { cookie, body }), context(params));

async function auditCount(action: string): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

beforeAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  await seedContent(db);
});

afterAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  await closeDb();
});

describe('function paths match src/lib/routes.ts', () => {
  it('uses the routes module paths', () => {
    expect(versesConfig.path).toEqual(API.adminVerses.pattern);
    expect(thawabsConfig.path).toEqual(API.adminThawabs.pattern);
    expect(badgesConfig.path).toEqual(API.adminBadges.pattern);
    expect(questionsConfig.path).toEqual(API.adminQuizQuestions.pattern);
    expect([levelsConfig.path, analyticsConfig.path, quranConfig.path]).toEqual([
      API.adminQuizLevels,
      API.adminQuizAnalytics,
      API.adminQuran,
    ]);
    expect([appVerseConfig.path, appThawabsConfig.path, appBadgesConfig.path, appLevelsConfig.path]).toEqual([
      API.appVerseOfTheDay,
      API.appThawabs,
      API.appBadges,
      API.appLevels,
    ]);
  });
});

describe('seeding', () => {
  it('fills empty tables with the documented sample content, and only once', async () => {
    const list = await get(adminVerses, `${API.adminVerses.path()}?pageSize=200`, cookies['Super Admin']);
    expect(list.body.total).toBe(SEED_VERSES.length);
    expect(list.body.total).toBeGreaterThanOrEqual(60);
    const scheduled = await get(
      adminVerses,
      `${API.adminVerses.path()}?from=${todayIso()}&to=${addDays(todayIso(), SEED_SCHEDULE_DAYS - 1)}`,
      cookies['Super Admin'],
    );
    expect(scheduled.body.items).toHaveLength(SEED_SCHEDULE_DAYS);
    const tags = new Set(list.body.items.flatMap((v: { tags: string[] }) => v.tags));
    expect(tags.size).toBe(8);
    expect(list.body.items.every((v: { arabicDiffers: boolean }) => !v.arabicDiffers)).toBe(true);
    const thawabs = await get(adminThawabs, `${API.adminThawabs.path()}?pageSize=200`, cookies['Super Admin']);
    expect(thawabs.body.total).toBe(30);
    expect(new Set(thawabs.body.items.map((t: { category: string }) => t.category)).size).toBe(7);
    const badges = await get(adminBadges, API.adminBadges.path(), cookies['Super Admin']);
    expect(badges.body.items.map((b: { name: string }) => b.name)).toContain('Consistent Worship');
    expect(badges.body.total).toBe(12);
    const levels = await get(adminLevels, API.adminQuizLevels, cookies['Super Admin']);
    expect(levels.body.levels.map((l: { name: string; minScore: number }) => `${l.name} ${l.minScore}`)).toEqual([
      'Waking Soul 0',
      'Seeking Soul 15',
      'Awakening Mind 30',
      'Growing Spirit 45',
      'Steady Journeyer 60',
      'Tranquil Heart 75',
      'Sincere Seeker 85',
      'Barakah Builder 90',
      'Luminous Soul 95',
    ]);
    const bank =
      JSON.parse(readFileSync('src/content/quiz/knowledge.json', 'utf8')).length +
      JSON.parse(readFileSync('src/content/quiz/self-assessment.json', 'utf8')).length;
    const questions = await get(adminQuestions, API.adminQuizQuestions.path(), cookies['Super Admin']);
    expect(questions.body.total).toBe(bank);
    expect(await seedContent(db)).toEqual([]);
  });
});

const validVerse = (overrides: Record<string, unknown> = {}) => ({
  surah: 94,
  ayahNumber: '5-6',
  arabic: 'x',
  translation: 'With hardship comes ease.',
  tags: ['Hope'],
  scheduledDate: null,
  isWidgetPriority: false,
  ...overrides,
});
const validThawab = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test deed',
  description: 'A deed for tests',
  category: 'Prayer',
  xpValue: 20,
  icon: '🕌',
  schedulingType: 'daily',
  schedulingValue: 'everyday',
  difficultyLevel: 'easy',
  minLevel: 'Waking Soul',
  isActive: true,
  ...overrides,
});
const validBadge = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test badge',
  description: 'For tests',
  icon: '🏆',
  colorClass: 'Amber',
  requiredCount: 5,
  requiredDays: 0,
  category: 'Prayer',
  difficulty: 'easy',
  kind: 'count',
  theme: null,
  isActive: true,
  ...overrides,
});
const validQuestion = (overrides: Record<string, unknown> = {}) => ({
  quiz: 'knowledge',
  question: 'Which surah is called the Opening?',
  options: [
    { text: 'Al-Fatihah', points: 6 },
    { text: 'Al-Ikhlas', points: 0 },
    { text: 'An-Nas', points: 0 },
    { text: 'Al-Falaq', points: 0 },
  ],
  difficulty: 'moderate',
  category: 'Quran',
  ...overrides,
});

const RESOURCES = [
  {
    name: 'verses',
    table: 'verses',
    handler: adminVerses,
    list: API.adminVerses.path(),
    item: API.adminVerses.path,
    valid: validVerse,
  },
  {
    name: 'thawabs',
    table: 'thawab_tasks',
    handler: adminThawabs,
    list: API.adminThawabs.path(),
    item: API.adminThawabs.path,
    valid: validThawab,
  },
  {
    name: 'badges',
    table: 'badges',
    handler: adminBadges,
    list: API.adminBadges.path(),
    item: API.adminBadges.path,
    valid: validBadge,
  },
  {
    name: 'quiz questions',
    table: 'quiz_questions',
    handler: adminQuestions,
    list: API.adminQuizQuestions.path(),
    item: API.adminQuizQuestions.path,
    valid: validQuestion,
  },
] as const;

describe.each(RESOURCES)('staff $name endpoints × roles', ({ table, handler, list, item, valid }) => {
  it('signed out gets 401 and a Moderator 403 on every method', async () => {
    for (const cookie of [undefined, cookies.Moderator]) {
      const expected = cookie ? 403 : 401;
      expect((await get(handler, list, cookie)).status).toBe(expected);
      expect((await get(handler, item(1), cookie, { id: '1' })).status).toBe(expected);
      expect((await send(handler, 'POST', list, valid(), cookie)).status).toBe(expected);
      expect((await send(handler, 'PUT', item(1), valid(), cookie, { id: '1' })).status).toBe(expected);
      expect((await call(handler, staffRequest('DELETE', item(1), { cookie }), context({ id: '1' }))).status).toBe(
        expected,
      );
    }
  });

  it.each(['Super Admin', 'Content Editor'] as const)(
    '%s can create, read, edit and delete, each write audited',
    async (role) => {
      const cookie = cookies[role];
      const created = await send(handler, 'POST', list, valid(), cookie);
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const id = String(created.body.id);
      expect((await get(handler, item(created.body.id), cookie, { id })).body.id).toBe(created.body.id);
      const edited = await send(
        handler,
        'PUT',
        item(created.body.id),
        { ...valid(), version: created.body.version },
        cookie,
        { id },
      );
      expect(edited.status).toBe(200);
      expect(edited.body.version).toBe(created.body.version + 1);
      const removed = await call(
        handler,
        staffRequest('DELETE', item(created.body.id), { cookie, body: { version: await versionOf(table, id) } }),
        context({ id }),
      );
      expect(removed.body).toEqual({ deleted: true, id: created.body.id });
      expect((await get(handler, item(created.body.id), cookie, { id })).status).toBe(404);
      const audit = (await db.execute(
        sql`SELECT action FROM audit_log WHERE entity_id = ${id} ORDER BY id`,
      )) as unknown as { rows: { action: string }[] };
      expect(audit.rows.map((r) => r.action.split('.')[1])).toEqual(
        expect.arrayContaining(['created', 'updated', 'deleted']),
      );
    },
  );

  it('rejects unknown keys, bad JSON, cross-origin writes and bad list parameters', async () => {
    const cookie = cookies['Content Editor'];
    expect((await send(handler, 'POST', list, { ...valid(), extra: 1 }, cookie)).status).toBe(400);
    expect((await send(handler, 'POST', list, '{bad', cookie)).status).toBe(400);
    expect(
      (await call(handler, staffRequest('POST', list, { cookie, body: valid(), origin: 'https://evil.example' })))
        .status,
    ).toBe(403);
    expect((await get(handler, `${list}?page=0`, cookie)).status).toBe(400);
    expect((await get(handler, `${list}?pageSize=201`, cookie)).status).toBe(400);
    expect((await send(handler, 'PUT', list, valid(), cookie)).status).toBe(405);
  });
});

describe('validation messages per field', () => {
  const cookie = () => cookies['Content Editor'];
  it.each([
    [{ surah: 0 }, 'surah', 'Surah must be a whole number from 1 to 114'],
    [{ surah: 115 }, 'surah', 'Surah must be a whole number from 1 to 114'],
    [{ surah: 1.5 }, 'surah', 'Surah must be a whole number from 1 to 114'],
    [{ surah: 1, ayahNumber: '8' }, 'ayahNumber', 'Surah 1 (Al-Fatihah) has 7 ayahs'],
    [{ ayahNumber: '6-5' }, 'ayahNumber', 'The range must go from the lower ayah to the higher one'],
    [{ ayahNumber: 'five' }, 'ayahNumber', 'Ayah must be a number like 5 or a range like 5-6'],
    [{ arabic: '  ' }, 'arabic', 'Arabic text is required'],
    [{ translation: '' }, 'translation', 'Translation is required'],
    [{ translation: 'a\u0000b' }, 'translation', NUL_BYTE_MESSAGE],
    [
      { tags: ['Joy'] },
      'tags.0',
      'Tags must be among Hope, Patience, Gratitude, Faith, Strength, Worship, Compassion, Forgiveness',
    ],
    [{ scheduledDate: '2026-02-30' }, 'scheduledDate', 'Date must be a real date as YYYY-MM-DD'],
    [{ isWidgetPriority: 'yes' }, 'isWidgetPriority', 'Widget priority must be true or false'],
  ])('verse %j → %s', async (overrides, path, message) => {
    const response = await send(adminVerses, 'POST', API.adminVerses.path(), validVerse(overrides), cookie());
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it.each([
    [{ xpValue: 0 }, 'xpValue', 'XP must be a whole number from 1 to 1000'],
    [{ xpValue: 1001 }, 'xpValue', 'XP must be a whole number from 1 to 1000'],
    [{ xpValue: null }, 'xpValue', 'XP must be a whole number from 1 to 1000'],
    [{ xpValue: '20' }, 'xpValue', 'XP must be a whole number from 1 to 1000'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [
      { category: 'Sport' },
      'category',
      'Category must be one of Prayer, Study, Dhikr, Fasting, Giving, Character, Community',
    ],
    [{ difficultyLevel: 'extreme' }, 'difficultyLevel', 'Difficulty must be one of easy, moderate, hard'],
    [{ icon: '' }, 'icon', 'Icon is required'],
    [{ minLevel: '' }, 'minLevel', 'Min level is required'],
    [
      { schedulingType: 'yearly' },
      'schedulingType',
      'Scheduling type must be one of daily, weekly, monthly, specific-date',
    ],
    [
      { schedulingType: 'weekly', schedulingValue: 'funday' },
      'schedulingValue',
      '"funday" is not a weekday (use monday … sunday)',
    ],
    [
      { schedulingType: 'monthly', schedulingValue: '32' },
      'schedulingValue',
      'A monthly task needs a day of the month from 1 to 31',
    ],
    [
      { schedulingType: 'specific-date', schedulingValue: '2026-13-01' },
      'schedulingValue',
      'A specific-date task needs a real date as YYYY-MM-DD',
    ],
    [{ isActive: 1 }, 'isActive', 'Status must be true or false'],
    [{ minLevel: 'Grandmaster' }, 'minLevel', 'Min level must be one of the spiritual levels; "Grandmaster" is not'],
  ])('thawab %j → %s', async (overrides, path, message) => {
    const response = await send(adminThawabs, 'POST', API.adminThawabs.path(), validThawab(overrides), cookie());
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it.each([
    [{ requiredCount: 0 }, 'requiredCount', 'Required count must be a whole number of at least 1'],
    [{ requiredDays: -1 }, 'requiredDays', 'Required days must be a whole number of at least 0'],
    [{ kind: 'theme', theme: null }, 'theme', 'A theme badge needs a theme'],
    [
      { colorClass: 'Black' },
      'colorClass',
      'Colour must be one of Amber, Blue, Emerald, Indigo, Purple, Cyan, Yellow, Red, Pink',
    ],
  ])('badge %j → %s', async (overrides, path, message) => {
    const response = await send(adminBadges, 'POST', API.adminBadges.path(), validBadge(overrides), cookie());
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it('badge: Earned By is counted from the app, not accepted from staff (unknown key → 400)', async () => {
    const response = await send(
      adminBadges,
      'POST',
      API.adminBadges.path(),
      validBadge({ earnedByCount: 5 }),
      cookie(),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it.each([
    [{ options: [] }, 'options', 'A question has exactly four options'],
    [
      {
        options: [
          { text: 'a', points: 7 },
          { text: 'b', points: 0 },
          { text: 'c', points: 0 },
          { text: 'd', points: 0 },
        ],
      },
      'options.0.points',
      'Points must be a whole number from 0 to 6',
    ],
    [
      { category: 'Sport' },
      'category',
      'Category must be one of Prayer, Quran, Character, Dhikr, Faith, Charity, Knowledge, Community',
    ],
    [{ question: '' }, 'question', 'Question is required'],
  ])('question %j → %s', async (overrides, path, message) => {
    const response = await send(
      adminQuestions,
      'POST',
      API.adminQuizQuestions.path(),
      validQuestion(overrides),
      cookie(),
    );
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it('never stores NaN: a non-number XP is refused', async () => {
    const response = await send(
      adminThawabs,
      'POST',
      API.adminThawabs.path(),
      '{"name":"a","description":"b","category":"Prayer","xpValue":NaN}',
      cookie(),
    );
    expect(response.status).toBe(400);
  });
});

describe('verses: verified text, schedule clash, search and calendar', () => {
  it('the Quran lookup fills Arabic from quran-json and English from the QuranEnc file, for staff with content permission only', async () => {
    const ok = await get(adminQuran, `${API.adminQuran}?surah=2&ayah=255`, cookies['Content Editor']);
    expect(ok.status).toBe(200);
    expect(ok.body.surahNameEnglish).toBe('Al-Baqarah');
    expect(ok.body.translation).toMatch(/^Allāh - there is no deity except Him, the Ever-Living/);
    expect(ok.body.arabic).toMatch(/^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\s]{300,}$/);
    expect(ok.body.attribution).toBe(QURAN_ATTRIBUTION);
    expect((await get(adminQuran, `${API.adminQuran}?surah=2&ayah=287`, cookies['Content Editor'])).body.error).toBe(
      'Surah 2 (Al-Baqarah) has 286 ayahs',
    );
    expect((await get(adminQuran, `${API.adminQuran}?surah=abc&ayah=1`, cookies['Content Editor'])).status).toBe(400);
    expect((await get(adminQuran, `${API.adminQuran}?surah=1&ayah=1`, cookies.Moderator)).status).toBe(403);
    expect((await get(adminQuran, `${API.adminQuran}?surah=1&ayah=1`)).status).toBe(401);
  });

  it('marks a verse whose Arabic differs from the verified text', async () => {
    const created = await send(
      adminVerses,
      'POST',
      API.adminVerses.path(),
      validVerse({ arabic: 'نص مختلف' }),
      cookies['Content Editor'],
    );
    expect(created.body.arabicDiffers).toBe(true);
    const lookup = await get(adminQuran, `${API.adminQuran}?surah=94&ayah=5-6`, cookies['Content Editor']);
    const fixed = await send(
      adminVerses,
      'PUT',
      API.adminVerses.path(created.body.id),
      { ...validVerse({ arabic: lookup.body.arabic }), version: created.body.version },
      cookies['Content Editor'],
      { id: String(created.body.id) },
    );
    expect(fixed.body.arabicDiffers).toBe(false);
    expect(fixed.body.ayahNumber).toBe('5-6');
  });

  it('answers 409 naming the other verse when a date is taken, on create and on edit', async () => {
    const date = '2031-03-03';
    const first = await send(
      adminVerses,
      'POST',
      API.adminVerses.path(),
      validVerse({ surah: 2, ayahNumber: '255', scheduledDate: date }),
      cookies['Content Editor'],
    );
    expect(first.status).toBe(201);
    const clash = await send(
      adminVerses,
      'POST',
      API.adminVerses.path(),
      validVerse({ scheduledDate: date }),
      cookies['Content Editor'],
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      '2031-03-03 already has a verse: Al-Baqarah 2:255. One verse per date; choose another date or unschedule that verse first.',
    );
    const other = await send(adminVerses, 'POST', API.adminVerses.path(), validVerse(), cookies['Content Editor']);
    const editClash = await send(
      adminVerses,
      'PUT',
      API.adminVerses.path(other.body.id),
      { ...validVerse({ scheduledDate: date }), version: other.body.version },
      cookies['Content Editor'],
      { id: String(other.body.id) },
    );
    expect(editClash.status).toBe(409);
    const sameVerse = await send(
      adminVerses,
      'PUT',
      API.adminVerses.path(first.body.id),
      { ...validVerse({ surah: 2, ayahNumber: '255', scheduledDate: date }), version: first.body.version },
      cookies['Content Editor'],
      { id: String(first.body.id) },
    );
    expect(sameVerse.status).toBe(200);
  });

  it('searches by surah name or number, ayah and translation, combined with the tag filter', async () => {
    const cookie = cookies['Content Editor'];
    const byName = await get(adminVerses, `${API.adminVerses.path()}?q=ikhlas`, cookie);
    expect(byName.body.items.map((v: { surah: number }) => v.surah)).toEqual([112]);
    const byText = await get(
      adminVerses,
      `${API.adminVerses.path()}?q=${encodeURIComponent('HARDSHIP')}&tag=Hope`,
      cookie,
    );
    expect(byText.body.items.length).toBeGreaterThan(0);
    expect(
      byText.body.items.every(
        (v: { tags: string[]; translation: string }) => v.tags.includes('Hope') && /hardship/i.test(v.translation),
      ),
    ).toBe(true);
    expect((await get(adminVerses, `${API.adminVerses.path()}?tag=Joy`, cookie)).status).toBe(400);
    expect((await get(adminThawabs, `${API.adminThawabs.path()}?difficulty=legendary`, cookie)).status).toBe(400);
    expect(
      (await get(adminVerses, `${API.adminVerses.path()}?q=${encodeURIComponent('100%')}`, cookie)).body.total,
    ).toBe(0);
    expect((await get(adminVerses, `${API.adminVerses.path()}?from=2031-03-01&to=2031-01-01`, cookie)).status).toBe(
      400,
    );
  });
});

describe('thawab and badge status toggles', () => {
  it('PATCH isActive toggles and is audited; others are refused', async () => {
    const [task] = (
      await get(
        adminThawabs,
        `${API.adminThawabs.path()}?q=${encodeURIComponent('Fajr on time')}`,
        cookies['Content Editor'],
      )
    ).body.items;
    const id = String(task.id);
    const before = await auditCount('thawab.deactivated');
    const off = await send(
      adminThawabs,
      'PATCH',
      API.adminThawabs.path(task.id),
      { isActive: false, version: task.version },
      cookies['Content Editor'],
      { id },
    );
    expect(off.body.isActive).toBe(false);
    expect(await auditCount('thawab.deactivated')).toBe(before + 1);
    expect(
      (await send(adminThawabs, 'PATCH', API.adminThawabs.path(task.id), { isActive: true }, cookies.Moderator, { id }))
        .status,
    ).toBe(403);
    expect((await send(adminThawabs, 'PATCH', API.adminThawabs.path(task.id), { isActive: true })).status).toBe(401);
    expect(
      (
        await send(
          adminThawabs,
          'PATCH',
          API.adminThawabs.path(task.id),
          { isActive: 'no', version: off.body.version },
          cookies['Content Editor'],
          { id },
        )
      ).status,
    ).toBe(400);
    const due = await get(appThawabs, `${API.appThawabs}?date=${todayIso()}`);
    expect(due.body.tasks.map((t: { id: number }) => t.id)).not.toContain(task.id);
    await send(
      adminThawabs,
      'PATCH',
      API.adminThawabs.path(task.id),
      { isActive: true, version: off.body.version },
      cookies['Content Editor'],
      { id },
    );
    const dueAgain = await get(appThawabs, `${API.appThawabs}?date=${todayIso()}`);
    expect(dueAgain.body.tasks.map((t: { id: number }) => t.id)).toContain(task.id);
    const [badge] = (await get(adminBadges, API.adminBadges.path(), cookies['Super Admin'])).body.items;
    const badgeOff = await send(
      adminBadges,
      'PATCH',
      API.adminBadges.path(badge.id),
      { isActive: false, version: badge.version },
      cookies['Super Admin'],
      { id: String(badge.id) },
    );
    expect(badgeOff.body.isActive).toBe(false);
    expect((await get(appBadges, API.appBadges)).body.badges.map((b: { id: number }) => b.id)).not.toContain(badge.id);
    expect(
      (
        await send(adminVerses, 'PATCH', API.adminVerses.path(1), { isActive: false }, cookies['Super Admin'], {
          id: '1',
        })
      ).status,
    ).toBe(405);
  });

  it('filters thawabs by category and difficulty together', async () => {
    const r = await get(
      adminThawabs,
      `${API.adminThawabs.path()}?category=Fasting&difficulty=hard`,
      cookies['Content Editor'],
    );
    expect(r.body.total).toBe(2);
    expect(
      r.body.items.every(
        (t: { category: string; difficultyLevel: string }) => t.category === 'Fasting' && t.difficultyLevel === 'hard',
      ),
    ).toBe(true);
  });
});

describe('levels and analytics', () => {
  const levels = () =>
    [0, 15, 30, 45, 60, 75, 85, 90, 95].map((minScore, i) => ({
      name: `Level ${i + 1}`,
      minScore,
      description: `Description ${i + 1}`,
    }));

  it('saves a valid table, refuses duplicates and non-increasing minimums, per role', async () => {
    const bad = levels();
    bad[3]!.minScore = 30;
    bad[5]!.name = 'level 1';
    const table = await get(adminLevels, API.adminQuizLevels, cookies['Content Editor']);
    const refused = await send(
      adminLevels,
      'PUT',
      API.adminQuizLevels,
      { levels: bad, version: table.body.version },
      cookies['Content Editor'],
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'levels.3.minScore', message: "Minimum score must be higher than Level 3's (30)" },
        { path: 'levels.5.name', message: 'The name "level 1" is used twice' },
      ]),
    );
    expect((await send(adminLevels, 'PUT', API.adminQuizLevels, levels(), cookies.Moderator)).status).toBe(403);
    expect((await send(adminLevels, 'PUT', API.adminQuizLevels, levels())).status).toBe(401);
    expect((await get(adminLevels, API.adminQuizLevels, cookies.Moderator)).status).toBe(403);
    await db.execute(
      sql`INSERT INTO users (name, age, location, spiritual_level, email) VALUES ('A', 30, 'X', 'Level 2', 'a@example.com'), ('B', 31, 'Y', 'Level 2', 'b@example.com'), ('C', 32, 'Z', 'Level 9', 'c@example.com'), ('D', 33, 'W', 'Level 1', 'd@example.com')`,
    );
    const saved = await send(
      adminLevels,
      'PUT',
      API.adminQuizLevels,
      { levels: levels(), version: table.body.version },
      cookies['Content Editor'],
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(table.body.version + 1);
    expect(saved.body.levels[1]).toEqual({
      name: 'Level 2',
      minScore: 15,
      description: 'Description 2',
      translations: {},
      userCount: 2,
      percentage: 50,
    });
    expect(await auditCount('levels.updated')).toBe(1);
    const app = await get(appLevels, API.appLevels);
    expect(app.body.levels[0]).toEqual({
      key: 'Level 1',
      name: 'Level 1',
      minScore: 0,
      maxScore: 14,
      description: 'Description 1',
      fallback: [],
    });
    expect(app.body.levels[8].maxScore).toBe(100);
  });

  it('analytics counts real completions into the documented buckets', async () => {
    await db.execute(
      sql`INSERT INTO quiz_completions (quiz, score, level) VALUES ('knowledge', 5, 'x'), ('knowledge', 50, 'x'), ('self_assessment', 23, 'x')`,
    );
    const r = await get(adminAnalytics, API.adminQuizAnalytics, cookies['Content Editor']);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.completions).toBe(3);
    expect(r.body.averageScore).toBe(52);
    expect(r.body.byQuiz).toEqual([
      { quiz: 'knowledge', completions: 2, averageScore: 55 },
      { quiz: 'self_assessment', completions: 1, averageScore: 46 },
    ]);
    expect(r.body.distribution.map((b: { scoreRange: string }) => b.scoreRange)).toEqual([
      '0-10',
      '11-20',
      '21-30',
      '31-40',
      '41-50',
      '51-60',
      '61-70',
      '71-80',
      '81-90',
      '91-100',
    ]);
    expect(r.body.distribution.map((b: { count: number }) => b.count)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(r.body.difficulty.map((d: { difficulty: string }) => d.difficulty)).toEqual(['easy', 'moderate', 'hard']);
    expect((await get(adminAnalytics, API.adminQuizAnalytics, cookies.Moderator)).status).toBe(403);
    expect((await get(adminAnalytics, API.adminQuizAnalytics)).status).toBe(401);
  });
});

describe('public read API', () => {
  const expectCached = (headers: Headers) => {
    const cc = headers.get('cache-control') ?? '';
    expect(cc).toMatch(/s-maxage=(\d+)/);
    expect(Number(/s-maxage=(\d+)/.exec(cc)![1])).toBeLessThanOrEqual(300);
    expect(cc).toMatch(/stale-while-revalidate=\d+/);
    expect(headers.get('netlify-cache-tag')).toBe('app-content');
  };

  it('verse of the day: scheduled, else priority, else rotation, with names, text and attribution', async () => {
    const date = '2031-03-03';
    const scheduled = await get(appVerse, `${API.appVerseOfTheDay}?date=${date}`);
    expect(scheduled.status).toBe(200);
    expectCached(scheduled.headers);
    expect(scheduled.body).toMatchObject({
      date,
      reason: 'scheduled',
      surah: 2,
      ayah: '255',
      surahNameEnglish: 'Al-Baqarah',
      surahNameArabic: 'البقرة',
      reference: '2:255',
    });
    expect(scheduled.body.attribution).toMatch(/quran-json/);
    const unscheduled = await get(appVerse, `${API.appVerseOfTheDay}?date=2040-01-01`);
    expect(unscheduled.body.reason).toBe('priority');
    const again = await get(appVerse, `${API.appVerseOfTheDay}?date=2040-01-01`);
    expect(again.body.id).toBe(unscheduled.body.id);
    await db.execute(sql`UPDATE verses SET is_widget_priority = false`);
    expect((await get(appVerse, `${API.appVerseOfTheDay}?date=2040-01-01`)).body.reason).toBe('rotation');
  });

  it('answers 400 for bad dates and unknown parameters, 405 for writes, and works signed out', async () => {
    for (const q of ['date=2026-02-30', 'date=tomorrow', 'date=2026-1-1', 'when=2026-01-01']) {
      expect((await get(appVerse, `${API.appVerseOfTheDay}?${q}`)).status).toBe(400);
      expect((await get(appThawabs, `${API.appThawabs}?${q}`)).status).toBe(400);
    }
    expect((await get(appBadges, `${API.appBadges}?x=1`)).status).toBe(400);
    expect((await get(appLevels, `${API.appLevels}?x=1`)).status).toBe(400);
    expect((await send(appBadges, 'POST', API.appBadges, {})).status).toBe(405);
    for (const role of ['Super Admin', 'Content Editor', 'Moderator'] as const) {
      expect((await get(appBadges, API.appBadges, cookies[role])).status).toBe(200);
    }
  });

  it('thawabs due: weekly weekdays, month-day rules (31 → last day), specific dates; min level included', async () => {
    const cookie = cookies['Content Editor'];
    const mk = async (schedulingType: string, schedulingValue: string) =>
      (
        await send(
          adminThawabs,
          'POST',
          API.adminThawabs.path(),
          validThawab({
            name: `${schedulingType} ${schedulingValue}`,
            schedulingType,
            schedulingValue,
            minLevel: 'Level 2',
          }),
          cookie,
        )
      ).body.id as number; // the level table saved above
    const friday = await mk('weekly', 'Friday, monday');
    const day31 = await mk('monthly', '31');
    const once = await mk('specific-date', '2031-02-28');
    const due = async (date: string) => {
      const r = await get(appThawabs, `${API.appThawabs}?date=${date}`);
      expectCached(r.headers);
      return r.body.tasks.map((t: { id: number }) => t.id) as number[];
    };
    expect(await due('2031-02-28')).toEqual(expect.arrayContaining([friday, day31, once])); // a Friday, last day of February
    expect(await due('2031-02-27')).not.toEqual(expect.arrayContaining([friday]));
    expect(await due('2031-03-31')).toContain(day31);
    expect(await due('2031-03-30')).not.toContain(day31);
    const [task] = (await get(appThawabs, `${API.appThawabs}?date=2031-02-28`)).body.tasks.filter(
      (t: { id: number }) => t.id === friday,
    );
    expect(task).toMatchObject({ schedulingValue: 'monday,friday', minLevel: 'Level 2', minLevelScore: 15 });
    expect(task).not.toHaveProperty('isActive');
    expect(task, 'staff bookkeeping stays out of the app API').not.toHaveProperty('version');
  });

  it('badges and levels answer the catalogue with cache headers', async () => {
    const badges = await get(appBadges, API.appBadges);
    expectCached(badges.headers);
    expect(badges.body.badges.length).toBeGreaterThan(0);
    const levels = await get(appLevels, API.appLevels);
    expectCached(levels.headers);
    expect(levels.body.levels).toHaveLength(9);
  });
});
