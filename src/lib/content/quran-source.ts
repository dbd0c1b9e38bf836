// Where every verse the product shows comes from, and on what terms (decisions 0032 and 0061,
// docs/content-licences.md). The Arabic (Uthmani) text comes from the quran-json package (its
// LICENSE.txt and README; its package.json "license" field says CC-BY-4.0 and is wrong, the
// licence it ships is CC BY-SA 4.0; tests/unit/quran-attribution.test.ts checks these). Every
// translation comes from a verbatim QuranEnc export (src/lib/quran/quranenc-editions.ts), shown
// with its publisher, QuranEnc.com and its version.
import {
  editionFor,
  QURANENC_EDITIONS,
  translationAttribution,
  type QuranEncEdition,
} from '../quran/quranenc-editions.ts';

export const QURAN_SOURCE = {
  arabic: { edition: 'Uthmani', source: "The Noble Qur'an Encyclopedia", url: 'https://quranenc.com' },
  package: {
    name: 'quran-json',
    version: '3.1.2',
    author: 'Risan Bagja Pradana',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
} as const;

const { arabic, package: pkg } = QURAN_SOURCE;

/** Where the Arabic text comes from: the first sentence of every verse attribution. */
export const ARABIC_ATTRIBUTION =
  `Arabic (${arabic.edition}) text from ${arabic.source} (quranenc.com), ` +
  `compiled in the ${pkg.name} ${pkg.version} package by ${pkg.author}, licensed ${pkg.licence}.`;

/** The attribution of a verse shown with an edition's translation: the Arabic, then the translation's publisher, QuranEnc and version. */
export function verseAttribution(edition: QuranEncEdition): string {
  return `${ARABIC_ATTRIBUTION} ${translationAttribution(edition)}`;
}

/** A verse with the English translation (the default): shown wherever such a verse is shown. */
export const QURAN_ATTRIBUTION = verseAttribution(QURANENC_EDITIONS.english_saheeh);

/** A verse quoted on a page in a locale (the phone mock-up): its reference and the credit of the translation shown. */
export function verseCredit(reference: string, edition: QuranEncEdition = QURANENC_EDITIONS.english_saheeh): string {
  return (
    `Quran ${reference}. ${edition.title}, issued by ${edition.publisher}; ` +
    `QuranEnc.com, version ${edition.version}. Arabic from ${arabic.source}.`
  );
}

/**
 * The translations the app serves besides English, per locale (decision 0061): QuranEnc exports
 * only, unchanged, with their attribution. A locale not listed here gets the English translation
 * and says so (`translationLocale: 'en'`); Arabic is the text itself.
 */
export const QURAN_EDITIONS = {
  id: QURANENC_EDITIONS.indonesian_affairs,
} as const;
export type QuranEditionLocale = keyof typeof QURAN_EDITIONS;

/** Locales answered in English, and why (the licences page says the same). */
export const QURAN_EDITIONS_NOT_USED = {
  bn: 'no QuranEnc export vendored yet; the Tanzil edition shipped in quran-json is for non-commercial use only',
  fr: 'no QuranEnc export vendored yet; the Tanzil edition shipped in quran-json is for non-commercial use only',
  tr: 'no QuranEnc export vendored yet; the Tanzil edition shipped in quran-json is for non-commercial use only',
  ur: 'no QuranEnc export vendored yet; the Tanzil edition shipped in quran-json is for non-commercial use only',
  ms: 'no verbatim QuranEnc export of malay_basumayyah found yet',
} as const;

export function isEditionLocale(code: string): code is QuranEditionLocale {
  return Object.hasOwn(QURAN_EDITIONS, code);
}

/** The attribution of a verse answered with a locale's edition. */
export function editionAttribution(code: QuranEditionLocale): string {
  return verseAttribution(QURAN_EDITIONS[code]);
}

export { editionFor };
