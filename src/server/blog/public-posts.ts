// What the public blog shows (product §7): published posts from Postgres when a database is configured,
// reachable and has some; otherwise the eleven built-in posts. Read once per build process.
import { closeDb, databaseConfigured, getDb } from '../db.ts';
import { readTimeFor, displayDate } from '../../lib/blog/read-time.ts';
import type { BlogPost } from '../../lib/schemas/blog-post.ts';
import { listPublishedPosts } from '../repositories/blog-posts.ts';
import { listSlugRedirects } from './post-history.ts';
import { loadBuiltInPosts, type BuiltInPost } from './built-in-posts.ts';

export type PostSource = 'database' | 'built-in';

export interface PublicPosts {
  source: PostSource;
  /** Newest first; these are listed on /blog, in the RSS feed and the sitemap. */
  posts: BlogPost[];
  /** Built-in posts whose slug the database does not have: still reachable at /blog/{slug} (product §4). */
  builtInExtras: BlogPost[];
  /** Old slugs of published posts → their current slug (decision 0037): the deploy's 301s. */
  slugRedirects: { from: string; to: string }[];
}

/** A built-in post in the API's post shape (negative ids: never rows of the table). */
export function builtInAsBlogPost(post: BuiltInPost, index: number): BlogPost {
  const published = (post.publishDate ?? new Date(0)).toISOString();
  return {
    ...post,
    id: -(index + 1),
    status: 'published',
    date: displayDate(post.publishDate ?? new Date(0)),
    readTime: readTimeFor(post.content),
    image: null,
    publishDate: published,
    createdAt: published,
    updatedAt: published,
    views: 0,
    // Never a row: nothing can save against it.
    version: 0,
  };
}

export async function builtInBlogPosts(): Promise<BlogPost[]> {
  return (await loadBuiltInPosts()).map(builtInAsBlogPost);
}

async function load(): Promise<PublicPosts> {
  const builtIn = await builtInBlogPosts();
  if (databaseConfigured()) {
    try {
      const posts = await listPublishedPosts(getDb());
      const slugRedirects = await listSlugRedirects(getDb(), new Set(posts.map((post) => post.slug)));
      // Build-time only: release the pool so the build process can exit promptly.
      await closeDb();
      if (posts.length > 0) {
        const slugs = new Set(posts.map((post) => post.slug));
        return { source: 'database', posts, builtInExtras: builtIn.filter((post) => !slugs.has(post.slug)), slugRedirects };
      }
      console.info('[blog] the database has no published posts: using the built-in posts');
    } catch (error) {
      await closeDb().catch(() => undefined);
      console.warn('[blog] could not read posts from the database, using the built-in posts:', error instanceof Error ? error.message : error);
    }
  }
  return { source: 'built-in', posts: builtIn, builtInExtras: [], slugRedirects: [] };
}

let cached: Promise<PublicPosts> | undefined;

/** The public posts for this build (memoised: every page of one build sees the same list). */
export function loadPublicPosts(): Promise<PublicPosts> {
  cached ??= load();
  return cached;
}
