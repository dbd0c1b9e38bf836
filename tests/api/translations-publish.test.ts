// "Publish translations" publishes what the publisher saw and chose (decision 0047,
// amended 2026-11-28), against a real Postgres: two staff write drafts; the preview lists both with
// their authors, what the site shows now and the new text; the publisher publishes one and the other
// stays a draft; a draft changed after the preview is skipped (409 for that row, named in the answer)
// while the rest of the choice is published in the same transaction; two publishes of one preview
// at once publish each row once; a role without the content permission gets 403; every publish is
// audited with who published what; only strings built into pages ask for a rebuild.
// Before this change a POST published every draft of every author, shown or not (the old handler
// ignored the body): the "stays a draft" and "skipped" assertions below fail against it.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import translationString from '../../functions/admin-translation-string.mts';
import publish from '../../functions/admin-translations-publish.mts';
import { CHROME } from '../../src/lib/i18n/chrome.ts';
import { messageToIcu } from '../../src/lib/i18n/icu.ts';
import { API } from '../../src/lib/routes.ts';
import type { PendingTranslation } from '../../src/lib/schemas/translations.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { publishedOverrides } from '../../src/server/i18n/translations.ts';
import { call, closeDb, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { pendingChanges, publishRows } from './translation-helpers.ts';

const db = useTestDatabase();
const cookies = {} as Record<StaffRole, string>;

const save = (cookie: string, body: Record<string, unknown>) =>
  call(
    translationString,
    staffRequest('PUT', API.adminTranslationString, {
      cookie,
      body: { catalogue: 'chrome', locale: 'tr', reviewed: false, version: 0, ...body },
    }),
  );

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const stringRow = async (key: string) =>
  (
    await rows<{ text: string; published_text: string | null; version: number }>(
      sql`SELECT text, published_text, version FROM translation_strings WHERE catalogue = 'chrome' AND key = ${key} AND locale = 'tr'`,
    )
  )[0];

// The build hook: counts the rebuilds publishing asks for.
let hook: Server;
let hits = 0;

beforeAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['amina', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  hook = createServer((_req, res) => {
    hits++;
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
});

beforeEach(async () => {
  await truncate('translation_strings', 'audit_log');
  hits = 0;
});

afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  hook.close();
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  await closeDb();
});

const byKey = (pending: PendingTranslation[], key: string) => pending.find((p) => p.key === key)!;

describe('the preview', () => {
  it('lists every change waiting with who wrote it, whether it was reviewed, what the site shows now and the new text', async () => {
    expect((await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true })).status).toBe(
      200,
    );
    expect((await save(cookies['Super Admin'], { key: 'navBlog', text: 'Günlük' })).status).toBe(200);
    const pending = await pendingChanges(cookies['Content Editor']);
    expect(pending.map((p) => [p.writtenBy, p.key])).toEqual([
      ['amina', 'download'],
      ['root', 'navBlog'],
    ]);
    expect(byKey(pending, 'download')).toMatchObject({
      catalogue: 'chrome',
      area: 'chrome',
      locale: 'tr',
      source: 'Download',
      current: messageToIcu(CHROME.others.tr!.download!),
      currentOrigin: 'file',
      text: 'İndir',
      writtenBy: 'amina',
      reviewed: true,
      outdated: false,
      version: 1,
    });
    expect(byKey(pending, 'navBlog')).toMatchObject({ text: 'Günlük', writtenBy: 'root', reviewed: false });
    // A Moderator may not see it; signed out is 401.
    expect(
      (await call(publish, staffRequest('GET', API.adminTranslationsPublish, { cookie: cookies.Moderator }))).status,
    ).toBe(403);
    expect((await call(publish, staffRequest('GET', API.adminTranslationsPublish))).status).toBe(401);
  });
});

