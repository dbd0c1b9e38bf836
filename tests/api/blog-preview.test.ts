import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import postBySlug from '../../functions/blog-post-by-slug.mts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { createPost } from '../../src/server/repositories/blog-posts.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { API } from '../../src/lib/routes.ts';

// The editor's Preview: the fallback page asks GET /api/blog/posts/slug/{slug} with the staff cookie.
const db = useTestDatabase();
beforeEach(() => truncate('blog_posts', 'staff_accounts', 'staff_sessions', 'login_attempts'));
afterAll(() => closeDb());

async function draft(slug: string) {
  return createPost(
    db,
    BlogPostPayloadSchema.parse({
      title: 'Draft',
      slug,
      content: 'Draft body',
      excerpt: 'Not out yet',
      author: 'A',
      category: 'Community',
    }),
  );
}

const bySlug = (slug: string, cookie?: string) =>
  call(postBySlug, staffRequest('GET', API.blogPostBySlug.path(slug), { cookie }), context({ slug }));

describe('draft preview through the slug endpoint', () => {
  it('shows a draft to staff with blog rights, uncached', async () => {
    await draft('secret-draft');
    const editor = await createStaff('editor', 'Content Editor');
    const response = await bySlug('secret-draft', await cookieFor(editor.id));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ slug: 'secret-draft', status: 'draft' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('answers 404 to the public and to staff without blog rights', async () => {
    await draft('secret-draft');
    expect((await bySlug('secret-draft')).status).toBe(404);
    const moderator = await createStaff('moderator', 'Moderator');
    const response = await bySlug('secret-draft', await cookieFor(moderator.id));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Post not found' });
  });
});
