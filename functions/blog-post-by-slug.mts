import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { relatedPosts } from '../src/lib/blog/related.ts';
import { renderPostBody } from '../src/lib/blog/render.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../src/lib/blog/slug.ts';
import type { PublicPostView } from '../src/lib/blog/public-view.ts';
import { can } from '../src/lib/permissions.ts';
import { currentStaff } from '../src/server/auth/guard.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { getPostBySlug, listGroupMembers, listRelatedCandidates } from '../src/server/repositories/blog-posts.ts';
import { groupKey, otherLanguages } from '../src/lib/blog/translations.ts';

// GET /api/blog/posts/slug/{slug}: a published post (product §7) with its body as sanitised HTML, its
// related posts in its language and its published translations (decision 0049), for the client
// fallback page; anything else is 404 'Post not found'.
// Signed-in staff with blog rights also get drafts and scheduled posts: the editor's Preview.
export default route({
  async GET(request, context) {
    const slug = context.params.slug ?? '';
    if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug))
      throw new HttpError(404, 'Post not found', undefined, { Vary: 'Cookie' });
    const db = getDb();
    const session = await currentStaff(request);
    const isEditor = Boolean(session && can(session.staff.role, 'blog'));
    const post = await getPostBySlug(db, slug, { publishedOnly: !isEditor });
    if (!post) throw new HttpError(404, 'Post not found', undefined, { Vary: 'Cookie' });
    const [candidates, members] = await Promise.all([
      listRelatedCandidates(db, post),
      listGroupMembers(db, groupKey(post)),
    ]);
    const related = relatedPosts(post, candidates);
    const now = Date.now();
    const published = members.filter(
      (m) => m.status === 'published' && (m.publishDate === null || new Date(m.publishDate).getTime() <= now),
    );
    const translations = otherLanguages(post, published).map(({ slug, title, language }) => ({
      slug,
      title,
      language,
    }));
    const view: PublicPostView = { ...post, html: renderPostBody(post.content), related, translations };
    // A staff answer may hold a draft: never cache it; public answers vary on the cookie too.
    return json(view, { cache: isEditor ? 'no-store' : { publicSeconds: 60 }, headers: { Vary: 'Cookie' } });
  },
});

export const config: Config = { path: '/api/blog/posts/slug/:slug' };
