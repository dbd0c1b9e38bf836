// The frontmatter of a built-in post (src/content/blog/*.md in English, src/content/blog/{locale}/*.md
// for the team's translations), in one place for its two readers: the content collection
// (build-time check, with Astro's image() for the cover) and the server's plain reader (functions
// and tests, where the cover is just the file path).
import { z } from 'zod';
import { BUILT_IN_BLOG_CATEGORIES } from './categories.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../i18n/locales.ts';
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
    /** The post's language (decision 0049); English when absent. */
    language: z.enum(LOCALE_CODES).default(DEFAULT_LOCALE),
    /** A translation names its original by slug (the import links them by it). */
    translationOf: z.string().regex(SLUG_PATTERN).optional(),
    /** A translation says whether a native speaker has reviewed it (the team's: false until one does). */
    reviewedByNativeSpeaker: z.boolean().optional(),
  });
}
