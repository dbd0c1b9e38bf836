// Which public pages exist under /{locale}/…, which of them are translated, and the addresses
// that follow (hreflang alternates, canonical, the switcher's links). Decision 0044.
import { PAGES } from '../public-routes.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, PREFIXED_LOCALES, isLocaleCode, type LocaleCode } from './locales.ts';

/** The pages every locale serves (decision 0044), by their English (unprefixed) path. */
export const LOCALIZED_PAGES = {
  home: PAGES.home,
  test: PAGES.test,
  spiritualQuiz: PAGES.spiritualQuiz,
  landing: PAGES.landing,
  blog: PAGES.blog,
  support: PAGES.support,
  privacy: PAGES.privacy,
  terms: PAGES.terms,
  /** Ask for a copy or deletion of your data (decision 0050: its email is in the page's language). */
  privacyRequest: PAGES.privacyRequest,
  notFound: '/404',
} as const;

/**
 * The pages an email's links open (decision 0050), in every locale like the pages above but
 * noindex: no alternates, not in the sitemap. The language switcher keeps them (and their token).
 */
export const EMAIL_LINK_PAGES: readonly string[] = [PAGES.confirm, PAGES.unsubscribe, PAGES.privacyConfirm];

export type LocalizedPage = keyof typeof LOCALIZED_PAGES;

/**
 * The locales whose text of a page is translated. A locale not listed serves the page in English
 * with the "not yet translated" note and a canonical to the English page, and is no hreflang
 * alternate of it. The 404 is all chrome, so it is translated everywhere; the text pages' bodies
 * are translated by decision 0045, the quizzes by 0046, the home page (and privacy in ar, ur, bn,
 * once the lighter shell made room for them in 14 KB) by 0052.
 */
export type TranslationTable = Record<LocalizedPage, readonly LocaleCode[]>;
export const TRANSLATED: TranslationTable = {
  home: PREFIXED_LOCALES,
  test: PREFIXED_LOCALES,
  spiritualQuiz: PREFIXED_LOCALES,
  landing: PREFIXED_LOCALES,
  // The blog's chrome in every locale (decision 0049); each locale lists its own posts.
  blog: PREFIXED_LOCALES,
  support: PREFIXED_LOCALES,
  privacy: PREFIXED_LOCALES,
  terms: PREFIXED_LOCALES,
  privacyRequest: PREFIXED_LOCALES,
  notFound: PREFIXED_LOCALES,
};

/** `path` (an English page path, maybe with #hash) in `locale`: /test → /ar/test, / → /ar. */
export function localePath(locale: LocaleCode, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The locale a path is in and the English path it stands for: /ar/test → ar, /test; /ar → ar, /. */
export function splitLocalePath(pathname: string): { locale: LocaleCode; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocaleCode(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The localized page an English path is, if any (a trailing slash or .html is ignored). */
export function localizedPageOf(path: string): LocalizedPage | undefined {
  const clean = path.replace(/(?:\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
  return (Object.keys(LOCALIZED_PAGES) as LocalizedPage[]).find((page) => LOCALIZED_PAGES[page] === clean);
}

export function isTranslated(page: LocalizedPage, locale: LocaleCode, table: TranslationTable = TRANSLATED): boolean {
  return locale === DEFAULT_LOCALE || table[page].includes(locale);
}

/**
 * The hreflang alternates of a page: English, every locale it is translated into, and x-default
 * (English, where the platform's language redirect starts). The same list on each of those pages
 * makes them reciprocal.
 */
export function alternates(
  page: LocalizedPage,
  table: TranslationTable = TRANSLATED,
): { hreflang: string; path: string }[] {
  const english = LOCALIZED_PAGES[page];
  const translated = LOCALE_CODES.filter((code) => isTranslated(page, code, table));
  return [
    ...translated.map((code) => ({ hreflang: code, path: localePath(code, english) })),
    { hreflang: 'x-default', path: english },
  ];
}

/** What a page's layout needs to know of its address (BaseLayout): locale, English path, translation. */
export interface PageLocale {
  locale: LocaleCode;
  /** The English path this URL stands for ('/test' for /ar/test; the URL itself outside the locales). */
  path: string;
  page: LocalizedPage | undefined;
  /** The page exists in this locale only in English: the note, the English canonical, no alternates. */
  fallback: boolean;
}

/** The language a page's body is in: its locale where translated, else English (the fallback). */
export function contentLocale(where: PageLocale): LocaleCode {
  return where.fallback ? DEFAULT_LOCALE : where.locale;
}

export function pageLocale(pathname: string, table: TranslationTable = TRANSLATED): PageLocale {
  const { locale, path: raw } = splitLocalePath(pathname.replace(/(?:\/index)?\.html$/, '') || '/');
  const path = raw.replace(/(.)\/$/, '$1');
  const page = localizedPageOf(path);
  return {
    locale,
    path,
    page,
    fallback: locale !== DEFAULT_LOCALE && page !== undefined && !isTranslated(page, locale, table),
  };
}

/**
 * A page's canonical path and hreflang alternates (BaseLayout). A fallback page points search
 * engines at its English original and has no alternates; a translated one points at itself. A page
 * outside the localized pages (a blog post) may name its own alternates (its translations).
 */
export function pageLinks(
  where: PageLocale,
  options: {
    canonical?: string;
    alternates?: { hreflang: string; path: string }[];
    noindex?: boolean;
    table?: TranslationTable;
  } = {},
): { canonical: string | undefined; alternates: { hreflang: string; path: string }[] } {
  const { canonical, noindex = false, table = TRANSLATED } = options;
  const canonicalPath = where.fallback
    ? (canonical ?? where.path)
    : where.locale === DEFAULT_LOCALE
      ? canonical
      : localePath(where.locale, canonical ?? where.path);
  const hreflang = noindex
    ? []
    : (options.alternates ?? (where.page && !where.fallback ? alternates(where.page, table) : []));
  return { canonical: canonicalPath, alternates: hreflang };
}

/** The language a page's body is written in at `pathname`: its locale if translated, else English. */
export function bodyLocale(pathname: string): LocaleCode {
  const { locale, fallback } = pageLocale(pathname);
  return fallback ? DEFAULT_LOCALE : locale;
}
