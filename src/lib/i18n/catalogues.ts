// The one registry of string catalogues (decision 0047): the Translations tab lists, counts and
// edits what is here, and the build merges published staff translations into exactly these
// objects. A new catalogue is one line: its area and the Catalogue it exports.
import { CHROME, REVIEWED_BY_NATIVE_SPEAKER as CHROME_REVIEWED } from './chrome.ts';
import type { Catalogue } from './format.ts';
import { HOME, HOME_REVIEWED } from './home.ts';
import { LANDING, LANDING_REVIEWED } from './landing.ts';
import { TEXT_PAGES, TEXT_PAGES_REVIEWED } from './text-pages.ts';
import type { LocaleCode } from './locales.ts';
import type { TranslationArea } from './areas.ts';

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
  { area: 'landing', name: 'landing', catalogue: LANDING as Catalogue<string>, reviewed: LANDING_REVIEWED },
  { area: 'landing', name: 'home', catalogue: HOME as Catalogue<string>, reviewed: HOME_REVIEWED },
  { area: 'support', name: 'text-pages', catalogue: TEXT_PAGES as Catalogue<string>, reviewed: TEXT_PAGES_REVIEWED },
];

export function catalogueByName(name: string): RegisteredCatalogue | undefined {
  return CATALOGUES.find((c) => c.name === name);
}
