// What the public blog shows (product §7): published posts from Postgres when a database is configured,
// reachable and has some; otherwise the eleven built-in posts. Read once per build process.
import { closeDb, databaseConfigured, getDb } from '../db.ts';
import { readTimeFor, displayDate } from '../../lib/blog/read-time.ts';
import { groupKey, groupsOf } from '../../lib/blog/translations.ts';
import { relatedPosts } from '../../lib/blog/related.ts';
import type { BlogPost } from '../../lib/schemas/blog-post.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { listPublishedPosts } from '../repositories/blog-posts.ts';
import { listSlugRedirects } from './post-history.ts';
import { loadBuiltInPosts, type BuiltInPost } from './built-in-posts.ts';

export type PostSource = 'database' | 'built-in';

export interface PublicPosts {
  source: PostSource;
  /**
   * Newest first, every language; each language's are listed on its /{locale}/blog and feed, and all
   * of them in the sitemap (postsIn picks one language).
   */
  posts: BlogPost[];
  /** Built-in posts whose slug the database does not have: still reachable at /blog/{slug} (product §4). */
  builtInExtras: BlogPost[];
  /** Old slugs of published posts → their current slug (decision 0037): the deploy's 301s. */
  slugRedirects: { from: string; to: string }[];
}

/** A built-in post in the API's post shape (negative ids: never rows of the table; links resolved by builtInBlogPosts). */
export function builtInAsBlogPost({ translationOfSlug: _original, ...post }: BuiltInPost, index: number): BlogPost {
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

/** The built-in posts as posts, each translation linked to its original's (negative) id. */
export async function builtInBlogPosts(): Promise<BlogPost[]> {
  const builtIn = await loadBuiltInPosts();
  const posts = builtIn.map(builtInAsBlogPost);
  const idOf = new Map(posts.map((post) => [post.slug, post.id]));
  return posts.map((post, i) => {
    const original = builtIn[i]!.translationOfSlug;
    return original ? { ...post, translationOf: idOf.get(original) ?? null } : post;
  });
}

/**
 * Built-in posts the database lacks keep their links where they still make sense: to another such
 * post, or to the database's post of their original's slug when its group has no post in their
 * language yet; otherwise they stand alone.
 */
function relinkExtras(posts: BlogPost[], extras: BlogPost[], builtIn: BlogPost[]): BlogPost[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const languagesOf = new Map<number, Set<LocaleCode>>();
  for (const post of posts) {
    const key = groupKey(post);
    languagesOf.set(key, (languagesOf.get(key) ?? new Set()).add(post.language));
  }
  const extraIds = new Set(extras.map((post) => post.id));
  return extras.map((extra) => {
    if (extra.translationOf === null || extraIds.has(extra.translationOf)) return extra;
    const original = builtIn.find((post) => post.id === extra.translationOf);
    const stored = original && bySlug.get(original.slug);
    const key = stored ? groupKey(stored) : null;
    return { ...extra, translationOf: key !== null && !languagesOf.get(key)?.has(extra.language) ? key : null };
  });
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
        const extras = builtIn.filter((post) => !slugs.has(post.slug));
        return { source: 'database', posts, builtInExtras: relinkExtras(posts, extras, builtIn), slugRedirects };
      }
      console.info('[blog] the database has no published posts: using the built-in posts');
    } catch (error) {
      await closeDb().catch(() => undefined);
      console.warn(
        '[blog] could not read posts from the database, using the built-in posts:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  return { source: 'built-in', posts: builtIn, builtInExtras: [], slugRedirects: [] };
}

/** One language's posts of a list, newest first. */
export function postsIn<T extends { language: LocaleCode }>(posts: readonly T[], language: LocaleCode): T[] {
  return posts.filter((post) => post.language === language);
}

const groupsByBuild = new WeakMap<PublicPosts, Map<number, BlogPost[]>>();

/** Every built post page's group (the listed posts and the built-in extras), for "Read this in" and hreflang. */
export function publicGroups(build: PublicPosts): Map<number, BlogPost[]> {
  let groups = groupsByBuild.get(build);
  if (!groups) groupsByBuild.set(build, (groups = groupsOf([...build.posts, ...build.builtInExtras])));
  return groups;
}

/** What a built post page gets: the post, its related posts (its language) and its group (a type: Astro's props need an index signature). */
export type PostPageProps = {
  post: BlogPost;
  related: BlogPost[];
  /** The public posts of its translation group, itself included. */
  members: BlogPost[];
};

/** The post pages of one language (getStaticPaths): its listed posts and its built-in posts the database lacks. */
export function postPages(
  build: PublicPosts,
  language: LocaleCode,
): { params: { slug: string }; props: PostPageProps }[] {
  const groups = publicGroups(build);
  const page = (post: BlogPost, pool: BlogPost[]) => ({
    params: { slug: post.slug },
    props: { post, related: relatedPosts(post, pool), members: groups.get(groupKey(post)) ?? [post] },
  });
  const listed = postsIn(build.posts, language);
  const extras = postsIn(build.builtInExtras, language);
  return [...listed.map((post) => page(post, listed)), ...extras.map((post) => page(post, extras))];
}

let cached: Promise<PublicPosts> | undefined;

/** The public posts for this build (memoised: every page of one build sees the same list). */
export function loadPublicPosts(): Promise<PublicPosts> {
  cached ??= load();
  return cached;
}
