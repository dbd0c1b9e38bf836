// Posts in the audience's languages (decision 0049): a post's language and its link to
// the original it translates, through the staff API against real Postgres: create and update with
// language and links, the rules (bad language, missing post, self, cycle, chain, one post per
// language), versions, concurrent saves, autosave, history, delete, the built-in import and the
// public read of a post with its translations.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPostById from '../../functions/blog-post.mts';
import autosave from '../../functions/blog-post-autosave.mts';
import revisions from '../../functions/blog-post-revisions.mts';
import restore from '../../functions/blog-post-revision-restore.mts';
import postBySlug from '../../functions/blog-post-by-slug.mts';
import builtInImport from '../../functions/blog-built-in-import.mts';
import { loadBuiltInPosts } from '../../src/server/blog/built-in-posts.ts';
import { getDb } from '../../src/server/db.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { call, closeDb, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';

useTestDatabase();

let admin: string;
let editor: string;

beforeAll(async () => {
  await truncate('staff_accounts', 'blog_posts', 'login_attempts', 'audit_log');
  admin = await cookieFor((await createStaff('lang-root', 'Super Admin')).id);
  editor = await cookieFor((await createStaff('lang-editor', 'Content Editor')).id);
});

afterAll(() => closeDb());

beforeEach(() => truncate('blog_posts', 'audit_log'));

const past = () => new Date(Date.now() - 60_000).toISOString();

async function create(overrides: Record<string, unknown>, cookie = admin) {
  return call(blogPosts, staffRequest('POST', API.blogPosts, { cookie, body: validPost(overrides) }));
}

async function createOk(overrides: Record<string, unknown>) {
  const res = await create(overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; version: number; language: string; translationOf: number | null };
}

async function put(id: number, overrides: Record<string, unknown>, version?: number, cookie = admin) {
  return call(
    blogPostById,
    staffRequest('PUT', API.blogPostById.path(id), {
      cookie,
      body: { ...validPost(overrides), version: version ?? (await versionOf('blog_posts', id)) },
    }),
    context({ id: String(id) }),
  );
}

const get = (id: number) =>
  call(blogPostById, staffRequest('GET', API.blogPostById.path(id), { cookie: admin }), context({ id: String(id) }));

async function rows() {
  const result = (await getDb().execute(
    sql`SELECT id, slug, language, translation_of, version FROM blog_posts ORDER BY id`,
  )) as unknown as {
    rows: { id: number; slug: string; language: string; translation_of: number | null; version: number }[];
  };
  return result.rows;
}

async function auditSummaries() {
  const result = (await getDb().execute(sql`SELECT summary FROM audit_log ORDER BY id`)) as unknown as {
    rows: { summary: string }[];
  };
  return result.rows.map((row) => row.summary);
}

