// One spelling in code (docs/architecture.md §2, "Words in code"): "thawab" and "deed", never a new
// "thawap". The product document fixes three names with that spelling, which stay as they are.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src', 'functions', 'scripts', 'tests'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.astro', '.css']);
/** The product document's names (activity type, users column and its field, a column label). */
const FIXED_BY_THE_PRODUCT = /thawap_completed|completed_thawaps|completedThawaps|CompletedThawaps|Thawaps Completed/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return EXTENSIONS.has(extname(name)) ? [path] : [];
  });
}

describe('one spelling of thawab in code', () => {
  it('"thawap" appears only in the names the product document fixes', () => {
    const offending: string[] = [];
    const scanned = [
      ...SCANNED.flatMap((dir) => files(join(root, dir))),
      ...readdirSync(join(root, 'db'))
        .filter((n) => n.startsWith('schema'))
        .map((n) => join(root, 'db', n)),
    ];
    for (const path of scanned) {
      if (path.endsWith('one-spelling.test.ts')) continue;
      const text = readFileSync(path, 'utf8').replace(FIXED_BY_THE_PRODUCT, '');
      for (const match of text.matchAll(/\w*thawap\w*/gi)) offending.push(`${relative(root, path)}: ${match[0]}`);
    }
    expect(offending).toEqual([]);
  });

  it('the check would catch a new spelling', () => {
    expect('const thawapCount = 1'.replace(FIXED_BY_THE_PRODUCT, '').match(/\w*thawap\w*/gi)).toEqual(['thawapCount']);
  });
});
