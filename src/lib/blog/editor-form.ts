// The blog editor's form rules (product §3 editor defaults, §4 status/slug/meta rules, §5 required
// fields, tags and counters), pure so the editor and the tests share them.
import { SITE } from '../site.ts';
import type { BlogPost, BlogPostInput, BlogPostStatus } from '../schemas/blog-post.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { META_DESCRIPTION_LIMIT } from './limits.ts';
import { SLUG_MAX } from './slug.ts';

export const DEFAULT_AUTHOR = 'Thawab Team';
export const DEFAULT_AUTHOR_BIO =
  'The Thawab team writes about building faith habits that last: prayer, Quran, good deeds and community.';
export const DEFAULT_PUBLISH_TIME = '09:00';

export interface EditorForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  allowIndexing: boolean;
  status: BlogPostStatus;
  publishDate: string; // yyyy-mm-dd (local)
  publishTime: string; // HH:MM (local)
  category: string;
  tags: string[];
  author: string;
  authorBio: string;
  coverImage: string;
  coverImageAlt: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  /** Shown in the blog list's Featured Article block. */
  featured: boolean;
  /** The language the post is written in (decision 0049). */
  language: LocaleCode;
  /** The original this post translates (its id), or null. */
  translationOf: number | null;
  /** A native speaker has reviewed this translation. */
  translationReviewed: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export function emptyForm(today = new Date()): EditorForm {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    metaTitle: '',
    metaDescription: '',
    allowIndexing: true,
    status: 'draft',
    publishDate: localDate(today),
    publishTime: DEFAULT_PUBLISH_TIME,
    category: '',
    tags: [],
    author: DEFAULT_AUTHOR,
    authorBio: DEFAULT_AUTHOR_BIO,
    coverImage: '',
    coverImageAlt: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    featured: false,
    language: DEFAULT_LOCALE,
    translationOf: null,
    translationReviewed: false,
  };
}

/** An existing post in the form: missing values empty, status falls back to draft, indexing on unless false. */
export function formFromPost(post: Partial<BlogPost>, today = new Date()): EditorForm {
  const base = emptyForm(today);
  const date = post.publishDate ? new Date(post.publishDate) : null;
  const valid = date && !Number.isNaN(date.getTime());
  const status =
    post.status === 'published' || post.status === 'scheduled' || post.status === 'draft' ? post.status : 'draft';
  return {
    ...base,
    title: post.title ?? '',
    slug: post.slug ?? '',
    excerpt: post.excerpt ?? '',
    content: post.content ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    allowIndexing: post.allowIndexing !== false,
    status,
    publishDate: valid ? localDate(date) : base.publishDate,
    publishTime: valid ? localTime(date) : base.publishTime,
    category: post.category ?? '',
    tags: post.tags ?? [],
    author: post.author ?? '',
    authorBio: post.authorBio ?? '',
    coverImage: post.coverImage ?? '',
    coverImageAlt: post.coverImageAlt ?? '',
    ogTitle: post.ogTitle ?? '',
    ogDescription: post.ogDescription ?? '',
    ogImage: post.ogImage ?? '',
    featured: post.featured === true,
    language: isLocaleCode(post.language) ? post.language : DEFAULT_LOCALE,
    translationOf: typeof post.translationOf === 'number' ? post.translationOf : null,
    translationReviewed: post.translationReviewed === true,
  };
}

export const autoMetaTitle = (title: string) => `${title.trim()} | ${SITE.blogName}`;
export const autoMetaDescription = (excerpt: string) => excerpt.trim().slice(0, META_DESCRIPTION_LIMIT);

/** product §5: title, content, excerpt and category are required to save. */
export function missingRequired(form: EditorForm): boolean {
  return !form.title.trim() || !form.content.trim() || !form.excerpt.trim() || !form.category.trim();
}

/** product §5 tags: added only if non-empty after trimming and not already present. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  return !tag || tags.includes(tag) ? tags : [...tags, tag];
}

export type CounterLevel = 'ok' | 'near' | 'over';
/** Green up to 90% of the limit, yellow above 90%, red over the limit. */
export function counterLevel(length: number, limit: number): CounterLevel {
  if (length > limit) return 'over';
  return length > limit * 0.9 ? 'near' : 'ok';
}

