import { REMEMBER_LANGUAGE_SCRIPT } from '../../src/components/ui/language-choice.ts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  PREFIXED_LOCALES,
  intlTag,
  isLocaleCode,
} from '../../src/lib/i18n/locales.ts';
import {
  formatNumber,
  hasTranslation,
  selectPlural,
  translate,
  type Catalogue,
  type PluralMessage,
} from '../../src/lib/i18n/format.ts';
import { CHROME, REVIEWED_BY_NATIVE_SPEAKER, chrome, type ChromeKey } from '../../src/lib/i18n/chrome.ts';
import {
  TRANSLATED,
  alternates,
  isTranslated,
  localePath,
  localizedPageOf,
  pageLinks,
  pageLocale,
  splitLocalePath,
  type TranslationTable,
} from '../../src/lib/i18n/pages.ts';
import { localeRedirects } from '../../src/lib/i18n/redirects.ts';
import { LANDING, LANDING_REVIEWED, landing } from '../../src/lib/i18n/landing.ts';
import { HOME, HOME_REVIEWED, home } from '../../src/lib/i18n/home.ts';
import { LIVE } from '../../src/lib/i18n/live.ts';
import { TEXT_PAGES, TEXT_PAGES_REVIEWED, linkParts, textPage } from '../../src/lib/i18n/text-pages.ts';
import { FaqSchema, TestimonialsSchema } from '../../src/lib/schemas/content.ts';
import { PRODUCT_FIGURES } from '../../src/lib/site-figures.ts';
import { PAGES } from '../../src/lib/routes.ts';
import { existsSync, readFileSync } from 'node:fs';

describe('locale table', () => {
  it('has English first and unprefixed, and the seven locales of decision 0044', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_CODES).toEqual(['en', 'ar', 'ur', 'id', 'bn', 'tr', 'ms', 'fr']);
    expect(PREFIXED_LOCALES).not.toContain('en');
  });

  it('marks exactly Arabic and Urdu right to left and names each language in itself', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'ur']);
    expect(Object.fromEntries(LOCALES.map((l) => [l.code, l.name]))).toMatchObject({
      ar: 'العربية',
      ur: 'اردو',
      bn: 'বাংলা',
      fr: 'Français',
    });
  });

  it('gives Urdu (Nastaliq) more line height than any other locale, so its glyphs do not clip', () => {
    const urdu = LOCALES.find((l) => l.code === 'ur')!;
    expect(urdu.font).toBe('nastaliq-urdu');
    for (const other of LOCALES.filter((l) => l.code !== 'ur')) {
      expect(urdu.lineHeight).toBeGreaterThan(other.lineHeight);
      expect(urdu.headingLineHeight).toBeGreaterThan(other.headingLineHeight);
    }
  });

  it('formats numbers with the locale’s digits', () => {
    expect(intlTag('ar')).toBe('ar-u-nu-arab');
    expect(formatNumber('ar', 1234)).toBe('١٬٢٣٤');
    expect(formatNumber('bn', 2026, { useGrouping: false })).toBe('২০২৬');
    expect(formatNumber('fr', 1234)).toBe('1\u202f234');
    expect(formatNumber('en', 1234)).toBe('1,234');
    expect(isLocaleCode('ar')).toBe(true);
    expect(isLocaleCode('de')).toBe(false);
  });
});

describe('plural rules (ICU categories through Intl.PluralRules)', () => {
  const days: PluralMessage = {
    plural: 'count',
    zero: 'zero',
    one: 'one',
    two: 'two',
    few: 'few',
    many: 'many',
    other: 'other',
  };

  it('Arabic has all six categories', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => selectPlural('ar', days, n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
    ]);
  });

  it('French counts 0 and 1 as one and a million as many', () => {
    expect([0, 1, 2, 1_000_000].map((n) => selectPlural('fr', days, n))).toEqual(['one', 'one', 'other', 'many']);
  });

  it('Indonesian has no plural: always other', () => {
    expect([0, 1, 2, 5].map((n) => selectPlural('id', days, n))).toEqual(['other', 'other', 'other', 'other']);
  });

  it('an exact =N branch wins over the category', () => {
    expect(selectPlural('en', { plural: 'count', '=0': 'none', one: 'one', other: 'other' }, 0)).toBe('none');
  });
});

