// Right to left done properly (decision 0044): the project's CSS uses logical properties
// only, so a page laid out for English mirrors itself under dir="rtl". Reads every stylesheet in
// src/ and every <style> block of an .astro file, and fails on a physical direction: margin-left,
// padding-top, border-right, top/left…, text-align: left, float: right, a physical corner radius,
// or a four-value margin/padding/inset shorthand whose left and right differ. `npm test` runs it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Finding {
  file: string;
  line: number;
  text: string;
  use: string;
}

const SIDE = { top: 'block-start', bottom: 'block-end', left: 'inline-start', right: 'inline-end' } as const;
const CORNER: Record<string, string> = {
  'top-left': 'start-start',
  'top-right': 'start-end',
  'bottom-left': 'end-start',
  'bottom-right': 'end-end',
};

/** A declaration's property and value, each physical one with its logical replacement. */
function check(property: string, value: string): string | null {
  const box = property.match(
    /^(scroll-margin|scroll-padding|margin|padding|border)-(top|bottom|left|right)(-(?:width|style|color))?$/,
  );
  if (box) return `${box[1]}-${SIDE[box[2] as keyof typeof SIDE]}${box[3] ?? ''}`;
  const corner = property.match(/^border-(top|bottom)-(left|right)-radius$/);
  if (corner) return `border-${CORNER[`${corner[1]}-${corner[2]}`]}-radius`;
  if (property in SIDE) return `inset-${SIDE[property as keyof typeof SIDE]}`;
  if (/^(text-align|float|clear)$/.test(property) && /^(left|right)\b/.test(value))
    return `${property}: ${property === 'text-align' ? '' : 'inline-'}${value.startsWith('left') ? 'start' : 'end'}`;
  if (/^(margin|padding|inset|scroll-margin|scroll-padding)$/.test(property)) {
    const parts = value
      .replace(/!important/, '')
      .trim()
      .split(/\s+(?![^(]*\))/);
    if (parts.length === 4 && parts[1] !== parts[3])
      return `${property}-block and ${property}-inline (left and right differ)`;
  }
  return null;
}

/** The physical declarations in a piece of CSS; `lineOffset` is where it starts in its file. */
export function findPhysical(css: string, file = '', lineOffset = 0): Finding[] {
  const findings: Finding[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  // A declaration: a property name at the start of a block or after a semicolon, then its value.
  const declaration = /(^|[{;])\s*([a-z-]+)\s*:\s*([^;{}]*)/g;
  for (const match of withoutComments.matchAll(declaration)) {
    const [, , property, value] = match;
    if (!property || value === undefined) continue;
    // `a:hover {`, `:global(x)`: a selector, not a declaration (a declaration's value never opens a block).
    const after = withoutComments.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 1);
    if (after === '{') continue;
    const use = check(property, value.trim());
    if (!use) continue;
    const offset = (match.index ?? 0) + match[0].indexOf(property);
    findings.push({
      file,
      line: lineOffset + withoutComments.slice(0, offset).split('\n').length,
      text: `${property}: ${value.trim()}`,
      use,
    });
  }
  return findings;
}

/** The <style> blocks of an .astro file, each with the line it starts on. */
function astroStyles(source: string): { css: string; line: number }[] {
  return [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => ({
    css: match[1] ?? '',
    line: source.slice(0, (match.index ?? 0) + match[0].indexOf('>') + 1).split('\n').length - 1,
  }));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function lintProject(root: string): Finding[] {
  return walk(join(root, 'src')).flatMap((path) => {
    const file = relative(root, path);
    if (path.endsWith('.css')) return findPhysical(readFileSync(path, 'utf8'), file);
    if (path.endsWith('.astro'))
      return astroStyles(readFileSync(path, 'utf8')).flatMap(({ css, line }) => findPhysical(css, file, line));
    return [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = lintProject(fileURLToPath(new URL('..', import.meta.url)));
  for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.text}  → ${finding.use}`);
  if (findings.length) {
    console.error(`\n${findings.length} physical direction(s) in CSS: use logical properties (decision 0044).`);
    process.exit(1);
  }
  console.log('logical CSS: no physical directions in src/ stylesheets');
}
