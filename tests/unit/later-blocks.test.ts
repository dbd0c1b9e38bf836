import { describe, expect, it } from 'vitest';
import { splitBeforeLaterHeading } from '../../src/lib/later-blocks.ts';

describe('splitBeforeLaterHeading', () => {
  const text =
    '<p>one</p>\n<h2 id="a">A</h2>\n<ul>\n<li><p>x</p><h2>nested</h2></li>\n<li>y<br>z</li>\n</ul>\n<p>two <img src="/i.png" alt=""></p>\n<hr>\n<h2 id="b">B</h2>\n<p>three</p>';

  it('splits before the first top-level heading with enough blocks before it, counting no nested element', () => {
    const { first, later } = splitBeforeLaterHeading(text, 3);
    expect(later).toBe('<h2 id="b">B</h2>\n<p>three</p>');
    expect(first + later).toBe(text);
    expect(splitBeforeLaterHeading(text, 1).later.startsWith('<h2 id="a">')).toBe(true);
  });

  it('keeps the whole text first when no heading comes late enough', () => {
    expect(splitBeforeLaterHeading(text, 6)).toEqual({ first: text, later: '' });
    expect(splitBeforeLaterHeading('<p>only</p>', 0)).toEqual({ first: '<p>only</p>', later: '' });
  });
});