describe('message lookup', () => {
  const catalogue: Catalogue<'streak' | 'hello' | 'onlyEnglish'> = {
    en: {
      streak: { plural: 'count', one: '# day', other: '# days' },
      hello: 'Hello {name}',
      onlyEnglish: 'English only',
    },
    others: {
      ar: {
        streak: {
          plural: 'count',
          zero: 'لا أيام',
          one: 'يوم واحد',
          two: 'يومان',
          few: '# أيام',
          many: '# يومًا',
          other: '# يوم',
        },
        hello: 'مرحبًا {name}',
      },
      fr: { streak: { plural: 'count', one: '# jour', other: '# jours' } },
    },
  };

  it('picks the locale’s plural branch and formats # in its digits', () => {
    expect(translate(catalogue, 'ar', 'streak', { count: 3 })).toBe('٣ أيام');
    expect(translate(catalogue, 'ar', 'streak', { count: 2 })).toBe('يومان');
    expect(translate(catalogue, 'ar', 'streak', { count: 11 })).toBe('١١ يومًا');
    expect(translate(catalogue, 'fr', 'streak', { count: 0 })).toBe('0 jour');
    expect(translate(catalogue, 'en', 'streak', { count: 1 })).toBe('1 day');
  });

  it('falls back to English (with English plural rules) where a locale lacks the key', () => {
    expect(translate(catalogue, 'id', 'streak', { count: 1 })).toBe('1 day');
    expect(translate(catalogue, 'fr', 'onlyEnglish')).toBe('English only');
    expect(hasTranslation(catalogue, 'fr', 'onlyEnglish')).toBe(false);
    expect(hasTranslation(catalogue, 'fr', 'streak')).toBe(true);
  });

  it('isolates a Latin name inside right-to-left text and leaves left-to-right text alone', () => {
    expect(translate(catalogue, 'ar', 'hello', { name: 'Amina' })).toBe('مرحبًا \u2068Amina\u2069');
    expect(translate(catalogue, 'en', 'hello', { name: 'Amina' })).toBe('Hello Amina');
  });

  it('refuses a missing placeholder value instead of printing {name}', () => {
    expect(() => translate(catalogue, 'en', 'hello')).toThrow(/needs \{name\}/);
    expect(() => translate(catalogue, 'en', 'streak')).toThrow(/needs a number/);
  });
});

describe('the chrome’s strings', () => {
  it('exist in every locale, each with the placeholders of the English text', () => {
    for (const code of PREFIXED_LOCALES) {
      for (const key of Object.keys(CHROME.en) as ChromeKey[]) {
        expect(hasTranslation(CHROME, code, key), `${code}.${key}`).toBe(true);
        const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(CHROME.others[code]![key]), `${code}.${key}`).toEqual(placeholders(CHROME.en[key]));
      }
    }
  });

  it('are marked as not yet reviewed by a native speaker', () => {
    expect(PREFIXED_LOCALES.filter((code) => REVIEWED_BY_NATIVE_SPEAKER[code])).toEqual([]);
  });

  it('write the year without grouping, in the locale’s digits', () => {
    expect(chrome('en', 'copyright', { year: 2026, site: 'Thawab' })).toBe('© 2026 Thawab. All rights reserved.');
    expect(chrome('ar', 'copyright', { year: 2026, site: 'Thawab' })).toBe(
      '© ٢٠٢٦ \u2068Thawab\u2069. جميع الحقوق محفوظة.',
    );
  });
});

