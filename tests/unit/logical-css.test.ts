// The logical-CSS lint (scripts/lint-logical-css.ts, run by `npm test`): it catches each physical
// direction, leaves logical CSS and selectors alone, and the project's CSS passes it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPhysical, lintProject } from '../../scripts/lint-logical-css.ts';

describe('logical CSS lint', () => {
  it.each([
    ['.a { margin-left: 1rem }', 'margin-inline-start'],
    ['.a { padding-right: 0 }', 'padding-inline-end'],
    ['.a { margin-top: 0 }', 'margin-block-start'],
    ['.a { border-left: 1px solid red }', 'border-inline-start'],
    ['.a { border-bottom-color: red }', 'border-block-end-color'],
    ['.a { border-top-right-radius: 4px }', 'border-start-end-radius'],
    ['.a { position: absolute; left: 0 }', 'inset-inline-start'],
    ['.a {\n  top: 0;\n}', 'inset-block-start'],
    ['.a { text-align: right }', 'text-align: end'],
    ['.a { float: left }', 'float: inline-start'],
    ['.a { padding: 0 1rem 0 2rem }', 'padding-block and padding-inline (left and right differ)'],
    ['.a { inset: auto 1rem 1rem auto }', 'inset-block and inset-inline (left and right differ)'],
  ])('flags %j', (css, use) => {
    expect(findPhysical(css).map((finding) => finding.use)).toEqual([use]);
  });

  it.each([
    '.a { margin-inline-start: 1rem; padding-block: 0 1rem; inset-inline-end: 0 }',
    '.a { padding: 0 1rem 0 1rem; margin: 0 auto; text-align: start }',
    'a:hover { color: red } .b:first-child { top-secret: none }',
    '/* margin-left: 0 in a comment */ .a { color: red }',
    '.a { transform: translate(calc(10px + 1rem), 0) }',
  ])('accepts %j', (css) => {
    expect(findPhysical(css)).toEqual([]);
  });

  it('names the line of a finding', () => {
    expect(findPhysical('.a {\n  color: red;\n  margin-right: 0;\n}', 'x.css', 10)).toEqual([
      { file: 'x.css', line: 13, text: 'margin-right: 0', use: 'margin-inline-end' },
    ]);
  });

  it('finds nothing physical in the project’s stylesheets and .astro <style> blocks', () => {
    expect(lintProject(fileURLToPath(new URL('../..', import.meta.url)))).toEqual([]);
  });
});
