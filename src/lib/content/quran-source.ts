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
