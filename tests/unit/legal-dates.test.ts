// The privacy policy's "Last updated" follows its revisions (decision 0058): the product document
// states the same dates as the legal pages' front matter, and every translation carries the date
// of the English text it translates (decision 0045).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const LEGAL = join(root, 'src/content/legal');
const product = readFileSync(join(root, 'docs/product.md'), 'utf8');

function lastUpdated(file: string): string {
  const match = /^lastUpdated:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`no lastUpdated in ${file}`);
  return match[1]!;
}

/** 'November 26, 2026' → '2026-11-26'. */
function isoOf(words: string): string {
  const date = new Date(`${words} 00:00:00 UTC`);
  return date.toISOString().slice(0, 10);
}

describe('legal pages: the dates the product document states are the pages’ own', () => {
  it('privacy: docs/product.md §2.6 says the English policy’s lastUpdated', () => {
    const stated = /Privacy \(last updated ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(product)?.[1];
    expect(stated).toBeDefined();
    expect(isoOf(stated!)).toBe(lastUpdated(join(LEGAL, 'privacy.md')));
  });

  it('terms: docs/product.md §2.6 says the English terms’ lastUpdated', () => {
    const stated = /terms \(([A-Z][a-z]+ \d{1,2}, \d{4});/.exec(product)?.[1];
    expect(stated).toBeDefined();
    expect(isoOf(stated!)).toBe(lastUpdated(join(LEGAL, 'terms.md')));
  });

  it('each translation carries the date of the English text it translates', () => {
    const locales = readdirSync(LEGAL, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(locales.length).toBe(7);
    for (const { name } of locales) {
      for (const page of ['privacy.md', 'terms.md']) {
        expect(lastUpdated(join(LEGAL, name, page)), `${name}/${page}`).toBe(lastUpdated(join(LEGAL, page)));
      }
    }
  });
});