export type SaveAction = 'draft' | 'publish' | 'schedule';

/**
 * The payload for a button: Save Draft → draft with no date; Publish → published now;
 * Schedule → scheduled at the chosen local date and time. Empty meta fields are auto-filled.
 */
/**
 * The typed form as a new draft post, for "Keep mine as a copy" when a save met someone else's
 * change (decision 0029): "(copy)" after the title, a slug of its own (`stamp`: lowercase letters
 * and digits, e.g. Date.now().toString(36)), a draft, linked to no original (the post it copies
 * holds that language's place in the group; decision 0049).
 */
export function copyForm(form: EditorForm, stamp: string): EditorForm {
  const suffix = `-copy-${stamp}`;
  const base =
    form.slug
      .trim()
      .slice(0, SLUG_MAX - suffix.length)
      .replace(/-+$/, '') || 'post';
  return {
    ...form,
    title: `${form.title.trim()} (copy)`.slice(0, 255),
    slug: `${base}${suffix}`,
    status: 'draft',
    translationOf: null,
  };
}

export function toPayload(form: EditorForm, action: SaveAction, now = new Date()): BlogPostInput {
  let status: BlogPostStatus = 'draft';
  let publishDate: string | null = null;
  if (action === 'publish') {
    status = 'published';
    publishDate = now.toISOString();
  } else if (action === 'schedule') {
    status = 'scheduled';
    publishDate = scheduledDate(form)?.toISOString() ?? null;
  }
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    content: form.content,
    excerpt: form.excerpt.trim(),
    coverImage: orNull(form.coverImage),
    coverImageAlt: orNull(form.coverImageAlt),
    author: form.author.trim(),
    authorBio: orNull(form.authorBio),
    category: form.category as BlogPostInput['category'],
    tags: form.tags,
    status,
    publishDate,
    metaTitle: orNull(form.metaTitle) ?? (form.title.trim() ? autoMetaTitle(form.title) : null),
    metaDescription: orNull(form.metaDescription) ?? (form.excerpt.trim() ? autoMetaDescription(form.excerpt) : null),
    ogTitle: orNull(form.ogTitle),
    ogDescription: orNull(form.ogDescription),
    ogImage: orNull(form.ogImage),
    allowIndexing: form.allowIndexing,
    featured: form.featured,
    language: form.language,
    translationOf: form.translationOf,
    translationReviewed: form.translationOf !== null && form.translationReviewed,
  };
}

/** The chosen date and time (local) as a Date, or null when either is missing or invalid. */
export function scheduledDate(form: Pick<EditorForm, 'publishDate' | 'publishTime'>): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.publishDate) || !/^\d{2}:\d{2}$/.test(form.publishTime)) return null;
  const date = new Date(`${form.publishDate}T${form.publishTime}:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Markdown toolbar actions on a textarea selection. Returns the new text and selection. */
export type ToolbarAction = 'bold' | 'italic' | 'heading' | 'list' | 'link';
export function applyToolbar(
  text: string,
  start: number,
  end: number,
  action: ToolbarAction,
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  const wrap = (marker: string, placeholder: string) => {
    const inner = selected || placeholder;
    const next = text.slice(0, start) + marker + inner + marker + text.slice(end);
    return { text: next, start: start + marker.length, end: start + marker.length + inner.length };
  };
  if (action === 'bold') return wrap('**', 'bold text');
  if (action === 'italic') return wrap('*', 'italic text');
  if (action === 'link') {
    const label = selected || 'link text';
    const insert = `[${label}](https://)`;
    const urlStart = start + label.length + 3;
    return {
      text: text.slice(0, start) + insert + text.slice(end),
      start: urlStart,
      end: urlStart + 'https://'.length,
    };
  }
  // Line actions work on every line the selection touches.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndIndex = text.indexOf('\n', end);
  const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const prefix = action === 'heading' ? '## ' : '- ';
  const changed = lines
    .map((line) => (line.startsWith(prefix) ? line : prefix + line.replace(/^#{1,6}\s+|^[-*]\s+/, '')))
    .join('\n');
  return {
    text: text.slice(0, lineStart) + changed + text.slice(lineEnd),
    start: lineStart,
    end: lineStart + changed.length,
  };
}
