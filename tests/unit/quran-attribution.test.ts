// The Quran attribution says what the quran-json package itself says: its licence (LICENSE.txt and
// the README's "License" section, CC BY-SA 4.0; not its package.json "license" field, CC-BY-4.0,
// which contradicts the licence it ships), its version, and the sources and translator its README
// names. Decision 0032.
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

  it('names the package version installed, and the sources and translator its README gives', () => {
    const pkg = JSON.parse(read('package.json')) as { name: string; version: string; author: { name: string } };
    expect(QURAN_ATTRIBUTION).toContain(`${pkg.name} ${pkg.version} package by ${pkg.author.name}`);
    const readme = read('README.md');
    expect(readme).toContain(
      `The Uthmani Quran text is from [${QURAN_SOURCE.arabic.source}](${QURAN_SOURCE.arabic.url}`,
    );
    expect(readme).toContain(
      `The English translation is authored by ${QURAN_SOURCE.translation.translator} (${QURAN_SOURCE.translation.name}), and it's sourced from [${QURAN_SOURCE.translation.source}](${QURAN_SOURCE.translation.url})`,
    );
    expect(QURAN_ATTRIBUTION).toContain(
      `translation by ${QURAN_SOURCE.translation.name} (${QURAN_SOURCE.translation.translator}) from ${QURAN_SOURCE.translation.source}`,
    );
  });

  it('says the translation is not under the package licence, and credits a quoted verse', () => {
    expect(QURAN_ATTRIBUTION).toContain("under the translator's terms, not the package's licence");
    expect(verseCredit('94:5')).toBe(
      "Quran 94:5, translation by Saheeh International (tanzil.net); Arabic from The Noble Qur'an Encyclopedia.",
    );
  });
});
