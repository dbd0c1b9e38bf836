// The UI font of a locale (locale table's `font`), self-hosted from its npm @fontsource package and
// declared only on that locale's pages (BaseLayout): English pages carry none of it. Only the
// script's own subset is declared (unicode-range), so Latin text keeps the system font. One weight:
// the browser makes the bold (a second file would double the cost: Nastaliq's is 156 KB), and a
// device that has the face (Android ships all three) downloads nothing (`local()` first).
//
// When the file is downloaded (decision 0052). Lighthouse's simulated load counts every request that
// ends before the page's first paint at slow-4G speed: with the face declared in CSS, the file was
// requested at the first layout and, `font-display: optional` holding the paint up to 100 ms for it,
// arrived before the paint on a fast connection, adding ~300 ms (Naskh, 52 KB) to ~700 ms (Nastaliq,
// 156 KB) to the simulated LCP (/ur/support: 1.5 s with the file before the paint, 0.8 s without).
// So the face is declared by a small inline script instead: on the first page of a visit in the
// locale (no referrer from a page of the same locale) with its local() sources only, so a device
// that has the face uses it and the others draw the page in their own font of the script; after the
// page has loaded and painted, the file is fetched into the cache. A page reached from a page of the
// same locale declares the file too, and finds it in the cache: `font-display: optional` then uses
// it at once, and if it is not there yet (a quick click) waits at most 100 ms for it, as before.
//
// Decision 0063: the first page of a visit fetches the file only when it is needed and
// about to be used: after load, a device that has the face (Android, iOS and macOS ship Noto
// Nastaliq Urdu and Noto Naskh Arabic) never fetches it; one that has not fetches it when the
// visitor points at, touches or focuses a link to another page of the locale, the page the file is
// for. A visitor who reads one page downloads no font. And the Arabic-script files are subsets to
// the Arabic block (scripts/subset-locale-fonts.sh): Nastaliq 156 → 117 KB, Naskh 52 → 26 KB.
import naskhCss from '@fontsource/noto-naskh-arabic/400.css?raw';
import nastaliqCss from '@fontsource/noto-nastaliq-urdu/400.css?raw';
import bengaliCss from '@fontsource/noto-sans-bengali/400.css?raw';
import bengali from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { localeOf, type LocaleCode, type LocaleFont } from '../lib/i18n/locales.ts';
import { sha256Source } from '../server/page-csp.ts';
import naskh from '../assets/fonts/noto-naskh-arabic-arabic-core.woff2?url';
import nastaliq from '../assets/fonts/noto-nastaliq-urdu-arabic-core.woff2?url';

/**
 * What the Arabic-script subsets hold (scripts/subset-locale-fonts.sh's UNICODES): the Arabic block,
 * the joiners and direction marks, two hyphens, the ornate parentheses and the ligatures ﷲ and ﷺ.
 */
export const SUBSET_RANGE = 'U+0600-06FF,U+200C-200F,U+2010-2011,U+FD3E-FD3F,U+FDF2,U+FDFA';

interface Face {
  family: string;
  /** Its PostScript name, for local(). */
  postscript: string;
  /** The package's CSS: the subset's unicode-range is read from it. */
  css: string;
  /** The subset's file name in the package (its comment in that CSS). */
  subset: string;
  url: string;
  /** The characters of a file subset here (else the package's range, from its CSS). */
  range?: string;
}

const FONTS: Record<LocaleFont, Face> = {
  'naskh-arabic': {
    family: 'Noto Naskh Arabic',
    postscript: 'NotoNaskhArabic-Regular',
    css: naskhCss,
    subset: 'noto-naskh-arabic-arabic-400-normal',
    url: naskh,
    range: SUBSET_RANGE,
  },
  'nastaliq-urdu': {
    family: 'Noto Nastaliq Urdu',
    postscript: 'NotoNastaliqUrdu-Regular',
    css: nastaliqCss,
    subset: 'noto-nastaliq-urdu-arabic-400-normal',
    url: nastaliq,
    range: SUBSET_RANGE,
  },
  'sans-bengali': {
    family: 'Noto Sans Bengali',
    postscript: 'NotoSansBengali-Regular',
    css: bengaliCss,
    subset: 'noto-sans-bengali-bengali-400-normal',
    url: bengali,
  },
};

