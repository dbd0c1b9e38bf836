// The site-path rule for post images: only paths that stay on this origin in a browser.
import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../src/lib/blog/image-url.ts';

describe('isSitePath', () => {
  it.each(['/media/abc.webp', '/blog/covers/x.webp', '/media/a%20b.png', '/a?b=c#d'])('accepts %j', (value) => {
    expect(isSitePath(value)).toBe(true);
  });
  it.each([
    '/\\evil.example/cover.png',
    '/\\\\evil.example/cover.png',
    '\\/evil.example/cover.png',
    '//evil.example/cover.png',
    '/\t/evil.example/cover.png',
    '/\n/evil.example/cover.png',
    '/\r/evil.example/cover.png',
    '/media/a b.png',
    '/media/\u0000.png',
    'https://evil.example/cover.png',
    'http:/evil.example/cover.png',
    'media/cover.png',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
  });
});
