import { describe, expect, it } from 'vitest';
import { blogEditorReturnPath } from '../../src/lib/blog/editor-return.ts';
import { ADMIN } from '../../src/lib/routes.ts';

const ORIGIN = 'https://thawab.app';

describe('after a save the editor returns to the blog list it came from (decision 0058)', () => {
  it('the Blog Management page when the editor was opened there', () => {
    expect(blogEditorReturnPath(`${ORIGIN}${ADMIN.blog}`, ORIGIN)).toBe(ADMIN.blog);
    expect(blogEditorReturnPath(`${ORIGIN}${ADMIN.blog}/?q=x`, ORIGIN)).toBe(ADMIN.blog);
  });

  it("else the dashboard's Blog tab, never the role's first tab", () => {
    for (const referrer of [
      `${ORIGIN}${ADMIN.dashboard}`,
      `${ORIGIN}${ADMIN.blogEdit(7)}`,
      `${ORIGIN}${ADMIN.blogNew}`,
      '',
      'not a url',
      `https://evil.example${ADMIN.blog}`,
    ]) {
      expect(blogEditorReturnPath(referrer, ORIGIN), referrer).toBe('/admin#blog');
    }
  });
});
