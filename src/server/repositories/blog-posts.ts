// Every query on blog_posts. Shared by the functions and by the build (pages read published
// posts at build time through listPublishedPosts).
import { and, count, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema.ts';
import { displayDate, readTimeFor } from '../../lib/blog/read-time.ts';
import type { BlogListQuery, BlogPost, BlogPostPage, BlogPostPayload, BlogPostSummary } from '../../lib/schemas/blog-post.ts';
import { isUniqueViolation } from '../sql.ts';
import { versionBump } from '../versions.ts';

type Row = typeof blogPosts.$inferSelect;
type Insert = typeof blogPosts.$inferInsert;

export class SlugTakenError extends Error {
  constructor() {
    super('This URL slug is already used by another post');
    this.name = 'SlugTakenError';
  }
}

export function toBlogPost({ changedBy: _by, changedAt: _at, ...row }: Row): BlogPost {
  return {
    ...row,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Derived columns (display date, read time) always follow the stored content and date. */
function withDerived(payload: BlogPostPayload): Omit<Insert, 'id'> {
  return {
    ...payload,
    date: displayDate(payload.publishDate ?? new Date()),
    readTime: readTimeFor(payload.content),
  };
}

const isPublic = (now: Date) =>
  and(eq(blogPosts.status, 'published'), sql`(${blogPosts.publishDate} IS NULL OR ${blogPosts.publishDate} <= ${now})`);

const newestFirst = [desc(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`), desc(blogPosts.id)];

export async function listPublishedPosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).where(isPublic(now)).orderBy(...newestFirst);
  return rows.map(toBlogPost);
}

/**
 * One page of the list, newest first, bodies left out: published posts for the public, every post
 * (drafts and scheduled too) for staff.
 */
export async function listPostsPage(
  db: Database,
  { page, pageSize }: BlogListQuery,
  { publishedOnly }: { publishedOnly: boolean },
  now = new Date(),
): Promise<BlogPostPage> {
  const { content: _content, changedBy: _by, changedAt: _at, ...summaryColumns } = getTableColumns(blogPosts);
  const where = publishedOnly ? isPublic(now) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const posts: BlogPostSummary[] = rows.map((row) => ({
    ...row,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { posts, page, pageSize, total: counted?.total ?? 0 };
}

export async function getPostById(db: Database, id: number): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toBlogPost(row) : null;
}

export async function getPostBySlug(db: Database, slug: string, { publishedOnly }: { publishedOnly: boolean }, now = new Date()) {
  const condition = publishedOnly ? and(eq(blogPosts.slug, slug), isPublic(now)) : eq(blogPosts.slug, slug);
  const [row] = await db.select().from(blogPosts).where(condition);
  return row ? toBlogPost(row) : null;
}

export async function createPost(db: Database, payload: BlogPostPayload): Promise<BlogPost> {
  try {
    const [row] = await db.insert(blogPosts).values(withDerived(payload)).returning();
    return toBlogPost(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

export async function updatePost(db: Database, id: number, payload: BlogPostPayload): Promise<BlogPost | null> {
  try {
    const [row] = await db
      .update(blogPosts)
      .set({ ...withDerived(payload), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    return row ? toBlogPost(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

export async function deletePost(db: Database, id: number): Promise<BlogPost | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row ? toBlogPost(row) : null;
}

/** Counts one view of a public post; returns the new count, or null when no such public post. */
export async function recordView(db: Database, slug: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .returning({ views: blogPosts.views });
  return row?.views ?? null;
}

/** Scheduled posts whose time has come become published. Returns what was published. */
export async function publishDuePosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  const rows = await db
    .update(blogPosts)
    .set({ status: 'published', updatedAt: now, ...versionBump('scheduler') })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishDate, now)))
    .returning();
  return rows.map(toBlogPost);
}

/**
 * The built-in import: inserts the posts whose slug is not yet taken, all or nothing, in one
 * transaction. Returns the inserted posts (an empty list when every slug already exists). The
 * blog-build bench reuses it to seed posts made from the built-in ones.
 */
export async function importBuiltInPosts(
  db: Database,
  posts: (BlogPostPayload & { featured?: boolean })[],
  /** Runs in the same transaction with what was inserted (the audit row). */
  afterInsert?: (tx: Database, inserted: BlogPost[]) => Promise<void>,
): Promise<BlogPost[]> {
  if (posts.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(blogPosts)
      .values(posts.map((post) => ({ ...withDerived(post), featured: post.featured ?? false })))
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning();
    const inserted = rows.map(toBlogPost);
    await afterInsert?.(tx, inserted);
    return inserted;
  });
}

/**
 * Candidates for a public post's "Related Articles" without loading every body: the newest public
 * posts of the same category and the newest others (`limit` of each), newest first.
 */
export async function listRelatedCandidates(db: Database, post: { slug: string; category: string }, limit = 4, now = new Date()) {
  const columns = {
    slug: blogPosts.slug,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    category: blogPosts.category,
    author: blogPosts.author,
    date: blogPosts.date,
    readTime: blogPosts.readTime,
    publishDate: blogPosts.publishDate,
    coverImage: blogPosts.coverImage,
    coverImageAlt: blogPosts.coverImageAlt,
  };
  const others = sql`${blogPosts.slug} <> ${post.slug}`;
  const [same, rest] = await Promise.all([
    db.select(columns).from(blogPosts).where(and(isPublic(now), others, eq(blogPosts.category, post.category))).orderBy(...newestFirst).limit(limit),
    db.select(columns).from(blogPosts).where(and(isPublic(now), others, sql`${blogPosts.category} <> ${post.category}`)).orderBy(...newestFirst).limit(limit),
  ]);
  return [...same, ...rest].map((row) => ({ ...row, publishDate: row.publishDate?.toISOString() ?? null }));
}
