import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInCoverSlug, builtInCoverUrl } from '../../src/lib/blog/covers.ts';
import { readTimeFor, wordCount } from '../../src/lib/blog/read-time.ts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { loadBuiltInPosts, parseBuiltInPost } from '../../src/server/blog/built-in-posts.ts';
import { PAGES } from '../../src/lib/routes.ts';

describe('loadBuiltInPosts (back-office import, fallback content)', () => {
  it('reads the eleven Markdown posts as valid published payloads, newest first, exactly one featured', async () => {
    const posts = await loadBuiltInPosts();
    expect(posts).toHaveLength(11);
    for (const post of posts) {
      // the payload carries `featured` too (the editor's Featured checkbox)
      expect(BlogPostPayloadSchema.parse(post)).toEqual(post);
      expect(post.status).toBe('published');
      expect(post.publishDate).toBeInstanceOf(Date);
      expect(post.coverImage).toBe(PAGES.blogCover(post.slug));
      expect(existsSync(`src/assets/blog/${post.slug}.png`)).toBe(true);
      expect(post.coverImageAlt!.length).toBeGreaterThan(10);
      expect(post.content).not.toMatch(/^---/);
      expect(post.authorBio).toBeTruthy();
    }
    expect(posts.filter((post) => post.featured)).toHaveLength(1);
    const times = posts.map((post) => post.publishDate!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(['App Features', 'Spiritual Growth', 'Islamic Growth']));
  });

  it('gives each article 700–1,200 words and a read time computed from the text', async () => {
    for (const post of await loadBuiltInPosts()) {
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
