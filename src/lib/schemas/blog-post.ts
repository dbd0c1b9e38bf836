// The blog post payload of product §7 (POST /api/blog/posts, PUT /api/blog/posts/{id}) and the post
// shape the API answers with. The editor validates with the same schema before sending.
import { z } from 'zod';
import { BLOG_CATEGORIES } from '../blog/categories.ts';
import { SITE_IMAGE_MESSAGE, isSitePath } from '../blog/image-url.ts';
import { dateField } from './common.ts';
import { pageParam, pageSizeParam } from './paging.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../blog/slug.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';

export const LANGUAGE_MESSAGE = `Choose one of the site's languages: ${LOCALE_CODES.join(', ')}`;

export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Counter limits of product §5 (shown, not enforced); defined in blog/limits.ts. */
export { EXCERPT_LIMIT, META_TITLE_LIMIT, META_DESCRIPTION_LIMIT } from '../blog/limits.ts';
export const MAX_CONTENT_CHARS = 200_000;

const nullableText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().default(null),
  );

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The cover is shown on our pages: a site path only (e.g. /media/abc.webp), see image-url.ts. */
const siteImageUrl = z.preprocess(
  blankToNull,
  z.string().trim().max(2000).refine(isSitePath, SITE_IMAGE_MESSAGE).nullable().default(null),
);

/** The social image is fetched by other sites' crawlers, never by our pages: a site path or http(s). */
const socialImageUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => isSitePath(v) || /^https?:\/\//i.test(v), 'Social image must be a site path or an http(s) URL')
    .nullable()
    .default(null),
);

export const BlogPostPayloadSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(255),
  slug: z
    .string()
    .trim()
    .min(1, 'URL slug is required')
    .max(SLUG_MAX)
    .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens in the URL slug'),
  // Stored exactly as written (no trim: leading spaces are Markdown); rendering sanitises.
  content: z
    .string()
    .max(MAX_CONTENT_CHARS)
    .refine((v) => v.trim().length > 0, 'Content is required'),
  excerpt: z.string().trim().min(1, 'Excerpt is required').max(1000),
  coverImage: siteImageUrl,
  coverImageAlt: nullableText(300),
  author: z.string().trim().min(1, 'Author is required').max(120),
  authorBio: nullableText(1000),
  category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category' }),
  tags: z
    .array(z.string().trim().min(1).max(40))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  status: z.enum(BLOG_POST_STATUSES).default('draft'),
  /** A date or an ISO string (product §5); null for drafts. */
  publishDate: z.preprocess((v) => (v === '' ? null : v), dateField('Publish date').nullable().default(null)),
  metaTitle: nullableText(255),
  metaDescription: nullableText(500),
  ogTitle: nullableText(255),
  ogDescription: nullableText(500),
  ogImage: socialImageUrl,
  allowIndexing: z.boolean().default(true),
  /** Shown in the public list's Featured Article block (the newest featured post of its language). */
  featured: z.boolean().default(false),
  /** The language the post is written in (decision 0049); its address is /{language}/blog/{slug}, English unprefixed. */
  language: z.enum(LOCALE_CODES, { error: LANGUAGE_MESSAGE }).default(DEFAULT_LOCALE),
  /** The id of the original this post translates (null: the post is an original). Rules: src/lib/blog/translations.ts. */
  translationOf: z
    .int('Translation of must be a post id')
    .min(1, 'Translation of must be a post id')
    .max(2_147_483_647, 'Translation of must be a post id')
    .nullable()
    .default(null),
  /** A native speaker has reviewed this translation. */
  translationReviewed: z.boolean().default(false),
});
export type BlogPostPayload = z.infer<typeof BlogPostPayloadSchema>;
export type BlogPostInput = z.input<typeof BlogPostPayloadSchema>;

/** A post as the API returns it (dates as ISO strings). */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  authorBio: string | null;
  tags: string[];
  status: BlogPostStatus;
  date: string | null;
  readTime: string | null;
  image: string | null;
  coverImage: string | null;
  coverImageAlt: string | null;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  allowIndexing: boolean;
  views: number;
  featured: boolean;
  language: LocaleCode;
  translationOf: number | null;
  translationReviewed: boolean;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

/** A post in a list: everything but the body (GET /api/blog/posts). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/** Another post of a post's translation group, as the editor lists it (GET /api/blog/posts/{id}). */
export interface TranslationLink {
  id: number;
  slug: string;
  title: string;
  language: LocaleCode;
  status: BlogPostStatus;
  translationOf: number | null;
}

/** GET /api/blog/posts/{id}: the post and the other posts of its translation group (original first). */
export interface BlogPostWithTranslations extends BlogPost {
  translations: TranslationLink[];
}

export const BLOG_LIST_PAGE_SIZE_DEFAULT = 20;
export const BLOG_LIST_PAGE_SIZE_MAX = 50;

/**
 * The query of GET /api/blog/posts: ?page= (from 1) and ?pageSize= (1 to 50, default 20); optionally
 * ?language= (one language), ?q= (title or slug contains, any case) and ?originals=true (posts that
 * translate no other: what the editor's "Translation of" offers).
 */
export const BlogListQuerySchema = z.strictObject({
  page: pageParam,
  pageSize: pageSizeParam(BLOG_LIST_PAGE_SIZE_MAX, BLOG_LIST_PAGE_SIZE_DEFAULT),
  language: z.enum(LOCALE_CODES, { error: LANGUAGE_MESSAGE }).optional(),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  originals: z
    .enum(['true', 'false'], { error: 'originals must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

/** One page of GET /api/blog/posts. */
export interface BlogPostPage {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  /** Posts in the whole list (all pages). */
  total: number;
}
