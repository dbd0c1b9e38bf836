import { describe, expect, it } from 'vitest';
import { renderPostBody, sanitizePostHtml, sanitizeStoredContent } from '../../src/lib/blog/render.ts';

describe('renderPostBody: Markdown-like text → clean HTML', () => {
  it('makes paragraphs, headings, lists, emphasis and quotes', () => {
    const html = renderPostBody('## Why it matters\n\nFirst *gentle* **step**.\n\nSecond paragraph.\n\n- one\n- two\n\n1. first\n2. second\n\n> A quote');
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain('<p>First <em>gentle</em> <strong>step</strong>.</p>');
    expect(html).toContain('<p>Second paragraph.</p>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
  });

  it('keeps HTML from the editor and demotes h1 (the page title is the only h1)', () => {
    expect(renderPostBody('<h1>Title</h1><p>Body <a href="/blog">blog</a></p>')).toBe('<h2>Title</h2><p>Body <a href="/blog">blog</a></p>');
  });

  it('marks external links noopener noreferrer nofollow and leaves site links alone', () => {
    const html = renderPostBody('[Quran](https://quran.com/2/152) and [our quiz](/test)');
    expect(html).toContain('<a href="https://quran.com/2/152" rel="noopener noreferrer nofollow" target="_blank">Quran</a>');
    expect(html).toContain('<a href="/test">our quiz</a>');
  });

  it('keeps images from the site with alt text, lazily loaded, and drops third-party ones', () => {
    expect(renderPostBody('![A lantern](/media/lantern.webp)')).toBe(
      '<p><img src="/media/lantern.webp" alt="A lantern" loading="lazy" decoding="async" /></p>',
    );
    expect(renderPostBody('![Tracker](https://tracker.example/pixel.gif) and text')).toBe('<p> and text</p>');
    expect(renderPostBody('<img src="//cdn.example/a.png" alt="a">')).not.toContain('<img');
  });
});

describe('sanitizePostHtml: XSS payloads are neutralised', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="/ok.png" onerror="alert(1)" alt="ok">', '<img src="/ok.png" alt="ok" loading="lazy" decoding="async" />'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg>safe', 'safe'],
    ['<svg onload=alert(1)><circle r="4"/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<p style="color:red" onclick="steal()">styled</p>', '<p>styled</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">', ''],
    ['<form action="/x"><input name="a"></form>plain', 'plain'],
  ])('%s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('also neutralises payloads written in Markdown', () => {
    const html = renderPostBody('[click](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil"></iframe>');
    expect(html).not.toMatch(/javascript:|onerror|<iframe|alert/i);
    expect(html).toContain('click');
  });
});

describe('sanitizeStoredContent (editor content on write)', () => {
  it('keeps Markdown quotes, ampersands and emphasis intact', () => {
    const markdown = '## Patience & prayer\n\n> Indeed, with hardship comes ease.\n\n**Bold** and *italic*';
    expect(sanitizeStoredContent(markdown)).toBe(markdown);
  });
  it('removes scripts, handlers and javascript: links', () => {
    const stored = sanitizeStoredContent('Hi <script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>');
    expect(stored).not.toMatch(/script|onerror|javascript:/i);
    expect(stored).toContain('Hi');
  });
  it('keeps a plain-text "<" as typed, so a reload shows what the editor wrote', () => {
    const markdown = 'Pray even when 2 < 3 feels hard, and remember: patience <= reward <3';
    expect(sanitizeStoredContent(markdown)).toBe(markdown);
  });
  it('never lets an escaped tag turn back into markup', () => {
    expect(sanitizeStoredContent('&lt;script&gt;alert(1)&lt;/script&gt;')).not.toContain('<script');
  });
});

describe('sanitizeStoredContent on editor HTML', () => {
  it('keeps allowed HTML and drops handlers, scripts and data: images', () => {
    const out = sanitizeStoredContent('<p onclick="x()">hi</p><script>bad()</script><a href="javascript:x">l</a><img src="data:image/png;base64,AA" alt="a"><img src="/media/a.png" alt="ok">');
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('<a>l</a>');
    expect(out).toMatch(/<img src="\/media\/a\.png" alt="ok"/);
    expect(out).not.toMatch(/onclick|<script|javascript:|data:image/);
  });
});
