// The staff API: every endpoint × every role and signed out; Origin and JSON rules; the blog
// CMS rules (content stored as written and sanitised when rendered, slug conflicts, import, rebuild hook, scheduled publishing).
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { setEnvironmentContext } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPostById from '../../functions/blog-post.mts';
import postBySlug from '../../functions/blog-post-by-slug.mts';
import builtInImport from '../../functions/blog-built-in-import.mts';
import media from '../../functions/media.mts';
import mediaFile from '../../functions/media-file.mts';
import publishScheduled from '../../functions/scheduled-publish-posts.mts';
import newYearRebuild from '../../functions/scheduled-new-year-rebuild.mts';
import adminSession from '../../functions/admin-session.mts';
import adminRebuild from '../../functions/admin-rebuild.mts';
import adminLogout from '../../functions/admin-logout.mts';
import { loadBuiltInPosts } from '../../src/server/blog/built-in-posts.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';
import { API, withQuery } from '../../src/lib/routes.ts';

useTestDatabase();

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
  0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

const upload = (bytes: Uint8Array, name = 'image.png') => ({ name, data: Buffer.from(bytes).toString('base64') });

const cookies = {} as Record<StaffRole, string>;
/** staff id → that person's shared cookie */
const staffIds: Record<number, string> = {};
let blobs: BlobsServer;

beforeAll(async () => {
  await truncate('staff_accounts', 'blog_posts', 'login_attempts');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    const { id } = await createStaff(username, role);
    cookies[role] = await cookieFor(id);
    staffIds[id] = cookies[role];
  }
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

async function anyPostId(): Promise<number> {
  const res = await call(
    blogPosts,
    staffRequest('POST', API.blogPosts, {
      cookie: cookies['Super Admin'],
      body: validPost({ slug: `p-${Math.random().toString(36).slice(2, 10)}` }),
    }),
  );
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('the access table: endpoint × role', () => {
  type Case = { name: string; run: (cookie?: string) => Promise<number>; allowed: StaffRole[]; ok: number };
  const cases: Case[] = [
    {
      name: 'GET /api/admin/session',
      allowed: ['Super Admin', 'Content Editor', 'Moderator'],
      ok: 200,
      run: async (cookie) => (await call(adminSession, staffRequest('GET', API.adminSession, { cookie }))).status,
    },
    {
      name: 'POST /api/blog/posts',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 201,
      run: async (cookie) =>
        (
          await call(
            blogPosts,
            staffRequest('POST', API.blogPosts, {
              cookie,
              body: validPost({ slug: `t-${Math.random().toString(36).slice(2, 10)}` }),
            }),
          )
        ).status,
    },
    {
      name: 'GET /api/blog/posts/:id',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) => {
        const id = String(await anyPostId());
        return (await call(blogPostById, staffRequest('GET', API.blogPostById.path(id), { cookie }), context({ id })))
          .status;
      },
    },
    {
      name: 'PUT /api/blog/posts/:id',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) => {
        const id = String(await anyPostId());
        return (
          await call(
            blogPostById,
            staffRequest('PUT', API.blogPostById.path(id), {
              cookie,
              body: { ...validPost({ slug: `u-${id}` }), version: await versionOf('blog_posts', id) },
            }),
            context({ id }),
          )
        ).status;
      },
    },
    {
      name: 'DELETE /api/blog/posts/:id',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) => {
        const id = String(await anyPostId());
        return (
          await call(
            blogPostById,
            staffRequest('DELETE', API.blogPostById.path(id), {
              cookie,
              body: { version: await versionOf('blog_posts', id) },
            }),
            context({ id }),
          )
        ).status;
      },
    },
    {
      name: 'POST /api/blog/migrate-existing',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) =>
        (await call(builtInImport, staffRequest('POST', API.blogBuiltInImport, { cookie, body: {} }))).status,
    },
    {
      name: 'POST /api/admin/rebuild',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) =>
        (await call(adminRebuild, staffRequest('POST', API.adminRebuild, { cookie, body: {} }))).status,
    },
    {
      name: 'POST /api/admin/logout',
      allowed: ['Super Admin', 'Content Editor', 'Moderator'],
      ok: 200,
      run: async (cookie) => {
        // A fresh session of the same person, so the shared cookies stay valid.
        const fresh = cookie
          ? await cookieFor(Number(Object.entries(staffIds).find(([, c]) => c === cookie)?.[0]))
          : undefined;
        return (await call(adminLogout, staffRequest('POST', API.adminLogout, { cookie: fresh, body: {} }))).status;
      },
    },
    {
      name: 'GET /api/media',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) => (await call(media, staffRequest('GET', API.media, { cookie }))).status,
    },
    {
      name: 'POST /api/media',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 201,
      run: async (cookie) => (await call(media, staffRequest('POST', API.media, { cookie, body: upload(PNG) }))).status,
    },
    {
      name: 'DELETE /api/media?key=',
      allowed: ['Super Admin', 'Content Editor'],
      ok: 200,
      run: async (cookie) => {
        const up = await call(
          media,
          staffRequest('POST', API.media, { cookie: cookies['Super Admin'], body: upload(PNG) }),
        );
        return (await call(media, staffRequest('DELETE', withQuery(API.media, { key: up.body.key }), { cookie })))
          .status;
      },
    },
  ];
  const roles: (StaffRole | 'signed out')[] = ['Super Admin', 'Content Editor', 'Moderator', 'signed out'];
  for (const c of cases) {
    for (const role of roles) {
      const expected = role === 'signed out' ? 401 : c.allowed.includes(role) ? c.ok : 403;
      it(`${c.name} as ${role} → ${expected}`, async () => {
        expect(await c.run(role === 'signed out' ? undefined : cookies[role])).toBe(expected);
      });
    }
  }
});

