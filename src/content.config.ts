// Authored content and the schemas it must satisfy (checked at build time).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { BUILT_IN_BLOG_CATEGORIES } from './lib/blog/categories.ts';

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.strictObject({ title: z.string(), lastUpdated: z.coerce.date() }),
});

const support = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/support' }),
  schema: z.strictObject({ title: z.string() }),
});

/** The eleven built-in posts (spec §3), shown when the database has no published posts. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: ({ image }) =>
    z.strictObject({
      title: z.string().max(255),
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      excerpt: z.string().min(20).max(160),
      category: z.enum(BUILT_IN_BLOG_CATEGORIES),
      author: z.string(),
      authorBio: z.string(),
      tags: z.array(z.string()).min(1),
      publishDate: z.coerce.date(),
      coverImage: image(),
      coverImageAlt: z.string().min(10),
      featured: z.boolean().default(false),
      metaTitle: z.string().max(60).optional(),
      metaDescription: z.string().max(155).optional(),
    }),
});

export const collections = { legal, support, blog };
