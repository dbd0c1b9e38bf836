// Blog posts (product §3 blog post). Their history is in schema-post-history.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BlogPostStatus } from '../src/lib/schemas/blog-post.ts';
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
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
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
    ...versionColumns(),
  },
  (table) => [
    index('blog_posts_status_publish_idx').on(table.status, table.publishDate),
  ],
);
