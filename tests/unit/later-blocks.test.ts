import { describe, expect, it } from 'vitest';
import { splitAfterBlocks } from '../../src/lib/later-blocks.ts';

describe('splitAfterBlocks', () => {
  const text =
    '<p>one</p>\n<h2 id="a">A</h2>\n<ul>\n<li><p>x</p><h2>nested</h2></li>\n<li>y<br>z</li>\n</ul>\n<p>two <img src="/i.png" alt=""></p>\n<hr>\n<h2 id="b">B</h2>\n<p>three</p>';

  it('splits before the first top-level opener with enough blocks before it, counting no nested element', () => {
    const { first, later } = splitAfterBlocks(text, 3, ['h2']);
    expect(later).toBe('<h2 id="b">B</h2>\n<p>three</p>');
    expect(first + later).toBe(text);
    expect(splitAfterBlocks(text, 1, ['h2']).later.startsWith('<h2 id="a">')).toBe(true);
  });

  it('opens the later part inside a section when a paragraph may open it, never with an element it cannot carry', () => {
    expect(splitAfterBlocks(text, 3, ['h2', 'p']).later.startsWith('<p>two <img')).toBe(true);
    // the <hr> is the fifth block, but only a heading or paragraph may open
    expect(splitAfterBlocks(text, 4, ['h2', 'p']).later.startsWith('<h2 id="b">')).toBe(true);
    expect(splitAfterBlocks(text, 2, ['ul']).later.startsWith('<ul>')).toBe(true);
  });

  it('keeps the whole text first when no opener comes late enough', () => {
    expect(splitAfterBlocks(text, 6, ['h2'])).toEqual({ first: text, later: '' });
    expect(splitAfterBlocks('<p>only</p>', 0, ['h2'])).toEqual({ first: '<p>only</p>', later: '' });
    expect(splitAfterBlocks('<P>upper</P><H2>B</H2>', 1, ['h2']).later).toBe('<H2>B</H2>');
  });
});
