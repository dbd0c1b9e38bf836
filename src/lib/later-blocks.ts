// Where a long page's text starts to be laid out only as it nears the screen (decision 0063): the
// page puts what follows the split into one block with `content-visibility: auto`.

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/**
 * Rendered HTML split before its first top-level <h2> that has at least `blocksBefore` top-level
 * elements before it: `first` is what comes before, `later` the heading and everything after it
 * (empty when there is no such heading).
 */
export function splitBeforeLaterHeading(html: string, blocksBefore: number): { first: string; later: string } {
  const tags = /<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi;
  let depth = 0;
  let blocks = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [text, closing, name] = tag;
    if (closing) {
      depth -= 1;
      continue;
    }
    if (depth === 0) {
      if (name!.toLowerCase() === 'h2' && blocks >= blocksBefore) {
        return { first: html.slice(0, tag.index), later: html.slice(tag.index) };
      }
      blocks += 1;
    }
    if (!VOID_ELEMENTS.has(name!.toLowerCase()) && !text.endsWith('/>')) depth += 1;
  }
  return { first: html, later: '' };
}
