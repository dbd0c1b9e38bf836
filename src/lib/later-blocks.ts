// Where a long page's text starts to be laid out only as it nears the screen (decision 0063): the
// page puts what follows the split into one block with `content-visibility: auto`.

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/**
 * Rendered HTML split before its first top-level element that has at least `blocksBefore`
 * top-level elements before it and is one of `openers` (lower-case tag names: the elements whose
 * space above them the page's block knows how to carry). `first` is what comes before, `later` that
 * element and everything after it (empty when no such element comes late enough).
 */
export function splitAfterBlocks(
  html: string,
  blocksBefore: number,
  openers: readonly string[],
): { first: string; later: string } {
  const tags = /<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi;
  let depth = 0;
  let blocks = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [text, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    if (closing) {
      depth -= 1;
      continue;
    }
    if (depth === 0) {
      if (blocks >= blocksBefore && openers.includes(name)) {
        return { first: html.slice(0, tag.index), later: html.slice(tag.index) };
      }
      blocks += 1;
    }
    if (!VOID_ELEMENTS.has(name) && !text.endsWith('/>')) depth += 1;
  }
  return { first: html, later: '' };
}
