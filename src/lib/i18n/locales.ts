// The one locale table (decision 0044). Routing, <html lang dir>, hreflang, the sitemap's
// alternates, the language switcher, fonts, number formats and the platform's language redirect
// all read it; astro.config.ts gives Astro's i18n routing its codes.

/** A web font a locale's pages load (files from npm @fontsource packages; BaseLayout's LocaleFonts). */
export type LocaleFont = 'naskh-arabic' | 'nastaliq-urdu' | 'sans-bengali';

export interface Locale {
  /** BCP 47 code, also the URL prefix (/{code}/…) and Netlify's Language condition value. */
  code: string;
  /** The language's name in itself (the switcher shows it so a reader finds their own). */
  name: string;
  /** The same name in English, for logs, docs and the admin. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** The UI font of its pages; null keeps the site's system font stack. */
  font: LocaleFont | null;
  /**
   * Unitless line height of running text: Nastaliq's tall ascenders and deep descenders clip at
   * the Latin 1.6, so Urdu gets more.
   */
  lineHeight: number;
  /**
   * Unitless line height of headings (1.2 for Latin; more where tall glyphs would clip). Arabic and
   * Urdu are at least their face's glyph box, ascent + descent (Naskh 1.69 em, Nastaliq 2.47 em):
   * tests/e2e/i18n.spec.ts measures it (decision 0045).
   */
  headingLineHeight: number;
  /** Intl numbering system for numbers and dates (CLDR's default for the language). */
  numberingSystem: 'latn' | 'arab' | 'beng';
}

export const LOCALES = [
  {
    code: 'en',
    name: 'English',
    englishName: 'English',
    dir: 'ltr',
    font: null,
    lineHeight: 1.6,
    headingLineHeight: 1.2,
    numberingSystem: 'latn',
  },
  {
    code: 'ar',
    name: 'العربية',
    englishName: 'Arabic',
    dir: 'rtl',
    font: 'naskh-arabic',
    lineHeight: 1.8,
    headingLineHeight: 1.75,
    numberingSystem: 'arab',
  },
  {
    code: 'ur',
    name: 'اردو',
    englishName: 'Urdu',
    dir: 'rtl',
    font: 'nastaliq-urdu',
    lineHeight: 2.5,
    headingLineHeight: 2.5,
    numberingSystem: 'latn',
  },
  {
    code: 'id',
    name: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    dir: 'ltr',
    font: null,
    lineHeight: 1.6,
    headingLineHeight: 1.2,
    numberingSystem: 'latn',
  },
  {
    code: 'bn',
    name: 'বাংলা',
    englishName: 'Bengali',
    dir: 'ltr',
    font: 'sans-bengali',
    lineHeight: 1.8,
    headingLineHeight: 1.5,
    numberingSystem: 'beng',
  },
  {
    code: 'tr',
    name: 'Türkçe',
    englishName: 'Turkish',
    dir: 'ltr',
    font: null,
    lineHeight: 1.6,
    headingLineHeight: 1.2,
    numberingSystem: 'latn',
  },
  {
    code: 'ms',
    name: 'Bahasa Melayu',
    englishName: 'Malay',
    dir: 'ltr',
    font: null,
    lineHeight: 1.6,
    headingLineHeight: 1.2,
    numberingSystem: 'latn',
  },
  {
    code: 'fr',
    name: 'Français',
    englishName: 'French',
    dir: 'ltr',
    font: null,
    lineHeight: 1.6,
    headingLineHeight: 1.2,
    numberingSystem: 'latn',
  },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** English: unprefixed URLs, the fallback of every string and page. */
export const DEFAULT_LOCALE = 'en' satisfies LocaleCode;

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

/** The locales served under /{code}/… (all but the default). */
export const PREFIXED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeOf(code: LocaleCode): Locale {
  const locale = LOCALES.find((entry) => entry.code === code);
  if (!locale) throw new Error(`unknown locale ${code}`);
  return locale;
}

/**
 * A language as staff see it in the back-office: "Arabic (العربية)", English for staff and the
 * language's own name so a speaker recognises it; "English" alone.
 */
export function staffLanguageName(code: LocaleCode): string {
  const locale = localeOf(code);
  return locale.name === locale.englishName ? locale.englishName : `${locale.englishName} (${locale.name})`;
}

/** Intl's locale tag with the table's numbering system, e.g. `ar-u-nu-arab`. */
export function intlTag(code: LocaleCode): string {
  return `${code}-u-nu-${localeOf(code).numberingSystem}`;
}
