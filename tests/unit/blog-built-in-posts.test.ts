import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInCoverSlug, builtInCoverUrl } from '../../src/lib/blog/covers.ts';
import { readTimeFor, wordCount } from '../../src/lib/blog/read-time.ts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { loadBuiltInPosts, parseBuiltInPost } from '../../src/server/blog/built-in-posts.ts';
import { PAGES } from '../../src/lib/routes.ts';
import { postPath } from '../../src/lib/blog/translations.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { localeOf } from '../../src/lib/i18n/locales.ts';

const english = async () => (await loadBuiltInPosts()).filter((post) => post.language === 'en');

describe('loadBuiltInPosts (back-office import, fallback content)', () => {
  it('reads the eleven English Markdown posts as valid published payloads, newest first, exactly one featured', async () => {
    const posts = await english();
    expect(posts).toHaveLength(11);
    for (const post of posts) {
      // the payload carries `featured` too (the editor's Featured checkbox); the original slug is the import's
      const { translationOfSlug, ...payload } = post;
      expect(translationOfSlug).toBeNull();
      expect(BlogPostPayloadSchema.parse(payload)).toEqual(payload);
      expect(post.status).toBe('published');
      expect(post.publishDate).toBeInstanceOf(Date);
      expect(post.coverImage).toBe(PAGES.blogCover(post.slug));
      expect(existsSync(`src/assets/blog/${post.slug}.png`)).toBe(true);
      expect(post.coverImageAlt!.length).toBeGreaterThan(10);
      expect(post.content).not.toMatch(/^---/);
      expect(post.authorBio).toBeTruthy();
    }
    expect(posts.filter((post) => post.featured)).toHaveLength(1);
    const times = (await loadBuiltInPosts()).map((post) => post.publishDate!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(posts.map((post) => post.category))).toEqual(
      new Set(['App Features', 'Spiritual Growth', 'Islamic Growth']),
    );
  });

  it('gives each English article 700–1,200 words and a read time computed from the text', async () => {
    for (const post of await english()) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(700);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
      expect(readTimeFor(post.content)).toMatch(/^[3-6] min read$/);
    }
  });

  it('parses the frontmatter fields it is given and rejects a file without frontmatter', () => {
    const post = parseBuiltInPost(
      [
        '---',
        'title: "A title"',
        'slug: "a-title"',
        'excerpt: "An excerpt long enough to count."',
        'category: "Spiritual Growth"',
        'author: "Amina"',
        'authorBio: "Writes."',
        'tags: ["one", "two"]',
        'publishDate: 2025-01-02',
        'coverImage: "../../assets/blog/a-title.png"',
        'coverImageAlt: "A described picture"',
        'metaTitle: "Meta"',
        '---',
        '',
        'Body **text**.',
      ].join('\n'),
    );
    expect(post).toMatchObject({
      title: 'A title',
      slug: 'a-title',
      content: 'Body **text**.',
      coverImage: PAGES.blogCover('a-title'),
      featured: false,
      metaTitle: 'Meta',
      metaDescription: null,
      allowIndexing: true,
      status: 'published',
      tags: ['one', 'two'],
    });
    expect(post.publishDate?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(() => parseBuiltInPost('no frontmatter')).toThrow(/frontmatter/);
  });
});

describe('built-in cover URLs', () => {
  it('round-trips slugs and recognises absolute URLs', () => {
    expect(builtInCoverSlug(builtInCoverUrl('consistency-in-prayer'))).toBe('consistency-in-prayer');
    expect(builtInCoverSlug('https://thawab.app/blog/covers/consistency-in-prayer.webp')).toBe('consistency-in-prayer');
    expect(builtInCoverSlug('/media/other.webp')).toBeNull();
    expect(builtInCoverSlug('/blog/covers/../../x.webp')).toBeNull();
    expect(builtInCoverSlug(null)).toBeNull();
  });
});

// The team's translations of built-in posts (decision 0049): what /id/blog and /ar/blog show on a
// fresh start. Each follows its English original: same article, same references, links that work.
describe('the built-in translations', () => {
  /** Every number inside parentheses, in Western digits: the Quran and hadith references. */
  const referenceNumbers = (text: string) =>
    [...text.matchAll(/\(([^()]*)\)/g)]
      .flatMap((m) => m[1]!.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).match(/\d+/g) ?? [])
      .sort();
  const headings = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^#{2,3} /.test(line))
      .map((line) => line.match(/^#+/)![0]);
  const listItems = (text: string) => text.split('\n').filter((line) => /^(- |\d+\. )/.test(line)).length;

  it('include at least two Indonesian and one Arabic, each linked to an English original, marked not yet reviewed', async () => {
    const posts = await loadBuiltInPosts();
    const translations = posts.filter((post) => post.language !== 'en');
    expect(translations.filter((post) => post.language === 'id').length).toBeGreaterThanOrEqual(2);
    expect(translations.filter((post) => post.language === 'ar').length).toBeGreaterThanOrEqual(1);
    for (const post of translations) {
      const original = posts.find((candidate) => candidate.slug === post.translationOfSlug);
      expect(original?.language, post.slug).toBe('en');
      expect(post.translationReviewed, post.slug).toBe(false);
      // The same article: its category, author, date and picture.
      expect([post.category, post.author, post.publishDate, post.coverImage, post.featured]).toEqual([
        original!.category,
        original!.author,
        original!.publishDate,
        original!.coverImage,
        original!.featured,
      ]);
      expect(post.slug).not.toBe(original!.slug);
    }
    // One post per language in a group.
    const keys = translations.map((post) => `${post.translationOfSlug} ${post.language}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cite exactly the Quran and hadith references of their original, and keep its sections and lists', async () => {
    const posts = await loadBuiltInPosts();
    for (const post of posts.filter((candidate) => candidate.translationOfSlug)) {
      const original = posts.find((candidate) => candidate.slug === post.translationOfSlug)!;
      expect(referenceNumbers(post.content), post.slug).toEqual(referenceNumbers(original.content));
      expect(headings(post.content), post.slug).toEqual(headings(original.content));
      expect(listItems(post.content), post.slug).toBe(listItems(original.content));
    }
  });

  it('link to pages that exist: a post in their language where there is one, else the English post, and their language’s quiz', async () => {
    const posts = await loadBuiltInPosts();
    const paths = new Set(posts.map((post) => postPath(post.slug, post.language)));
    for (const post of posts.filter((candidate) => candidate.language !== 'en')) {
      for (const [, href] of post.content.matchAll(/\]\((\/[^)]*)\)/g)) {
        if (href!.includes('/blog/')) {
          expect(paths.has(href!), `${post.slug} → ${href}`).toBe(true);
          const target = posts.find((candidate) => postPath(candidate.slug, candidate.language) === href)!;
          // An English post is linked only when this language has no translation of it.
          if (target.language === 'en')
            expect(
              posts.some((other) => other.translationOfSlug === target.slug && other.language === post.language),
              `${post.slug} → ${href}`,
            ).toBe(false);
        } else {
          expect(href, post.slug).toBe(localePath(post.language, PAGES.test));
        }
      }
    }
  });

  it('isolate Latin runs in right-to-left posts, so the brand and English titles keep their order', async () => {
    for (const post of (await loadBuiltInPosts()).filter((candidate) => localeOf(candidate.language).dir === 'rtl')) {
      const bare = post.content.replace(/<bdi>[^<]*<\/bdi>/g, '').replace(/\]\([^)]*\)/g, ']');
      expect(bare.match(/[A-Za-z]{2,}/g), post.slug).toBeNull();
    }
  });
});
