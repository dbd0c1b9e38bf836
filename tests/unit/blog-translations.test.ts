// A post's language and translations (decision 0049): the link rules the server enforces, the
// hreflang set every member of a group builds, and the blog chrome's words in the locales.
import { describe, expect, it } from 'vitest';
import {
  defaultMember,
  groupKey,
  groupsOf,
  linkProblem,
  otherLanguages,
  postAlternates,
  postPath,
  postPreviewPath,
  type GroupMember,
} from '../../src/lib/blog/translations.ts';
import {
  BLOG,
  blogText,
  categoryLabel,
  pluralForBrowser,
  postDateText,
  readTimeText,
} from '../../src/lib/i18n/blog.ts';
import { CATALOGUES } from '../../src/lib/i18n/catalogues.ts';
import { TRANSLATED } from '../../src/lib/i18n/pages.ts';
import { PREFIXED_LOCALES } from '../../src/lib/i18n/locales.ts';
import { localeRedirects } from '../../src/lib/i18n/redirects.ts';
import { BlogListQuerySchema, BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { copyForm, emptyForm, formFromPost, toPayload } from '../../src/lib/blog/editor-form.ts';
import { postPayload } from '../../scripts/support/post-payload.ts';

const member = (id: number, language: GroupMember['language'], translationOf: number | null = null): GroupMember => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  language,
  translationOf,
});

describe('post addresses', () => {
  it('put a post under its language’s prefix, English unprefixed, previews too', () => {
    expect(postPath('a-post')).toBe('/blog/a-post');
    expect(postPath('a-post', 'en')).toBe('/blog/a-post');
    expect(postPath('sebuah-artikel', 'id')).toBe('/id/blog/sebuah-artikel');
    expect(postPreviewPath('maqal', 12, 'ar')).toBe('/ar/blog/maqal?preview=12');
  });
});

