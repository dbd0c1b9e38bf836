// Nothing an editor writes is silently lost: NUL characters and out-of-range dates are
// a clear 400 (never a 500 or 1970), a server shutdown (57P01) is a 503 with Retry-After, covers
// must be paths on this site, and staff can mark a post Featured.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import blogPost from '../../functions/blog-post.mts';
import newsletter from '../../functions/newsletter.mts';
import { errorToResponse } from '../../src/server/http.ts';
import { closeDb, call, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';
import { testDatabaseUrl } from './workers.ts';

const db = useTestDatabase();
let cookie = '';

beforeAll(async () => {
  await truncate('staff_accounts', 'blog_posts');
  cookie = await cookieFor((await createStaff('editor', 'Content Editor')).id);
});
beforeEach(() => truncate('blog_posts'));
afterAll(() => closeDb());

const create = (overrides: Record<string, unknown>) =>
  call(blogPosts, staffRequest('POST', '/api/blog/posts', { cookie, body: validPost(overrides) }));
const count = async () =>
  ((await db.execute(sql`SELECT count(*)::int AS n FROM blog_posts`)) as unknown as { rows: { n: number }[] }).rows[0]!
    .n;

describe('NUL characters', () => {
  it.each(['title', 'content', 'excerpt', 'author', 'authorBio', 'metaTitle', 'coverImageAlt'])(
    'in %s: 400 naming the field, nothing stored',
    async (field) => {
      const response = await create({ [field]: 'before\u0000after' });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Text must not contain NUL characters (\\u0000)');
      expect(response.body.issues[0].path).toBe(field);
      expect(await count()).toBe(0);
    },
  );

  it('in a tag, and in the newsletter email', async () => {
    expect((await create({ tags: ['ok', 'b\u0000d'] })).body.issues[0].path).toBe('tags.1');
    const letter = await call(newsletter, jsonRequest('/api/newsletter', { email: 'a\u0000@example.com' }));
    expect(letter.status).toBe(400);
  });
});

describe('publishDate', () => {
  it.each([
    true,
    false,
    0,
    1700000000000,
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '10000-01-01T00:00:00Z',
    'not a date',
    {},
  ])('%j is a 400 with a clear message', async (publishDate) => {
    const response = await create({ status: 'published', publishDate });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Publish date must be a valid date between 1900-01-01 and 2200-12-31');
    expect(await count()).toBe(0);
  });

  it('an ISO date, an empty string and null still work', async () => {
    expect(
      (await create({ slug: 'iso', status: 'published', publishDate: '2026-03-01T09:00:00.000Z' })).body.publishDate,
    ).toBe('2026-03-01T09:00:00.000Z');
    expect((await create({ slug: 'empty', publishDate: '' })).body.publishDate).toBeNull();
    expect((await create({ slug: 'null', publishDate: null })).status).toBe(201);
  });
});

describe('cover images stay on this site', () => {
  it.each([
    '/\\evil.example/cover.png',
    '\\\\evil.example/cover.png',
    '//evil.example/cover.png',
    '/\t/evil.example/x.png',
    '/\n/evil.example/x.png',
    'https://evil.example/x.png',
    'javascript:alert(1)',
    '/media/a b.png',
  ])('%j is refused', async (coverImage) => {
    const response = await create({ coverImage });
    expect(response.status).toBe(400);
    expect(response.body.issues[0]).toMatchObject({
      path: 'coverImage',
      message: 'Use an image from this site, such as a Media Manager address (/media/…)',
    });
  });

  it('a media path is accepted', async () => {
    expect((await create({ coverImage: '/media/abc123.webp' })).body.coverImage).toBe('/media/abc123.webp');
  });
});

describe('featured posts', () => {
  it('staff can mark a post featured and unmark it; the public list carries the flag', async () => {
    const created = await create({
      slug: 'star',
      status: 'published',
      publishDate: new Date(Date.now() - 60_000).toISOString(),
      featured: true,
    });
    expect(created.body.featured).toBe(true);
    const list = await call(blogPosts, new Request('http://localhost:8888/api/blog/posts'));
    expect(list.body.posts.find((post: { slug: string }) => post.slug === 'star').featured).toBe(true);
    const id = String(created.body.id);
    const put = await call(
      blogPost,
      staffRequest('PUT', `/api/blog/posts/${id}`, {
        cookie,
        body: {
          ...validPost({ slug: 'star', status: 'published', publishDate: created.body.publishDate, featured: false }),
          version: created.body.version,
        },
      }),
      context({ id }),
    );
    expect(put.body.featured).toBe(false);
    expect((await create({ slug: 'bad-flag', featured: 'yes' })).status).toBe(400);
  });

  it('the staff list pages through drafts too, without bodies', async () => {
    await create({ slug: 'draft-one' });
    await create({ slug: 'live-one', status: 'published', publishDate: new Date(Date.now() - 60_000).toISOString() });
    const staff = await call(blogPosts, staffRequest('GET', '/api/blog/posts?pageSize=50', { cookie }));
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(staff.body.total).toBe(2);
    expect(staff.body.posts.map((post: { slug: string }) => post.slug).sort()).toEqual(['draft-one', 'live-one']);
    expect(staff.body.posts[0]).not.toHaveProperty('content');
  });
});

describe('a server shutting down (57P01) is "unavailable", not a 500', () => {
  it('a connection terminated by the server answers 503 with Retry-After', async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    client.on('error', () => undefined);
    // What `pg_ctl stop -m fast` does to every session: terminate it (SQLSTATE 57P01).
    const error = await client.query('SELECT pg_terminate_backend(pg_backend_pid())').then(
      () => null,
      (caught: unknown) => caught,
    );
    await client.end().catch(() => undefined);
    expect((error as { code?: string }).code).toBe('57P01');
    const response = errorToResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });

  it.each(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08P01'])('SQLSTATE %s answers 503', (code) => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('terminating'), { code }),
    });
    expect(errorToResponse(wrapped).status).toBe(503);
  });

  it('a query error is still a 500 (not hidden as unavailable)', () => {
    expect(errorToResponse(Object.assign(new Error('syntax'), { code: '42601' })).status).toBe(500);
  });
});
