import type { Config } from '@netlify/functions';
import { getDb } from '../db/client.ts';
import { relatedPosts } from '../src/lib/blog/related.ts';
import { renderPostBody } from '../src/lib/blog/render.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../src/lib/blog/slug.ts';
import type { PublicPostView } from '../src/lib/blog/public-view.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { getPostBySlug, listRelatedCandidates } from '../src/server/repositories/blog-posts.ts';

// GET /api/blog/posts/slug/{slug}: a published post (spec §7) with its body as sanitised HTML and
// its related posts, for the client fallback page; anything else is 404 'Post not found'.
export default route({
  async GET(_request, context) {
    const slug = context.params.slug ?? '';
    if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw new HttpError(404, 'Post not found');
    const db = getDb();
    const post = await getPostBySlug(db, slug, { publishedOnly: true });
    if (!post) throw new HttpError(404, 'Post not found');
    const related = relatedPosts(post, await listRelatedCandidates(db, post));
    const view: PublicPostView = { ...post, html: renderPostBody(post.content), related };
    return json(view, { cache: { publicSeconds: 60 } });
  },
});

export const config: Config = { path: '/api/blog/posts/slug/:slug' };
