// Every staff write of the blog and media records one audit row in the same transaction; a write
// that fails leaves none (the media delete writes its row first, so a rollback is what removes it).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { BlobsServer } from '@netlify/blobs/server';
import { setEnvironmentContext } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPost from '../../functions/blog-post.mts';
import migrate from '../../functions/blog-built-in-import.mts';
import media from '../../functions/media.mts';
import adminRebuild from '../../functions/admin-rebuild.mts';
import { API } from '../../src/lib/routes.ts';
import { recordAudit } from '../../src/server/audit.ts';
import { createPost } from '../../src/server/repositories/blog-posts.ts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';

const db = useTestDatabase();
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
  0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
let cookie = '';
let blobs: BlobsServer;

type Row = { staff_username: string; action: string; entity_type: string; entity_id: string | null; summary: string };
async function auditRows(): Promise<Row[]> {
  return (
    (await db.execute(
      sql`select staff_username, action, entity_type, entity_id, summary from audit_log order by id`,
    )) as unknown as { rows: Row[] }
  ).rows;
}

beforeAll(async () => {
  await truncate('staff_accounts', 'blog_posts', 'audit_log');
  const { id } = await createStaff('amina', 'Content Editor');
  cookie = await cookieFor(id);
  blobs = new BlobsServer({ directory: mkdtempSync(join(tmpdir(), 'thawab-blobs-')), token: 'test-token' });
  const { port } = await blobs.start();
  setEnvironmentContext({
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
    siteID: 'test-site',
    token: 'test-token',
  });
});

afterAll(async () => {
  await blobs.stop();
  await closeDb();
});

beforeEach(() => truncate('audit_log', 'blog_posts'));

describe('blog and media writes are audited', () => {
  it('post created, updated, published, unpublished, deleted: one row each, by whom, about which post', async () => {
    const created = await call(blogPosts, staffRequest('POST', API.blogPosts, { cookie, body: validPost() }));
    const id = String(created.body.id);
    const put = async (overrides: Record<string, unknown>) =>
      call(
        blogPost,
        staffRequest('PUT', API.blogPostById.path(id), {
          cookie,
          body: { ...validPost(overrides), version: await versionOf('blog_posts', id) },
        }),
        context({ id }),
      );
    await put({ title: 'Gratitude, Every Morning' });
    await put({ title: 'Gratitude, Every Morning', status: 'published', publishDate: new Date().toISOString() });
    await put({ title: 'Gratitude, Every Morning', status: 'draft' });
    await call(
      blogPost,
      staffRequest('DELETE', API.blogPostById.path(id), {
        cookie,
        body: { version: await versionOf('blog_posts', id) },
      }),
      context({ id }),
    );
    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual([
      'post.created',
      'post.updated',
      'post.published',
      'post.unpublished',
      'post.deleted',
    ]);
    expect(rows.every((r) => r.staff_username === 'amina' && r.entity_type === 'post' && r.entity_id === id)).toBe(
      true,
    );
    expect(rows[0]!.summary).toBe('Created draft post "Gratitude Every Morning" (/gratitude-every-morning)');
    expect(rows[2]!.summary).toBe('Published "Gratitude, Every Morning" (/gratitude-every-morning)');
  });

  it('a failed post write leaves no row: slug taken (409), unknown post (404), bad input (400)', async () => {
    await createPost(db, BlogPostPayloadSchema.parse(validPost()));
    const dup = await call(blogPosts, staffRequest('POST', API.blogPosts, { cookie, body: validPost() }));
    expect(dup.status).toBe(409);
    const missing = await call(
      blogPost,
      staffRequest('DELETE', API.blogPostById.path(999999), {
        cookie,
        body: { version: await versionOf('blog_posts', 999999) },
      }),
      context({ id: '999999' }),
    );
    expect(missing.status).toBe(404);
    const bad = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie, body: validPost({ slug: 'Not A Slug' }) }),
    );
    expect(bad.status).toBe(400);
    expect(await auditRows()).toEqual([]);
  });

  it('the import records one row naming what it added; a second run adds nothing and records nothing', async () => {
    const first = await call(migrate, staffRequest('POST', API.blogBuiltInImport, { cookie, body: {} }));
    expect(first.body.count).toBeGreaterThan(0);
    const again = await call(migrate, staffRequest('POST', API.blogBuiltInImport, { cookie, body: {} }));
    expect(again.body.count).toBe(0);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'post.imported', entity_type: 'post', entity_id: null });
    expect(rows[0]!.summary).toMatch(new RegExp(`^Imported ${first.body.count} built-in posts: `));
  });

  it('a rebuild request is recorded with how the build hook answered', async () => {
    const res = await call(adminRebuild, staffRequest('POST', API.adminRebuild, { cookie, body: {} }));
    expect(res.status).toBe(200);
    expect(await auditRows()).toEqual([
      {
        staff_username: 'amina',
        action: 'site.rebuild_requested',
        entity_type: 'site',
        entity_id: null,
        summary: `Requested a site rebuild (sitemap): ${res.body.rebuild}`,
      },
    ]);
  });

  it('media uploaded and deleted are recorded; a refused upload or a delete of a missing image leaves no row', async () => {
    const up = await call(
      media,
      staffRequest('POST', API.media, {
        cookie,
        body: { name: 'dawn.png', data: Buffer.from(PNG).toString('base64') },
      }),
    );
    expect(up.status).toBe(201);
    const svg = await call(
      media,
      staffRequest('POST', API.media, {
        cookie,
        body: { name: 'x.svg', data: Buffer.from('<svg/>').toString('base64') },
      }),
    );
    expect(svg.status).toBe(415);
    // The delete writes its row first and rolls back when the image is not there.
    const gone = await call(media, staffRequest('DELETE', `${API.media}?key=${'0'.repeat(32)}.png`, { cookie }));
    expect(gone.status).toBe(404);
    const del = await call(media, staffRequest('DELETE', `${API.media}?key=${up.body.key}`, { cookie }));
    expect(del.status).toBe(200);
    const rows = await auditRows();
    expect(rows.map((r) => [r.action, r.entity_id])).toEqual([
      ['media.uploaded', up.body.key],
      ['media.deleted', up.body.key],
    ]);
    expect(rows[0]!.summary).toBe(`Uploaded "dawn.png" (image/png, ${PNG.byteLength} bytes)`);
  });

  it('the audit row and the change commit together: a rollback after recording removes both', async () => {
    await expect(
      db.transaction(async (tx) => {
        const post = await createPost(tx, BlogPostPayloadSchema.parse(validPost({ slug: 'rolled-back' })));
        await recordAudit(
          tx,
          { id: null, username: 'amina' },
          { action: 'post.created', entityType: 'post', entityId: post.id, summary: 'x' },
        );
        throw new Error('something later failed');
      }),
    ).rejects.toThrow('something later failed');
    expect(await auditRows()).toEqual([]);
    const posts = (await db.execute(sql`select count(*)::int as n from blog_posts`)) as unknown as {
      rows: { n: number }[];
    };
    expect(posts.rows[0]!.n).toBe(0);
  });
});
