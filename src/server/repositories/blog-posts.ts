// Every query on blog_posts. Shared by the functions and by the build (pages read published
// posts at build time through listPublishedPosts).
import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema.ts';
import { displayDate, readTimeFor } from '../../lib/blog/read-time.ts';
import type {
  BlogListQuery,
  BlogPost,
  BlogPostPage,
  BlogPostPayload,
  BlogPostSummary,
  TranslationLink,
} from '../../lib/schemas/blog-post.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { groupKey } from '../../lib/blog/translations.ts';
import { isUniqueViolation, containsPattern } from '../sql.ts';
import { versionBump } from '../versions.ts';

type Row = typeof blogPosts.$inferSelect;
type Insert = typeof blogPosts.$inferInsert;

export class SlugTakenError extends Error {
  constructor() {
    super('This URL slug is already used by another post');
    this.name = 'SlugTakenError';
  }
}

/** Another post of the group has this language (the unique index blog_posts_group_language_idx). */
export class LanguageTakenError extends Error {
  constructor() {
    super('Another post of this translation group is already in this language: a group has one post per language.');
    this.name = 'LanguageTakenError';
  }
}

const SLUG_UNIQUE = 'blog_posts_slug_unique';
const GROUP_LANGUAGE_UNIQUE = 'blog_posts_group_language_idx';

/** A write's unique violation as what it means to the editor (slug or language taken), else the error. */
function uniqueError(error: unknown): unknown {
  if (isUniqueViolation(error, SLUG_UNIQUE)) return new SlugTakenError();
  if (isUniqueViolation(error, GROUP_LANGUAGE_UNIQUE)) return new LanguageTakenError();
  return error;
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
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(...newestFirst);
  return rows.map(toBlogPost);
}

/**
 * One page of the list, newest first, bodies left out: published posts for the public, every post
 * (drafts and scheduled too) for staff; narrowed to one language, to originals (posts that
 * translate no other) and to a title or slug containing `q` when the query asks.
 */
