// Where every verse the product shows comes from, and on what terms (decision 0032,
// docs/content-licences.md). Facts from node_modules/quran-json: its LICENSE.txt and README ("Data
// Source", "License"); its package.json's "license" field says CC-BY-4.0 and is wrong, the licence
// it ships is CC BY-SA 4.0. tests/unit/quran-attribution.test.ts checks these against the package.
export const QURAN_SOURCE = {
  arabic: { edition: 'Uthmani', source: "The Noble Qur'an Encyclopedia", url: 'https://quranenc.com' },
  translation: {
    name: 'Saheeh International',
    translator: 'Umm Muhammad',
    language: 'English',
    source: 'tanzil.net',
    url: 'https://tanzil.net/trans/en.sahih',
    // Tanzil publishes its translations for non-commercial use; other use needs the translator's
    // or publisher's permission. The package's licence does not cover them.
    terms: "the translator's terms, not the package's licence",
  },
  package: {
    name: 'quran-json',
    version: '3.1.2',
    author: 'Risan Bagja Pradana',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
} as const;

const { arabic, translation, package: pkg } = QURAN_SOURCE;

/** Where a verse's Arabic and translation come from, with their terms; shown wherever a verse is shown. */
export const QURAN_ATTRIBUTION =
  `Arabic (${arabic.edition}) text from ${arabic.source} (quranenc.com). ` +
  `${translation.language} translation by ${translation.name} (${translation.translator}) from ${translation.source}, under ${translation.terms}. ` +
  `Compiled in the ${pkg.name} ${pkg.version} package by ${pkg.author}, licensed ${pkg.licence}.`;

/** A verse quoted on a page (the phone mock-up): its reference and translation credit. */
export function verseCredit(reference: string): string {
  return `Quran ${reference}, translation by ${translation.name} (${translation.source}); Arabic from ${arabic.source}.`;
}

/**
 * The translation editions the app API serves per locale (decision 0048). Every one is a published
 * edition shipped in quran-json, shown unchanged with its own attribution; none is edited or
 * machine-translated. Arabic is the Uthmani text itself (no translation is added). A locale not
 * listed here gets the English translation and says so (`translationLocale: 'en'`).
 *
 * Tanzil's editions (bn, fr, tr, ur) are on Tanzil's terms, the same as the English one: for
 * non-commercial use unless the translator or publisher permits, so each needs its publisher's
 * permission before a commercial launch (docs/content-licences.md). Not used: Indonesian (quran-json's
 * `id` edition comes from QuranEnc, whose terms require naming the edition's version number and
 * keeping it up to date; the package records no version, so those terms cannot be met from it) and
 * Malay (no edition in the package).
 */
export const QURAN_EDITIONS = {
  bn: {
    file: 'quran_bn.json',
    language: 'Bengali',
    translator: 'Muhiuddin Khan',
    source: 'tanzil.net',
    url: 'https://tanzil.net/trans/bn.bengali',
  },
  fr: {
    file: 'quran_fr.json',
    language: 'French',
    translator: 'Muhammad Hamidullah',
    source: 'tanzil.net',
    url: 'https://tanzil.net/trans/fr.hamidullah',
  },
  tr: {
    file: 'quran_tr.json',
    language: 'Turkish',
    translator: 'Turkish Directorate of Religious Affairs',
    source: 'tanzil.net',
    url: 'https://tanzil.net/trans/tr.diyanet',
  },
  ur: {
    file: 'quran_ur.json',
    language: 'Urdu',
    translator: "Abul A'la Maududi",
    source: 'tanzil.net',
    url: 'https://tanzil.net/trans/ur.maududi',
  },
} as const;
export type QuranEditionLocale = keyof typeof QURAN_EDITIONS;

/** Editions quran-json ships that the product does not use, and why (the licences page says the same). */
export const QURAN_EDITIONS_NOT_USED = {
  id: "QuranEnc's terms require the edition's version number and updates to its latest version; quran-json records neither",
  ms: 'quran-json ships no Malay translation',
} as const;

export function isEditionLocale(code: string): code is QuranEditionLocale {
  return Object.hasOwn(QURAN_EDITIONS, code);
}

/** The attribution of a verse answered with a locale's edition (the Arabic and package as for English). */
export function editionAttribution(code: QuranEditionLocale): string {
  const e = QURAN_EDITIONS[code];
  return (
    `Arabic (${arabic.edition}) text from ${arabic.source} (quranenc.com). ` +
    `${e.language} translation by ${e.translator} from ${e.source} (${e.url}), under ${translation.terms}. ` +
    `Compiled in the ${pkg.name} ${pkg.version} package by ${pkg.author}, licensed ${pkg.licence}.`
  );
}
