// A back-office chunk's CSS, applied when the chunk loads (not before): a section imports its CSS
// with `?inline` (a string inside its own lazy JS chunk, so Astro does not hoist it into every
// admin page) and hands it here, which adopts it as a constructed stylesheet on the document.
// Constructed stylesheets are not <style> elements, so the page's CSP (style-src 'self' + hashes,
// no 'unsafe-inline') allows them. Adopted sheets come after the page's own (the shell's admin.css),
// as the inlined section CSS did. Decision 0019.
const sheets = new Map<string, { sheet: CSSStyleSheet; css: string }>();

/** Adopts `css` under `name` once; a later call with the same name (dev hot reload) replaces it. */
export function adoptStyles(name: string, css: string): void {
  if (typeof document === 'undefined') return;
  const existing = sheets.get(name);
  if (existing) {
    if (existing.css !== css) existing.sheet.replaceSync(css);
    existing.css = css;
    return;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheets.set(name, { sheet, css });
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