describe('create and update with a language and a link', () => {
  it('stores the language, links a translation to its original, lists the group on both, and audits the link', async () => {
    const original = await createOk({ slug: 'gratitude', title: 'Gratitude' });
    expect(original).toMatchObject({ language: 'en', translationOf: null });
    const indonesian = await createOk({ slug: 'syukur', title: 'Syukur', language: 'id', translationOf: original.id });
    expect(indonesian).toMatchObject({ language: 'id', translationOf: original.id });
    const arabic = await createOk({
      slug: 'al-shukr',
      title: 'الشكر',
      language: 'ar',
      translationOf: original.id,
      translationReviewed: true,
    });

    const ofOriginal = await get(original.id);
    expect(ofOriginal.body.translations.map((t: { slug: string; language: string }) => [t.slug, t.language])).toEqual([
      ['syukur', 'id'],
      ['al-shukr', 'ar'],
    ]);
    const ofTranslation = await get(indonesian.id);
    // The original first, then the other translations.
    expect(ofTranslation.body.translations.map((t: { id: number }) => t.id)).toEqual([original.id, arabic.id]);
    expect(ofTranslation.body.translationReviewed).toBe(false);
    expect((await get(arabic.id)).body.translationReviewed).toBe(true);

    expect(await auditSummaries()).toEqual([
      'Created draft post "Gratitude" (/gratitude)',
      `Created draft post "Syukur" (/syukur); language id, linked as a translation of post #${original.id}`,
      `Created draft post "الشكر" (/al-shukr); language ar, linked as a translation of post #${original.id}`,
    ]);

    // Unlinking is an update like any other, audited in the same row.
    const unlinked = await put(indonesian.id, { slug: 'syukur', title: 'Syukur', language: 'id', translationOf: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.translationOf).toBeNull();
    expect((await auditSummaries()).at(-1)).toBe(`Updated "Syukur" (/syukur); unlinked from post #${original.id}`);
    expect((await get(original.id)).body.translations.map((t: { slug: string }) => t.slug)).toEqual(['al-shukr']);
  });

  it('answers 400 for a language outside the locale table, naming the field, and stores nothing', async () => {
    for (const language of ['de', 'EN', '', 7, null]) {
      const res = await create({ slug: `bad-${String(language)}`.toLowerCase().replace(/[^a-z0-9-]/g, 'x'), language });
      expect(res.status, String(language)).toBe(400);
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'language' })]));
    }
    expect(await rows()).toEqual([]);
  });

  it('answers 400 for a link to a post that does not exist or to itself', async () => {
    const missing = await create({ slug: 'orphan', language: 'id', translationOf: 424242 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'There is no post #424242 to link to.',
      issues: [{ path: 'translationOf' }],
    });
    expect(await rows()).toEqual([]);

    const post = await createOk({ slug: 'self' });
    const self = await put(post.id, { slug: 'self', language: 'id', translationOf: post.id });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('A post cannot be a translation of itself.');
    expect((await rows())[0]).toMatchObject({ language: 'en', translation_of: null });
  });

  it('refuses a cycle, a chain and an original with translations becoming a translation (400), leaving the group as it was', async () => {
    const a = await createOk({ slug: 'a-en' });
    const b = await createOk({ slug: 'b-id', language: 'id', translationOf: a.id });
    const before = await rows();

    const cycle = await put(a.id, { slug: 'a-en', translationOf: b.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toMatch(/would make a cycle/);

    const chain = await create({ slug: 'c-ar', language: 'ar', translationOf: b.id });
    expect(chain.status).toBe(400);
    expect(chain.body.error).toMatch(/is itself a translation of post #/);

    const d = await createOk({ slug: 'd-fr', language: 'fr' });
    const originalToTranslation = await put(a.id, { slug: 'a-en', translationOf: d.id });
    expect(originalToTranslation.status).toBe(400);
    expect(originalToTranslation.body.error).toMatch(/original of 1 translation/);

    expect((await rows()).filter((row) => row.id !== d.id)).toEqual(before);
  });

  it('refuses a second post of one language in a group (409), linking or changing language, and the database holds to it', async () => {
    const original = await createOk({ slug: 'orig' });
    await createOk({ slug: 'orig-id', language: 'id', translationOf: original.id });
    const second = await create({ slug: 'orig-id-2', language: 'id', translationOf: original.id });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ issues: [{ path: 'translationOf' }] });
    expect(second.body.error).toMatch(/already the Indonesian post of this group/);

    const english = await create({ slug: 'orig-en-2', translationOf: original.id });
    expect(english.status).toBe(409);

    // The original cannot take its translation's language.
    const turned = await put(original.id, { slug: 'orig', language: 'id' });
    expect(turned.status).toBe(409);
    expect(turned.body.issues).toEqual([expect.objectContaining({ path: 'language' })]);

    // Even a write that skipped the check meets the unique index.
    await expect(
      getDb().execute(
        sql`INSERT INTO blog_posts (slug, title, excerpt, category, author, content, language, translation_of) VALUES ('raw', 't', 'e', 'Community', 'a', 'c', 'id', ${original.id})`,
      ),
    ).rejects.toThrow();
    await expect(
      getDb().execute(sql`UPDATE blog_posts SET translation_of = id WHERE id = ${original.id}`),
    ).rejects.toThrow();
  });

  it('answers 409 with the post as it is now to a save from an older version, changing nothing', async () => {
    const original = await createOk({ slug: 'versioned' });
    const translation = await createOk({ slug: 'versioned-tr', language: 'tr' });
    const loaded = translation.version;
    expect((await put(translation.id, { slug: 'versioned-tr', language: 'tr', title: 'First' }, loaded)).status).toBe(
      200,
    );
    const stale = await put(
      translation.id,
      { slug: 'versioned-tr', language: 'tr', translationOf: original.id },
      loaded,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'First', translationOf: null, language: 'tr' });
    expect((await get(original.id)).body.translations).toEqual([]);
  });

  it('lists by language, by search and originals only', async () => {
    const original = await createOk({ slug: 'list-en', title: 'Morning gratitude' });
    await createOk({ slug: 'list-id', title: 'Syukur pagi', language: 'id', translationOf: original.id });
    await createOk({ slug: 'list-fr', title: 'Gratitude du matin', language: 'fr' });
    const list = async (query: Record<string, string>) =>
      (await call(blogPosts, staffRequest('GET', withQuery(API.blogPosts, query), { cookie: editor }))).body.posts
        .map((p: { slug: string }) => p.slug)
        .sort();
    expect(await list({ language: 'id' })).toEqual(['list-id']);
    expect(await list({ originals: 'true' })).toEqual(['list-en', 'list-fr']);
    expect(await list({ q: 'GRATITUDE' })).toEqual(['list-en', 'list-fr']);
    expect(await list({ q: 'list-i' })).toEqual(['list-id']);
    expect(await list({ q: '100%_' })).toEqual([]);
    expect(
      (await call(blogPosts, staffRequest('GET', withQuery(API.blogPosts, { language: 'xx' }), { cookie: editor })))
        .status,
    ).toBe(400);
  });
});

