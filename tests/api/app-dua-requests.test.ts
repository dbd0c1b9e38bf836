// Dua requests (decision 0064) against a real Postgres: every endpoint signed out, for another
// user's request and for the owner; the intentions and each request labelled in the user's language
// (decision 0071); bad input refused with 400 naming the field; the answer's Arabic
// is the verified text of the referenced ayahs and its translation the user's licensed one (English,
// saying so, where none is); the monthly quota is exact under 20 concurrent requests, counted in the
// user's local month; the rows go with the account and come with its export.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import listHandler from '../../functions/app-dua-requests.mts';
import itemHandler from '../../functions/app-dua-request.mts';
import intentionsHandler from '../../functions/app-dua-intentions.mts';
import quotasHandler from '../../functions/app-me-quotas.mts';
import meHandler from '../../functions/app-me.mts';
import exportHandler from '../../functions/app-me-export.mts';
import { DUA_INTENTIONS } from '../../src/lib/dua-library.ts';
import { DUA_MONTHLY_LIMIT } from '../../src/lib/duas.ts';
import { DUA_INTENTION_LABELS } from '../../src/lib/i18n/dua-intentions.ts';
import { DEDICATION_MONTHLY_LIMIT } from '../../src/lib/live.ts';
import { API } from '../../src/lib/routes.ts';
import { setClock } from '../../src/server/clock.ts';
import { quranEncEdition } from '../../src/server/quran/quranenc-files.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser, deadTokens } from './app-helpers.ts';
import { closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users'));
afterEach(() => {
  setClock();
  delete process.env.DUA_RECITATION_URL_TEMPLATE;
});

const arabic = createRequire(import.meta.url)('quran-json/dist/quran.json') as { verses: { text: string }[] }[];
const verifiedArabic = (surah: number, first: number, last: number) =>
  arabic[surah - 1]!.verses.slice(first - 1, last)
    .map((v) => v.text)
    .join(' ');

const create = (token: string | undefined, body: unknown) =>
  call(listHandler, jsonRequest(API.appDuaRequests, body, { headers: bearer(token) }));
const list = (token: string | undefined, query = '') =>
  call(listHandler, new Request(`${ORIGIN}${API.appDuaRequests}${query}`, { headers: bearer(token) }));
const patch = (token: string | undefined, id: number | string, body: unknown) =>
  call(
    itemHandler,
    jsonRequest(API.appDuaRequest.path(id), body, { method: 'PATCH', headers: bearer(token) }),
    context({ id: String(id) }),
  );
const remove = (token: string | undefined, id: number | string) =>
  call(
    itemHandler,
    new Request(`${ORIGIN}${API.appDuaRequest.path(id)}`, { method: 'DELETE', headers: bearer(token) }),
    context({ id: String(id) }),
  );
const intentions = (token: string | undefined, query = '') =>
  call(intentionsHandler, new Request(`${ORIGIN}${API.appDuaIntentions}${query}`, { headers: bearer(token) }));
const quotas = (token: string | undefined) =>
  call(quotasHandler, new Request(`${ORIGIN}${API.appMeQuotas}`, { headers: bearer(token) }));
const setUser = (userId: number, values: { time_zone?: string; language?: string }) =>
  db.execute(
    sql`UPDATE users SET time_zone = coalesce(${values.time_zone ?? null}, time_zone), language = coalesce(${values.language ?? null}, language) WHERE id = ${userId}`,
  );
const used = (userId: number) =>
  queryRows<{ year: number; month: number; requests_used: number }>(
    db,
    sql`SELECT year, month, requests_used FROM dua_quota WHERE user_id = ${userId} ORDER BY year, month`,
  );

describe('signed out', () => {
  it('every endpoint answers 401 without a token, with a bad, expired or revoked one, and writes nothing', async () => {
    const user = await createAppUser();
    const { expired, revoked } = await deadTokens(user.userId);
    const mine = (await create(user.accessToken, { intention: 'family' })).body.request.id as number;
    for (const token of [undefined, 'not-a-token-but-long-enough-xx', expired, revoked]) {
      for (const res of [
        await create(token, { intention: 'parents' }),
        await list(token),
        await patch(token, mine, { isSaved: true }),
        await remove(token, mine),
        await intentions(token),
        await quotas(token),
      ]) {
        expect(res.status).toBe(401);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(await queryRows(db, sql`SELECT id, is_saved FROM dua_requests`)).toEqual([{ id: mine, is_saved: false }]);
    expect(await used(user.userId)).toEqual([expect.objectContaining({ requests_used: 1 })]);
  });
});

describe('POST /dua-requests', () => {
  it('answers 201 with the verified Arabic, the English translation and the reference', async () => {
    const user = await createAppUser();
    const res = await create(user.accessToken, {
      intention: 'good-in-this-life-and-the-next',
      recipientName: '  My mother ',
      personalNote: 'For her health.\nAmeen',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-language')).toBe('en');
    const english = await quranEncEdition('english_saheeh');
    const r = res.body.request;
    expect(r).toMatchObject({
      intention: 'good-in-this-life-and-the-next',
      intentionLabel: 'Good in this life and the next',
      recipientName: 'My mother',
      personalNote: 'For her health.\nAmeen',
      ayahReference: '2:201',
      surah: { number: 2, name: 'Al-Baqara' },
      isSaved: false,
      audioUrl: null,
      audioUrls: [],
    });
    expect(r.duaContent.arabic).toBe(verifiedArabic(2, 201, 201));
    expect(r.duaContent.translation).toBe(english.ayahs.find((a) => a.surah === 2 && a.ayah === 201)!.text);
    expect(r.duaContent).toMatchObject({ translationLocale: 'en', translationFallback: false });
    expect(r.duaContent.translationSource).toMatchObject({
      key: 'english_saheeh',
      source: 'QuranEnc.com',
      version: '1.1.2',
    });
    expect(r.duaContent.attribution).toContain('QuranEnc.com');
    const [row] = await queryRows<{ user_id: number; dua_content: string; ayah_reference: string }>(
      db,
      sql`SELECT user_id, dua_content, ayah_reference FROM dua_requests WHERE id = ${r.id}`,
    );
    expect(row).toEqual({ user_id: user.userId, dua_content: verifiedArabic(2, 201, 201), ayah_reference: '2:201' });
  });

  it('offers an intention’s duas in turn, a range joined in order', async () => {
    const user = await createAppUser();
    const refs: string[] = [];
    for (let i = 0; i < 4; i++)
      refs.push((await create(user.accessToken, { intention: 'parents' })).body.request.ayahReference);
    expect(refs).toEqual(['17:24', '14:40-41', '71:28', '17:24']);
    const range = (await list(user.accessToken)).body.items.find(
      (i: { ayahReference: string }) => i.ayahReference === '14:40-41',
    );
    expect(range.duaContent.arabic).toBe(verifiedArabic(14, 40, 41));
  });

  it('serves the Indonesian translation in Indonesian, and English saying so in Urdu', async () => {
    const id = await createAppUser();
    await setUser(id.userId, { language: 'id' });
    const indonesian = await quranEncEdition('indonesian_affairs');
    const res = await create(id.accessToken, { intention: 'knowledge' });
    expect(res.headers.get('content-language')).toBe('id');
    expect(res.body.request.duaContent).toMatchObject({
      translationLocale: 'id',
      translationFallback: false,
      translation: indonesian.ayahs.find((a) => a.surah === 20 && a.ayah === 114)!.text,
    });
    const ur = await createAppUser();
    await setUser(ur.userId, { language: 'ur' });
    const fallback = (await create(ur.accessToken, { intention: 'knowledge' })).body.request.duaContent;
    expect(fallback).toMatchObject({ translationLocale: 'en', translationFallback: true });
    expect(fallback.arabic).toBe(verifiedArabic(20, 114, 114));
  });

  it('links a recitation per ayah when a source is configured', async () => {
    process.env.DUA_RECITATION_URL_TEMPLATE = 'https://audio.example/r/{surah}{ayah}.mp3';
    const user = await createAppUser();
    const r = (await create(user.accessToken, { intention: 'ease-in-a-task' })).body.request;
    expect(r.ayahReference).toBe('20:25-28');
    expect(r.audioUrl).toBe('https://audio.example/r/020025.mp3');
    expect(r.audioUrls).toHaveLength(4);
    expect(r.audioUrls[3]).toBe('https://audio.example/r/020028.mp3');
  });

  it('refuses bad input with 400 naming the field, taking no quota', async () => {
    const user = await createAppUser();
    const cases: [unknown, string][] = [
      [{}, 'intention'],
      [{ intention: 'riches' }, 'intention'],
      [{ intention: 'parents', recipientName: 'x'.repeat(101) }, 'recipientName'],
      [{ intention: 'parents', personalNote: 'y'.repeat(501) }, 'personalNote'],
      [{ intention: 'parents', personalNote: 'see https://spam.example/offer' }, 'personalNote'],
      [{ intention: 'parents', recipientName: 'www.example' }, 'recipientName'],
      [{ intention: 'parents', recipientName: 'Ali\u0007' }, 'recipientName'],
      [{ intention: 'parents', recipientName: 42 }, 'recipientName'],
      [{ intention: 'parents', extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await create(user.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBeTruthy();
      if (field) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const notJson = await call(
      listHandler,
      new Request(`${ORIGIN}${API.appDuaRequests}`, { method: 'POST', headers: bearer(user.accessToken), body: 'x' }),
    );
    expect(notJson.status).toBe(415);
    expect(await used(user.userId)).toEqual([]);
  });
});

describe('GET /dua-intentions', () => {
  it("lists every intention in the library's order, labelled in the user's language, with its number of duas", async () => {
    const ar = await createAppUser();
    await setUser(ar.userId, { language: 'ar' });
    const res = await intentions(ar.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('ar');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.locale).toBe('ar');
    const items = res.body.intentions as { key: string; label: string; duaCount: number }[];
    expect(items.map((i) => i.key)).toEqual(DUA_INTENTIONS);
    expect(items.map((i) => i.label)).toEqual(DUA_INTENTIONS.map((key) => DUA_INTENTION_LABELS.others.ar![key]));
    expect(items.find((i) => i.key === 'parents')).toEqual({ key: 'parents', label: 'للوالدين', duaCount: 3 });
    for (const { label } of items) expect(label).toMatch(/^[\u0600-\u06FF ]+$/);
    const en = await createAppUser();
    const english = (await intentions(en.accessToken)).body;
    expect(english.locale).toBe('en');
    expect(english.intentions[0]).toEqual({ key: 'forgiveness', label: 'Forgiveness', duaCount: 3 });
    // Signed-in answers follow the user's language, as every personal endpoint does: no ?locale=.
    expect((await intentions(ar.accessToken, '?locale=fr')).status).toBe(400);
  });

  it("labels each request the API answers in the user's language", async () => {
    const user = await createAppUser();
    await setUser(user.userId, { language: 'ar' });
    const created = await create(user.accessToken, { intention: 'parents' });
    expect(created.body.locale).toBe('ar');
    expect(created.body.request).toMatchObject({ intention: 'parents', intentionLabel: 'للوالدين' });
    const id = created.body.request.id as number;
    expect((await list(user.accessToken)).body.items[0]).toMatchObject({ id, intentionLabel: 'للوالدين' });
    await setUser(user.userId, { language: 'fr' });
    expect((await patch(user.accessToken, id, { isSaved: true })).body.request).toMatchObject({
      id,
      intentionLabel: 'Pour mes parents',
    });
  });
});

describe('the monthly quota', () => {
  // The clock is moved to past dates only: the test tokens expire an hour after now.
  it('takes exactly the requests left when 20 arrive at once, refusing the rest with 429', async () => {
    const user = await createAppUser();
    await setUser(user.userId, { time_zone: 'UTC' });
    setClock(() => new Date('2026-11-20T12:00:00Z'));
    await db.execute(sql`INSERT INTO dua_quota (user_id, year, month, requests_used)
                         VALUES (${user.userId}, 2026, 11, ${DUA_MONTHLY_LIMIT - 3})`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(user.accessToken, { intention: 'forgiveness' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toContain(`${DUA_MONTHLY_LIMIT} dua requests of 2026-11`);
    // Until 2026-12-01T00:00Z.
    expect(refused.headers.get('retry-after')).toBe(String(10 * 86_400 + 12 * 3600));
    expect((await queryRows(db, sql`SELECT 1 FROM dua_requests WHERE user_id = ${user.userId}`)).length).toBe(3);
    expect(await used(user.userId)).toEqual([{ year: 2026, month: 11, requests_used: DUA_MONTHLY_LIMIT }]);
    expect((await quotas(user.accessToken)).body).toEqual({
      duaRequests: { used: DUA_MONTHLY_LIMIT, left: 0, limit: DUA_MONTHLY_LIMIT, extraPurchased: 0, month: '2026-11' },
      // Dedications have their own quota (decision 0065): untouched by dua requests.
      dedications: {
        used: 0,
        left: DEDICATION_MONTHLY_LIMIT,
        limit: DEDICATION_MONTHLY_LIMIT,
        extraPurchased: 0,
        month: '2026-11',
      },
    });
  });

  it('counts extras bought in `left`, and starts over in the user’s next local month (UTC+14)', async () => {
    const user = await createAppUser();
    await setUser(user.userId, { time_zone: 'Pacific/Kiritimati' });
    await db.execute(sql`INSERT INTO dua_quota (user_id, year, month, requests_used, extra_requests_purchased)
                         VALUES (${user.userId}, 2025, 11, ${DUA_MONTHLY_LIMIT}, 1)`);
    setClock(() => new Date('2025-11-30T09:59:00Z')); // 23:59 on 30 November there
    expect((await quotas(user.accessToken)).body.duaRequests).toEqual({
      used: DUA_MONTHLY_LIMIT,
      left: 1,
      limit: DUA_MONTHLY_LIMIT,
      extraPurchased: 1,
      month: '2025-11',
    });
    expect((await create(user.accessToken, { intention: 'mercy' })).status).toBe(201);
    const refused = await create(user.accessToken, { intention: 'mercy' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    setClock(() => new Date('2025-11-30T10:00:00Z')); // 1 December there
    expect((await create(user.accessToken, { intention: 'mercy' })).status).toBe(201);
    expect((await quotas(user.accessToken)).body.duaRequests).toMatchObject({
      used: 1,
      left: DUA_MONTHLY_LIMIT - 1,
      month: '2025-12',
    });
    expect(await used(user.userId)).toEqual([
      { year: 2025, month: 11, requests_used: DUA_MONTHLY_LIMIT + 1 },
      { year: 2025, month: 12, requests_used: 1 },
    ]);
  });

  it('does not open next month’s quota early when the user moves their clock east across midnight', async () => {
    const user = await createAppUser();
    await setUser(user.userId, { time_zone: 'Etc/GMT+12' });
    await db.execute(sql`INSERT INTO dua_quota (user_id, year, month, requests_used)
                         VALUES (${user.userId}, 2025, 11, ${DUA_MONTHLY_LIMIT})`);
    setClock(() => new Date('2025-11-30T10:30:00Z')); // 22:30 on 29 November in UTC−12; 1 December in UTC+14
    const moved = await call(
      meHandler,
      new Request(`${ORIGIN}${API.appMe}`, {
        method: 'PATCH',
        headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ timeZone: 'Pacific/Kiritimati' }),
      }),
    );
    expect(moved.status).toBe(200);
    const refused = await create(user.accessToken, { intention: 'mercy' });
    expect(refused.status).toBe(429);
    // The cap lasts a day after the change, or until November ends in the zone before it (sooner here).
    expect(refused.headers.get('retry-after')).toBe(String(24 * 3600));
    expect((await quotas(user.accessToken)).body.duaRequests).toMatchObject({ left: 0, month: '2025-11' });
    setClock(() => new Date('2025-12-01T10:30:00Z'));
    expect((await create(user.accessToken, { intention: 'mercy' })).status).toBe(201);
  });

  it('reads the local month in UTC−12, and refuses a query parameter', async () => {
    const user = await createAppUser();
    await setUser(user.userId, { time_zone: 'Etc/GMT+12' });
    setClock(() => new Date('2025-12-01T11:30:00Z')); // 23:30 on 30 November there
    expect((await quotas(user.accessToken)).body.duaRequests).toEqual({
      used: 0,
      left: DUA_MONTHLY_LIMIT,
      limit: DUA_MONTHLY_LIMIT,
      extraPurchased: 0,
      month: '2025-11',
    });
    const odd = await call(
      quotasHandler,
      new Request(`${ORIGIN}${API.appMeQuotas}?month=1`, { headers: bearer(user.accessToken) }),
    );
    expect(odd.status).toBe(400);
  });
});

describe('GET, PATCH and DELETE', () => {
  it('lists only mine, newest first, a page at a time', async () => {
    const me = await createAppUser();
    const other = await createAppUser();
    const ids: number[] = [];
    for (const intention of ['family', 'guidance', 'patience'])
      ids.push((await create(me.accessToken, { intention })).body.request.id);
    await create(other.accessToken, { intention: 'gratitude' });
    const first = await list(me.accessToken, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextBefore).toBe(ids[1]);
    const second = await list(me.accessToken, `?limit=2&before=${first.body.nextBefore}`);
    expect(second.body.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect(second.body.nextBefore).toBeNull();
    expect((await list(other.accessToken)).body.items.map((i: { intention: string }) => i.intention)).toEqual([
      'gratitude',
    ]);
    for (const q of ['?limit=0', '?limit=51', '?before=x', '?page=2'])
      expect((await list(me.accessToken, q)).status, q).toBe(400);
  });

  it('PATCH saves and unsaves my own; another user’s id or a bad body is refused', async () => {
    const me = await createAppUser();
    const other = await createAppUser();
    const id = (await create(me.accessToken, { intention: 'provision' })).body.request.id as number;
    const saved = await patch(me.accessToken, id, { isSaved: true });
    expect(saved.status).toBe(200);
    expect(saved.body.request).toMatchObject({ id, isSaved: true, ayahReference: '28:24' });
    expect((await list(me.accessToken)).body.items[0].isSaved).toBe(true);
    expect((await patch(other.accessToken, id, { isSaved: false })).status).toBe(404);
    expect((await patch(me.accessToken, 999_999, { isSaved: false })).status).toBe(404);
    expect((await patch(me.accessToken, 'abc', { isSaved: false })).status).toBe(404);
    for (const body of [{}, { isSaved: 'yes' }, { isSaved: true, intention: 'family' }])
      expect((await patch(me.accessToken, id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await queryRows(db, sql`SELECT is_saved FROM dua_requests WHERE id = ${id}`))[0]).toEqual({
      is_saved: true,
    });
  });

  it('DELETE removes my own only, and the month’s quota stays used', async () => {
    const me = await createAppUser();
    const other = await createAppUser();
    const id = (await create(me.accessToken, { intention: 'steadfastness' })).body.request.id as number;
    expect((await remove(other.accessToken, id)).status).toBe(404);
    const gone = await remove(me.accessToken, id);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true });
    expect((await remove(me.accessToken, id)).status).toBe(404);
    expect((await list(me.accessToken)).body.items).toEqual([]);
    expect((await quotas(me.accessToken)).body.duaRequests.used).toBe(1);
  });
});

describe('the account', () => {
  it('exports the dua requests and the quota, and deleting the account removes them', async () => {
    const me = await createAppUser();
    const other = await createAppUser();
    await create(me.accessToken, { intention: 'believers-who-went-before', recipientName: 'My grandfather' });
    await create(other.accessToken, { intention: 'family' });
    const copy = await call(
      exportHandler,
      new Request(`${ORIGIN}${API.appMeExport}`, { headers: bearer(me.accessToken) }),
    );
    expect(copy.status).toBe(200);
    expect(copy.body.duaRequests).toEqual([
      expect.objectContaining({
        intention: 'believers-who-went-before',
        recipientName: 'My grandfather',
        ayahReference: '59:10',
        duaContent: verifiedArabic(59, 10, 10),
      }),
    ]);
    expect(copy.body.duaQuota).toEqual([expect.objectContaining({ requestsUsed: 1, extraRequestsPurchased: 0 })]);
    const deleted = await call(
      meHandler,
      new Request(`${ORIGIN}${API.appMe}`, { method: 'DELETE', headers: bearer(me.accessToken) }),
    );
    expect(deleted.status).toBe(200);
    expect(await queryRows(db, sql`SELECT 1 FROM dua_requests WHERE user_id = ${me.userId}`)).toEqual([]);
    expect(await used(me.userId)).toEqual([]);
    expect((await queryRows(db, sql`SELECT 1 FROM dua_requests WHERE user_id = ${other.userId}`)).length).toBe(1);
  });
});
