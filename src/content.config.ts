// Authored content and the schemas it must satisfy (checked at build time).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { builtInFrontmatterSchema } from './lib/blog/built-in-frontmatter.ts';

// English at the top (ids 'privacy', 'intro'); translations in a folder per locale ('ar/privacy'),
// decision 0045. A translation's lastUpdated is the English text's date it translates.
const legal = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/legal' }),
  schema: z.strictObject({ title: z.string(), lastUpdated: z.coerce.date() }),
});

const support = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/support' }),
  schema: z.strictObject({ title: z.string() }),
});

/**
 * The built-in posts (product §3), shown when the database has no published posts. Nothing calls
 * getCollection('blog'): the pages, the functions and the tests read these files through one reader,
 * src/server/blog/built-in-posts.ts (functions have no astro:content). The collection is kept as
 * the build's check of each post's frontmatter and that its cover exists (Astro's image()), which
 * the plain reader cannot do; a bad post fails `npm run build` here.
 */
const blog = defineCollection({
  // English at the top, the team's translations in a folder per locale (decision 0049).
  loader: glob({ pattern: '**/*.md', base: './src/content/blog' }),
  schema: ({ image }) => builtInFrontmatterSchema(image()),
});

export const collections = { legal, support, blog };
