import { describe, expect, it } from 'vitest';
import {
  addTag,
  applyToolbar,
  copyForm,
  counterLevel,
  emptyForm,
  formFromPost,
  missingRequired,
  toPayload,
} from '../../src/lib/blog/editor-form.ts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../../src/lib/blog/slug.ts';

const filled = () => ({
  ...emptyForm(new Date(2026, 2, 1, 8)),
  title: 'Night Prayer',
  slug: 'night-prayer',
  excerpt: 'On qiyam.',
  content: 'Text',
  category: 'Prayer & Worship',
});

describe('editor form rules', () => {
  it('starts with the editor defaults of product §3', () => {
    const form = emptyForm(new Date(2026, 2, 1, 15, 30));
    expect(form).toMatchObject({
      status: 'draft',
      publishDate: '2026-03-01',
      publishTime: '09:00',
      allowIndexing: true,
    });
    expect(form.author).not.toBe('');
    expect(form.authorBio).not.toBe('');
  });
  it('loads a post with fallbacks: status draft, indexing on unless false', () => {
    expect(formFromPost({ title: 'x', status: 'weird' as never, allowIndexing: undefined })).toMatchObject({
      status: 'draft',
      allowIndexing: true,
      excerpt: '',
    });
    expect(formFromPost({ allowIndexing: false }).allowIndexing).toBe(false);
  });
  it('requires title, content, excerpt and category', () => {
    expect(missingRequired(filled())).toBe(false);
    for (const key of ['title', 'content', 'excerpt', 'category'] as const)
      expect(missingRequired({ ...filled(), [key]: '  ' })).toBe(true);
  });
  it('adds tags trimmed and once', () => {
    expect(addTag(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], ' a ')).toEqual(['a']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });
  it('colours counters: ≤90% ok, >90% near, over the limit over', () => {
    expect(counterLevel(144, 160)).toBe('ok');
    expect(counterLevel(145, 160)).toBe('near');
    expect(counterLevel(160, 160)).toBe('near');
    expect(counterLevel(161, 160)).toBe('over');
  });
  it('status and date follow the button', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(toPayload(filled(), 'draft', now)).toMatchObject({ status: 'draft', publishDate: null });
    expect(toPayload(filled(), 'publish', now)).toMatchObject({ status: 'published', publishDate: now.toISOString() });
    const scheduled = toPayload({ ...filled(), publishDate: '2026-04-02', publishTime: '09:00' }, 'schedule', now);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.publishDate).toBe(new Date(2026, 3, 2, 9, 0).toISOString());
  });
  it('auto-fills empty meta fields and produces a valid payload', () => {
    const payload = toPayload({ ...filled(), excerpt: 'x'.repeat(200) }, 'draft');
    expect(payload.metaTitle).toBe('Night Prayer | Thawab Blog');
    expect(payload.metaDescription).toBe('x'.repeat(155));
    expect(BlogPostPayloadSchema.safeParse(payload).success).toBe(true);
  });
  it('toolbar acts on the selection', () => {
    expect(applyToolbar('say hi now', 4, 6, 'bold').text).toBe('say **hi** now');
    expect(applyToolbar('say hi now', 4, 6, 'italic').text).toBe('say *hi* now');
    expect(applyToolbar('one\ntwo', 0, 7, 'list').text).toBe('- one\n- two');
    expect(applyToolbar('title', 2, 2, 'heading').text).toBe('## title');
    const link = applyToolbar('see docs', 4, 8, 'link');
    expect(link.text).toBe('see [docs](https://)');
    expect(link.text.slice(link.start, link.end)).toBe('https://');
  });
});

describe('copyForm (Keep mine as a copy, decision 0029)', () => {
  it('makes a draft with "(copy)" in the title and a slug of its own that stays within the limit', () => {
    const form = {
      ...emptyForm(),
      title: 'Morning Adhkar',
      slug: 'morning-adhkar',
      status: 'published' as const,
      content: 'Mine',
    };
    const copy = copyForm(form, 'lx3k9a');
    expect(copy).toEqual({
      ...form,
      title: 'Morning Adhkar (copy)',
      slug: 'morning-adhkar-copy-lx3k9a',
      status: 'draft',
    });
    expect(SLUG_PATTERN.test(copy.slug)).toBe(true);
    const long = copyForm({ ...form, slug: `${'a'.repeat(SLUG_MAX - 1)}-` }, 'lx3k9a');
    expect(long.slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(SLUG_PATTERN.test(long.slug)).toBe(true);
  });
});
