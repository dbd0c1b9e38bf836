// Quran reading in the app API (decision 0061): the surah list in every locale, a surah's text with
// the licensed translation and its attribution (English where the locale has none, saying so), the
// daily surah, CDN caching on the public answers and no-store on the personal ones, and reading
// progress counted on the user's local day at UTC+14 and UTC-12. Every answer goes through the
// OpenAPI contract check.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import surahsHandler from '../../functions/app-surahs.mts';
import surahHandler from '../../functions/app-surah.mts';
import dailyHandler from '../../functions/app-daily-surah.mts';
import progressHandler from '../../functions/app-quran-progress.mts';
import journeyHandler from '../../functions/app-quran-journey.mts';
import { API } from '../../src/lib/routes.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { ayahCount } from '../../src/lib/quran/metadata.ts';
import { setClock } from '../../src/server/clock.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
afterEach(() => setClock());
beforeEach(() => truncate('users'));

const get = (handler: typeof surahsHandler, path: string, params: Record<string, string> = {}, token?: string) =>
  call(handler, new Request(`${ORIGIN}${path}`, { headers: bearer(token) }), context(params));
const put = (token: string | undefined, body: unknown, contentType = 'application/json') =>
  call(
    progressHandler,
    new Request(`${ORIGIN}${API.appQuranProgress}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const journey = (token: string) => get(journeyHandler, API.appQuranJourney, {}, token);

const expectCdnCached = (headers: Headers) => {
  expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(headers.get('access-control-allow-origin')).toBe('*');
};

describe('GET /surahs', () => {
  it('answers the 114 surahs in every locale: names where the metadata has the language, else English, saying so', async () => {
    for (const locale of LOCALE_CODES) {
      const res = await get(surahsHandler, `${API.appSurahs}?locale=${locale}`);
      expect(res.status, locale).toBe(200);
      expectCdnCached(res.headers);
      expect(res.headers.get('cache-control')).toContain('s-maxage=86400');
      expect(res.headers.get('content-language')).toBe(locale);
      expect(res.body).toMatchObject({ locale, count: 114, totalAyahs: 6236 });
      expect(res.body.surahs).toHaveLength(114);
      const own = ['en', 'ar', 'fr', 'tr'].includes(locale);
      for (const s of res.body.surahs) {
        expect(s.nameLocale, `${locale} ${s.number}`).toBe(own ? locale : 'en');
        expect(s.ayahCount).toBe(ayahCount(s.number));
      }
      expect(res.body.surahs[1]).toMatchObject({ number: 2, ayahCount: 286, revelationPlace: 'madinah' });
    }
    const en = await get(surahsHandler, API.appSurahs);
    expect(en.body.surahs[0]).toMatchObject({ name: 'Al-Faatiha', meaning: 'The Opening', revelationPlace: 'makkah' });
    expect((await get(surahsHandler, `${API.appSurahs}?locale=tr`)).body.surahs[0].meaning).toBe('Açılış');
  });

  it('refuses an unknown locale or parameter with 400', async () => {
    expect((await get(surahsHandler, `${API.appSurahs}?locale=xx`)).status).toBe(400);
    expect((await get(surahsHandler, `${API.appSurahs}?page=2`)).status).toBe(400);
  });
});

describe('GET /surahs/{n}', () => {
  it('serves the Arabic and the locale’s licensed translation with publisher, QuranEnc and version', async () => {
    const res = await get(surahHandler, API.appSurah.path(1) + '?locale=id', { n: '1' });
    expect(res.status).toBe(200);
    expectCdnCached(res.headers);
    expect(res.body).toMatchObject({
      locale: 'id',
      translationLocale: 'id',
      translationFallback: false,
      translation: { key: 'indonesian_affairs', source: 'QuranEnc.com', version: '1.0.1', build: 'v1.0.1-csv.1' },
    });
    expect(res.body.translation.publisher).toMatch(/Indonesian Ministry of Religious Affairs/);
    expect(res.body.attribution).toMatch(/QuranEnc\.com .*version 1\.0\.1/);
    expect(res.body.ayahs).toHaveLength(7);
    expect(res.body.ayahs[0].translation).toBe('Dengan nama Allah Yang Maha Pengasih, Maha Penyayang.');
    expect(res.body.ayahs[3]).toMatchObject({ ayah: 4, translation: 'Pemilik hari pembalasan.[1]' });
    expect(res.body.ayahs[3].footnotes).toMatch(/^\[1\] Yaumiddīn/);
    expect(res.body.ayahs[0].arabic).toMatch(/^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\s]+$/);
  });

  it('serves English where the locale has no licensed translation, and says so', async () => {
    for (const locale of ['ms', 'bn', 'fr', 'tr', 'ur', 'ar'] as const) {
      const res = await get(surahHandler, `${API.appSurah.path(108)}?locale=${locale}`, { n: '108' });
      expect(res.body, locale).toMatchObject({
        locale,
        translationLocale: 'en',
        translationFallback: true,
        translation: { key: 'english_saheeh', version: '1.1.2', source: 'QuranEnc.com' },
      });
      expect(res.body.ayahs).toHaveLength(3);
    }
    const en = await get(surahHandler, API.appSurah.path(2), { n: '2' });
    expect(en.body).toMatchObject({ translationLocale: 'en', translationFallback: false });
    expect(en.body.ayahs).toHaveLength(286);
    expect(en.body.translation.publisher).toBe('Noor International Center');
  });

  it('answers 404 for what is not a surah, 400 for an unknown parameter', async () => {
    for (const n of ['0', '115', '01', 'abc', '1.5', '-1'])
      expect((await get(surahHandler, `/api/app/v1/surahs/${n}`, { n })).status, n).toBe(404);
    expect((await get(surahHandler, `${API.appSurah.path(1)}?locale=xx`, { n: '1' })).status).toBe(400);
    expect((await get(surahHandler, `${API.appSurah.path(1)}?x=1`, { n: '1' })).status).toBe(400);
  });
});

describe('GET /quran/daily-surah', () => {
  it('is the same surah for a date, walking the Quran in order; cached a day with ?date=, briefly without', async () => {
    const first = await get(dailyHandler, `${API.appDailySurah}?date=1970-01-02&locale=fr`);
    expect(first.body).toMatchObject({ date: '1970-01-02', locale: 'fr', path: API.appSurah.path(2) });
    expect(first.body.surah).toMatchObject({ number: 2, nameLocale: 'fr' });
    expect(first.headers.get('cache-control')).toContain('s-maxage=86400');
    const a = await get(dailyHandler, `${API.appDailySurah}?date=2026-11-27`);
    const b = await get(dailyHandler, `${API.appDailySurah}?date=2026-11-28`);
    expect(b.body.surah.number).toBe((a.body.surah.number % 114) + 1);
    const today = await get(dailyHandler, API.appDailySurah);
    expect(today.body.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.headers.get('cache-control')).toContain('s-maxage=180');
    expect((await get(dailyHandler, `${API.appDailySurah}?date=2026-02-30`)).status).toBe(400);
  });
});

async function userIn(timeZone: string) {
  const user = await createAppUser();
  await db.execute(sql`UPDATE users SET time_zone = ${timeZone} WHERE id = ${user.userId}`);
  return user;
}
const at = (iso: string) => setClock(() => new Date(iso));

describe('reading progress on the user’s local day', () => {
  // 2026-11-20 10:30 UTC is already 2026-11-21 at UTC+14 and still 2026-11-19 at UTC-12.
  for (const [zone, local, nextDay] of [
    ['Pacific/Kiritimati', '2026-11-21', '2026-11-22'],
    ['Etc/GMT+12', '2026-11-19', '2026-11-20'],
  ] as const) {
    it(`counts the day and the streak on ${zone}'s calendar`, async () => {
      const { userId, accessToken } = await userIn(zone);
      at('2026-11-20T10:30:00Z');
      const marked = await put(accessToken, { surah: 2, ayah: 286 });
      expect(marked.status).toBe(200);
      expect(marked.headers.get('cache-control')).toBe('no-store');
      expect(marked.body).toMatchObject({ date: local, timeZone: zone, streak: 1, readToday: true, ayahsRead: 286 });
      expect(marked.body.percentRead).toBe(4.5);
      const [day] = await queryRows<{ read_on: string }>(
        db,
        sql`SELECT read_on::text FROM quran_reading_days WHERE user_id = ${userId}`,
      );
      expect(day!.read_on).toBe(local);
      // The next local day: the streak holds until that day ends, and grows with a reading.
      at('2026-11-21T10:30:00Z');
      expect((await journey(accessToken)).body).toMatchObject({ date: nextDay, streak: 1, readToday: false });
      expect((await put(accessToken, { surah: 3, ayah: 1 })).body).toMatchObject({ streak: 2, readToday: true });
      // A whole local day without reading ends it.
      at('2026-11-23T10:30:00Z');
      expect((await journey(accessToken)).body.streak).toBe(0);
    });
  }

  it('keeps the furthest ayah, moves the last position, completes a surah, and stays per user', async () => {
    const { accessToken } = await userIn('UTC');
    const other = await userIn('UTC');
    at('2026-11-20T10:30:00Z');
    await put(accessToken, { surah: 1, ayah: 7 });
    await put(accessToken, { surah: 2, ayah: 100 });
    const back = await put(accessToken, { surah: 2, ayah: 10 });
    expect(back.body).toMatchObject({
      ayahsRead: 107,
      surahsCompleted: 1,
      lastRead: { surah: 2, ayah: 10 },
      surahs: [
        { surah: 1, ayahsRead: 7, ayahCount: 7 },
        { surah: 2, ayahsRead: 100, ayahCount: 286 },
      ],
    });
    const theirs = await journey(other.accessToken);
    expect(theirs.body).toMatchObject({ ayahsRead: 0, percentRead: 0, streak: 0, lastRead: null, surahs: [] });
    expect(theirs.headers.get('cache-control')).toBe('no-store');
  });

  it('50 parallel marks of one user count each ayah and the day once', async () => {
    const { userId, accessToken } = await userIn('Asia/Jakarta');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => put(accessToken, { surah: 2, ayah: (i % 25) + 1 })),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const after = await journey(accessToken);
    expect(after.body).toMatchObject({ ayahsRead: 25, streak: 1 });
    const [n] = await queryRows<{ days: number; rows: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM quran_reading_days WHERE user_id = ${userId})::int AS days,
                 (SELECT count(*) FROM quran_reading WHERE user_id = ${userId})::int AS rows`,
    );
    expect(n).toEqual({ days: 1, rows: 1 });
  });

  it('refuses a bad mark with the API’s errors and writes nothing', async () => {
    const { userId, accessToken } = await userIn('UTC');
    const tooFar = await put(accessToken, { surah: 1, ayah: 8 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.issues).toEqual([{ path: 'ayah', message: 'Surah 1 has 7 ayahs' }]);
    expect(tooFar.headers.get('cache-control')).toBe('no-store');
    for (const body of [
      { surah: 115, ayah: 1 },
      { surah: 1 },
      { surah: 1, ayah: 1, extra: true },
      { surah: '1', ayah: 1 },
    ])
      expect((await put(accessToken, body)).status, JSON.stringify(body)).toBe(400);
    expect((await put(accessToken, '{"surah":1,', 'application/json')).status).toBe(400);
    expect((await put(accessToken, 'surah=1', 'text/plain')).status).toBe(415);
    expect((await put(accessToken, 'x'.repeat(70_000))).status).toBe(413);
    const anonymous = await put(undefined, { surah: 1, ayah: 1 });
    expect(anonymous.status).toBe(401);
    expect((await get(journeyHandler, API.appQuranJourney)).status).toBe(401);
    const [rows] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM quran_reading WHERE user_id = ${userId}`,
    );
    expect(rows!.n).toBe(0);
  });
});
