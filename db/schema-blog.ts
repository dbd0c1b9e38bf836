// Blog posts (product §3 blog post). Their history is in schema-post-history.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BlogPostStatus } from '../src/lib/schemas/blog-post.ts';
import type { LocaleCode } from '../src/lib/i18n/locales.ts';
import { createdAt, updatedAt } from './schema-columns.ts';
import { versionColumns } from './schema-versions.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 255 }).notNull(),
    excerpt: text('excerpt').notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    authorBio: text('author_bio'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    status: varchar('status', { length: 16 }).$type<BlogPostStatus>().notNull().default('draft'),
    /** Display text of the date, e.g. "July 14, 2025". */
    date: varchar('date', { length: 64 }),
    readTime: varchar('read_time', { length: 32 }),
    image: text('image'),
    coverImage: text('cover_image'),
    coverImageAlt: text('cover_image_alt'),
    content: text('content').notNull(),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaDescription: text('meta_description'),
    ogTitle: varchar('og_title', { length: 255 }),
    ogDescription: text('og_description'),
    ogImage: text('og_image'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    allowIndexing: boolean('allow_indexing').notNull().default(true),
    views: integer('views').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The post's language, a code of src/lib/i18n/locales.ts (decision 0049). */
    language: varchar('language', { length: 8 }).$type<LocaleCode>().notNull().default('en'),
    /**
     * The original this post translates, or null for an original. Its group is the original and
     * every post pointing at it; an original is never itself a translation (checked by the save,
     * src/server/blog/translations.ts). Deleting the original re-points its translations first.
     */
    translationOf: integer('translation_of').references((): AnyPgColumn => blogPosts.id, { onDelete: 'set null' }),
    /** A native speaker has reviewed this translation (the team's own are false until one does). */
    translationReviewed: boolean('translation_reviewed').notNull().default(false),
    ...versionColumns(),
  },
  (table) => [
    index('blog_posts_status_publish_idx').on(table.status, table.publishDate),
    index('blog_posts_translation_of_idx').on(table.translationOf),
    // One post per language in a group (the original's id names the group): concurrent links of two
    // posts of one language to the same original cannot both land.
    uniqueIndex('blog_posts_group_language_idx').on(sql`coalesce(${table.translationOf}, ${table.id})`, table.language),
    check('blog_posts_not_own_translation', sql`${table.translationOf} <> ${table.id}`),
  ],
);
