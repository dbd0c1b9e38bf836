// The UI font of a locale (locale table's `font`), self-hosted from its npm @fontsource package and
// declared only on that locale's pages (BaseLayout): English pages carry none of it. Only the
// script's own subset is declared (unicode-range), so Latin text keeps the system font. One weight:
// the browser makes the bold (a second file would double the cost: Nastaliq's is 156 KB), and a
// device that has the face (Android ships all three) downloads nothing (`local()` first).
// font-display: optional: a face that is not there within ~100 ms waits for the next page (it is
// cached by then) instead of swapping in later; a swap re-laid the taller Nastaliq lines and moved
// Largest Contentful Paint to the font's arrival (/ur/support: 0.7 s → 1.5 s in Lighthouse).
import { createHash } from 'node:crypto';
import naskhCss from '@fontsource/noto-naskh-arabic/400.css?raw';
import naskh from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import nastaliqCss from '@fontsource/noto-nastaliq-urdu/400.css?raw';
import nastaliq from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import bengaliCss from '@fontsource/noto-sans-bengali/400.css?raw';
import bengali from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { localeOf, type LocaleCode, type LocaleFont } from '../lib/i18n/locales.ts';

interface Face {
  family: string;
  /** Its PostScript name, for local(). */
  postscript: string;
  /** The package's CSS: the subset's unicode-range is read from it. */
  css: string;
  /** The subset's file name in the package (its comment in that CSS). */
  subset: string;
  url: string;
}

const FONTS: Record<LocaleFont, Face> = {
  'naskh-arabic': { family: 'Noto Naskh Arabic', postscript: 'NotoNaskhArabic-Regular', css: naskhCss, subset: 'noto-naskh-arabic-arabic-400-normal', url: naskh },
  'nastaliq-urdu': { family: 'Noto Nastaliq Urdu', postscript: 'NotoNastaliqUrdu-Regular', css: nastaliqCss, subset: 'noto-nastaliq-urdu-arabic-400-normal', url: nastaliq },
  'sans-bengali': { family: 'Noto Sans Bengali', postscript: 'NotoSansBengali-Regular', css: bengaliCss, subset: 'noto-sans-bengali-bengali-400-normal', url: bengali },
};

function unicodeRange(face: Face): string {
  const block = face.css.split(`/* ${face.subset} */`)[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no unicode-range for ${face.subset} in its @fontsource CSS`);
  return range.trim();
}

/**
 * The inline stylesheet of a locale's font and line heights (null for a locale with none), and its
 * CSP hash (the page's CSP <meta> lists inline styles by hash).
 */
export function localeFontStyle(code: LocaleCode): { css: string; hash: `sha256-${string}` } | null {
  const locale = localeOf(code);
  const face = locale.font ? FONTS[locale.font] : null;
  const fontFace = face
    ? `@font-face{font-family:'${face.family}';font-style:normal;font-display:optional;font-weight:400;src:local('${face.family}'),local('${face.postscript}'),url(${face.url}) format('woff2');unicode-range:${unicodeRange(face)}}`
    : '';
  const root = [
    face ? `--font-ui:'${face.family}',var(--font-sans)` : '',
    locale.lineHeight !== 1.6 ? `--line-height-ui:${locale.lineHeight}` : '',
    locale.headingLineHeight !== 1.2 ? `--line-height-heading:${locale.headingLineHeight}` : '',
  ].filter(Boolean);
  if (!fontFace && root.length === 0) return null;
  const css = `${fontFace}:root{${root.join(';')}}`;
  return { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
}
