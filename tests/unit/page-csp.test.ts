// Each built page's CSP <meta> keeps only its own inline scripts' and styles' hashes (decision 0052).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepOwnCspHashes } from '../../src/server/page-csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}">${body}</head><body></body></html>`;
const policyOf = (html: string) => /content-security-policy" content="([^"]*)"/.exec(html)![1]!;

describe('keepOwnCspHashes', () => {
  const script = 'console.log(1)';
  const style = 'body{color:red}';
  const other = 'p{margin:0}';

  it('keeps the hashes of the page’s inline scripts and styles and drops the build’s others', () => {
    const html = page(
      `script-src 'self' ${hash(script)} ${hash('elsewhere()')}; style-src 'self' ${hash(other)} ${hash(style)};`,
      `<script>${script}</script><style>${style}</style>`,
    );
    expect(policyOf(keepOwnCspHashes(html))).toBe(
      `script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)};`,
    );
  });

  it('leaves the rest of the page alone', () => {
    const html = page(`script-src 'self' ${hash(script)} ${hash('elsewhere()')}`, `<script>${script}</script>`);
    const trimmed = keepOwnCspHashes(html);
    expect(trimmed.replace(policyOf(trimmed), '')).toBe(html.replace(policyOf(html), ''));
  });

  it('does not take an element named in a comment for one (the quiz page has such a comment)', () => {
    const island = 'astro-island{display:contents}';
    const html = page(
      `style-src 'self' ${hash(island)} ${hash(other)}`,
      `<!-- put a <style> first in it --><style>${island}</style>`,
    );
    expect(policyOf(keepOwnCspHashes(html))).toBe(`style-src 'self' ${hash(island)}`);
  });

  it('ignores scripts loaded from a file (they pass by source, not by hash)', () => {
    const html = page(`script-src 'self' ${hash('')}`, `<script type="module" src="/_astro/x.js"></script>`);
    expect(policyOf(keepOwnCspHashes(html))).toBe(`script-src 'self'`);
  });

  it('returns a page without a CSP <meta> unchanged', () => {
    const html = '<!doctype html><html><head><style>p{}</style></head></html>';
    expect(keepOwnCspHashes(html)).toBe(html);
  });
});
