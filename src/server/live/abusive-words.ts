// Abusive words in a dedication's names and message (decision 0065): refused with 400 before anyone
// moderates. The word lists are LDNOOBW's ("List of Dirty, Naughty, Obscene and Otherwise Bad Words",
// npm naughty-words, CC BY 4.0), which cover 4 of our 8 languages: Arabic, English, French and
// Turkish (none for Urdu, Indonesian, Bengali or Malay). A text is checked against English (names in
// Latin letters appear in every language) and the writer's own language when listed. Whole words
// only, so a name that merely contains one passes. Moderation before display is the real guard; this
// only spares moderators the obvious.
import { createRequire } from 'node:module';
import type { LocaleCode } from '../../lib/i18n/locales.ts';

export const ABUSIVE_WORDS = 'must not contain abusive words';

/** The covered locales. */
export const WORD_LIST_LOCALES = ['ar', 'en', 'fr', 'tr'] as const satisfies readonly LocaleCode[];
type Listed = (typeof WORD_LIST_LOCALES)[number];

/**
 * Entries we do not refuse: ordinary words of a dua or common names that the lists carry (a
 * moderator still reads them). فرج is "relief" (اللهم فرّج عنه) and a man's name; شهوة, احتلام and
 * ثدي are words of fiqh and the Quran's own vocabulary; Dick is a name.
 */
const KEPT: Record<Listed, readonly string[]> = {
  ar: ['فرج', 'شهوة', 'احتلام', 'ثدي'],
  en: ['dick', 'escort', 'domination', 'eunuch', 'xx', 'mong', 'snatch'],
  fr: [],
  tr: [],
};

const lists = createRequire(import.meta.url)('naughty-words') as Record<Listed, string[]>;

/** Letters and digits (with their marks) make words; everything else separates them. */
const normalise = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // Arabic vowel marks and tatweel: the same word with or without them
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;

const cache = new Map<Listed, string[]>();
function words(locale: Listed): string[] {
  let list = cache.get(locale);
  if (!list) {
    const kept = new Set(KEPT[locale]);
    list = lists[locale].map((w) => normalise(w)).filter((w) => w.trim() && !kept.has(w.trim()));
    cache.set(locale, list);
  }
  return list;
}

const isListed = (locale: LocaleCode): locale is Listed => (WORD_LIST_LOCALES as readonly string[]).includes(locale);

/** True when `text` holds a listed word (or phrase) of English or the writer's language. */
export function hasAbusiveWord(text: string, locale: LocaleCode): boolean {
  const padded = normalise(text);
  const locales: Listed[] = isListed(locale) && locale !== 'en' ? ['en', locale] : ['en'];
  return locales.some((l) => words(l).some((w) => padded.includes(w)));
}
