import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import blogPosts from '../../functions/blog-posts.mts';
import postBySlug from '../../functions/blog-post-by-slug.mts';
import blogViews from '../../functions/blog-views.mts';
import { BlogPostPayloadSchema, type BlogPostInput } from '../../src/lib/schemas/blog-post.ts';
import { createPost } from '../../src/server/repositories/blog-posts.ts';
import { ORIGIN, call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { API } from '../../src/lib/routes.ts';

const db = useTestDatabase();
beforeEach(() => truncate('blog_posts'));
afterAll(() => closeDb());

const DAY = 24 * 60 * 60 * 1000;

function insert(slug: string, overrides: Partial<BlogPostInput> = {}) {
  return createPost(
    db,
    BlogPostPayloadSchema.parse({
      title: `Post ${slug}`,
      slug,
      content: `## Heading\n\nBody of ${slug} with a [link](https://example.com).\n\n<img src=x onerror=alert(1)>`,
      excerpt: `Excerpt of ${slug}`,
      author: 'Amina Yusuf',
      category: 'Spiritual Growth',
      status: 'published',
      publishDate: new Date(Date.now() - DAY),
      ...overrides,
    }),
  );
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);

describe('GET /api/blog/posts (public list)', () => {
  it('lists published posts only, newest first, with short public caching', async () => {
    await insert('older', { publishDate: new Date(Date.now() - 3 * DAY) });
    await insert('newer');
    await insert('a-draft', { status: 'draft', publishDate: null });
    await insert('scheduled-later', { status: 'scheduled', publishDate: new Date(Date.now() + DAY) });
    await insert('published-in-future', { publishDate: new Date(Date.now() + DAY) });
    const response = await call(blogPosts, get(API.blogPosts));
    expect(response.status).toBe(200);
    expect(response.body.posts.map((post: { slug: string }) => post.slug)).toEqual(['newer', 'older']);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
  });

  it('is paged (default 20, at most 50, with the total) and leaves the bodies out', async () => {
    for (let i = 0; i < 23; i++)
      await insert(`post-${String(i).padStart(2, '0')}`, { publishDate: new Date(Date.now() - (i + 1) * DAY) });
    const first = await call(blogPosts, get('/api/blog/posts'));
    expect(first.body.posts).toHaveLength(20);
    expect(first.body.total).toBe(23);
    expect(first.body.posts[0]).not.toHaveProperty('content');
    expect(first.body.posts[0]).toMatchObject({ slug: 'post-00', excerpt: 'Excerpt of post-00', featured: false });
    const second = await call(blogPosts, get('/api/blog/posts?page=2&pageSize=20'));
    expect(second.body.posts.map((post: { slug: string }) => post.slug)).toEqual(['post-20', 'post-21', 'post-22']);
    const big = await call(blogPosts, get('/api/blog/posts?pageSize=50'));
    expect(big.body.posts).toHaveLength(23);
    for (const bad of ['?pageSize=51', '?page=0', '?page=abc', '?pageSize=-1', '?sort=title']) {
      const response = await call(blogPosts, get(`/api/blog/posts${bad}`));
      expect(response.status, bad).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/blog/posts/slug/{slug}', () => {
  it('answers a published post with sanitised HTML and related posts', async () => {
    await insert('the-post');
    await insert('same-category', { publishDate: new Date(Date.now() - 2 * DAY) });
    await insert('other-category', { category: 'Community' });
    await insert('hidden-draft', { status: 'draft', publishDate: null });
    const response = await call(postBySlug, get(API.blogPostBySlug.path('the-post')), context({ slug: 'the-post' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(response.body).toMatchObject({
      slug: 'the-post',
      title: 'Post the-post',
      status: 'published',
      readTime: '1 min read',
    });
    expect(response.body.html).toContain('<h2>Heading</h2>');
    expect(response.body.html).toContain('rel="noopener noreferrer nofollow"');
    expect(response.body.html).not.toMatch(/onerror|<img/);
    expect(response.body.related.map((post: { slug: string }) => post.slug)).toEqual([
      'same-category',
      'other-category',
    ]);
    expect(response.body.related[0]).not.toHaveProperty('content');
  });

  it.each([
    ['a draft', 'a-draft'],
    ['a scheduled post', 'later'],
    ['an unknown slug', 'no-such-post'],
    ['a malformed slug', 'Bad Slug!'],
  ])('is 404 Post not found for %s', async (_label, slug) => {
    await insert('a-draft', { status: 'draft', publishDate: null });
    await insert('later', { status: 'scheduled', publishDate: new Date(Date.now() + DAY) });
    const response = await call(postBySlug, get(API.blogPostBySlug.path(slug)), context({ slug }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Post not found' });
  });

  it('allows only GET', async () => {
    const response = await call(postBySlug, jsonRequest(API.blogPostBySlug.path('x'), {}), context({ slug: 'x' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('POST /api/blog/views (view beacon)', () => {
  it('counts each view on the post and answers the new count', async () => {
    await insert('counted');
    const first = await call(blogViews, jsonRequest(API.blogViews, { slug: 'counted' }));
    expect(first).toMatchObject({ status: 200, body: { views: 1 } });
    const second = await call(blogViews, jsonRequest(API.blogViews, { slug: 'counted' }));
    expect(second.body).toEqual({ views: 2 });
    const list = await call(blogPosts, get(API.blogPosts));
    expect(list.body.posts[0].views).toBe(2);
  });

  it('records a blog_read analytics event with the traffic source the server derives; crawlers are counted as views but not as reads', async () => {
    await insert('read-me');
    await db.execute(sql`TRUNCATE analytics_events`);
    const ua = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };
    await call(
      blogViews,
      jsonRequest(
        API.blogViews,
        { slug: 'read-me', referrer: 'https://www.google.com/search?q=x', search: '' },
        { headers: ua },
      ),
    );
    await call(
      blogViews,
      jsonRequest(API.blogViews, { slug: 'read-me', referrer: '', search: '?utm_source=Newsletter' }, { headers: ua }),
    );
    await call(blogViews, jsonRequest(API.blogViews, { slug: 'read-me' }, { headers: ua }));
    await call(
      blogViews,
      jsonRequest(API.blogViews, { slug: 'read-me' }, { headers: { 'User-Agent': 'Googlebot/2.1' } }),
    );
    const events = (
      (await db.execute(sql`SELECT type, slug, source FROM analytics_events ORDER BY id`)) as unknown as {
        rows: { type: string; slug: string; source: string }[];
      }
    ).rows;
    expect(events).toEqual([
      { type: 'blog_read', slug: 'read-me', source: 'google.com' },
      { type: 'blog_read', slug: 'read-me', source: 'newsletter' },
      { type: 'blog_read', slug: 'read-me', source: 'direct' },
    ]);
    const [row] = (
      (await db.execute(sql`SELECT views FROM blog_posts WHERE slug = 'read-me'`)) as unknown as {
        rows: { views: number }[];
      }
    ).rows;
    expect(row?.views).toBe(4);
    expect(
      (await call(blogViews, jsonRequest(API.blogViews, { slug: 'read-me', referrer: 'x'.repeat(2049) }))).status,
    ).toBe(400);
  });

  it('does not count drafts or unknown posts (404) and rejects bad input without writing', async () => {
    await insert('a-draft', { status: 'draft', publishDate: null });
    expect((await call(blogViews, jsonRequest(API.blogViews, { slug: 'a-draft' }))).status).toBe(404);
    expect((await call(blogViews, jsonRequest(API.blogViews, { slug: 'missing' }))).body).toEqual({
      error: 'Post not found',
    });
    expect((await call(blogViews, jsonRequest(API.blogViews, { slug: '<script>' }))).status).toBe(400);
    expect((await call(blogViews, jsonRequest(API.blogViews, { slug: 'a-draft', views: 100 }))).status).toBe(400);
    expect((await call(blogViews, jsonRequest(API.blogViews, 'not json'))).status).toBe(400);
    expect(
      (
        await call(
          blogViews,
          jsonRequest(API.blogViews, { slug: 'a-draft' }, { headers: { 'Content-Type': 'text/plain' } }),
        )
      ).status,
    ).toBe(415);
    const [row] = (
      (await db.execute(sql`SELECT views FROM blog_posts WHERE slug = 'a-draft'`)) as unknown as {
        rows: { views: number }[];
      }
    ).rows;
    expect(row?.views).toBe(0);
  });
});
