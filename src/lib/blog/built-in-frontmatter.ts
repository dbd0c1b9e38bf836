// The frontmatter of a built-in post (src/content/blog/*.md), in one place for its two readers:
// the content collection (build-time check, with Astro's image() for the cover) and the server's
// plain reader (functions and tests, where the cover is just the file path).
import { z } from 'zod';
import { BUILT_IN_BLOG_CATEGORIES } from './categories.ts';
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT, EXCERPT_LIMIT } from './limits.ts';
import { SLUG_PATTERN } from './slug.ts';

export function builtInFrontmatterSchema<Cover extends z.ZodType>(cover: Cover) {
  return z.strictObject({
    title: z.string().max(255),
    slug: z.string().regex(SLUG_PATTERN),
    excerpt: z.string().min(20).max(EXCERPT_LIMIT),
    category: z.enum(BUILT_IN_BLOG_CATEGORIES),
    author: z.string().min(1),
    authorBio: z.string().min(1),
    tags: z.array(z.string()).min(1),
    publishDate: z.coerce.date(),
    coverImage: cover,
    coverImageAlt: z.string().min(10),
    featured: z.boolean().default(false),
    metaTitle: z.string().max(META_TITLE_LIMIT).optional(),
    metaDescription: z.string().max(META_DESCRIPTION_LIMIT).optional(),
  });
}