function unicodeRange(face: Face): string {
  if (face.range) return face.range;
  const block = face.css.split(`/* ${face.subset} */`)[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no unicode-range for ${face.subset} in its @fontsource CSS`);
  return compactUnicodeRange(range.trim());
}

/**
 * A unicode-range with the ranges less than 256 code points apart merged (Naskh's 51 ranges, most
 * of them single Arabic mathematical letters, become 7: 0.2 KB less gzipped on every Arabic and
 * Urdu page). The face is then tried for the few characters between them too; one it has no glyph
 * for falls back to the next font of the stack, as any character does, so nothing is drawn
 * differently.
 */
export function compactUnicodeRange(range: string): string {
  const spans = range
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    .map(([from, to]) => [from!, to ?? from!] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from - last[1] <= 0x100) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return merged.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** A locale's font and line heights, as an inline stylesheet and an inline script, with their CSP hashes. */
export interface LocaleFontHead {
  /** The locale's line heights and UI font stack (custom properties on :root). */
  css: string;
  cssHash: `sha256-${string}`;
  /** Declares the face (FontFace API) and fetches its file after load on a visit's first page; null without a face. */
  script: string | null;
  scriptHash: `sha256-${string}` | null;
}

/**
 * The face's declaration and download rule (see the top of this file), as the text of an inline
 * script: the file is declared when the visitor comes from a page of the same locale (whose visit
 * fetched it); else, after the load event, the device's own face is looked for (local() only), and
 * only where it is missing is the file fetched, once, at the first sign of going on to another page
 * of the locale (a pointer over, a touch on or the focus on a link to it).
 */
function fontScript(code: LocaleCode, face: Face): string {
  const local = `local('${face.family}'),local('${face.postscript}')`;
  const descriptors = JSON.stringify({ display: 'optional', unicodeRange: unicodeRange(face) });
  return (
    `(()=>{let d=document,f=${JSON.stringify(face.family)},l=${JSON.stringify(local)},u=${JSON.stringify(`url(${face.url})`)},a=s=>d.fonts.add(new FontFace(f,s,${descriptors}));` +
    // The share card's picture embeds the file (src/islands/quiz-knowledge/share-image.ts).
    `d.documentElement.dataset.uiFont=${JSON.stringify(face.url)};` +
    `if((d.referrer+"/").startsWith(location.origin+${JSON.stringify(`/${code}/`)}))a(l+","+u);` +
    `else{a(l);addEventListener("load",()=>new FontFace(f,l).load().catch(()=>{let t=["pointerover","touchstart","focusin"],g=e=>{if(e.target.closest?.(${JSON.stringify(`a[href="/${code}"],a[href^="/${code}/"]`)})){t.map(n=>removeEventListener(n,g,!0));new FontFace(f,u).load().catch(()=>{})}};t.map(n=>addEventListener(n,g,{capture:!0,passive:!0}))}))}})()`
  );
}

/** The inline stylesheet and script of a locale's font (null for a locale with neither). */
export function localeFontHead(code: LocaleCode): LocaleFontHead | null {
  const locale = localeOf(code);
  const face = locale.font ? FONTS[locale.font] : null;
  const root = [
    face ? `--font-ui:'${face.family}',var(--font-sans)` : '',
    locale.lineHeight !== 1.6 ? `--line-height-ui:${locale.lineHeight}` : '',
    locale.headingLineHeight !== 1.2 ? `--line-height-heading:${locale.headingLineHeight}` : '',
  ].filter(Boolean);
  if (!face && root.length === 0) return null;
  const css = `:root{${root.join(';')}}`;
  const script = face ? fontScript(code, face) : null;
  return { css, cssHash: sha256Source(css), script, scriptHash: script ? sha256Source(script) : null };
}
