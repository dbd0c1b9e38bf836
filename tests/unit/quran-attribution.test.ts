// The Quran attribution says what the quran-json package itself says: its licence (LICENSE.txt and
// the README's "License" section, CC BY-SA 4.0; not its package.json "license" field, CC-BY-4.0,
// which contradicts the licence it ships), its version, and the sources and translator its README
// names. Decisions 0032 and 0061 (the translations are QuranEnc's, credited with their version).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QURAN_ATTRIBUTION, QURAN_SOURCE, verseCredit } from '../../src/lib/content/quran-source.ts';

const pkgDir = dirname(createRequire(import.meta.url).resolve('quran-json/package.json'));
const read = (file: string) => readFileSync(join(pkgDir, file), 'utf8');
const LICENCE_NAMES: Record<string, string> = {
  'Attribution 4.0 International': 'CC BY 4.0',
  'Attribution-ShareAlike 4.0 International': 'CC BY-SA 4.0',
  'Attribution-NonCommercial 4.0 International': 'CC BY-NC 4.0',
  'Attribution-NoDerivatives 4.0 International': 'CC BY-ND 4.0',
};

describe('the Quran attribution', () => {
  it('names the licence the package ships, in LICENSE.txt and its README', () => {
    const licence = LICENCE_NAMES[read('LICENSE.txt').split('\n')[0]!.trim()];
    expect(licence).toBe(QURAN_SOURCE.package.licence);
    expect(read('README.md')).toMatch(new RegExp(`## License\\s+\\[${licence!.replace('CC ', 'CC-')}\\]`));
    expect(QURAN_ATTRIBUTION).toContain(`licensed ${licence}.`);
    expect(QURAN_ATTRIBUTION).not.toMatch(/CC[- ]BY 4\.0/);
  });

  it('names the package version installed and the Arabic source its README gives', () => {
    const pkg = JSON.parse(read('package.json')) as { name: string; version: string; author: { name: string } };
    expect(QURAN_ATTRIBUTION).toContain(`${pkg.name} ${pkg.version} package by ${pkg.author.name}`);
    expect(read('README.md')).toContain(
      `The Uthmani Quran text is from [${QURAN_SOURCE.arabic.source}](${QURAN_SOURCE.arabic.url}`,
    );
  });

  it('credits the English translation to its QuranEnc publisher and version, not to tanzil.net (decision 0061)', () => {
    expect(QURAN_ATTRIBUTION).toContain(
      'English translation: English Translation (Saheeh International), issued by Noor International Center. Source: QuranEnc.com (https://quranenc.com/en/browse/english_saheeh), version 1.1.2 (v1.1.2-csv.1, last updated 2025-06-24 16:37:27).',
    );
    expect(QURAN_ATTRIBUTION).not.toMatch(/tanzil/i);
    expect(verseCredit('94:5')).toBe(
      "Quran 94:5. English Translation (Saheeh International), issued by Noor International Center; QuranEnc.com, version 1.1.2. Arabic from The Noble Qur'an Encyclopedia.",
    );
  });

  it('the API document shows the attribution an answer carries, not the tanzil.net one it replaced', () => {
    const doc = readFileSync(new URL('../../docs/app-api.md', import.meta.url), 'utf8');
    expect(doc).toContain(`"attribution": ${JSON.stringify(QURAN_ATTRIBUTION)}`);
    expect(doc).not.toMatch(/tanzil\.net, under/);
  });
});
