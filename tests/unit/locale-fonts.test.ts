// A locale's font in the page's <head> (src/layouts/locale-fonts.ts, decisions 0044 and 0052).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactUnicodeRange, localeFontHead, SUBSET_RANGE } from '../../src/layouts/locale-fonts.ts';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { woff2CodePoints } from '../support/woff2-cmap.ts';

const spans = (range: string) =>
  range.split(',').map((part) => {
    const [from, to] = part
      .replace('U+', '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [from!, to ?? from!] as const;
  });
const covers = (range: string, code: number) => spans(range).some(([from, to]) => from <= code && code <= to);

describe('compactUnicodeRange', () => {
  it('merges ranges less than 256 code points apart and keeps the others', () => {
    expect(compactUnicodeRange('U+0600-06FF,U+0750-077F,U+200C-200E,U+2E41,U+1EE24,U+1EE27')).toBe(
      'U+0600-077F,U+200C-200E,U+2E41,U+1EE24-1EE27',
    );
  });

  it('still covers every character of the original range (Noto Naskh Arabic’s, from @fontsource)', () => {
    const naskh =
      'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+1EE00-1EE03,U+1EE05-1EE1F';
    const compact = compactUnicodeRange(naskh);
    for (const [from, to] of spans(naskh))
      for (let code = from; code <= to; code++) expect(covers(compact, code), code.toString(16)).toBe(true);
    expect(compact.length).toBeLessThan(naskh.length / 2);
  });
});

describe('the compacted ranges of the faces in use', () => {
  // What @fontsource declares for each file, and the file: a character the compaction adds to the
  // range must be one the file has no glyph for, so it falls back exactly as before.
  const faces = [{ code: 'bn', pkg: 'noto-sans-bengali', subset: 'noto-sans-bengali-bengali-400-normal' }] as const;

  it.each(faces)('add no character $subset draws', ({ code, pkg, subset }) => {
    const modules = new URL('../../node_modules/@fontsource/', import.meta.url);
    const css = readFileSync(new URL(`${pkg}/400.css`, modules), 'utf8');
    const declared = /unicode-range:\s*([^;]+);/.exec(css.split(`/* ${subset} */`)[1]!)![1]!.trim();
    const compact = /"unicodeRange":"([^"]+)"/.exec(localeFontHead(code)!.script!)![1]!;
    const glyphs = woff2CodePoints(new URL(`${pkg}/files/${subset}.woff2`, modules).pathname);
    expect(glyphs.size).toBeGreaterThan(100);
    expect([...glyphs].filter((point) => covers(compact, point) && !covers(declared, point))).toEqual([]);
    // …and the file does draw what the range is for.
    expect([...glyphs].filter((point) => covers(declared, point)).length).toBeGreaterThan(100);
  });
});

// Decision 0063: the Arabic-script files are subsets (scripts/subset-locale-fonts.sh).
describe('the Arabic-script subsets', () => {
  const modules = new URL('../../node_modules/@fontsource/', import.meta.url);
  const faces = [
    { code: 'ar', pkg: 'noto-naskh-arabic', maxKb: 27 },
    { code: 'ur', pkg: 'noto-nastaliq-urdu', maxKb: 120 },
  ] as const;
  const subsetFile = (pkg: string) =>
    new URL(`../../src/assets/fonts/${pkg}-arabic-core.woff2`, import.meta.url).pathname;

  it.each(faces)(
    '$pkg: the file draws exactly the package file’s characters in the declared range',
    ({ code, pkg }) => {
      const whole = woff2CodePoints(new URL(`${pkg}/files/${pkg}-arabic-400-normal.woff2`, modules).pathname);
      const subset = woff2CodePoints(subsetFile(pkg));
      expect([...subset].filter((point) => !covers(SUBSET_RANGE, point))).toEqual([]);
      expect([...whole].filter((point) => covers(SUBSET_RANGE, point) && !subset.has(point))).toEqual([]);
      expect(/"unicodeRange":"([^"]+)"/.exec(localeFontHead(code)!.script!)![1]).toBe(SUBSET_RANGE);
    },
  );

  it.each(faces)('$pkg: the file is at most $maxKb KB', ({ pkg, maxKb }) => {
    expect(statSync(subsetFile(pkg)).size / 1024).toBeLessThanOrEqual(maxKb);
  });

  // Every Arabic-script character the site writes in Arabic or Urdu (catalogues, quiz banks, legal
  // and blog texts) is in the range: a character outside it would be drawn in another font.
  it('covers every Arabic-script character of the Arabic and Urdu texts', () => {
    const root = new URL('../../src/', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const sources = [
      ...files(join(root, 'lib/i18n')),
      ...files(join(root, 'content')).filter((path) => /[/.](ar|ur)([/.]|$)/.test(path)),
    ];
    expect(sources.length).toBeGreaterThan(10);
    const outside = new Set<string>();
    for (const path of sources)
      for (const char of readFileSync(path, 'utf8')) {
        const point = char.codePointAt(0)!;
        const arabicScript =
          (point >= 0x0600 && point <= 0x08ff) ||
          (point >= 0xfb50 && point <= 0xfdff) ||
          (point >= 0xfe70 && point <= 0xfefe);
        if (arabicScript && !covers(SUBSET_RANGE, point)) outside.add(`${char} ${path}`);
      }
    expect([...outside]).toEqual([]);
  }, 30_000);
});

describe('localeFontHead', () => {
  it('gives English and the locales without a face of their own nothing at all', () => {
    expect(localeFontHead('en')).toBeNull();
    expect(localeFontHead('fr')).toBeNull();
  });

  it('declares the face in a script, not in CSS, with the file only for a visitor coming from a page of the locale', () => {
    for (const locale of LOCALES.filter((l) => l.font)) {
      const head = localeFontHead(locale.code)!;
      expect(head.css, locale.code).not.toContain('url(');
      expect(head.css, locale.code).toMatch(/--font-ui:'Noto [^']+',var\(--font-sans\)/);
      // The file's address is in the script, declared when the referrer is the locale's; else, after
      // load, fetched only on a device without the face, when a link of the locale is approached.
      expect(head.script, locale.code).toMatch(/url\(\/[^)]+\.woff2\)/);
      expect(head.script, locale.code).toContain(`location.origin+"/${locale.code}/"`);
      expect(head.script, locale.code).toContain('addEventListener("load",()=>new FontFace(f,l).load().catch(');
      expect(head.script, locale.code).toContain(`a[href^=\\"/${locale.code}/\\"]`);
      expect(head.script, locale.code).toContain('"pointerover","touchstart","focusin"');
      expect(head.script, locale.code).toContain('"display":"optional"');
      expect(head.scriptHash, locale.code).toMatch(/^sha256-/);
    }
  });

  it('gives Urdu the line heights its Nastaliq letters need', () => {
    expect(localeFontHead('ur')!.css).toContain('--line-height-ui:2.5');
  });
});
