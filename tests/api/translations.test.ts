// The Translations tab's endpoints (decision 0047): every endpoint × role and signed out, the
// Origin rule, the list's filters and coverage, server validation (ICU, placeholders, the locale's
// plural categories), the 409 version rule, audit in the same transaction, and the build's merge.
// Publishing (what the publisher saw and chose) is tests/api/translations-publish.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import translations, { config as listConfig } from '../../functions/admin-translations.mts';
import translationString, { config as stringConfig } from '../../functions/admin-translation-string.mts';
import publish, { config as publishConfig } from '../../functions/admin-translations-publish.mts';
import { CATALOGUES } from '../../src/lib/i18n/catalogues.ts';
import { CHROME } from '../../src/lib/i18n/chrome.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { chrome } from '../../src/lib/i18n/chrome.ts';
import { applyPublishedTranslations } from '../../src/server/i18n/published-translations.ts';
import { call, closeDb, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const cookies = {} as Record<StaffRole, string>;
const CHROME_KEYS = Object.keys(CHROME.en).length;
/** Every registered catalogue's keys (chrome, landing, text pages…): what a locale's list pages through. */
const ALL_KEYS = CATALOGUES.reduce((n, c) => n + Object.keys(c.catalogue.en).length, 0);

const list = (query: Record<string, string | number>, cookie = cookies['Content Editor']) =>
  call(translations, staffRequest('GET', withQuery(API.adminTranslations, query), { cookie }));
const save = (body: Record<string, unknown>, cookie = cookies['Content Editor'], origin?: string) =>
  call(
    translationString,
    staffRequest('PUT', API.adminTranslationString, { cookie, body, ...(origin ? { origin } : {}) }),
  );
const draft = (overrides: Record<string, unknown> = {}) => ({
  catalogue: 'chrome',
  key: 'navBlog',
  locale: 'tr',
  text: 'Günlük',
  reviewed: false,
  version: 0,
  ...overrides,
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
});

afterAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  await closeDb();
});

describe('paths and access', () => {
  it('functions declare the routes module paths', () => {
    expect([listConfig.path, stringConfig.path, publishConfig.path]).toEqual([
      API.adminTranslations,
      API.adminTranslationString,
      API.adminTranslationsPublish,
    ]);
  });

  it('every endpoint: Content Editor and Super Admin 200, Moderator 403, signed out 401, a foreign Origin 403', async () => {
    const endpoints = [
      (cookie?: string, origin?: string) =>
        call(translations, staffRequest('GET', API.adminTranslations, { cookie, ...(origin ? { origin } : {}) })),
      (cookie?: string, origin?: string) =>
        call(
          translationString,
          staffRequest('PUT', API.adminTranslationString, {
            cookie,
            body: draft({ key: 'support', text: 'Destek' }),
            ...(origin ? { origin } : {}),
          }),
        ),
      (cookie?: string, origin?: string) =>
        call(publish, staffRequest('GET', API.adminTranslationsPublish, { cookie, ...(origin ? { origin } : {}) })),
      // A row that does not exist: the publish answers 200 and names it as skipped (404).
      (cookie?: string, origin?: string) =>
        call(
          publish,
          staffRequest('POST', API.adminTranslationsPublish, {
            cookie,
            body: { items: [{ id: 1, version: 1 }] },
            ...(origin ? { origin } : {}),
          }),
        ),
    ];
    for (const endpoint of endpoints) {
      expect((await endpoint()).status).toBe(401);
      expect((await endpoint(cookies.Moderator)).status).toBe(403);
    }
    // The Origin rule covers writes.
    for (const endpoint of [endpoints[1]!, endpoints[3]!])
      expect((await endpoint(cookies['Content Editor'], 'https://evil.example')).status).toBe(403);
    await truncate('translation_strings');
    for (const role of ['Content Editor', 'Super Admin'] as const) {
      for (const endpoint of endpoints) expect((await endpoint(cookies[role])).status).toBe(200);
      await truncate('translation_strings');
    }
  });
});

