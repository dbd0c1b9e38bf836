// App content in the audience's languages (decision 0048): every public read endpoint with
// ?locale=ar / fr / an invalid code / none; English fallback per field; the verse's edition and its
// attribution; staff edits of translations per role, with the version check and the audit row; the
// seed never overwriting a staff save; a deactivated thawab hidden in every locale.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminThawabs from '../../functions/admin-thawabs.mts';
import adminBadges from '../../functions/admin-badges.mts';
import adminLevels from '../../functions/admin-quiz-levels.mts';
import appVerse from '../../functions/app-verse-of-the-day.mts';
import appThawabs from '../../functions/app-thawabs.mts';
import appBadges from '../../functions/app-badges.mts';
import appLevels from '../../functions/app-levels.mts';
import { API } from '../../src/lib/routes.ts';
import { QURAN_ATTRIBUTION, QURAN_EDITIONS, editionAttribution } from '../../src/lib/content/quran-source.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { seedTranslations, THAWAB_TRANSLATIONS } from '../../src/server/content/seed-translations.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { closeDb, call, context, truncate, useTestDatabase } from './helpers.ts';
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
type Handler = typeof appVerse;
const get = (handler: Handler, path: string, cookie?: string, params: Record<string, string> = {}) =>
  call(handler, staffRequest('GET', path, { cookie }), context(params));
const send = (
  handler: Handler,
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
  params: Record<string, string> = {},
) => call(handler, staffRequest(method, path, { cookie, body }), context(params));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const FAJR = 'Pray Fajr on time';
async function fajr(): Promise<{ id: number; version: number }> {
  const [row] = await rows<{ id: number; version: number }>(
    sql`SELECT id, version FROM thawab_tasks WHERE name = ${FAJR}`,
  );
  return row!;
}
/** A date on which the daily Fajr task is due (every day), within the allowed range. */
const DATE = '2031-03-05';

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

