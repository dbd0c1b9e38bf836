// Post history (docs/decisions/0037): snapshots of a post's editable text, and the old
// addresses of published posts whose slug changed (served as 301s by the deploy's `_redirects`).
import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PostRevisionReason, PostSnapshot } from '../src/lib/blog/post-history.ts';
import { blogPosts } from './schema-blog.ts';

/** One snapshot of a post; the newest 25 per post are kept (src/server/blog/post-history.ts). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 24 }).$type<PostRevisionReason>().notNull(),
    /** The editable fields as they were (status and publish date for the record, never restored). */
    snapshot: jsonb('snapshot').$type<PostSnapshot>().notNull(),
    /** The staff username whose write made it. */
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('post_revisions_post_newest_idx').on(table.postId, desc(table.createdAt), desc(table.id))],
);

/** An old slug of a published post → the post (whose current slug is the target: chains collapse). */
export const postSlugRedirects = pgTable('post_slug_redirects', {
  oldSlug: varchar('old_slug', { length: 200 }).primaryKey(),
  postId: integer('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
