// A post page's cover goes after the post's introduction (src/lib/blog/split-intro.ts, decision 0063).
import { describe, expect, it } from 'vitest';
import { splitIntro } from '../../src/lib/blog/split-intro.ts';

describe('splitIntro', () => {
  it('splits before the first heading of a section', () => {
    const html = '<p>One.</p>\n<p>Two.</p>\n<h2>First</h2>\n<p>Three.</p>\n<h2>Second</h2>';
    expect(splitIntro(html)).toEqual({
      intro: '<p>One.</p>\n<p>Two.</p>\n',
      rest: '<h2>First</h2>\n<p>Three.</p>\n<h2>Second</h2>',
    });
  });

  it('splits after the first paragraph when the post has no section heading', () => {
    expect(splitIntro('<p>One.</p><p>Two.</p>')).toEqual({ intro: '<p>One.</p>', rest: '<p>Two.</p>' });
  });

  it('splits after the first paragraph when the post opens with a heading', () => {
    expect(splitIntro('<h2 id="a">A</h2><p>One.</p><p>Two.</p>')).toEqual({
      intro: '<h2 id="a">A</h2><p>One.</p>',
      rest: '<p>Two.</p>',
    });
  });

  it('never splits inside a quotation, a list or any other container', () => {
    const html = '<blockquote><p>Quoted.</p><h2>Inside</h2></blockquote><p>After.</p><h2>Out</h2><p>x</p>';
    expect(splitIntro(html)).toEqual({
      intro: '<blockquote><p>Quoted.</p><h2>Inside</h2></blockquote><p>After.</p>',
      rest: '<h2>Out</h2><p>x</p>',
    });
    expect(splitIntro('<ul><li><p>a</p></li></ul><p>b</p>')).toEqual({
      intro: '<ul><li><p>a</p></li></ul><p>b</p>',
      rest: '',
    });
  });

  it('keeps the whole body together where there is no place to split', () => {
    expect(splitIntro('<ul><li>a</li></ul>')).toEqual({ intro: '<ul><li>a</li></ul>', rest: '' });
    expect(splitIntro('')).toEqual({ intro: '', rest: '' });
  });

  it('loses and adds nothing', () => {
    const html = '<p>a</p><div><p>b</p></div><h2>c</h2><p>d</p>';
    const { intro, rest } = splitIntro(html);
    expect(intro + rest).toBe(html);
  });
});