describe('localized pages and their addresses', () => {
  it('prefix every locale but English', () => {
    expect(localePath('en', '/test')).toBe('/test');
    expect(localePath('ar', '/test')).toBe('/ar/test');
    expect(localePath('ar', '/')).toBe('/ar');
    expect(localePath('fr', '/privacy#cookies')).toBe('/fr/privacy#cookies');
    expect(splitLocalePath('/ar/test')).toEqual({ locale: 'ar', path: '/test' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/en/test')).toEqual({ locale: 'en', path: '/en/test' });
    expect(splitLocalePath('/archive')).toEqual({ locale: 'en', path: '/archive' });
    expect(localizedPageOf('/spiritual-quiz')).toBe('spiritualQuiz');
    expect(localizedPageOf('/404.html')).toBe('notFound');
    expect(localizedPageOf('/blog/some-post')).toBeUndefined();
  });

  it('list English, the translated locales and x-default as alternates, and nothing a locale lacks', () => {
    const table: TranslationTable = { ...TRANSLATED, test: ['ar', 'fr'], privacy: [] };
    expect(alternates('test', table)).toEqual([
      { hreflang: 'en', path: '/test' },
      { hreflang: 'ar', path: '/ar/test' },
      { hreflang: 'fr', path: '/fr/test' },
      { hreflang: 'x-default', path: '/test' },
    ]);
    expect(isTranslated('test', 'ur', table)).toBe(false);
    expect(alternates('privacy', table)).toEqual([
      { hreflang: 'en', path: '/privacy' },
      { hreflang: 'x-default', path: '/privacy' },
    ]);
  });
});

describe('a page address as the layout reads it', () => {
  it('knows the locale, the English path and whether the page falls back to English', () => {
    expect(pageLocale('/ar/privacy.html')).toEqual({
      locale: 'ar',
      path: '/privacy',
      page: 'privacy',
      fallback: false,
    }); // decision 0052: within budget now
    expect(pageLocale('/ar/support.html')).toEqual({
      locale: 'ar',
      path: '/support',
      page: 'support',
      fallback: false,
    });
    expect(pageLocale('/ar/test.html')).toEqual({ locale: 'ar', path: '/test', page: 'test', fallback: false }); // decision 0046
    expect(pageLocale('/ar.html')).toEqual({ locale: 'ar', path: '/', page: 'home', fallback: false }); // decision 0052
    expect(pageLocale('/ar/blog.html')).toEqual({
      locale: 'ar',
      path: '/blog',
      page: 'blog',
      fallback: !isTranslated('blog', 'ar'),
    });
    expect(pageLocale('/ur/404')).toEqual({ locale: 'ur', path: '/404', page: 'notFound', fallback: false });
    expect(pageLocale('/test')).toEqual({ locale: 'en', path: '/test', page: 'test', fallback: false });
    expect(pageLocale('/blog/some-post')).toEqual({
      locale: 'en',
      path: '/blog/some-post',
      page: undefined,
      fallback: false,
    });
  });

  it('gives a page a locale lacks the English canonical and no alternates; a translated page itself and its alternates', () => {
    // Every page is translated today (decision 0052), so the build has no fallback: a table with gaps.
    const table: TranslationTable = { ...TRANSLATED, privacy: ['fr'], test: ['ar'] };
    const lacking = pageLocale('/ur/privacy.html', table);
    expect(lacking.fallback).toBe(true);
    expect(pageLinks(lacking, { table })).toEqual({ canonical: '/privacy', alternates: [] });
    expect(pageLinks(pageLocale('/ar/test', table), { table })).toEqual({
      canonical: '/ar/test',
      alternates: [
        { hreflang: 'en', path: '/test' },
        { hreflang: 'ar', path: '/ar/test' },
        { hreflang: 'x-default', path: '/test' },
      ],
    });
    // English pages keep the canonical they name (none: SeoHead uses the address); noindex drops alternates.
    expect(pageLinks(pageLocale('/test', table), { table }).canonical).toBeUndefined();
    expect(pageLinks(pageLocale('/ar/test', table), { table, noindex: true }).alternates).toEqual([]);
    // A blog post names its own alternates (its translations).
    const own = [{ hreflang: 'id', path: '/id/blog/x' }];
    expect(pageLinks(pageLocale('/blog/x', table), { alternates: own, table }).alternates).toBe(own);
  });
});

describe('the platform rules of the locales (_redirects)', () => {
  const lines = localeRedirects()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('send a first visit to / to each prefixed locale by Language, forced past the home page', () => {
    for (const code of PREFIXED_LOCALES) expect(lines).toContain(`/  /${code}  302!  Language=${code}`);
    expect(lines.some((line) => line.includes('Language=en'))).toBe(false);
  });

  it('answer an unknown path under a locale with that locale’s 404, not forced (built pages win)', () => {
    for (const code of PREFIXED_LOCALES) expect(lines).toContain(`/${code}/*  /${code}/404  404`);
  });

  it('serve every live recitation session of a locale from its shell, before the locale’s 404 (decision 0066)', () => {
    for (const code of PREFIXED_LOCALES) {
      const live = lines.indexOf(`/${code}/live/*  /${code}/live  200`);
      expect(live, code).toBeGreaterThan(-1);
      expect(live, code).toBeLessThan(lines.indexOf(`/${code}/*  /${code}/404  404`));
    }
  });
});

describe('the text pages’ catalogues (landing.ts, text-pages.ts, home.ts, live.ts; decisions 0045, 0052, 0066)', () => {
  const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const links = (text: unknown) => String(text).split('<a>').length - 1;
  const catalogues = { LANDING, TEXT_PAGES, HOME, LIVE } as Record<string, Catalogue<string>>;

  it('have every key in every locale, with the English placeholders and link, and balanced isolates', () => {
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const code of PREFIXED_LOCALES) {
        for (const key of Object.keys(catalogue.en)) {
          const where = `${name}.${code}.${key}`;
          expect(hasTranslation(catalogue, code, key), where).toBe(true);
          const text = catalogue.others[code]![key];
          expect(placeholders(text), where).toEqual(placeholders(catalogue.en[key]));
          expect(links(text), where).toBe(links(catalogue.en[key]));
          expect(String(text).split('\u2068').length, where).toBe(String(text).split('\u2069').length);
        }
      }
    }
  });

  it('are marked as not yet reviewed by a native speaker', () => {
    expect(
      PREFIXED_LOCALES.filter((code) => LANDING_REVIEWED[code] || TEXT_PAGES_REVIEWED[code] || HOME_REVIEWED[code]),
    ).toEqual([]);
  });

  it('write numbers in the locale’s digits and isolate the Latin brand in right-to-left text', () => {
    expect(landing('ar', 'f4Text', { a: 3, b: 7, c: 30 })).toBe(
      'اكسب أوسمة على المداومة: بعد ٣ أيام، ثم ٧، ثم ٣٠ يومًا.',
    );
    expect(landing('bn', 'f4Text', { a: 3, b: 7, c: 30 })).toContain('৩০');
    expect(landing('ur', 'lead', { name: 'Thawab' })).toMatch(/^\u2068Thawab\u2069 /);
    expect(landing('fr', 'lead', { name: 'Thawab' })).toMatch(/^Thawab /);
  });

  it('write the landing page’s product figures in the locale’s digits', () => {
    expect(formatNumber('en', PRODUCT_FIGURES.languages)).toBe(String(PRODUCT_FIGURES.languages));
    expect(formatNumber('ar', PRODUCT_FIGURES.levels)).toMatch(/^[٠-٩]+$/);
    expect(formatNumber('bn', PRODUCT_FIGURES.themes)).toMatch(/^[০-৯]+$/);
    expect(formatNumber('ar', 12_345)).toBe('١٢٬٣٤٥');
    expect(formatNumber('ur', 12_345)).toBe('12,345');
  });

  it('give the home page its title in every language, the brand isolated in right-to-left text', () => {
    for (const code of PREFIXED_LOCALES)
      expect(home(code, 'title', { name: 'Thawab' }), code).not.toBe(home('en', 'title', { name: 'Thawab' }));
    expect(home('ar', 'title', { name: 'Thawab' })).toBe('\u2068Thawab\u2069 — اكتشف مستواك الروحي');
  });

  it('split a message around its link so the language decides where the link goes', () => {
    expect(linkParts(textPage('en', 'privacyLine'))).toEqual({
      before: 'Read how we handle your data in our ',
      link: 'Privacy Policy',
      after: '.',
    });
    expect(linkParts(textPage('ur', 'privacyLine')).link).toBe('پرائیویسی پالیسی');
    expect(() => linkParts('no link here')).toThrow(/<a>/);
  });
});

