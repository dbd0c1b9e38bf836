// Post history and autosave (decision 0037): which writes snapshot a post, trimming to
// the newest 25, the ten-minute autosave revision (on the injected clock), the version check of an
// autosave, restore (itself a revision, and undoable), and the old slugs of published posts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPostById from '../../functions/blog-post.mts';
import autosave from '../../functions/blog-post-autosave.mts';
import revisions from '../../functions/blog-post-revisions.mts';
import restore from '../../functions/blog-post-revision-restore.mts';
import { setClock } from '../../src/server/clock.ts';
import { listSlugRedirects } from '../../src/server/blog/post-history.ts';
import { getDb } from '../../src/server/db.ts';
import { AUTOSAVE_DRAFTS_ONLY, KEPT_REVISIONS, RESTORE_PUBLISHED_IN_EDITOR } from '../../src/lib/blog/post-history.ts';
import { API } from '../../src/lib/routes.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';

useTestDatabase();

let amina: string;
let bilal: string;

beforeAll(async () => {
  await truncate('staff_accounts', 'blog_posts', 'login_attempts');
  amina = await cookieFor((await createStaff('amina', 'Content Editor')).id);
  bilal = await cookieFor((await createStaff('bilal', 'Super Admin')).id);
});

afterEach(() => setClock());
afterAll(closeDb);

let counter = 0;
async function create(overrides: Record<string, unknown> = {}, cookie = amina) {
  const res = await call(
    blogPosts,
    staffRequest('POST', API.blogPosts, { cookie, body: validPost({ slug: `post-${++counter}`, ...overrides }) }),
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string; version: number };
}

async function put(id: number, overrides: Record<string, unknown>, cookie = amina, version?: number) {
  const body = { ...validPost(overrides), version: version ?? (await versionOf('blog_posts', id)) };
  return call(
    blogPostById,
    staffRequest('PUT', API.blogPostById.path(id), { cookie, body }),
    context({ id: String(id) }),
  );
}

async function autosaveDraft(id: number, overrides: Record<string, unknown>, version: number, cookie = amina) {
  return call(
    autosave,
    staffRequest('PUT', API.blogPostAutosave.path(id), { cookie, body: { ...validPost(overrides), version } }),
    context({ id: String(id) }),
  );
}

async function history(id: number) {
  const res = await call(
    revisions,
    staffRequest('GET', API.blogPostRevisions.path(id), { cookie: amina }),
    context({ id: String(id) }),
  );
  expect(res.status).toBe(200);
  return res.body.revisions as {
    id: number;
    reason: string;
    createdBy: string;
    createdAt: string;
    snapshot: { title: string; content: string; slug: string; status: string };
  }[];
}

async function restoreRevision(id: number, revisionId: number, cookie = amina) {
  return call(
    restore,
    staffRequest('POST', API.blogPostRevisionRestore.path(id, revisionId), {
      cookie,
      body: { version: await versionOf('blog_posts', id) },
    }),
    context({ id: String(id), revisionId: String(revisionId) }),
  );
}

