import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, FALLBACK_COVER_URL, postMeta, type MetaSource } from '../../src/lib/blog/meta.ts';
import { relatedPosts } from '../../src/lib/blog/related.ts';
import { shareUrls } from '../../src/lib/blog/share.ts';
import { PAGES } from '../../src/lib/routes.ts';

const post = (slug: string, category: string, day: number) => ({
  slug,
  category,
  publishDate: `2025-06-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

describe('relatedPosts', () => {
  const all = [
    post('current', 'Prayer', 20),
    post('other-new', 'Community', 19),
    post('prayer-old', 'Prayer', 2),
    post('prayer-new', 'Prayer', 18),
    post('other-old', 'Community', 1),
    post('other-mid', 'App Features', 10),
  ];

  it('puts the same category first (newest first), then the newest others, at most four, never the post itself', () => {
    expect(relatedPosts(all[0]!, all).map((p) => p.slug)).toEqual([
      'prayer-new',
      'prayer-old',
      'other-new',
      'other-mid',
    ]);
  });

  it('returns fewer when there are fewer other posts', () => {
    expect(relatedPosts(all[0]!, all.slice(0, 2)).map((p) => p.slug)).toEqual(['other-new']);
    expect(relatedPosts(all[0]!, [all[0]!])).toEqual([]);
  });
});

const base: MetaSource = {
  title: 'Consistency in Prayer',
  excerpt: 'How to keep the five prayers steady.',
  slug: 'consistency-in-prayer',
  author: 'Amina',
  coverImage: PAGES.blogCover('consistency-in-prayer'),
  coverImageAlt: 'A prayer mat at dawn',
  metaTitle: null,
  metaDescription: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  allowIndexing: true,
  publishDate: '2025-06-24T00:00:00.000Z',
  updatedAt: '2025-07-01T00:00:00.000Z',
};

describe('postMeta fallbacks', () => {
  it('falls back: metaTitle → title, metaDescription → excerpt, og → meta, ogImage → cover', () => {
    expect(postMeta(base)).toEqual({
      title: 'Consistency in Prayer',
      description: 'How to keep the five prayers steady.',
      ogTitle: 'Consistency in Prayer',
      ogDescription: 'How to keep the five prayers steady.',
      image: PAGES.blogCover('consistency-in-prayer'),
      imageAlt: 'A prayer mat at dawn',
      noindex: false,
      canonicalPath: PAGES.blogPost('consistency-in-prayer'),
    });
  });

  it('uses each field when given, and blank strings count as missing', () => {
    const meta = postMeta({
      ...base,
      metaTitle: 'Meta T',
      metaDescription: '  ',
      ogTitle: 'OG T',
      ogImage: '/media/og.png',
      allowIndexing: false,
    });
    expect(meta).toMatchObject({
      title: 'Meta T',
      description: base.excerpt,
      ogTitle: 'OG T',
      ogDescription: base.excerpt,
      image: '/media/og.png',
      noindex: true,
    });
    expect(postMeta({ ...base, metaDescription: 'Meta D' }).ogDescription).toBe('Meta D');
  });

  it('uses the fallback cover when a post has none', () => {
    expect(postMeta({ ...base, coverImage: null }).image).toBe(FALLBACK_COVER_URL);
  });

  it('builds a BlogPosting with headline, absolute image, author and dates', () => {
    const ld = blogPostingJsonLd(base, 'https://thawab.app');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Consistency in Prayer',
      image: ['https://thawab.app/blog/covers/consistency-in-prayer.webp'],
      author: { '@type': 'Person', name: 'Amina' },
      datePublished: '2025-06-24T00:00:00.000Z',
      dateModified: '2025-07-01T00:00:00.000Z',
      url: 'https://thawab.app/blog/consistency-in-prayer',
    });
  });
});

describe('shareUrls', () => {
  it('builds real share links with the encoded URL and title', () => {
    const links = shareUrls('https://thawab.app/blog/a-b', 'Fajr & focus');
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fthawab.app%2Fblog%2Fa-b&text=Fajr%20%26%20focus',
    );
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fthawab.app%2Fblog%2Fa-b');
    expect(links.whatsapp).toBe('https://wa.me/?text=Fajr%20%26%20focus%20https%3A%2F%2Fthawab.app%2Fblog%2Fa-b');
  });
});