describe('concurrent saves', () => {
  it('never lose a link: the original edited while three translations link to it', async () => {
    const original = await createOk({ slug: 'busy-original', title: 'Busy' });
    const translations = await Promise.all(
      ['id', 'ar', 'fr'].map((language) => createOk({ slug: `busy-${language}`, language })),
    );
    const results = await Promise.all([
      put(original.id, { slug: 'busy-original', title: 'Busy, edited' }, original.version),
      ...translations.map((t) =>
        put(t.id, { slug: t.slug, language: t.language, translationOf: original.id }, t.version),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const group = (await get(original.id)).body;
    expect(group.title).toBe('Busy, edited');
    expect(group.translations.map((t: { language: string }) => t.language).sort()).toEqual(['ar', 'fr', 'id']);
  });

  it('let only one of two posts of one language into a group', async () => {
    const original = await createOk({ slug: 'contested' });
    const [one, two] = await Promise.all([
      createOk({ slug: 'contested-ms-1', language: 'ms' }),
      createOk({ slug: 'contested-ms-2', language: 'ms' }),
    ]);
    const results = await Promise.all(
      [one, two].map((t) => put(t.id, { slug: t.slug, language: 'ms', translationOf: original.id }, t.version)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await rows()).filter((row) => row.translation_of === original.id)).toHaveLength(1);
  });

  it('let only one of two originals link to the other at the same moment (no cycle)', async () => {
    const [a, b] = await Promise.all([
      createOk({ slug: 'mutual-en' }),
      createOk({ slug: 'mutual-bn', language: 'bn' }),
    ]);
    const results = await Promise.all([
      put(a.id, { slug: 'mutual-en', translationOf: b.id }, a.version),
      put(b.id, { slug: 'mutual-bn', language: 'bn', translationOf: a.id }, b.version),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const linked = (await rows()).filter((row) => row.translation_of !== null);
    expect(linked).toHaveLength(1);
  });
});

describe('autosave, history and delete', () => {
  it('autosave keeps the link rules and the link; a revision records the language; a restore keeps the post’s language and link', async () => {
    const original = await createOk({ slug: 'hist-en' });
    const draft = await createOk({ slug: 'hist-id', language: 'id', title: 'Versi pertama' });
    const saved = await call(
      autosave,
      staffRequest('PUT', API.blogPostAutosave.path(draft.id), {
        cookie: editor,
        body: {
          ...validPost({ slug: 'hist-id', language: 'id', translationOf: original.id, title: 'Versi kedua' }),
          version: draft.version,
        },
      }),
      context({ id: String(draft.id) }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.translationOf).toBe(original.id);
    expect((await auditSummaries()).at(-1)).toContain(`linked as a translation of post #${original.id}`);
    const refused = await call(
      autosave,
      staffRequest('PUT', API.blogPostAutosave.path(draft.id), {
        cookie: editor,
        body: {
          ...validPost({ slug: 'hist-id', language: 'id', translationOf: draft.id }),
          version: saved.body.version,
        },
      }),
      context({ id: String(draft.id) }),
    );
    expect(refused.status).toBe(400);

    const history = await call(
      revisions,
      staffRequest('GET', API.blogPostRevisions.path(draft.id), { cookie: editor }),
      context({ id: String(draft.id) }),
    );
    const created = history.body.revisions.at(-1);
    expect(created.snapshot).toMatchObject({ title: 'Versi pertama', language: 'id', translationOf: null });

    const restored = await call(
      restore,
      staffRequest('POST', API.blogPostRevisionRestore.path(draft.id, created.id), {
        cookie: editor,
        body: { version: await versionOf('blog_posts', draft.id) },
      }),
      context({ id: String(draft.id), revisionId: String(created.id) }),
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Versi pertama', language: 'id', translationOf: original.id });
  });

  it('deleting an original keeps its translations together around the oldest of them, with new versions and one audit row', async () => {
    const original = await createOk({ slug: 'gone-en' });
    const first = await createOk({ slug: 'gone-id', language: 'id', translationOf: original.id });
    const second = await createOk({ slug: 'gone-ar', language: 'ar', translationOf: original.id });
    const res = await call(
      blogPostById,
      staffRequest('DELETE', API.blogPostById.path(original.id), {
        cookie: editor,
        body: { version: original.version },
      }),
      context({ id: String(original.id) }),
    );
    expect(res.status).toBe(200);
    const after = await rows();
    expect(after.map((row) => [row.slug, row.translation_of])).toEqual([
      ['gone-id', null],
      ['gone-ar', first.id],
    ]);
    expect(after.map((row) => row.version)).toEqual([first.version + 1, second.version + 1]);
    expect((await auditSummaries()).at(-1)).toBe(
      `Deleted draft post "Gratitude Every Morning" (/gone-en); its translations now gather around post #${first.id}`,
    );
  });
});

describe('the built-in import and the public read', () => {
  it('imports the team’s translations linked to their originals by slug, once, and skips one whose language the group already has', async () => {
    const builtIn = await loadBuiltInPosts();
    // The database already has an Indonesian post of one original's group.
    const smallDeeds = builtIn.find((post) => post.slug === 'small-consistent-deeds')!;
    const { translationOfSlug: _none, ...englishPayload } = smallDeeds;
    const stored = await createOk({ ...englishPayload, publishDate: smallDeeds.publishDate!.toISOString() });
    await createOk({ slug: 'amal-kecil-versi-staf', language: 'id', translationOf: stored.id });

    const first = await call(builtInImport, staffRequest('POST', API.blogBuiltInImport, { cookie: admin, body: {} }));
    expect(first.status).toBe(200);
    // Everything but the English original it had and the Indonesian translation its group has.
    expect(first.body.count).toBe(builtIn.length - 2);
    const bySlug = new Map((await rows()).map((row) => [row.slug, row]));
    expect(bySlug.has('amal-kecil-yang-konsisten')).toBe(false);
    expect(bySlug.get('al-aamal-al-saghira-al-daima')).toMatchObject({ language: 'ar', translation_of: stored.id });
    expect(bySlug.get('mencatat-amal-baik-dengan-thawab')).toMatchObject({
      language: 'id',
      translation_of: bySlug.get('track-good-deeds-with-thawab')!.id,
    });
    const second = await call(builtInImport, staffRequest('POST', API.blogBuiltInImport, { cookie: admin, body: {} }));
    expect(second.body).toEqual({ posts: [], count: 0 });
  });

  it('serves a published post with its published translations and related posts of its language only', async () => {
    const original = await createOk({
      slug: 'pub-en',
      status: 'published',
      publishDate: past(),
      category: 'Community',
    });
    await createOk({
      slug: 'pub-id',
      language: 'id',
      translationOf: original.id,
      status: 'published',
      publishDate: past(),
      category: 'Community',
    });
    await createOk({ slug: 'pub-ar-draft', language: 'ar', translationOf: original.id });
    await createOk({ slug: 'other-en', status: 'published', publishDate: past(), category: 'Community' });
    await createOk({
      slug: 'other-id',
      language: 'id',
      status: 'published',
      publishDate: past(),
      category: 'Community',
    });

    const view = await call(
      postBySlug,
      new Request(`http://localhost${API.blogPostBySlug.path('pub-id')}`),
      context({ slug: 'pub-id' }),
    );
    expect(view.status).toBe(200);
    expect(view.body.language).toBe('id');
    expect(view.body.translations).toEqual([{ slug: 'pub-en', title: 'Gratitude Every Morning', language: 'en' }]);
    expect(view.body.related.map((p: { slug: string; language: string }) => [p.slug, p.language])).toEqual([
      ['other-id', 'id'],
    ]);

    // Staff previewing the draft translation see the published members of its group.
    const preview = await call(
      postBySlug,
      staffRequest('GET', API.blogPostBySlug.path('pub-ar-draft'), { cookie: editor }),
      context({ slug: 'pub-ar-draft' }),
    );
    expect(preview.body.translations.map((t: { language: string }) => t.language)).toEqual(['en', 'id']);
  });
});
