// A post's <head>: meta fields with the fallbacks of product §2 (metaTitle → title, metaDescription →
// excerpt, og fields → meta fields, ogImage → cover → the fallback cover).
import { PAGES } from '../routes.ts';
import { SITE } from '../site.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { postPath } from './translations.ts';

export { postPath };

export const FALLBACK_COVER_URL = PAGES.blogFallbackCover;
export const FALLBACK_COVER_ALT = `${SITE.blogName}: a gold eight-pointed star on deep green`;

export interface MetaSource {
  title: string;
  excerpt: string;
  slug: string;
  /** The post's language (its address is in it); English when absent. */
  language?: LocaleCode;
  author: string;
  coverImage: string | null;
  coverImageAlt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  allowIndexing: boolean;
  publishDate: string | Date | null;
  updatedAt?: string | Date | null;
}

export interface PostMeta {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  image: string;
  imageAlt: string;
  noindex: boolean;
  canonicalPath: string;
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function postMeta(post: MetaSource): PostMeta {
  const title = filled(post.metaTitle) ?? post.title;
  const description = filled(post.metaDescription) ?? post.excerpt;
  const image = filled(post.ogImage) ?? filled(post.coverImage) ?? FALLBACK_COVER_URL;
  const imageAlt = filled(post.coverImageAlt) && !filled(post.ogImage) ? post.coverImageAlt! : post.title;
  return {
    title,
    description,
    ogTitle: filled(post.ogTitle) ?? title,
    ogDescription: filled(post.ogDescription) ?? description,
    image,
    imageAlt: image === FALLBACK_COVER_URL ? FALLBACK_COVER_ALT : imageAlt,
    noindex: !post.allowIndexing,
    canonicalPath: postPath(post.slug, post.language),
  };
}

/** JSON-LD BlogPosting for a post page (absolute URLs against `site`). */
export function blogPostingJsonLd(post: MetaSource, site: URL | string): Record<string, unknown> {
  const meta = postMeta(post);
  const url = new URL(meta.canonicalPath, site).href;
  const published = post.publishDate ? new Date(post.publishDate).toISOString() : undefined;
  const modified = post.updatedAt ? new Date(post.updatedAt).toISOString() : published;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: post.language ?? 'en',
    description: meta.description,
    image: [new URL(meta.image, site).href],
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE.name, url: new URL('/', site).href },
    datePublished: published,
    dateModified: modified,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