describe('snapshots', () => {
  it('are taken on create, every save, publish, schedule and unpublish, with reason, author and time', async () => {
    const post = await create({ slug: 'snapshots', title: 'First' });
    expect((await put(post.id, { slug: 'snapshots', title: 'Second' })).status).toBe(200);
    expect(
      (
        await put(
          post.id,
          { slug: 'snapshots', title: 'Third', status: 'scheduled', publishDate: '2099-01-01T10:00:00Z' },
          bilal,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await put(post.id, {
          slug: 'snapshots',
          title: 'Fourth',
          status: 'published',
          publishDate: '2020-01-01T10:00:00Z',
        })
      ).status,
    ).toBe(200);
    expect((await put(post.id, { slug: 'snapshots', title: 'Fifth', status: 'draft' })).status).toBe(200);
    const list = await history(post.id);
    expect(list.map((r) => [r.reason, r.snapshot.title, r.createdBy])).toEqual([
      ['unpublished', 'Fifth', 'amina'],
      ['published', 'Fourth', 'amina'],
      ['scheduled', 'Third', 'bilal'],
      ['saved', 'Second', 'amina'],
      ['created', 'First', 'amina'],
    ]);
    expect(Number.isNaN(Date.parse(list[0]!.createdAt))).toBe(false);
  });

  it(`keep the newest ${KEPT_REVISIONS} per post, trimmed as the next one is written`, async () => {
    const post = await create({ slug: 'trimmed', title: 'Save 0' });
    for (let i = 1; i <= KEPT_REVISIONS + 2; i++)
      expect((await put(post.id, { slug: 'trimmed', title: `Save ${i}` })).status).toBe(200);
    const list = await history(post.id);
    expect(list).toHaveLength(KEPT_REVISIONS);
    expect(list[0]!.snapshot.title).toBe(`Save ${KEPT_REVISIONS + 2}`);
    expect(list.at(-1)!.snapshot.title).toBe('Save 3');
  });

  it('are deleted with their post', async () => {
    const post = await create();
    await call(
      blogPostById,
      staffRequest('DELETE', API.blogPostById.path(post.id), {
        cookie: amina,
        body: { version: await versionOf('blog_posts', post.id) },
      }),
      context({ id: String(post.id) }),
    );
    const res = await call(
      revisions,
      staffRequest('GET', API.blogPostRevisions.path(post.id), { cookie: amina }),
      context({ id: String(post.id) }),
    );
    expect(res.status).toBe(404);
  });
});

describe('autosave', () => {
  it('saves a draft in place without a revision, and answers a stale version with 409 and who changed it', async () => {
    const post = await create({ slug: 'autosaved', title: 'Start' });
    const mine = await autosaveDraft(post.id, { slug: 'autosaved', content: 'Amina typed this.' }, post.version);
    expect(mine.status).toBe(200);
    expect(mine.body.content).toBe('Amina typed this.');
    expect(mine.body.version).toBe(post.version + 1);
    expect((await history(post.id)).map((r) => r.reason)).toEqual(['created']);

    // Bilal loaded the post before Amina's autosave: his autosave is refused, nothing of it lands.
    const theirs = await autosaveDraft(
      post.id,
      { slug: 'autosaved', content: 'Bilal typed this.' },
      post.version,
      bilal,
    );
    expect(theirs.status).toBe(409);
    expect(theirs.body.conflict).toBe('version');
    expect(theirs.body.changedBy).toEqual({ username: 'amina', displayName: expect.any(String) });
    expect(theirs.body.current.content).toBe('Amina typed this.');
    expect(theirs.body.error).toMatch(/changed this post/);
  });

  it('applies to drafts only: a published post, or a draft sent as published, is refused', async () => {
    const published = await create({ slug: 'live-one', status: 'published', publishDate: '2020-01-01T00:00:00Z' });
    const live = await autosaveDraft(published.id, { slug: 'live-one', content: 'Not yet.' }, published.version);
    expect(live.status).toBe(400);
    expect(live.body.error).toBe(AUTOSAVE_DRAFTS_ONLY);
    const draft = await create({ slug: 'draft-one' });
    const asPublished = await autosaveDraft(
      draft.id,
      { slug: 'draft-one', status: 'published', publishDate: '2020-01-01T00:00:00Z' },
      draft.version,
    );
    expect(asPublished.status).toBe(400);
    expect(
      (
        await call(
          blogPostById,
          staffRequest('GET', API.blogPostById.path(published.id), { cookie: amina }),
          context({ id: String(published.id) }),
        )
      ).body.content,
    ).not.toBe('Not yet.');
  });

  it('makes a revision when the newest is older than ten minutes and the text differs', async () => {
    let time = new Date('2026-11-25T09:00:00Z');
    setClock(() => time);
    const post = await create({ slug: 'ten-minutes', content: 'v1' });
    let version = post.version;
    const save = async (content: string) => {
      const res = await autosaveDraft(post.id, { slug: 'ten-minutes', content }, version);
      expect(res.status).toBe(200);
      version = res.body.version;
    };
    time = new Date('2026-11-25T09:09:59Z');
    await save('v2');
    expect((await history(post.id)).map((r) => r.reason)).toEqual(['created']);
    time = new Date('2026-11-25T09:10:01Z');
    await save('v3');
    expect((await history(post.id)).map((r) => [r.reason, r.snapshot.content])).toEqual([
      ['autosave', 'v3'],
      ['created', 'v1'],
    ]);
    time = new Date('2026-11-25T09:25:00Z');
    await save('v3'); // the same text: no revision however long it has been
    expect(await history(post.id)).toHaveLength(2);
  });
});

describe('restore', () => {
  it('snapshots the current text first, restores the revision as a revision of its own, and can be undone', async () => {
    const post = await create({ slug: 'restorable', title: 'Original', content: 'The original text.' });
    const typed = await autosaveDraft(
      post.id,
      { slug: 'restorable', title: 'Rewritten', content: 'Typed since, never saved by hand.' },
      post.version,
    );
    expect(typed.status).toBe(200);
    const original = (await history(post.id)).find((r) => r.reason === 'created')!;

    const restored = await restoreRevision(post.id, original.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Original', content: 'The original text.', status: 'draft' });
    const list = await history(post.id);
    expect(list.map((r) => [r.reason, r.snapshot.title])).toEqual([
      ['restored', 'Original'],
      ['before-restore', 'Rewritten'],
      ['created', 'Original'],
    ]);

    // Undo: restore the "before restore" snapshot.
    const undone = await restoreRevision(post.id, list[1]!.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ title: 'Rewritten', content: 'Typed since, never saved by hand.' });
  });

  it('sends the version it loaded: a stale one answers 409', async () => {
    const post = await create({ slug: 'restore-stale' });
    const [created] = await history(post.id);
    const res = await call(
      restore,
      staffRequest('POST', API.blogPostRevisionRestore.path(post.id, created!.id), {
        cookie: amina,
        body: { version: post.version },
      }),
      context({ id: String(post.id), revisionId: String(created!.id) }),
    );
    expect(res.status).toBe(200);
    const stale = await call(
      restore,
      staffRequest('POST', API.blogPostRevisionRestore.path(post.id, created!.id), {
        cookie: bilal,
        body: { version: post.version },
      }),
      context({ id: String(post.id), revisionId: String(created!.id) }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe('version');
  });

  it('refuses a published post (its revision goes live only through Publish) and an unknown revision', async () => {
    const post = await create({
      slug: 'restore-live',
      title: 'Live',
      status: 'published',
      publishDate: '2020-01-01T00:00:00Z',
    });
    expect(
      (
        await put(post.id, {
          slug: 'restore-live',
          title: 'Live, edited',
          status: 'published',
          publishDate: '2020-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(200);
    const [, first] = await history(post.id);
    const res = await restoreRevision(post.id, first!.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(RESTORE_PUBLISHED_IN_EDITOR);
    expect(await history(post.id)).toHaveLength(2);
    const other = await create({ slug: 'restore-other' });
    expect((await restoreRevision(other.id, first!.id)).status).toBe(404);
  });
});

describe('old slugs of published posts', () => {
  const publish = { status: 'published', publishDate: '2020-01-01T00:00:00Z' };
  const redirects = async (live: string[]) => listSlugRedirects(getDb(), new Set(live));

  it('redirect to the current slug, chains collapsed; a draft’s slug changes leave nothing', async () => {
    const post = await create({ slug: 'slug-a', ...publish });
    expect((await put(post.id, { slug: 'slug-b', ...publish })).status).toBe(200);
    expect((await put(post.id, { slug: 'slug-c', ...publish })).status).toBe(200);
    expect(await redirects(['slug-c'])).toEqual([
      { from: 'slug-a', to: 'slug-c' },
      { from: 'slug-b', to: 'slug-c' },
    ]);
    // Not built (no longer published): nothing redirects to it.
    expect(await redirects([])).toEqual([]);

    const draft = await create({ slug: 'draft-a' });
    expect((await put(draft.id, { slug: 'draft-b' })).status).toBe(200);
    expect((await redirects(['slug-c', 'draft-b'])).map((r) => r.from)).not.toContain('draft-a');
  });

  it('stop redirecting when a new post takes the old slug, or the post takes it back', async () => {
    const post = await create({ slug: 'old-x', ...publish });
    expect((await put(post.id, { slug: 'new-x', ...publish })).status).toBe(200);
    const taker = await create({ slug: 'old-x' });
    expect((await redirects(['new-x', 'old-x'])).map((r) => r.from)).not.toContain('old-x');
    expect(taker.slug).toBe('old-x');

    const back = await create({ slug: 'there', ...publish });
    expect((await put(back.id, { slug: 'elsewhere', ...publish })).status).toBe(200);
    expect((await redirects(['elsewhere'])).map((r) => r.from)).toContain('there');
    expect((await put(back.id, { slug: 'there', ...publish })).status).toBe(200);
    expect(await redirects(['there'])).toEqual([{ from: 'elsewhere', to: 'there' }]);
  });
});
