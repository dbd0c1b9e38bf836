// The QuranEnc translations the product serves (decision 0061): each a verbatim QuranEnc CSV export
// vendored in db/data/quranenc/ with the SHA-256 recorded here, so the importer refuses any other
// bytes. QuranEnc's conditions (db/data/quranenc/README.md): no change, name the publisher and
// QuranEnc.com, state the version, keep the file's Translation Info, update to the latest version.
// A locale without an edition here is answered in English and says so.
import type { LocaleCode } from '../i18n/locales.ts';

export interface QuranEncEdition {
  /** QuranEnc's translation ID (the `Translation ID:` line of the file). */
  key: string;
  /** The app locale it serves. */
  locale: LocaleCode;
  language: string;
  /** The vendored file's name in db/data/quranenc/ (QuranEnc's own). */
  file: string;
  /** The version QuranEnc's catalogue shows (condition 3). */
  version: string;
  /** The export build, as in the file's `Last update:` line. */
  build: string;
  /** The `Last update:` timestamp of the file's header. */
  lastUpdate: string;
  sha256: string;
  /** The title and publisher line of QuranEnc's catalogue (condition 2). */
  title: string;
  publisher: string;
  /** The translation's page on QuranEnc. */
  url: string;
}

export const QURANENC_EDITIONS = {
  english_saheeh: {
    key: 'english_saheeh',
    locale: 'en',
    language: 'English',
    file: 'english_saheeh_v1.1.2-csv.1.csv',
    version: '1.1.2',
    build: 'v1.1.2-csv.1',
    lastUpdate: '2025-06-24 16:37:27',
    sha256: 'fd99eb9d86c82c171d2478cf5e5f64f75d4816764e902005a67a8bbe59a507b6',
    title: 'English Translation (Saheeh International)',
    publisher: 'Noor International Center',
    url: 'https://quranenc.com/en/browse/english_saheeh',
  },
  indonesian_affairs: {
    key: 'indonesian_affairs',
    locale: 'id',
    language: 'Indonesian',
    file: 'indonesian_affairs_v1.0.1-csv.1.csv',
    version: '1.0.1',
    build: 'v1.0.1-csv.1',
    lastUpdate: '2025-06-23 10:58:32',
    sha256: 'a998014a3663ce55f4617e4221804407ecc647fc2c8b4c2f57a4811b93074cb9',
    title: 'Indonesian Translation - Ministry of Religious Affairs',
    publisher:
      'the Indonesian Ministry of Religious Affairs, developed under the supervision of Rowwad Translation Center',
    url: 'https://quranenc.com/en/browse/indonesian_affairs',
  },
} as const satisfies Record<string, QuranEncEdition>;

export type QuranEncKey = keyof typeof QURANENC_EDITIONS;
export const QURANENC_KEYS = Object.keys(QURANENC_EDITIONS) as QuranEncKey[];

/** The edition every locale without its own falls back to. */
export const FALLBACK_EDITION: QuranEncKey = 'english_saheeh';

/** The edition that serves a locale, and whether it is the English fallback (Arabic: the text itself needs none, it gets English beside it). */
export function editionFor(locale: LocaleCode): { edition: QuranEncEdition; fallback: boolean } {
  const own = QURANENC_KEYS.map((k) => QURANENC_EDITIONS[k] as QuranEncEdition).find((e) => e.locale === locale);
  return own ? { edition: own, fallback: false } : { edition: QURANENC_EDITIONS[FALLBACK_EDITION], fallback: true };
}

/** The attribution shown wherever the edition's text is shown: title, publisher, QuranEnc.com, version. */
export function translationAttribution(edition: QuranEncEdition): string {
  return (
    `${edition.language} translation: ${edition.title}, issued by ${edition.publisher}. ` +
    `Source: QuranEnc.com (${edition.url}), version ${edition.version} (${edition.build}, last updated ${edition.lastUpdate}).`
  );
}

/** The fields every answer with a translation carries (docs/app-api.md). */
export function translationSource(edition: QuranEncEdition) {
  return {
    key: edition.key,
    language: edition.language,
    title: edition.title,
    publisher: edition.publisher,
    source: 'QuranEnc.com' as const,
    url: edition.url,
    version: edition.version,
    build: edition.build,
    lastUpdate: edition.lastUpdate,
  };
}