describe('publishing the chosen rows', () => {
  it('publishes only the row chosen: the other author’s draft stays a draft, audited with who published what', async () => {
    await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true });
    await save(cookies['Super Admin'], { key: 'navBlog', text: 'Günlük' });
    const pending = await pendingChanges(cookies['Content Editor']);
    const res = await publishRows(cookies['Content Editor'], [byKey(pending, 'download')]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ published: ['chrome.download [tr]'], skipped: [] });
    expect(res.headers.get('x-rebuild')).toBe('triggered');
    expect(hits).toBe(1);
    expect((await publishedOverrides(db)).map((o) => [o.key, o.text])).toEqual([['download', 'İndir']]);
    expect(await stringRow('navBlog')).toEqual({ text: 'Günlük', published_text: null, version: 1 });
    expect((await pendingChanges(cookies['Content Editor'])).map((p) => p.key)).toEqual(['navBlog']);
    const audit = await rows<{ staff_username: string; action: string; entity_id: string | null; summary: string }>(
      sql`SELECT staff_username, action, entity_id, summary FROM audit_log WHERE action LIKE 'translation%.published' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        staff_username: 'amina',
        action: 'translations.published',
        entity_id: null,
        summary: 'Published 1 translation: chrome.download [tr]',
      },
      {
        staff_username: 'amina',
        action: 'translation.published',
        entity_id: 'chrome.download [tr]',
        summary: 'Published chrome.download [tr], written by amina, reviewed by a native speaker: İndir',
      },
    ]);

    // The unreviewed draft can be published too, when the publisher chooses it; the audit says so.
    const later = await publishRows(cookies['Super Admin'], await pendingChanges(cookies['Super Admin']));
    expect(later.body).toEqual({ published: ['chrome.navBlog [tr]'], skipped: [] });
    const [last] = await rows<{ staff_username: string; summary: string }>(
      sql`SELECT staff_username, summary FROM audit_log WHERE action = 'translation.published' ORDER BY id DESC LIMIT 1`,
    );
    expect(last).toEqual({
      staff_username: 'root',
      summary: 'Published chrome.navBlog [tr], written by root, not reviewed: Günlük',
    });
  });

  it('skips a draft changed after the preview (409 for that row, who changed it) and publishes the rest of the choice', async () => {
    await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true });
    await save(cookies['Super Admin'], { key: 'navBlog', text: 'Günlük', reviewed: true });
    const shown = await pendingChanges(cookies['Content Editor']);
    // After the list was shown, root rewrites navBlog.
    expect((await save(cookies['Super Admin'], { key: 'navBlog', text: 'Yazılar', version: 1 })).status).toBe(200);

    const res = await publishRows(cookies['Content Editor'], shown);
    expect(res.status).toBe(200);
    expect(res.body.published).toEqual(['chrome.download [tr]']);
    expect(res.body.skipped).toEqual([
      {
        id: byKey(shown, 'navBlog').id,
        label: 'chrome.navBlog [tr]',
        status: 409,
        reason: 'changed',
        message: 'root changed it after the list was shown; it stays a draft, open the list again to see the new text',
        changedBy: 'root',
        version: 2,
      },
    ]);
    // Neither the text shown nor the newer one went out: the row is the newer draft, unpublished.
    expect(await stringRow('navBlog')).toEqual({ text: 'Yazılar', published_text: null, version: 2 });
    expect(await stringRow('download')).toMatchObject({ text: 'İndir', published_text: 'İndir' });
    const [batch] = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE action = 'translations.published'`,
    );
    expect(batch!.summary).toBe(
      'Published 1 translation: chrome.download [tr]; not published (changed after the list was shown): chrome.navBlog [tr]',
    );
    // The new list shows the newer text at its new version.
    expect(await pendingChanges(cookies['Content Editor'])).toEqual([
      expect.objectContaining({ key: 'navBlog', text: 'Yazılar', version: 2 }),
    ]);
  });

  it('two publishes of one preview at once publish each row once; the later one says it was already published', async () => {
    await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true });
    await save(cookies['Content Editor'], { key: 'support', text: 'Yardım', reviewed: true });
    const shown = await pendingChanges(cookies['Content Editor']);
    const [a, b] = await Promise.all([
      publishRows(cookies['Content Editor'], shown),
      publishRows(cookies['Super Admin'], shown),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const answers = [a.body, b.body].sort((x, y) => y.published.length - x.published.length);
    expect(answers[0].published).toEqual(['chrome.download [tr]', 'chrome.support [tr]']);
    expect(answers[1].published).toEqual([]);
    expect(answers[1].skipped.map((s: { reason: string; status: number }) => [s.reason, s.status])).toEqual([
      ['published', 409],
      ['published', 409],
    ]);
    expect(await rows(sql`SELECT 1 FROM audit_log WHERE action = 'translations.published'`).then((r) => r.length)).toBe(
      1,
    );
    expect(hits).toBe(1);
  });

  it('a Moderator gets 403, a foreign Origin 403, signed out 401, and nothing is published', async () => {
    await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true });
    const shown = await pendingChanges(cookies['Content Editor']);
    expect((await publishRows(cookies.Moderator, shown)).status).toBe(403);
    const items = shown.map(({ id, version }) => ({ id, version }));
    const foreign = await call(
      publish,
      staffRequest('POST', API.adminTranslationsPublish, {
        cookie: cookies['Content Editor'],
        body: { items },
        origin: 'https://evil.example',
      }),
    );
    expect(foreign.status).toBe(403);
    expect((await call(publish, staffRequest('POST', API.adminTranslationsPublish, { body: { items } }))).status).toBe(
      401,
    );
    expect(await stringRow('download')).toMatchObject({ published_text: null });
    expect(await rows(sql`SELECT 1 FROM audit_log WHERE action LIKE 'translation%.published'`)).toEqual([]);
    expect(hits).toBe(0);
  });

  it('refuses a request that names no change clearly (400), and names a row that does not exist as skipped (404)', async () => {
    await save(cookies['Content Editor'], { key: 'download', text: 'İndir', reviewed: true });
    const post = (body: string | undefined, headers: Record<string, string> = {}) =>
      call(
        publish,
        new Request(`${ORIGIN}${API.adminTranslationsPublish}`, {
          method: 'POST',
          body,
          headers: { Origin: ORIGIN, Cookie: cookies['Content Editor'], ...headers },
        }),
      );
    const json = { 'Content-Type': 'application/json' };
    // A bare POST no longer means "everything": it names nothing.
    for (const bare of [
      await post(undefined),
      await post('', { ...json, 'Content-Length': '0' }),
      await post('{}', json),
    ]) {
      expect(bare.status).toBe(400);
      expect(bare.body.error).toBe('items is required: the changes of the preview to publish, each { id, version }');
    }
    expect((await post('{"items":[]}', json)).body.error).toBe('Choose at least one change to publish');
    const twice = await post('{"items":[{"id":1,"version":1},{"id":1,"version":1}]}', json);
    expect([twice.status, twice.body.error]).toEqual([400, 'Each change may be listed once']);
    expect((await post('{"items":[{"id":1}]}', json)).status).toBe(400);
    expect((await post('{"items":[{"id":1,"version":1}],"all":true}', json)).status).toBe(400);
    expect((await post('{not json', json)).status).toBe(400);
    expect((await post('x=1', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await stringRow('download')).toMatchObject({ published_text: null });

    const gone = await post('{"items":[{"id":999999,"version":1}]}', json);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({
      published: [],
      skipped: [
        {
          id: 999999,
          label: '#999999',
          status: 404,
          reason: 'gone',
          message: 'No such change: the string is not in the catalogues any more',
          changedBy: null,
          version: null,
        },
      ],
    });
    expect(gone.headers.get('x-rebuild')).toBe('none');
  });

  it('strings read at run time (the app’s messages) are published without a rebuild', async () => {
    expect(
      (
        await save(cookies['Content Editor'], {
          catalogue: 'app-messages',
          key: 'deedUnmarked',
          locale: 'ar',
          text: 'أُلغي الإتمام. يمكنك إتمامه لاحقًا.',
        })
      ).status,
    ).toBe(200);
    const res = await publishRows(cookies['Content Editor'], await pendingChanges(cookies['Content Editor']));
    expect(res.body.published).toEqual(['app-messages.deedUnmarked [ar]']);
    expect(res.headers.get('x-rebuild')).toBe('none');
    expect(hits).toBe(0);
  });
});
