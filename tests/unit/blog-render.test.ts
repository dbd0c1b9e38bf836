import { describe, expect, it } from 'vitest';
import { hasVisibleContent, renderPostBody, sanitizePostHtml } from '../../src/lib/blog/render.ts';

describe('renderPostBody: Markdown-like text → clean HTML', () => {
  it('makes paragraphs, headings, lists, emphasis and quotes', () => {
    const html = renderPostBody(
      '## Why it matters\n\nFirst *gentle* **step**.\n\nSecond paragraph.\n\n- one\n- two\n\n1. first\n2. second\n\n> A quote',
    );
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain('<p>First <em>gentle</em> <strong>step</strong>.</p>');
    expect(html).toContain('<p>Second paragraph.</p>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
  });

  it('keeps HTML from the editor and demotes h1 (the page title is the only h1)', () => {
    expect(renderPostBody('<h1>Title</h1><p>Body <a href="/blog">blog</a></p>')).toBe(
      '<h2>Title</h2><p>Body <a href="/blog">blog</a></p>',
    );
  });

  it('marks external links noopener noreferrer nofollow and leaves site links alone', () => {
    const html = renderPostBody('[Quran](https://quran.com/2/152) and [our quiz](/test)');
    expect(html).toContain(
      '<a href="https://quran.com/2/152" rel="noopener noreferrer nofollow" target="_blank">Quran</a>',
    );
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
    [
      '<img src="/ok.png" onerror="alert(1)" alt="ok">',
      '<img src="/ok.png" alt="ok" loading="lazy" decoding="async" />',
    ],
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
    const html = renderPostBody(
      '[click](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/javascript:|onerror|<iframe|alert/i);
    expect(html).toContain('click');
  });
});

describe("renderPostBody: the editor's words survive, the output is safe (decision 0010)", () => {
  it('renders a URL autolink as a link', () => {
    expect(renderPostBody('See <https://example.com/docs> for details.')).toBe(
      '<p>See <a href="https://example.com/docs" rel="noopener noreferrer nofollow" target="_blank">https://example.com/docs</a> for details.</p>',
    );
  });

  it('renders an email autolink as a mailto link', () => {
    expect(renderPostBody('Email <team@example.com> today.')).toBe(
      '<p>Email <a href="mailto:team@example.com">team@example.com</a> today.</p>',
    );
  });

  it('shows inline code that looks like a tag literally', () => {
    expect(renderPostBody('Wrap it in `<div class="x">` first.')).toBe(
      '<p>Wrap it in <code>&lt;div class="x"&gt;</code> first.</p>',
    );
  });

  it('shows a fenced block containing <script> literally, never as a script', () => {
    const html = renderPostBody('Before\n\n```html\n<script>alert(1)</script>\n<p onclick="x()">hi</p>\n```\n\nAfter');
    expect(html).toContain(
      '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n&lt;p onclick="x()"&gt;hi&lt;/p&gt;\n</code></pre>',
    );
    expect(html).not.toMatch(/<script|<p onclick/);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
  });

  it('keeps everything after an unclosed <style> (and renders it as Markdown)', () => {
    const html = renderPostBody('Intro\n\n<style>\n\n## Still here\n\nThe **rest** of the post.');
    expect(html).toContain('<p>Intro</p>');
    expect(html).toContain('<h2>Still here</h2>');
    expect(html).toContain('<p>The <strong>rest</strong> of the post.</p>');
    expect(html).not.toContain('<style');
  });

  it('keeps text after an unclosed inline <style>, <script> or <svg>', () => {
    for (const tag of ['<style>', '<script>', '<svg>', '<textarea>', '<iframe src="https://evil.example">']) {
      const html = renderPostBody(`One ${tag} two\n\nThree`);
      expect(html, tag).toContain('two');
      expect(html, tag).toContain('<p>Three</p>');
      expect(html, tag).not.toMatch(/<(style|script|svg|textarea|iframe)/);
    }
  });

  it('still removes a closed <style> or <script> with its content', () => {
    expect(renderPostBody('<style>p{display:none}</style>\n\nVisible')).toBe('<p>Visible</p>');
    expect(renderPostBody('a <script>alert(1)</script> b')).toBe('<p>a  b</p>');
  });

  it.each([
    ['a script', 'Hi <script>alert(1)</script> there'],
    [
      'an onerror handler',
      'Look <img src=x onerror=alert(1)> here\n\n<img src="/media/a.png" onerror="alert(1)" alt="a">',
    ],
    ['a javascript: link', '[click](javascript:alert(1)) and <a href="javascript:alert(1)">click</a>'],
    ['an iframe', '<iframe src="https://evil.example" onload="alert(1)"></iframe>\n\nText'],
    ['an svg onload', '<svg onload=alert(1)><circle r="4"/></svg> and <svg/onload=alert(1)>'],
  ])('neutralises %s written in a post', (_name, content) => {
    const html = renderPostBody(content);
    expect(html).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:|alert\(1\)<\/script/i);
    // Nothing executable survives: every remaining tag is on the allowlist with safe attributes.
    for (const [, tag] of html.matchAll(/<([a-z0-9]+)/gi))
      expect(['p', 'a', 'img', 'code', 'pre', 'br']).toContain(tag!.toLowerCase());
  });

  it('hasVisibleContent: text or an image counts, a lone script does not', () => {
    expect(hasVisibleContent('Hello')).toBe(true);
    expect(hasVisibleContent('![A lantern](/media/lantern.webp)')).toBe(true);
    expect(hasVisibleContent('<script>alert(1)</script>')).toBe(false);
    expect(hasVisibleContent('   \n ')).toBe(false);
  });

  it('still renders posts stored by the old sanitise-on-write rule the same way', () => {
    const stored = '## Patience & prayer\n\n> Indeed, with hardship comes ease.\n\n**Bold** and *italic*, 2 < 3';
    expect(renderPostBody(stored)).toBe(
      '<h2>Patience &amp; prayer</h2>\n<blockquote>\n<p>Indeed, with hardship comes ease.</p>\n</blockquote>\n<p><strong>Bold</strong> and <em>italic</em>, 2 &lt; 3</p>',
    );
  });
});
