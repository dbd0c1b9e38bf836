// The app's own API in the signed-in user's language (decision 0048): `language` on GET/PATCH /me,
// then today, a completion's new badges and my badges answer names and descriptions in it (English
// per missing field), say which locale in the body and Content-Language, and the verse carries the
// language's published edition where one is used. Every answer goes through the contract check.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import meHandler from '../../functions/app-me.mts';
import todayHandler from '../../functions/app-today.mts';
import completionHandler from '../../functions/app-completion.mts';
import myBadgesHandler from '../../functions/app-my-badges.mts';
import myBadgeHandler from '../../functions/app-my-badge.mts';
import { API } from '../../src/lib/routes.ts';
import { editionAttribution, QURAN_ATTRIBUTION } from '../../src/lib/content/quran-source.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { seededTranslations, THAWAB_TRANSLATIONS } from '../../src/server/content/seed-translations.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, createAppUser } from './app-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

const FAJR = 'Pray Fajr on time';
let fajr: number;
let firstDeed: number;
const today = () => new Date().toISOString().slice(0, 10);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const json = (token: string) => ({ ...bearer(token), 'Content-Type': 'application/json' });

beforeEach(async () => {
  await truncate('users', 'thawab_tasks', 'badges', 'verses');
  const at = '2026-11-25T00:00:00.000Z';
  const [task] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, translations)
        VALUES (${FAJR}, 'Wake for the dawn prayer and pray it within its time.', 'Prayer', 20, '🌅', 'daily', 'everyday', 'easy', 'Waking Soul',
                ${JSON.stringify(seededTranslations(THAWAB_TRANSLATIONS[FAJR]!, at))}::jsonb) RETURNING id`,
  );
  fajr = task!.id;
  // A badge with an Arabic name only: its description falls back to English.
  const [badge] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO badges (name, description, icon, color_class, required_count, required_days, category, difficulty, translations)
        VALUES ('First Deed', 'Complete one deed.', '🌱', 'Cyan', 1, 0, 'Prayer', 'easy',
                ${JSON.stringify({ ar: { name: 'العمل الأول', writtenBy: 'team', reviewed: false, updatedAt: at } })}::jsonb) RETURNING id`,
  );
  firstDeed = badge!.id;
  await db.execute(
    sql`INSERT INTO verses (surah, ayah_number, ayah_from, arabic, translation, scheduled_date) VALUES (94, '5', 5, 'فَإِنَّ مَعَ ٱلۡعُسۡرِ يُسۡرًا', 'For indeed, with hardship [will be] ease.', ${today()})`,
  );
});

const getMe = (token: string) => call(meHandler, new Request(`${ORIGIN}${API.appMe}`, { headers: bearer(token) }));
const patchMe = (token: string, body: unknown) =>
  call(
    meHandler,
    new Request(`${ORIGIN}${API.appMe}`, { method: 'PATCH', headers: json(token), body: JSON.stringify(body) }),
  );
const getToday = (token: string) =>
  call(todayHandler, new Request(`${ORIGIN}${API.appToday}`, { headers: bearer(token) }));

describe('the user chooses a language on /me', () => {
  it("is 'en' until chosen, takes any locale of the table, refuses others with 400", async () => {
    const { accessToken } = await createAppUser();
    expect((await getMe(accessToken)).body.user.language).toBe('en');
    for (const code of LOCALE_CODES)
      expect((await patchMe(accessToken, { language: code })).body.user.language).toBe(code);
    const bad = await patchMe(accessToken, { language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('language');
    expect((await getMe(accessToken)).body.user.language).toBe('fr');
  });
});

describe('/v1 answers in the user language', () => {
  it('today: Arabic names, English per missing field, the Arabic text as the verse (no edition added), Content-Language', async () => {
    const { accessToken } = await createAppUser();
    await patchMe(accessToken, { language: 'ar' });
    const day = await getToday(accessToken);
    expect(day.status).toBe(200);
    expect(day.body.locale).toBe('ar');
    expect(day.headers.get('content-language')).toBe('ar');
    expect(day.body.deeds.find((d: { id: number }) => d.id === fajr)).toMatchObject({
      name: 'صلاة الفجر في وقتها',
      fallback: [],
    });
    expect(day.body.verse).toMatchObject({ translationLocale: 'en', attribution: QURAN_ATTRIBUTION });
  });

  it('today in French: French names, the verse in English until a licensed French translation exists (decision 0061)', async () => {
    const { accessToken } = await createAppUser();
    await patchMe(accessToken, { language: 'fr' });
    const day = await getToday(accessToken);
    expect(day.body.verse).toMatchObject({ translationLocale: 'en', attribution: QURAN_ATTRIBUTION });
    expect(day.body.deeds[0]).toMatchObject({ name: 'Prier Fajr à l’heure' });
  });

  it("today in Indonesian: the verse's translation from the licensed Indonesian edition, with its attribution", async () => {
    const { accessToken } = await createAppUser();
    await patchMe(accessToken, { language: 'id' });
    const day = await getToday(accessToken);
    expect(day.body.verse).toMatchObject({
      translationLocale: 'id',
      attribution: editionAttribution('id'),
      translation: 'Maka sesungguhnya bersama kesulitan ada kemudahan,',
    });
  });

  it('a completion names the new badge in the language; my badges too, the description falling back to English', async () => {
    const { accessToken } = await createAppUser();
    await patchMe(accessToken, { language: 'ar' });
    const done = await call(
      completionHandler,
      new Request(`${ORIGIN}${API.appCompletion.path(today(), fajr)}`, { method: 'PUT', headers: bearer(accessToken) }),
      context({ date: today(), thawabId: String(fajr) }),
    );
    expect(done.status).toBe(200);
    expect(done.headers.get('content-language')).toBe('ar');
    expect(done.body).toMatchObject({ locale: 'ar', newBadges: [{ id: firstDeed, name: 'العمل الأول' }] });
    const mine = await call(
      myBadgesHandler,
      new Request(`${ORIGIN}${API.appMyBadges}`, { headers: bearer(accessToken) }),
    );
    expect(mine.headers.get('content-language')).toBe('ar');
    expect(mine.body).toMatchObject({
      locale: 'ar',
      badges: [{ id: firstDeed, name: 'العمل الأول', description: 'Complete one deed.', fallback: ['description'] }],
    });
    const shown = await call(
      myBadgeHandler,
      new Request(`${ORIGIN}${API.appMyBadge.path(firstDeed)}`, {
        method: 'PATCH',
        headers: json(accessToken),
        body: JSON.stringify({ displayed: true }),
      }),
      context({ id: String(firstDeed) }),
    );
    expect(shown.body).toMatchObject({ locale: 'ar', badge: { name: 'العمل الأول', displayed: true } });
    const unmarked = await call(
      completionHandler,
      new Request(`${ORIGIN}${API.appCompletion.path(today(), fajr)}`, {
        method: 'DELETE',
        headers: bearer(accessToken),
      }),
      context({ date: today(), thawabId: String(fajr) }),
    );
    expect(unmarked.body.locale).toBe('ar');
  });

  it('a user who never chose a language gets English everywhere', async () => {
    const { accessToken } = await createAppUser();
    const day = await getToday(accessToken);
    expect(day.body.locale).toBe('en');
    expect(day.headers.get('content-language')).toBe('en');
    expect(day.body.deeds[0]).toMatchObject({ name: FAJR, fallback: [] });
  });
});
