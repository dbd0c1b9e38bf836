// The bench's yardstick (decision 0063): a "limit page", the fastest page this server can deliver,
// built in the same run and served by the same server, so each page's LCP is read as a ratio to it
// rather than as milliseconds that depend on how loaded the machine is. About 21 KB of plain text
// (the product description, docs/product.md, as paragraphs), no script, no font, no stylesheet, no
// image: what a browser can paint with nothing but the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIMIT_PAGE_PATH = '/bench-limit-page.html';
const TEXT_BYTES = 21 * 1024;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The limit page's HTML, from the project's own prose (markdown marks removed). */
export function limitPageHtml(root: string): string {
  const prose = readFileSync(join(root, 'docs/product.md'), 'utf8')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/^[#>|*\-\s]+/gm, '')
        .replace(/[`*_[\]|]/g, '')
        .replace(/\([^)]*\)/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => block.length > 40);
  const paragraphs: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < TEXT_BYTES && prose.length; i++) {
    const block = prose[i % prose.length]!;
    paragraphs.push(`<p>${escape(block)}</p>`);
    bytes += block.length;
  }
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Limit page</title>` +
    `<meta name="description" content="The bench's limit page: plain text only."></head>` +
    `<body><h1>Limit page</h1>${paragraphs.join('\n')}</body></html>`
  );
}

/** Writes the limit page into a deploy folder (the bench's own), where the server serves it as a file. */
export function writeLimitPage(root: string, deployDirectory: string): void {
  writeFileSync(join(deployDirectory, LIMIT_PAGE_PATH.slice(1)), limitPageHtml(root));
}