describe('the read API in a locale', () => {
  const endpoints: [string, Handler, string][] = [
    ['verse of the day', appVerse, `${API.appVerseOfTheDay}?date=${DATE}`],
    ['thawabs', appThawabs, `${API.appThawabs}?date=${DATE}`],
    ['badges', appBadges, `${API.appBadges}?x=`],
    ['levels', appLevels, `${API.appLevels}?x=`],
  ];
  const url = (path: string, locale?: string) => {
    const [base, query] = path.split('?');
    const params = new URLSearchParams(query!.startsWith('x=') ? '' : query);
    if (locale !== undefined) params.set('locale', locale);
    return params.size ? `${base}?${params}` : base!;
  };

  for (const [name, handler, path] of endpoints) {
    it(`${name}: says which locale it served, in the body and Content-Language, and keeps one cache entry per URL`, async () => {
      for (const [locale, served] of [
        [undefined, 'en'],
        ['ar', 'ar'],
        ['fr', 'fr'],
        ['en', 'en'],
      ] as const) {
        const answer = await get(handler, url(path, locale));
        expect(answer.status, `${name} ?locale=${locale}`).toBe(200);
        expect(answer.body.locale).toBe(served);
        expect(answer.headers.get('content-language')).toBe(served);
        expect(answer.headers.get('cache-control')).toMatch(/^public, /);
        // The locale is in the URL (the CDN's cache key); the answer never reads Accept-Language.
        expect(answer.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
      }
    });

    it(`${name}: an unknown locale is refused with 400, naming the locales`, async () => {
      for (const bad of ['xx', 'AR', 'ar-EG', '']) {
        const answer = await get(handler, url(path, bad));
        expect(answer.status, `?locale=${bad}`).toBe(400);
        expect(answer.body.issues).toEqual([
          { path: 'locale', message: `locale must be one of ${LOCALE_CODES.join(', ')}` },
        ]);
      }
    });
  }

  it('thawabs, badges and levels answer the seeded texts in Arabic and French, English with no locale', async () => {
    const task = async (locale?: string) =>
      (await get(appThawabs, url(`${API.appThawabs}?date=${DATE}`, locale))).body.tasks.find(
        (t: { id: number }) => t.id === undefined || t.id === fajrId,
      );
    const fajrId = (await fajr()).id;
    expect(await task()).toMatchObject({
      name: FAJR,
      description: 'Wake for the dawn prayer and pray it within its time.',
      fallback: [],
    });
    expect(await task('ar')).toMatchObject({
      name: THAWAB_TRANSLATIONS[FAJR]!.ar[0],
      description: THAWAB_TRANSLATIONS[FAJR]!.ar[1],
      fallback: [],
    });
    expect(await task('fr')).toMatchObject({ name: 'Prier Fajr à l’heure', fallback: [] });

    const badge = (await get(appBadges, `${API.appBadges}?locale=fr`)).body.badges.find(
      (b: { icon: string }) => b.icon === '👣',
    );
    expect(badge).toMatchObject({ name: 'Premiers pas', fallback: [] });

    const levels = (await get(appLevels, `${API.appLevels}?locale=ar`)).body.levels;
    expect(levels[0]).toMatchObject({ key: 'Waking Soul', name: 'الروح المستيقظة', minScore: 0, fallback: [] });
    expect((await get(appLevels, API.appLevels)).body.levels[0]).toMatchObject({
      key: 'Waking Soul',
      name: 'Waking Soul',
    });
  });

  it('the verse answers the licensed edition where the locale has one, else English, and says which (decision 0061)', async () => {
    const en = (await get(appVerse, `${API.appVerseOfTheDay}?date=${DATE}`)).body;
    expect(en).toMatchObject({ locale: 'en', translationLocale: 'en', attribution: QURAN_ATTRIBUTION });
    const id = (await get(appVerse, `${API.appVerseOfTheDay}?date=${DATE}&locale=id`)).body;
    expect(id).toMatchObject({
      locale: 'id',
      translationLocale: 'id',
      attribution: editionAttribution('id'),
      reference: en.reference,
      arabic: en.arabic,
    });
    expect(id.translation).not.toBe(en.translation);
    expect(id.attribution).toContain(QURAN_EDITIONS.id.publisher);
    // Arabic: the verse's text is the Arabic itself; the others: no licensed translation yet.
    for (const locale of ['ar', 'ms', 'fr', 'tr', 'ur', 'bn']) {
      const answer = (await get(appVerse, `${API.appVerseOfTheDay}?date=${DATE}&locale=${locale}`)).body;
      expect(answer, locale).toMatchObject({
        locale,
        translationLocale: 'en',
        translation: en.translation,
        attribution: QURAN_ATTRIBUTION,
      });
    }
  });
});

describe('staff edit translations in the tab that owns the entity', () => {
  it('a Content Editor saves an Arabic name with the task: stamped, audited, answered by the app API; other fields fall back to English', async () => {
    const { id, version } = await fajr();
    const current = (await get(adminThawabs, API.adminThawabs.path(id), cookies['Content Editor'], { id: String(id) }))
      .body;
    expect(current.translations.ar).toMatchObject({ writtenBy: 'team', reviewed: false });
    const { id: _i, version: _v, translations: _t, ...fields } = current;
    const saved = await send(
      adminThawabs,
      'PUT',
      API.adminThawabs.path(id),
      {
        ...fields,
        version,
        translations: {
          ar: { name: 'صلاة الفجر في وقتها تمامًا', description: '' },
          fr: { name: '', description: 'Se lever pour Fajr.', reviewed: true },
        },
      },
      cookies['Content Editor'],
      { id: String(id) },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.translations.ar).toMatchObject({
      name: 'صلاة الفجر في وقتها تمامًا',
      writtenBy: 'editor',
      reviewed: false,
    });
    expect(saved.body.translations.ar).not.toHaveProperty('description');
    expect(saved.body.translations.fr).toMatchObject({
      description: 'Se lever pour Fajr.',
      writtenBy: 'editor',
      reviewed: true,
    });
    expect(saved.body.translations, 'locales not sent are removed with the save').not.toHaveProperty('ur');
    const [audit] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'thawab.updated' AND entity_id = ${String(id)}`,
    );
    expect(audit!.n).toBe(1);

    const ar = (await get(appThawabs, `${API.appThawabs}?date=${DATE}&locale=ar`)).body.tasks.find(
      (t: { id: number }) => t.id === id,
    );
    expect(ar).toMatchObject({
      name: 'صلاة الفجر في وقتها تمامًا',
      description: 'Wake for the dawn prayer and pray it within its time.',
      fallback: ['description'],
    });
    const fr = (await get(appThawabs, `${API.appThawabs}?date=${DATE}&locale=fr`)).body.tasks.find(
      (t: { id: number }) => t.id === id,
    );
    expect(fr).toMatchObject({ name: FAJR, description: 'Se lever pour Fajr.', fallback: ['name'] });
    const ur = (await get(appThawabs, `${API.appThawabs}?date=${DATE}&locale=ur`)).body.tasks.find(
      (t: { id: number }) => t.id === id,
    );
    expect(ur).toMatchObject({ name: FAJR, fallback: ['name', 'description'] });
  });

  it('a save from an older version answers 409 and changes no translation', async () => {
    const { id, version } = await fajr();
    const current = (await get(adminThawabs, API.adminThawabs.path(id), cookies['Super Admin'], { id: String(id) }))
      .body;
    const { id: _i, version: _v, translations: _t, ...fields } = current;
    const stale = await send(
      adminThawabs,
      'PUT',
      API.adminThawabs.path(id),
      { ...fields, version: version - 1, translations: { ar: { name: 'قديم' } } },
      cookies['Super Admin'],
      { id: String(id) },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe('version');
    const [row] = await rows<{ name: string }>(
      sql`SELECT translations->'ar'->>'name' AS name FROM thawab_tasks WHERE id = ${id}`,
    );
    expect(row!.name).toBe('صلاة الفجر في وقتها تمامًا');
  });

  it('only content staff may save translations: Moderator 403, signed out 401; bad texts 400 per field', async () => {
    const { id, version } = await fajr();
    const current = (await get(adminThawabs, API.adminThawabs.path(id), cookies['Super Admin'], { id: String(id) }))
      .body;
    const { id: _i, version: _v, translations: _t, ...fields } = current;
    const body = { ...fields, version, translations: { ar: { name: 'x' } } };
    expect(
      (await send(adminThawabs, 'PUT', API.adminThawabs.path(id), body, cookies.Moderator, { id: String(id) })).status,
    ).toBe(403);
    expect(
      (await send(adminThawabs, 'PUT', API.adminThawabs.path(id), body, undefined, { id: String(id) })).status,
    ).toBe(401);
    const unknownLocale = await send(
      adminThawabs,
      'PUT',
      API.adminThawabs.path(id),
      { ...body, translations: { xx: { name: 'x' } } },
      cookies['Super Admin'],
      { id: String(id) },
    );
    expect(unknownLocale.status).toBe(400);
    const tooLong = await send(
      adminThawabs,
      'PUT',
      API.adminThawabs.path(id),
      { ...body, translations: { ar: { name: 'ا'.repeat(121) } } },
      cookies['Super Admin'],
      { id: String(id) },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([
      { path: 'translations.ar.name', message: 'Name is too long (120 characters at most)' },
    ]);
  });

  it('badges save translations the same way, a Super Admin too', async () => {
    const [badge] = await rows<{ id: number; version: number }>(
      sql`SELECT id, version FROM badges WHERE name = 'Beginner'`,
    );
    const current = (
      await get(adminBadges, API.adminBadges.path(badge!.id), cookies['Super Admin'], { id: String(badge!.id) })
    ).body;
    const { id: _i, version: _v, translations: _t, earnedByCount: _e, ...fields } = current;
    const saved = await send(
      adminBadges,
      'PUT',
      API.adminBadges.path(badge!.id),
      {
        ...fields,
        version: badge!.version,
        translations: {
          ...current.translations,
          tr: { name: 'İlk Adım', description: 'Toplam 10 salih amel tamamla.' },
        },
      },
      cookies['Super Admin'],
      { id: String(badge!.id) },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.translations.tr).toMatchObject({ name: 'İlk Adım', writtenBy: 'root' });
    expect(saved.body.translations.ar, 'a locale sent back as read keeps its author').toMatchObject({
      writtenBy: 'team',
    });
    const tr = (await get(appBadges, `${API.appBadges}?locale=tr`)).body.badges.find(
      (b: { id: number }) => b.id === badge!.id,
    );
    expect(tr.name).toBe('İlk Adım');
  });

  it('the level table keeps translations by level name and saves edited ones', async () => {
    const table = (await get(adminLevels, API.adminQuizLevels, cookies['Content Editor'])).body;
    const levels = table.levels.map(
      ({ name, minScore, description }: { name: string; minScore: number; description: string }) => ({
        name,
        minScore,
        description,
      }),
    );
    levels[1].translations = { ar: { name: 'الروح الطالبة', description: '' } };
    const saved = await send(
      adminLevels,
      'PUT',
      API.adminQuizLevels,
      { version: table.version, levels },
      cookies['Content Editor'],
    );
    expect(saved.status).toBe(200);
    const ar = (await get(appLevels, `${API.appLevels}?locale=ar`)).body.levels;
    expect(ar[0].name, 'sent without translations: kept').toBe('الروح المستيقظة');
    expect(ar[1]).toMatchObject({
      key: 'Seeking Soul',
      name: 'الروح الطالبة',
      description: 'Looking for guidance and starting to build daily habits of worship.',
      fallback: ['description'],
    });
    const stale = await send(
      adminLevels,
      'PUT',
      API.adminQuizLevels,
      { version: table.version, levels },
      cookies['Content Editor'],
    );
    expect(stale.status).toBe(409);
  });

  it('the seed never overwrites a staff save, even one that emptied the translations', async () => {
    const { id } = await fajr();
    const before = await rows<{ t: unknown }>(sql`SELECT translations AS t FROM thawab_tasks WHERE id = ${id}`);
    await db.execute(sql`UPDATE badges SET translations = '{}'::jsonb WHERE name = 'Devoted'`);
    await db.execute(sql`UPDATE badges SET translations = NULL WHERE name = 'Steadfast'`);
    await seedTranslations(db);
    expect(await rows<{ t: unknown }>(sql`SELECT translations AS t FROM thawab_tasks WHERE id = ${id}`)).toEqual(
      before,
    );
    const [devoted] = await rows<{ t: unknown }>(sql`SELECT translations AS t FROM badges WHERE name = 'Devoted'`);
    expect(devoted!.t).toEqual({});
    const [steadfast] = await rows<{ name: string; reviewed: boolean }>(
      sql`SELECT translations->'ar'->>'name' AS name, (translations->'ar'->>'reviewed')::boolean AS reviewed FROM badges WHERE name = 'Steadfast'`,
    );
    expect(steadfast).toEqual({ name: 'الثابت', reviewed: false });
  });

  it('a deactivated thawab stays hidden in every locale', async () => {
    const { id, version } = await fajr();
    expect(
      (
        await send(
          adminThawabs,
          'PATCH',
          API.adminThawabs.path(id),
          { version, isActive: false },
          cookies['Content Editor'],
          { id: String(id) },
        )
      ).status,
    ).toBe(200);
    for (const locale of LOCALE_CODES) {
      const tasks = (await get(appThawabs, `${API.appThawabs}?date=${DATE}&locale=${locale}`)).body.tasks as {
        id: number;
      }[];
      expect(tasks.length, locale).toBeGreaterThan(0);
      expect(
        tasks.map((t) => t.id),
        locale,
      ).not.toContain(id);
    }
    const [stored] = await rows<{ n: string }>(
      sql`SELECT translations->'ar'->>'name' AS n FROM thawab_tasks WHERE id = ${id}`,
    );
    expect(stored!.n, 'deactivating keeps the translations').toBe('صلاة الفجر في وقتها تمامًا');
  });
});