describe('writes: Origin and JSON', () => {
  it('a staff write from another origin (or none) is refused with 403 and changes nothing', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, {
          cookie: cookies['Super Admin'],
          origin,
          body: validPost({ slug: 'cross-site' }),
        }),
      );
      expect(res.status).toBe(403);
    }
    const list = await call(blogPosts, staffRequest('GET', API.blogPosts, { cookie: cookies['Super Admin'] }));
    expect(list.body.posts.map((p: { slug: string }) => p.slug)).not.toContain('cross-site');
  });

  it('a non-JSON body is refused with 415', async () => {
    const res = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, {
        cookie: cookies['Super Admin'],
        body: 'title=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(res.status).toBe(415);
  });
});

describe('blog posts', () => {
  beforeEach(() => truncate('blog_posts'));
  const admin = () => cookies['Super Admin'];

  it('stores exactly what the editor wrote (autolinks, emails, code, an unclosed <style>) and serves it sanitised', async () => {
    const content = [
      '  Indented start stays.',
      '',
      'See <https://example.com/docs> for details.',
      '',
      'Email <team@example.com> today.',
      '',
      'Inline code `<div class="x">` stays.',
      '',
      '```html',
      '<script>alert("in a fence")</script>',
      '```',
      '',
      'Hello <script>alert(1)</script> <img src="x" onerror="alert(2)"> <a href="javascript:alert(4)">link</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(7)"><circle/></svg>',
      '',
      '<style>',
      '',
      'Everything after the unclosed style survives & 2 < 3.\r\n',
    ].join('\n');
    const res = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, {
        cookie: admin(),
        body: validPost({
          content,
          slug: 'exact-words',
          status: 'published',
          publishDate: new Date(Date.now() - 60_000).toISOString(),
        }),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(content);
    const again = await call(
      blogPostById,
      staffRequest('GET', API.blogPostById.path(res.body.id), { cookie: admin() }),
      context({ id: String(res.body.id) }),
    );
    expect(again.body.content).toBe(content);
    const put = await call(
      blogPostById,
      staffRequest('PUT', API.blogPostById.path(res.body.id), {
        cookie: admin(),
        body: {
          ...validPost({
            content,
            slug: 'exact-words',
            status: 'published',
            publishDate: new Date(Date.now() - 60_000).toISOString(),
          }),
          version: await versionOf('blog_posts', res.body.id),
        },
      }),
      context({ id: String(res.body.id) }),
    );
    expect(put.status).toBe(200);
    expect(put.body.content).toBe(content);

    // What readers get (the fallback page's API) is the rendered, sanitised HTML with every word.
    const view = await call(
      postBySlug,
      new Request(`http://localhost${API.blogPostBySlug.path('exact-words')}`),
      context({ slug: 'exact-words' }),
    );
    expect(view.status).toBe(200);
    const html = view.body.html as string;
    expect(html).toContain(
      '<a href="https://example.com/docs" rel="noopener noreferrer nofollow" target="_blank">https://example.com/docs</a>',
    );
    expect(html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(html).toContain('<code>&lt;div class="x"&gt;</code>');
    expect(html).toContain('&lt;script&gt;alert("in a fence")&lt;/script&gt;');
    expect(html).toContain('Everything after the unclosed style survives &amp; 2 &lt; 3.');
    expect(html).not.toMatch(/<script|<style|<iframe|<svg|onerror=|onload=|javascript:/i);
  });

  it('refuses a body with nothing visible once sanitised', async () => {
    const res = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, {
        cookie: admin(),
        body: validPost({ content: '<script>alert(1)</script>' }),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Content is required');
  });

  it('a slug already used answers 409 with the message of product §8, on create and on update', async () => {
    await call(blogPosts, staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost() }));
    const dup = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost({ title: 'Other' }) }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This URL slug is already used by another post');
    const other = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost({ slug: 'second' }) }),
    );
    const put = await call(
      blogPostById,
      staffRequest('PUT', API.blogPostById.path(other.body.id), {
        cookie: admin(),
        body: { ...validPost(), version: await versionOf('blog_posts', other.body.id) },
      }),
      context({ id: String(other.body.id) }),
    );
    expect(put.status).toBe(409);
  });

  it('updates keep updatedAt current; unknown ids answer 404', async () => {
    const created = await call(blogPosts, staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost() }));
    const id = String(created.body.id);
    const put = await call(
      blogPostById,
      staffRequest('PUT', API.blogPostById.path(id), {
        cookie: admin(),
        body: { ...validPost({ title: 'Renamed' }), version: await versionOf('blog_posts', id) },
      }),
      context({ id }),
    );
    expect(put.status).toBe(200);
    expect(put.body.title).toBe('Renamed');
    expect(new Date(put.body.updatedAt).getTime()).toBeGreaterThan(new Date(created.body.updatedAt).getTime());
    expect(
      (
        await call(
          blogPostById,
          staffRequest('GET', API.blogPostById.path(999999), { cookie: admin() }),
          context({ id: '999999' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          blogPostById,
          staffRequest('DELETE', API.blogPostById.path('abc'), {
            cookie: admin(),
            body: { version: await versionOf('blog_posts', 'abc') },
          }),
          context({ id: 'abc' }),
        )
      ).status,
    ).toBe(404);
  });

  it('drafts reach staff only: the public list shows published posts, the staff list shows all', async () => {
    await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost({ slug: 'a-draft' }) }),
    );
    await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, {
        cookie: admin(),
        body: validPost({ slug: 'live', status: 'published', publishDate: new Date().toISOString() }),
      }),
    );
    const publicList = await call(blogPosts, staffRequest('GET', API.blogPosts));
    expect(publicList.body.posts.map((p: { slug: string }) => p.slug)).toEqual(['live']);
    const moderatorList = await call(blogPosts, staffRequest('GET', API.blogPosts, { cookie: cookies.Moderator }));
    expect(moderatorList.body.posts.map((p: { slug: string }) => p.slug)).toEqual(['live']);
    const staffList = await call(blogPosts, staffRequest('GET', API.blogPosts, { cookie: cookies['Content Editor'] }));
    expect(staffList.body.posts.map((p: { slug: string }) => p.slug).sort()).toEqual(['a-draft', 'live']);
    expect(staffList.headers.get('cache-control')).toBe('no-store');
  });

  it('import adds the built-in posts once; the second run adds 0', async () => {
    const builtIn = await loadBuiltInPosts();
    expect(builtIn.length).toBeGreaterThan(0);
    const first = await call(builtInImport, staffRequest('POST', API.blogBuiltInImport, { cookie: admin(), body: {} }));
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(builtIn.length);
    expect(first.body.posts[0].coverImage).toMatch(/^\/blog\/covers\/[a-z0-9-]+\.webp$/);
    const second = await call(
      builtInImport,
      staffRequest('POST', API.blogBuiltInImport, { cookie: admin(), body: {} }),
    );
    expect(second.body).toEqual({ posts: [], count: 0 });
  });

  it('a failing build hook does not lose the post', async () => {
    const hook: Server = createServer((_req, res) => res.writeHead(500).end('hook down'));
    let hits = 0;
    hook.on('request', () => hits++);
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as { port: number };
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${port}/hook`;
    try {
      const res = await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, {
          cookie: admin(),
          body: validPost({ status: 'published', publishDate: new Date().toISOString() }),
        }),
      );
      expect(res.status).toBe(201);
      expect(res.headers.get('x-rebuild')).toBe('failed');
      expect(hits).toBe(1);
      const publicList = await call(blogPosts, staffRequest('GET', API.blogPosts));
      expect(publicList.body.posts.map((p: { slug: string }) => p.slug)).toEqual(['gratitude-every-morning']);
      // A draft does not rebuild; deleting the published post rebuilds once.
      await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, { cookie: admin(), body: validPost({ slug: 'quiet-draft' }) }),
      );
      expect(hits).toBe(1);
      const id = String(res.body.id);
      expect(
        (
          await call(
            blogPostById,
            staffRequest('DELETE', API.blogPostById.path(id), {
              cookie: admin(),
              body: { version: await versionOf('blog_posts', id) },
            }),
            context({ id }),
          )
        ).status,
      ).toBe(200);
      expect(hits).toBe(2);
    } finally {
      delete process.env.BUILD_HOOK_URL;
      hook.close();
    }
  });

  it.each(['deploy-preview', 'branch-deploy'])(
    'a %s never calls the build hook, even with BUILD_HOOK_URL set',
    async (deployContext) => {
      const hook: Server = createServer((_req, res) => res.writeHead(200).end('{}'));
      let hits = 0;
      hook.on('request', () => hits++);
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
      process.env.CONTEXT = deployContext;
      try {
        const res = await call(
          blogPosts,
          staffRequest('POST', API.blogPosts, {
            cookie: admin(),
            body: validPost({ status: 'published', publishDate: new Date().toISOString() }),
          }),
        );
        expect(res.status).toBe(201);
        expect(res.headers.get('x-rebuild')).toBe('preview');
        const rebuild = await call(adminRebuild, staffRequest('POST', API.adminRebuild, { cookie: admin(), body: {} }));
        expect(rebuild.body).toEqual({ rebuild: 'preview' });
        expect(hits).toBe(0);
        // The same call in production does reach the hook (the test server is listening).
        process.env.CONTEXT = 'production';
        expect(
          (await call(adminRebuild, staffRequest('POST', API.adminRebuild, { cookie: admin(), body: {} }))).body,
        ).toEqual({ rebuild: 'triggered' });
        expect(hits).toBe(1);
      } finally {
        delete process.env.BUILD_HOOK_URL;
        delete process.env.CONTEXT;
        hook.close();
      }
    },
  );

  it('the scheduled function publishes due posts only, then rebuilds once', async () => {
    const hook: Server = createServer((_req, res) => res.writeHead(200).end('{}'));
    let hits = 0;
    hook.on('request', () => hits++);
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
    try {
      const past = new Date(Date.now() - 60_000).toISOString();
      const future = new Date(Date.now() + 86_400_000).toISOString();
      await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, {
          cookie: admin(),
          body: validPost({ slug: 'due-one', status: 'scheduled', publishDate: past }),
        }),
      );
      await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, {
          cookie: admin(),
          body: validPost({ slug: 'due-two', status: 'scheduled', publishDate: past }),
        }),
      );
      await call(
        blogPosts,
        staffRequest('POST', API.blogPosts, {
          cookie: admin(),
          body: validPost({ slug: 'later', status: 'scheduled', publishDate: future }),
        }),
      );
      expect(hits).toBe(0);
      const run = await call(
        publishScheduled,
        new Request('http://localhost/.netlify/functions/scheduled-publish-posts', { method: 'POST', body: '{}' }),
      );
      expect(run.status).toBe(200);
      expect(run.body.published.map((p: { slug: string }) => p.slug).sort()).toEqual(['due-one', 'due-two']);
      expect(hits).toBe(1);
      const publicList = await call(blogPosts, staffRequest('GET', API.blogPosts));
      expect(publicList.body.posts.map((p: { slug: string }) => p.slug).sort()).toEqual(['due-one', 'due-two']);
    } finally {
      delete process.env.BUILD_HOOK_URL;
      hook.close();
    }
  });
});

describe('the new-year rebuild', () => {
  it('asks the build hook for one rebuild so the footer year turns over', async () => {
    const titles: string[] = [];
    const hook: Server = createServer((req, res) => {
      titles.push(new URL(req.url!, 'http://x').searchParams.get('trigger_title') ?? '');
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
    try {
      const run = await call(
        newYearRebuild,
        new Request('http://localhost/.netlify/functions/scheduled-new-year-rebuild', { method: 'POST', body: '{}' }),
      );
      expect(run.body).toEqual({ rebuild: 'triggered' });
      expect(titles).toEqual([`New year ${new Date().getUTCFullYear()}: refresh the copyright year`]);
    } finally {
      delete process.env.BUILD_HOOK_URL;
      hook.close();
    }
  });
});

describe('media', () => {
  const admin = () => cookies['Content Editor'];

  it('uploads an image checked by its bytes, serves it immutable, lists it and deletes it', async () => {
    const up = await call(
      media,
      staffRequest('POST', API.media, { cookie: admin(), body: upload(PNG, 'cover photo<script>.png') }),
    );
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ contentType: 'image/png', size: PNG.byteLength, name: 'cover photoscript.png' });
    expect(up.body.url).toBe(API.mediaFile.path(up.body.key));
    const file = await mediaFile(new Request(`http://localhost${up.body.url}`), context({ key: up.body.key }));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const list = await call(media, staffRequest('GET', API.media, { cookie: admin() }));
    expect(list.body.map((item: { key: string }) => item.key)).toContain(up.body.key);
    expect(
      (await call(media, staffRequest('DELETE', withQuery(API.media, { key: up.body.key }), { cookie: admin() })))
        .status,
    ).toBe(200);
    expect((await mediaFile(new Request(`http://localhost${up.body.url}`), context({ key: up.body.key }))).status).toBe(
      404,
    );
  });

  it('refuses non-images (by bytes), files over 4 MB and writes from another origin', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(
      (await call(media, staffRequest('POST', API.media, { cookie: admin(), body: upload(html, 'x.png') }))).status,
    ).toBe(415);
    expect(
      (
        await call(
          media,
          staffRequest('POST', API.media, { cookie: admin(), body: PNG, headers: { 'Content-Type': 'image/png' } }),
        )
      ).status,
    ).toBe(415);
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(PNG);
    const refused = await call(media, staffRequest('POST', API.media, { cookie: admin(), body: upload(big) }));
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('Images must be 4 MB or smaller');
    expect(
      (
        await call(
          media,
          staffRequest('POST', API.media, { cookie: admin(), body: upload(PNG), origin: 'https://evil.example' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await mediaFile(new Request('http://localhost/media/..%2Fsecret'), context({ key: '../secret' }))).status,
    ).toBe(404);
  });
});