export async function listPostsPage(
  db: Database,
  { page, pageSize, language, q, originals }: BlogListQuery,
  { publishedOnly }: { publishedOnly: boolean },
  now = new Date(),
): Promise<BlogPostPage> {
  const { content: _content, changedBy: _by, changedAt: _at, ...summaryColumns } = getTableColumns(blogPosts);
  const conditions: (SQL | undefined)[] = [publishedOnly ? isPublic(now) : undefined];
  if (language) conditions.push(eq(blogPosts.language, language));
  if (originals) conditions.push(isNull(blogPosts.translationOf));
  if (q)
    conditions.push(
      or(sql`${blogPosts.title} ILIKE ${containsPattern(q)}`, sql`${blogPosts.slug} ILIKE ${containsPattern(q)}`),
    );
  const where = and(...conditions);
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

export async function getPostBySlug(
  db: Database,
  slug: string,
  { publishedOnly }: { publishedOnly: boolean },
  now = new Date(),
) {
  const condition = publishedOnly ? and(eq(blogPosts.slug, slug), isPublic(now)) : eq(blogPosts.slug, slug);
  const [row] = await db.select().from(blogPosts).where(condition);
  return row ? toBlogPost(row) : null;
}

export async function createPost(db: Database, payload: BlogPostPayload): Promise<BlogPost> {
  try {
    const [row] = await db.insert(blogPosts).values(withDerived(payload)).returning();
    return toBlogPost(row!);
  } catch (error) {
    throw uniqueError(error);
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
    throw uniqueError(error);
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

/** A post to import: a payload, and the slug of the original it translates (linked by slug, decision 0049). */
export type ImportedPost = BlogPostPayload & { featured?: boolean; translationOfSlug?: string | null };

/**
 * The built-in import: inserts the posts whose slug is not yet taken, all or nothing, in one
 * transaction: originals first, then each translation linked to the post that has its original's
 * slug (one the database already had, or one inserted now). A translation whose group already has
 * a post in its language, or whose original is missing, is skipped like a taken slug. Returns the
 * inserted posts (an empty list when every slug already exists). The blog-build bench reuses it to
 * seed posts made from the built-in ones.
 */
export async function importBuiltInPosts(
  db: Database,
  posts: ImportedPost[],
  /** Runs in the same transaction with what was inserted (the audit row). */
  afterInsert?: (tx: Database, inserted: BlogPost[]) => Promise<void>,
): Promise<BlogPost[]> {
  if (posts.length === 0) return [];
  const values = (post: ImportedPost, translationOf: number | null) => ({
    ...withDerived({ ...post, translationOf }),
    featured: post.featured ?? false,
  });
  return db.transaction(async (tx) => {
    const originals = posts.filter((post) => !post.translationOfSlug);
    const translations = posts.filter((post) => post.translationOfSlug);
    const rows = originals.length
      ? await tx
          .insert(blogPosts)
          .values(originals.map((post) => values(post, null)))
          .onConflictDoNothing()
          .returning()
      : [];
    if (translations.length) {
      const wanted = [...new Set(translations.map((post) => post.translationOfSlug!))];
      const found = await tx
        .select({ id: blogPosts.id, slug: blogPosts.slug, translationOf: blogPosts.translationOf })
        .from(blogPosts)
        .where(inArray(blogPosts.slug, wanted));
      // An original that became a translation since is not one to link to: its group's original is.
      const groupOf = new Map(found.map((row) => [row.slug, groupKey(row)]));
      const linked = translations
        .filter((post) => groupOf.has(post.translationOfSlug!))
        .map((post) => values(post, groupOf.get(post.translationOfSlug!)!));
      // Any unique index: a taken slug, or a group that already has the language.
      if (linked.length) rows.push(...(await tx.insert(blogPosts).values(linked).onConflictDoNothing().returning()));
    }
    const inserted = rows.map(toBlogPost);
    await afterInsert?.(tx, inserted);
    return inserted;
  });
}

/** The posts of a group (its original and every translation of it), oldest id first. */
export async function listGroupMembers(
  db: Database,
  key: number,
): Promise<(TranslationLink & { allowIndexing: boolean; publishDate: string | null })[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      language: blogPosts.language,
      status: blogPosts.status,
      translationOf: blogPosts.translationOf,
      allowIndexing: blogPosts.allowIndexing,
      publishDate: blogPosts.publishDate,
    })
    .from(blogPosts)
    .where(or(eq(blogPosts.id, key), eq(blogPosts.translationOf, key)))
    .orderBy(blogPosts.id);
  return rows.map((row) => ({ ...row, publishDate: row.publishDate?.toISOString() ?? null }));
}

/** How many posts name `id` as their original. */
export async function countTranslationsOf(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.translationOf, id));
  return row?.n ?? 0;
}

/**
 * Before an original is deleted: its translations stay one group around the oldest of them, which
 * becomes the original (each moved row gets a new version, so an open editor learns of it). Returns
 * the new original's id, or null when the post had no translations.
 */
export async function regroupTranslationsOf(db: Database, id: number, who: string): Promise<number | null> {
  const [first] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.translationOf, id))
    .orderBy(blogPosts.id)
    .limit(1);
  if (!first) return null;
  await db
    .update(blogPosts)
    .set({ translationOf: null, ...versionBump(who) })
    .where(eq(blogPosts.id, first.id));
  await db
    .update(blogPosts)
    .set({ translationOf: first.id, ...versionBump(who) })
    .where(eq(blogPosts.translationOf, id));
  return first.id;
}

/**
 * Candidates for a public post's "Related Articles" without loading every body: the newest public
 * posts of the same category and the newest others (`limit` of each), newest first.
 */
export async function listRelatedCandidates(
  db: Database,
  post: { slug: string; category: string; language: LocaleCode },
  limit = 4,
  now = new Date(),
) {
  const columns = {
    slug: blogPosts.slug,
    language: blogPosts.language,
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
  // A reader of a post reads its language: related posts are in the same one.
  const others = and(sql`${blogPosts.slug} <> ${post.slug}`, eq(blogPosts.language, post.language));
  const [same, rest] = await Promise.all([
    db
      .select(columns)
      .from(blogPosts)
      .where(and(isPublic(now), others, eq(blogPosts.category, post.category)))
      .orderBy(...newestFirst)
      .limit(limit),
    db
      .select(columns)
      .from(blogPosts)
      .where(and(isPublic(now), others, sql`${blogPosts.category} <> ${post.category}`))
      .orderBy(...newestFirst)
      .limit(limit),
  ]);
  return [...same, ...rest].map((row) => ({ ...row, publishDate: row.publishDate?.toISOString() ?? null }));
}