describe('the link rules', () => {
  const english = member(1, 'en');
  const indonesian = member(2, 'id', 1);

  it('accept a translation of an original in another language, and an original that stays one', () => {
    expect(
      linkProblem(
        { id: 3, language: 'ar', translationOf: 1 },
        { target: english, group: [english, indonesian], ownTranslations: 0 },
      ),
    ).toBeNull();
    expect(
      linkProblem(
        { id: null, language: 'ar', translationOf: 1 },
        { target: english, group: [english, indonesian], ownTranslations: 0 },
      ),
    ).toBeNull();
    expect(
      linkProblem(
        { id: 1, language: 'en', translationOf: null },
        { target: null, group: [english, indonesian], ownTranslations: 1 },
      ),
    ).toBeNull();
  });

  it('refuse a link to itself or to a post that does not exist (400)', () => {
    expect(
      linkProblem({ id: 5, language: 'id', translationOf: 5 }, { target: null, group: [], ownTranslations: 0 }),
    ).toMatchObject({ status: 400, message: /itself/ });
    expect(
      linkProblem({ id: 5, language: 'id', translationOf: 99 }, { target: null, group: [], ownTranslations: 0 }),
    ).toMatchObject({ status: 400, message: /no post #99/ });
  });

  it('refuse a cycle, a chain and an original that has translations becoming one (400)', () => {
    // 1 is the original of 2: 1 → 2 would close a cycle.
    expect(
      linkProblem(
        { id: 1, language: 'en', translationOf: 2 },
        { target: indonesian, group: [english, indonesian], ownTranslations: 1 },
      ),
    ).toMatchObject({ status: 400, message: /cycle/ });
    // 3 → 2 would be a chain: 2 is itself a translation of 1.
    expect(
      linkProblem(
        { id: 3, language: 'ar', translationOf: 2 },
        { target: indonesian, group: [english, indonesian], ownTranslations: 0 },
      ),
    ).toMatchObject({ status: 400, message: /itself a translation of post #1/ });
    // 4 has translations of its own: it cannot become one.
    expect(
      linkProblem(
        { id: 4, language: 'fr', translationOf: 1 },
        { target: english, group: [english], ownTranslations: 2 },
      ),
    ).toMatchObject({ status: 400, message: /original of 2 translations/ });
  });

  it('refuse a second post of one language in a group (409), whether linking or changing language', () => {
    expect(
      linkProblem(
        { id: 7, language: 'id', translationOf: 1 },
        { target: english, group: [english, indonesian], ownTranslations: 0 },
      ),
    ).toMatchObject({ status: 409, message: /post-2.*already the Indonesian post/ });
    expect(
      linkProblem(
        { id: 7, language: 'en', translationOf: 1 },
        { target: english, group: [english], ownTranslations: 0 },
      ),
    ).toMatchObject({ status: 409, message: /English post/ });
    // The original turns Indonesian while its translation is.
    expect(
      linkProblem(
        { id: 1, language: 'id', translationOf: null },
        { target: null, group: [english, indonesian], ownTranslations: 1 },
      ),
    ).toMatchObject({ status: 409 });
    // Saving the translation itself again is not a clash with itself.
    expect(
      linkProblem(
        { id: 2, language: 'id', translationOf: 1 },
        { target: english, group: [english, indonesian], ownTranslations: 0 },
      ),
    ).toBeNull();
  });
});

describe('groups and hreflang', () => {
  const en = member(10, 'en');
  const id = member(11, 'id', 10);
  const ar = member(12, 'ar', 10);
  const lone = member(20, 'fr');

  it('gather a group by its original, in the locale table’s order', () => {
    expect(groupKey(en)).toBe(10);
    expect(groupKey(ar)).toBe(10);
    const groups = groupsOf([id, lone, ar, en]);
    expect(groups.get(10)!.map((m) => m.language)).toEqual(['en', 'ar', 'id']);
    expect(groups.get(20)).toEqual([lone]);
  });

  it('name every member and x-default, the same set on every member (reciprocal)', () => {
    const members = [en, id, ar];
    const sets = members.map((post) => postAlternates(post, members));
    expect(sets[0]).toEqual([
      { hreflang: 'en', path: '/blog/post-10' },
      { hreflang: 'ar', path: '/ar/blog/post-12' },
      { hreflang: 'id', path: '/id/blog/post-11' },
      { hreflang: 'x-default', path: '/blog/post-10' },
    ]);
    expect(sets[1]).toEqual(sets[0]);
    expect(sets[2]).toEqual(sets[0]);
  });

  it('make x-default the English post, else the original, else the oldest; a lone post is its own', () => {
    expect(defaultMember([ar, id, en])).toBe(en);
    const arabicOriginal = member(30, 'ar');
    expect(defaultMember([member(31, 'id', 30), arabicOriginal])).toBe(arabicOriginal);
    // The original is not public: the oldest public member, the same for each of them.
    expect(defaultMember([ar, id])).toBe(id);
    expect(defaultMember([lone])).toBe(lone);
  });

  it('leave out a post that is not among the indexable members, and list the others for "Read this in"', () => {
    expect(postAlternates(id, [en, ar])).toEqual([]);
    expect(postAlternates(lone, [lone])).toEqual([
      { hreflang: 'fr', path: '/fr/blog/post-20' },
      { hreflang: 'x-default', path: '/fr/blog/post-20' },
    ]);
    expect(otherLanguages(id, [en, id, ar]).map((m) => m.language)).toEqual(['en', 'ar']);
  });
});

describe('the payload and the editor form', () => {
  it('take a language of the locale table (English by default) and an optional original', () => {
    expect(BlogPostPayloadSchema.parse(postPayload())).toMatchObject({
      language: 'en',
      translationOf: null,
      translationReviewed: false,
    });
    expect(
      BlogPostPayloadSchema.parse(postPayload({ language: 'ar', translationOf: 4, translationReviewed: true })),
    ).toMatchObject({ language: 'ar', translationOf: 4 });
    const bad = BlogPostPayloadSchema.safeParse(postPayload({ language: 'de' }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({
      path: ['language'],
      message: expect.stringContaining('en, ar, ur, id, bn, tr, ms, fr'),
    });
    for (const translationOf of [0, -1, 1.5, '3', 2 ** 31])
      expect(BlogPostPayloadSchema.safeParse(postPayload({ translationOf })).success, String(translationOf)).toBe(
        false,
      );
  });

  it('filter the list by language, search and originals', () => {
    expect(BlogListQuerySchema.parse({ language: 'id', q: ' amal ', originals: 'true' })).toMatchObject({
      language: 'id',
      q: 'amal',
      originals: true,
    });
    expect(BlogListQuerySchema.safeParse({ language: 'xx' }).success).toBe(false);
    expect(BlogListQuerySchema.safeParse({ originals: 'yes' }).success).toBe(false);
  });

  it('carry the language and link through the form, and a copy is linked to nothing', () => {
    const form = formFromPost({ language: 'id', translationOf: 9, translationReviewed: true, title: 'Judul' });
    expect(form).toMatchObject({ language: 'id', translationOf: 9, translationReviewed: true });
    expect(toPayload(form, 'draft')).toMatchObject({ language: 'id', translationOf: 9, translationReviewed: true });
    // Reviewed means nothing without an original.
    expect(toPayload({ ...form, translationOf: null }, 'draft').translationReviewed).toBe(false);
    expect(copyForm(form, 'x1').translationOf).toBeNull();
    expect(emptyForm()).toMatchObject({ language: 'en', translationOf: null });
    expect(formFromPost({ language: 'xx' as never }).language).toBe('en');
  });
});

describe('the blog chrome (catalogue "blog")', () => {
  it('is registered for the Translations tab under Blog chrome, and the blog page is translated in every locale', () => {
    expect(CATALOGUES.find((entry) => entry.name === 'blog')).toMatchObject({ area: 'blog', catalogue: BLOG });
    expect(TRANSLATED.blog).toEqual(PREFIXED_LOCALES);
    for (const code of PREFIXED_LOCALES) {
      expect(Object.keys(BLOG.others[code]!).sort(), code).toEqual(Object.keys(BLOG.en).sort());
      // Written by the team, not yet read by a native speaker.
      expect(CATALOGUES.find((entry) => entry.name === 'blog')!.reviewed[code], code).toBe(false);
    }
  });

  it('counts results and read time with each language’s plural rules and digits', () => {
    expect(blogText('en', 'resultsFound', { count: 1 })).toBe('1 article found');
    expect(blogText('en', 'resultsFound', { count: 3 })).toBe('3 articles found');
    expect(blogText('ar', 'resultsFound', { count: 2 })).toBe('عُثر على مقالين');
    expect(blogText('ar', 'resultsFound', { count: 3 })).toBe('عُثر على ٣ مقالات');
    expect(blogText('ar', 'resultsFound', { count: 11 })).toBe('عُثر على ١١ مقالًا');
    expect(blogText('fr', 'resultsFound', { count: 1 })).toBe('1 article trouvé');
    expect(blogText('fr', 'resultsFound', { count: 1_000_000 })).toBe('1\u202f000\u202f000 d’articles trouvés');
    expect(blogText('id', 'resultsFound', { count: 1 })).toBe('1 artikel ditemukan');
    expect(readTimeText('en', '5 min read')).toBe('5 min read');
    expect(readTimeText('ar', '1 min read')).toBe('قراءة في دقيقة واحدة');
    expect(readTimeText('bn', '4 min read')).toBe('৪ মিনিটের পাঠ');
    expect(readTimeText('id', null)).toBe('');
  });

  it('dates a post through Intl in the locale and names categories in it (the stored value stays English)', () => {
    const post = { publishDate: '2025-07-22T00:00:00.000Z', date: 'July 22, 2025' };
    expect(postDateText('en', post)).toBe('July 22, 2025');
    expect(postDateText('id', post)).toBe('22 Juli 2025');
    expect(postDateText('ar', post)).toBe('٢٢ يوليو ٢٠٢٥');
    expect(postDateText('fr', { publishDate: null, date: 'July 22, 2025' })).toBe('July 22, 2025');
    expect(categoryLabel('tr', 'Community')).toBe('Topluluk');
    expect(categoryLabel('en', 'Prayer & Worship')).toBe('Prayer & Worship');
    expect(categoryLabel('fr', 'Something else')).toBe('Something else');
  });

  it('hands the browser the branches of the page’s locale, or English’s where the locale lacks them', () => {
    expect(pluralForBrowser('ar', 'resultsFound')).toEqual({ message: BLOG.others.ar!.resultsFound, locale: 'ar' });
    const saved = BLOG.others.tr!.resultsFound;
    delete BLOG.others.tr!.resultsFound;
    try {
      expect(pluralForBrowser('tr', 'resultsFound')).toEqual({ message: BLOG.en.resultsFound, locale: 'en' });
    } finally {
      BLOG.others.tr!.resultsFound = saved;
    }
    expect(() => pluralForBrowser('en', 'readMore')).toThrow(/not a plural/);
  });
});

describe('the platform rules of a locale’s blog', () => {
  it('send a post published after the build to the locale’s fallback page, before the locale’s 404', () => {
    const rules = localeRedirects().split('\n');
    for (const code of PREFIXED_LOCALES) {
      const fallback = rules.indexOf(`/${code}/blog/*  /${code}/blog-fallback  200`);
      expect(fallback, code).toBeGreaterThan(-1);
      expect(fallback, code).toBeLessThan(rules.indexOf(`/${code}/*  /${code}/404  404`));
    }
  });
});