describe('the translated texts of /support, /privacy and /terms (src/content; decision 0045)', () => {
  const read = (path: string) => readFileSync(new URL(`../../src/content/${path}`, import.meta.url), 'utf8');
  const exists = (path: string) => existsSync(new URL(`../../src/content/${path}`, import.meta.url));
  const frontmatter = (text: string, field: string) => new RegExp(`^${field}: "?([^"\\n]+)"?$`, 'm').exec(text)?.[1];
  const headings = (text: string) =>
    text.split('\n').filter((line) => line.startsWith('## ') || line.startsWith('<h2')).length;

  it('exist for every locale the table says is translated, the FAQ with as many answers as the English', () => {
    const englishFaq = FaqSchema.parse(JSON.parse(read('support/faq.json')));
    for (const code of TRANSLATED.support) {
      expect(frontmatter(read(`support/${code}/intro.md`), 'title'), code).toBeTruthy();
      expect(FaqSchema.parse(JSON.parse(read(`support/${code}/faq.json`))), code).toHaveLength(englishFaq.length);
    }
    for (const page of ['privacy', 'terms'] as const) {
      for (const code of TRANSLATED[page]) expect(exists(`legal/${code}/${page}.md`), `${code}/${page}`).toBe(true);
    }
  });

  it('translate the testimonials for every locale of the pages that show them: the same people, in order, with their ratings', () => {
    const english = TestimonialsSchema.parse(JSON.parse(read('site/testimonials.json')));
    const locales = new Set([...TRANSLATED.home, ...TRANSLATED.landing]);
    expect([...locales].sort()).toEqual([...PREFIXED_LOCALES].sort());
    for (const code of locales) {
      const translated = TestimonialsSchema.parse(JSON.parse(read(`site/${code}/testimonials.json`)));
      expect(
        translated.map((t) => [t.name, t.rating]),
        code,
      ).toEqual(english.map((t) => [t.name, t.rating]));
      translated.forEach((t, i) => expect(t.text, `${code} ${t.name}`).not.toBe(english[i]!.text));
    }
  });

  // Every translation in the folder, served or not.
  const written = (page: 'privacy' | 'terms') => PREFIXED_LOCALES.filter((code) => exists(`legal/${code}/${page}.md`));

  it('translate the current English legal text: its date and its sections', () => {
    expect(written('privacy')).toEqual(PREFIXED_LOCALES);
    expect(written('terms')).toEqual(PREFIXED_LOCALES);
    for (const page of ['privacy', 'terms'] as const) {
      const english = read(`legal/${page}.md`);
      for (const code of written(page)) {
        const translation = read(`legal/${code}/${page}.md`);
        // The English original prevails: a translation states the date of the text it translates,
        // so an English revision fails here until each translation follows (or leaves TRANSLATED).
        expect(frontmatter(translation, 'lastUpdated'), `${code}/${page}`).toBe(frontmatter(english, 'lastUpdated'));
        expect(headings(translation), `${code}/${page}`).toBe(headings(english));
      }
    }
  });

  it('keep the cookie section where the footer’s Cookie Policy link points, and name nf_lang in every language', () => {
    const anchor = PAGES.privacyCookies.split('#')[1]!;
    for (const code of written('privacy')) {
      const translation = read(`legal/${code}/privacy.md`);
      expect(translation, code).toContain(`<h2 id="${anchor}">`);
      expect(translation, code).toContain('`nf_lang`');
    }
  });

  it('say in English what the switcher’s nf_lang cookie holds, why and for how long (one year, as it is set)', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(REMEMBER_LANGUAGE_SCRIPT)?.[1]);
    expect(maxAge).toBe(365 * 24 * 60 * 60);
    const cookie = read('legal/privacy.md')
      .split('\n')
      .find((line) => line.includes('`nf_lang`'))!;
    expect(cookie).toMatch(/language menu/);
    expect(cookie).toMatch(/only the code of that language/);
    expect(cookie).toMatch(/expires one year after/);
    expect(cookie).toMatch(/not used for analytics or advertising/);
  });

  it('isolate e-mail addresses, paths and brand names in the right-to-left texts', () => {
    for (const code of ['ar', 'ur'] as const) {
      for (const path of [`legal/${code}/privacy.md`, `legal/${code}/terms.md`, `support/${code}/intro.md`]) {
        const body = read(path)
          .split('---\n')[2]!
          .replace(/<bdi>[^<]*<\/bdi>/g, '')
          .replace(/\]\([^)]*\)/g, '');
        expect(body.match(/support@thawab\.app|Thawab|App Store|Google Play|\/test\b/g), path).toBeNull();
      }
      const faq = read(`support/${code}/faq.json`).replace(/\u2068[^\u2069]*\u2069/g, '');
      expect(faq.match(/support@thawab\.app|Thawab/g), `${code} faq`).toBeNull();
    }
  });
});
