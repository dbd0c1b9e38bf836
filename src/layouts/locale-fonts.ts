// The UI font of a locale (locale table's `font`), self-hosted from its npm @fontsource package and
// declared only on that locale's pages (BaseLayout): English pages carry none of it. Only the
// script's own subset is declared (unicode-range), so Latin text keeps the system font.
import { createHash } from 'node:crypto';
import naskhCss400 from '@fontsource/noto-naskh-arabic/400.css?raw';
import naskhCss700 from '@fontsource/noto-naskh-arabic/700.css?raw';
import naskh400 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import naskh700 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url';
import nastaliqCss400 from '@fontsource/noto-nastaliq-urdu/400.css?raw';
import nastaliqCss700 from '@fontsource/noto-nastaliq-urdu/700.css?raw';
import nastaliq400 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import nastaliq700 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff2?url';
import bengaliCss400 from '@fontsource/noto-sans-bengali/400.css?raw';
import bengaliCss700 from '@fontsource/noto-sans-bengali/700.css?raw';
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bengali700 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import { localeOf, type LocaleCode, type LocaleFont } from '../lib/i18n/locales.ts';

interface Face {
  /** The package's CSS for the weight: the subset's unicode-range is read from it. */
  css: string;
  /** The subset's file name in the package (its comment in that CSS). */
  subset: string;
  weight: 400 | 700;
  url: string;
}

const FONTS: Record<LocaleFont, { family: string; faces: Face[] }> = {
  'naskh-arabic': {
    family: 'Noto Naskh Arabic',
    faces: [
      { css: naskhCss400, subset: 'noto-naskh-arabic-arabic-400-normal', weight: 400, url: naskh400 },
      { css: naskhCss700, subset: 'noto-naskh-arabic-arabic-700-normal', weight: 700, url: naskh700 },
    ],
  },
  'nastaliq-urdu': {
    family: 'Noto Nastaliq Urdu',
    faces: [
      { css: nastaliqCss400, subset: 'noto-nastaliq-urdu-arabic-400-normal', weight: 400, url: nastaliq400 },
      { css: nastaliqCss700, subset: 'noto-nastaliq-urdu-arabic-700-normal', weight: 700, url: nastaliq700 },
    ],
  },
  'sans-bengali': {
    family: 'Noto Sans Bengali',
    faces: [
      { css: bengaliCss400, subset: 'noto-sans-bengali-bengali-400-normal', weight: 400, url: bengali400 },
      { css: bengaliCss700, subset: 'noto-sans-bengali-bengali-700-normal', weight: 700, url: bengali700 },
    ],
  },
};

function unicodeRange(face: Face): string {
  const block = face.css.split(`/* ${face.subset} */`)[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no unicode-range for ${face.subset} in its @fontsource CSS`);
  return range.trim();
}

/**
 * The inline stylesheet of a locale's font and line heights (null for a locale with neither), and
 * its CSP hash (the page's CSP <meta> lists inline styles by hash).
 */
export function localeFontStyle(code: LocaleCode): { css: string; hash: `sha256-${string}` } | null {
  const locale = localeOf(code);
  const font = locale.font ? FONTS[locale.font] : null;
  const faces = font
    ? font.faces.map((face) => `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${face.url}) format('woff2');unicode-range:${unicodeRange(face)}}`)
    : [];
  const root = [
    font ? `--font-ui:'${font.family}',var(--font-sans)` : '',
    locale.lineHeight !== 1.6 ? `--line-height-ui:${locale.lineHeight}` : '',
    locale.headingLineHeight !== 1.2 ? `--line-height-heading:${locale.headingLineHeight}` : '',
  ].filter(Boolean);
  if (faces.length === 0 && root.length === 0) return null;
  const css = `${faces.join('')}:root{${root.join(';')}}`;
  return { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
}
