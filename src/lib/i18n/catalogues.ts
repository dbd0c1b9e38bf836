// The one registry of string catalogues (decision 0047): the Translations tab lists, counts and
// edits what is here, and the build merges published staff translations into exactly these
// objects. A new catalogue is one line: its area and the Catalogue it exports.
import { CHROME, REVIEWED_BY_NATIVE_SPEAKER as CHROME_REVIEWED } from './chrome.ts';
import type { Catalogue } from './format.ts';
import type { LocaleCode } from './locales.ts';

/** The areas, in the tab's order. */
export const TRANSLATION_AREAS = ['quiz', 'landing', 'blog', 'support', 'legal', 'emails', 'app', 'chrome'] as const;
export type TranslationArea = (typeof TRANSLATION_AREAS)[number];

export const AREA_LABELS: Record<TranslationArea, string> = {
  quiz: 'Quiz',
  landing: 'Landing',
  blog: 'Blog chrome',
  support: 'Support',
  legal: 'Legal',
  emails: 'Emails',
  app: 'App content',
  chrome: 'Site chrome',
};

export interface RegisteredCatalogue {
  area: TranslationArea;
  /** Unique name of the catalogue within the registry (the key staff edits are stored under). */
  name: string;
  catalogue: Catalogue<string>;
  /** Whether a native speaker reviewed the file's strings, per locale. */
  reviewed: Partial<Record<LocaleCode, boolean>>;
}

export const CATALOGUES: readonly RegisteredCatalogue[] = [
  { area: 'chrome', name: 'chrome', catalogue: CHROME as Catalogue<string>, reviewed: CHROME_REVIEWED },
];

export function catalogueByName(name: string): RegisteredCatalogue | undefined {
  return CATALOGUES.find((c) => c.name === name);
}