describe('the list', () => {
  it('pages every chrome string per locale, with coverage per area and locale', async () => {
    const res = await list({ locale: 'tr', pageSize: 5 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(ALL_KEYS);
    expect(res.body.items).toHaveLength(5);
    expect(res.body.items[0]).toMatchObject({
      catalogue: 'chrome',
      area: 'chrome',
      locale: 'tr',
      origin: 'file',
      missing: false,
      version: 0,
      reviewed: false,
    });
    expect(res.body.coverage).toContainEqual({
      area: 'chrome',
      locale: 'tr',
      total: CHROME_KEYS,
      translated: CHROME_KEYS,
    });
    expect((await list({ locale: 'tr', page: 2, pageSize: 5 })).body.items[0].key).not.toBe(res.body.items[0].key);
    expect((await list({ locale: 'xx' })).status).toBe(400);
    expect((await list({ filter: 'nope' })).status).toBe(400);
  });

  it('filters Missing, Same as source, Outdated and Unreviewed; searches key, English and text', async () => {
    expect((await list({ locale: 'tr', filter: 'missing' })).body.total).toBe(0);
    expect((await list({ locale: 'tr', filter: 'unreviewed' })).body.total).toBe(ALL_KEYS);
    const same = await list({ locale: 'tr', filter: 'same' });
    expect(same.body.items.every((i: { text: string; source: string }) => i.text === i.source)).toBe(true);
    expect((await list({ locale: 'tr', q: 'Skip to' })).body.items.map((i: { key: string }) => i.key)).toEqual([
      'skipLink',
    ]);

    // Clearing a string makes it missing (English shows) and lowers the coverage.
    const cleared = await save(draft({ key: 'notFoundBody', text: '' }));
    expect(cleared.status).toBe(200);
    const missing = await list({ locale: 'tr', filter: 'missing' });
    expect(missing.body.items.map((i: { key: string }) => i.key)).toEqual(['notFoundBody']);
    expect(missing.body.coverage).toContainEqual({
      area: 'chrome',
      locale: 'tr',
      total: CHROME_KEYS,
      translated: CHROME_KEYS - 1,
    });
    expect(missing.body.unpublished).toBe(1);

    // The English changed after the translation was written: Outdated.
    await db.execute(sql`UPDATE translation_strings SET source_hash = '0000000000000000' WHERE key = 'notFoundBody'`);
    await save(draft({ key: 'navQuiz', text: 'Manevi Test', reviewed: true }));
    await db.execute(sql`UPDATE translation_strings SET source_hash = '0000000000000000' WHERE key = 'navQuiz'`);
    expect((await list({ locale: 'tr', filter: 'outdated' })).body.items.map((i: { key: string }) => i.key)).toEqual([
      'navQuiz',
    ]);
    expect((await list({ locale: 'tr', filter: 'unreviewed' })).body.total).toBe(ALL_KEYS - 2);
    await truncate('translation_strings');
  });
});

describe('saving a draft', () => {
  it('refuses what does not parse, placeholders that differ, and unknown strings, with the reasons', async () => {
    await truncate('translation_strings', 'audit_log');
    const broken = await save(draft({ text: 'Günlük {' }));
    expect(broken.status).toBe(400);
    expect(broken.body.issues[0]).toEqual({ path: 'text', message: 'Not a valid message: Unclosed "{"' });
    const placeholders = await save(draft({ key: 'copyright', text: '© {year}. Tüm hakları saklıdır.' }));
    expect(placeholders.status).toBe(400);
    expect(placeholders.body.error).toBe('Missing placeholder {site} (the English has it)');
    expect((await save(draft({ key: 'noSuchKey' }))).status).toBe(404);
    expect((await save(draft({ locale: 'en' }))).status).toBe(400);
    expect((await save(draft({ version: undefined }))).status).toBe(400);
    expect(await rows(sql`SELECT * FROM translation_strings`)).toEqual([]);
    expect(await rows(sql`SELECT * FROM audit_log WHERE entity_type = 'translation'`)).toEqual([]);
  });

  it('stores the draft with who wrote it and the English fingerprint, audited; a stale version answers 409 and changes nothing', async () => {
    const first = await save(draft());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      text: 'Günlük',
      origin: 'staff',
      draft: true,
      writtenBy: 'editor',
      version: 1,
      outdated: false,
    });
    // Someone else starts the same string from the file text: it exists now.
    const clash = await save(draft({ text: 'Blog yazıları' }), cookies['Super Admin']);
    expect(clash.status).toBe(409);
    expect(clash.body.current).toMatchObject({ text: 'Günlük', version: 1 });
    const second = await save(draft({ text: 'Blog', version: 1 }), cookies['Super Admin']);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ text: 'Blog', writtenBy: 'root', version: 2, same: true });
    const stale = await save(draft({ text: 'Günce', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.changedBy).toMatchObject({ username: 'root' });
    const audit = await rows<{ staff_username: string; action: string; summary: string }>(
      sql`SELECT staff_username, action, summary FROM audit_log WHERE entity_type = 'translation' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        staff_username: 'editor',
        action: 'translation.saved',
        summary: 'Saved the draft of chrome.navBlog [tr]: Günlük',
      },
      { staff_username: 'root', action: 'translation.saved', summary: 'Saved the draft of chrome.navBlog [tr]: Blog' },
    ]);
  });
});

describe('the build merge', () => {
  it('reads the published rows once: a good one shows, a bad or cleared one falls back to English and is reported, drafts stay off', async () => {
    await truncate('translation_strings');
    await db.execute(sql`INSERT INTO translation_strings (catalogue, key, locale, text, source_hash, written_by, published_text) VALUES
      ('chrome', 'navBlog', 'tr', 'Günlük', 'x', 'editor', 'Günlük'),
      ('chrome', 'copyright', 'tr', '© {year}', 'x', 'editor', '© {year}'),
      ('chrome', 'support', 'tr', '', 'x', 'editor', ''),
      ('chrome', 'terms', 'tr', 'Koşullar taslağı', 'x', 'editor', NULL)`);
    const fileTerms = chrome('tr', 'terms');
    const report = await applyPublishedTranslations();
    expect(chrome('tr', 'navBlog')).toBe('Günlük');
    expect(chrome('tr', 'copyright', { year: 2026, site: 'Thawab' })).toBe('© 2026 Thawab. All rights reserved.');
    expect(chrome('tr', 'support')).toBe('Support');
    expect(chrome('tr', 'terms')).toBe(fileTerms);
    expect(report).toEqual([
      'chrome.copyright [tr]: Missing placeholder {site} (the English has it); English shown',
      'chrome [tr]: 2 missing, English shown: support, copyright',
    ]);
  });
});
