// Published staff translations over the file catalogues (decision 0047). Pure: the build
// (src/server/i18n/published-translations.ts) reads the rows and installs the result. A string
// that is missing, cleared or no longer valid against the English shows in English and gets a
// line in the report; nothing here throws, so a translation never breaks a build.
import type { Catalogue, Message } from './format.ts';
import { messageToIcu, validateTranslation } from './icu.ts';
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode, isLocaleCode } from './locales.ts';

export interface PublishedOverride {
  catalogue: string;
  key: string;
  locale: string;
  /** '' clears the string: English shows. */
  text: string;
}

export interface MergeResult {
  catalogue: Catalogue<string>;
  /** Human lines for the build log: what fell back to English and why. */
  report: string[];
}

export function mergeCatalogue(
  name: string,
  file: Catalogue<string>,
  overrides: readonly PublishedOverride[],
): MergeResult {
  const report: string[] = [];
  const others: Partial<Record<LocaleCode, Partial<Record<string, Message>>>> = {};
  for (const code of LOCALE_CODES) if (code !== DEFAULT_LOCALE) others[code] = { ...(file.others[code] ?? {}) };
  for (const row of overrides) {
    if (row.catalogue !== name) continue;
    const source = file.en[row.key];
    if (source === undefined || !isLocaleCode(row.locale) || row.locale === DEFAULT_LOCALE) {
      report.push(`${name}.${row.key} [${row.locale}]: no such English string or locale; ignored`);
      continue;
    }
    const strings = others[row.locale]!;
    if (row.text === '') {
      delete strings[row.key];
      continue;
    }
    const checked = validateTranslation(row.locale, source, row.text);
    if (checked.ok) strings[row.key] = checked.message;
    else {
      delete strings[row.key];
      report.push(`${name}.${row.key} [${row.locale}]: ${checked.errors.join('; ')}; English shown`);
    }
  }
  // File strings are checked too: one that no longer fits its English is worse than English.
  for (const [code, strings] of Object.entries(others) as [LocaleCode, Record<string, Message>][]) {
    const missing: string[] = [];
    for (const [key, source] of Object.entries(file.en)) {
      const message = strings[key];
      if (message === undefined) {
        missing.push(key);
        continue;
      }
      if (!validateTranslation(code, source, messageToIcu(message)).ok) {
        delete strings[key];
        missing.push(key);
      }
    }
    if (missing.length)
      report.push(`${name} [${code}]: ${missing.length} missing, English shown: ${missing.join(', ')}`);
  }
  return { catalogue: { en: file.en, others }, report };
}

/** Replaces a catalogue's translations in place by the merged ones (the build does it once). */
export function installMerged(target: Catalogue<string>, merged: Catalogue<string>): void {
  target.others = merged.others;
}
