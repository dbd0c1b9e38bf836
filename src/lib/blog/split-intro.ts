// Where a post page places its cover (decision 0063): after the post's introduction, so on a phone
// the first screen is words (title, byline, opening) and the LCP element is text. A cover arrives at
// least one round trip after the document, so above the opening it would hold the page's LCP at
// ~1.4× of a plain text page.

// Elements the split must never fall inside: it is made only where all of them are closed.
const CONTAINERS = ['blockquote', 'div', 'details', 'section', 'ul', 'ol', 'table', 'figure', 'aside', 'pre'];

function balanced(html: string): boolean {
  return CONTAINERS.every((tag) => {
    const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'gi'))?.length ?? 0;
    const closed = html.match(new RegExp(`</${tag}>`, 'gi'))?.length ?? 0;
    return opened === closed;
  });
}

/**
 * The rendered body split into its introduction (everything before the first top-level <h2>, or
 * else its first top-level paragraph) and the rest; all of it as the introduction when there is no
 * such place, or when the introduction would be empty.
 */
export function splitIntro(html: string): { intro: string; rest: string } {
  const heading = /<h2[\s>]/gi;
  for (let match = heading.exec(html); match; match = heading.exec(html)) {
    const intro = html.slice(0, match.index);
    if (intro.trim() && balanced(intro)) return { intro, rest: html.slice(match.index) };
    if (!intro.trim()) break;
  }
  const paragraphEnd = /<\/p>/gi;
  for (let match = paragraphEnd.exec(html); match; match = paragraphEnd.exec(html)) {
    const intro = html.slice(0, match.index + match[0].length);
    if (balanced(intro)) return { intro, rest: html.slice(intro.length) };
  }
  return { intro: html, rest: '' };
}
