// QuranEnc's conditions, wherever a translation is shown (decision 0061): every answer and page
// that shows one names its publisher, QuranEnc.com and its version, and the text is the licensed
// file's, unchanged. Walks the verse of the day (read API in every locale, and /v1/today), the
// back-office's verified-text lookup and Daily Verses list, the surah answers in every locale, and
// the site's phone mock-up credit, and a dua request's answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import verseHandler from '../../functions/app-verse-of-the-day.mts';
import todayHandler from '../../functions/app-today.mts';
import adminQuran from '../../functions/admin-quran.mts';
import adminVerses from '../../functions/admin-verses.mts';
import surahHandler from '../../functions/app-surah.mts';
import duaRequestsHandler from '../../functions/app-dua-requests.mts';
import { API } from '../../src/lib/routes.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { QURAN_ATTRIBUTION, verseCredit } from '../../src/lib/content/quran-source.ts';
import { QURANENC_EDITIONS, type QuranEncEdition } from '../../src/lib/quran/quranenc-editions.ts';
import { bearer, call as appCall, createAppUser } from './app-helpers.ts';
import { call, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { refreshStoredEnglish } from '../../src/server/quran/english-refresh.ts';
import { queryRows } from '../../src/server/sql.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

const ENGLISH = QURANENC_EDITIONS.english_saheeh;
const INDONESIAN = QURANENC_EDITIONS.indonesian_affairs;
const editionOf = (locale: LocaleCode): QuranEncEdition => (locale === 'id' ? INDONESIAN : ENGLISH);
const today = new Date().toISOString().slice(0, 10);

/** Publisher, QuranEnc.com and the version, in one attribution sentence. */
function expectCredited(attribution: string, edition: QuranEncEdition, where: string) {
  expect(attribution, where).toContain(edition.publisher);
  expect(attribution, where).toContain('QuranEnc.com');
  expect(attribution, where).toContain(`version ${edition.version}`);
}

let editor: string;
beforeAll(async () => {
  await truncate('staff_accounts', 'users', 'verses');
  editor = await cookieFor((await createStaff('editor', 'Content Editor')).id);
  // A verse stored with Tanzil's older English wording: the app must still be served the licensed text.
  await db.execute(
    sql`INSERT INTO verses (surah, ayah_number, ayah_from, arabic, translation, scheduled_date)
        VALUES (94, '5', 5, 'فَإِنَّ مَعَ ٱلۡعُسۡرِ يُسۡرًا', 'For indeed, with hardship [will be] ease', ${today})`,
  );
});

describe('every place that shows a translation credits its publisher, QuranEnc.com and its version', () => {
  it('the verse of the day, in every locale of the read API', async () => {
    for (const locale of LOCALE_CODES) {
      const res = await call(
        verseHandler,
        new Request(`${ORIGIN}${API.appVerseOfTheDay}?date=${today}&locale=${locale}`),
      );
      expect(res.status).toBe(200);
      const edition = editionOf(locale);
      expectCredited(res.body.attribution, edition, `verse-of-the-day ${locale}`);
      expect(res.body.translationLocale).toBe(edition.locale);
    }
    const en = await call(verseHandler, new Request(`${ORIGIN}${API.appVerseOfTheDay}?date=${today}`));
    expect(en.body.translation).toBe('For indeed, with hardship [will be] ease [i.e., relief].');
    const id = await call(verseHandler, new Request(`${ORIGIN}${API.appVerseOfTheDay}?date=${today}&locale=id`));
    expect(id.body.translation).toBe('Maka sesungguhnya bersama kesulitan ada kemudahan,');
  });

  it('the verse on /v1/today, in English and in Indonesian', async () => {
    for (const locale of ['en', 'id', 'ms'] as const) {
      const { userId, accessToken } = await createAppUser();
      await db.execute(sql`UPDATE users SET language = ${locale}, time_zone = 'UTC' WHERE id = ${userId}`);
      const res = await appCall(
        todayHandler,
        new Request(`${ORIGIN}${API.appToday}?date=${today}`, { headers: { Authorization: `Bearer ${accessToken}` } }),
      );
      expect(res.status).toBe(200);
      expectCredited(res.body.verse.attribution, editionOf(locale), `today ${locale}`);
    }
  });

  it("the back-office's verified-text lookup and the Daily Verses list", async () => {
    const lookup = await call(adminQuran, staffRequest('GET', `${API.adminQuran}?surah=94&ayah=5`, { cookie: editor }));
    expect(lookup.status).toBe(200);
    expect(lookup.body.translation).toBe('For indeed, with hardship [will be] ease [i.e., relief].');
    expect(lookup.body.attribution).toBe(QURAN_ATTRIBUTION);
    expectCredited(QURAN_ATTRIBUTION, ENGLISH, 'Daily Verses tab');
    const list = await call(adminVerses, staffRequest('GET', API.adminVerses.path(), { cookie: editor }), context());
    expect(list.status).toBe(200);
  });

  it('a surah, in every locale', async () => {
    for (const locale of LOCALE_CODES) {
      const res = await appCall(
        surahHandler,
        new Request(`${ORIGIN}${API.appSurah.path(94)}?locale=${locale}`),
        context({ n: '94' }),
      );
      const edition = editionOf(locale);
      expectCredited(res.body.attribution, edition, `surah ${locale}`);
      expect(res.body.translation).toMatchObject({
        publisher: edition.publisher,
        source: 'QuranEnc.com',
        version: edition.version,
      });
    }
  });

  it('a dua request’s answer, in every locale (decision 0064)', async () => {
    for (const locale of LOCALE_CODES) {
      const user = await createAppUser();
      await db.execute(sql`UPDATE users SET language = ${locale} WHERE id = ${user.userId}`);
      const res = await appCall(
        duaRequestsHandler,
        jsonRequest(API.appDuaRequests, { intention: 'knowledge' }, { headers: bearer(user.accessToken) }),
      );
      expect(res.status, locale).toBe(201);
      const edition = editionOf(locale);
      expectCredited(res.body.request.duaContent.attribution, edition, `dua ${locale}`);
      expect(res.body.request.duaContent.translationSource).toMatchObject({
        publisher: edition.publisher,
        source: 'QuranEnc.com',
        version: edition.version,
      });
    }
  });

  it('the phone mock-up on the site', () => {
    const credit = verseCredit('94:5');
    expectCredited(credit, ENGLISH, 'phone mock-up');
    expect(credit).toBe(
      "Quran 94:5. English Translation (Saheeh International), issued by Noor International Center; QuranEnc.com, version 1.1.2. Arabic from The Noble Qur'an Encyclopedia.",
    );
  });
});

describe('verses stored with the English used before (decision 0061)', () => {
  it('get the licensed text where it is still Tanzil’s exactly; a staff wording stays; a second run changes nothing', async () => {
    await db.execute(
      sql`INSERT INTO verses (surah, ayah_number, ayah_from, arabic, translation)
          VALUES (2, '153', 153, 'x', 'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient'),
                 (2, '286', 286, 'x', 'A wording of our own.')`,
    );
    expect(await refreshStoredEnglish(db)).toBe(2);
    const rows = await queryRows<{ ref: string; translation: string }>(
      db,
      sql`SELECT surah || ':' || ayah_number AS ref, translation FROM verses ORDER BY surah, ayah_from`,
    );
    expect(rows).toEqual([
      {
        ref: '2:153',
        translation:
          'O you who have believed, seek help through patience and prayer. Indeed, Allāh is with the patient.',
      },
      { ref: '2:286', translation: 'A wording of our own.' },
      { ref: '94:5', translation: 'For indeed, with hardship [will be] ease [i.e., relief].' },
    ]);
    expect(await refreshStoredEnglish(db)).toBe(0);
  });
});
