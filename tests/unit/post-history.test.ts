// The pure rules of post history (decision 0037): which reason a save records, and when two
// snapshots differ in what a restore would bring back.
import { describe, expect, it } from 'vitest';
import { RESTORED_FIELDS, saveReason, snapshotOf, textDiffers } from '../../src/lib/blog/post-history.ts';
import type { BlogPost } from '../../src/lib/schemas/blog-post.ts';

const post: BlogPost = {
  id: 1,
  slug: 'a',
  title: 'A',
  excerpt: 'e',
  category: 'Community',
  author: 'T',
  authorBio: null,
  tags: ['x'],
  status: 'draft',
  date: null,
  readTime: null,
  image: null,
  coverImage: null,
  coverImageAlt: null,
  content: 'body',
  metaTitle: null,
  metaDescription: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  publishDate: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  allowIndexing: true,
  views: 3,
  featured: false,
  language: 'id',
  translationOf: 7,
  translationReviewed: false,
  version: 4,
};

describe('saveReason', () => {
  it.each([
    [null, 'draft', 'created'],
    ['draft', 'draft', 'saved'],
    ['draft', 'published', 'published'],
    ['scheduled', 'published', 'published'],
    ['published', 'draft', 'unpublished'],
    ['published', 'scheduled', 'unpublished'],
    ['draft', 'scheduled', 'scheduled'],
    ['scheduled', 'scheduled', 'saved'],
    ['published', 'published', 'saved'],
  ] as const)('%s → %s is %s', (before, after, reason) => expect(saveReason(before, after)).toBe(reason));
});

describe('snapshots', () => {
  it('keep the editable fields, status and date, never views, version or ids', () => {
    const snapshot = snapshotOf(post);
    expect(snapshot).toMatchObject({ title: 'A', content: 'body', tags: ['x'], status: 'draft', publishDate: null });
    expect('version' in snapshot || 'id' in snapshot || 'views' in snapshot).toBe(false);
  });

  it('record the language and translation link of the time, which a restore leaves alone (decision 0049)', () => {
    expect(snapshotOf(post)).toMatchObject({ language: 'id', translationOf: 7 });
    expect(RESTORED_FIELDS).not.toContain('language');
    expect(RESTORED_FIELDS).not.toContain('translationOf');
  });

  it('differ by their restorable text only', () => {
    expect(
      textDiffers(
        snapshotOf(post),
        snapshotOf({
          ...post,
          status: 'published',
          publishDate: '2026-02-01T00:00:00Z',
          views: 9,
          language: 'ms',
          translationOf: null,
        }),
      ),
    ).toBe(false);
    expect(textDiffers(snapshotOf(post), snapshotOf({ ...post, content: 'body!' }))).toBe(true);
    expect(textDiffers(snapshotOf(post), snapshotOf({ ...post, tags: ['y'] }))).toBe(true);
  });
});
