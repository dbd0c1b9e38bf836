import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormulas } from '../../src/server/csv.ts';

/** What a spreadsheet that splits a cell at `;`, `,`, tab or a line break would see as cells. */
const spreadsheetCells = (value: string) => value.split(/[;,\t\r\n]/).map((cell) => cell.trimStart());
const isFormula = (cell: string) => /^[=+\-@]/.test(cell);

describe('CSV formula guard after a separator (decision 0031)', () => {
  it.each([
    [
      'a semicolon',
      'x;=HYPERLINK("http://evil.example","Click")',
      `"x;'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['a comma', 'Cairo,=1+1', `"Cairo,'=1+1"`],
    ['a comma and a space', 'Cairo, +20 2 1234', `"Cairo, '+20 2 1234"`],
    ['a tab', 'name\t@SUM(A1)', "name\t'@SUM(A1)"],
    ['a line break', 'line one\n-2+3', `"line one\n'-2+3"`],
    ['a carriage return', 'a\r=cmd', `"a\r'=cmd"`],
    ['several separators', ';=a;;=b', `;'=a;;'=b`],
  ])('neutralises a formula after %s', (_label, value, written) => {
    expect(csvCell(value)).toBe(written);
    for (const cell of spreadsheetCells(neutraliseFormulas(value))) expect(isFormula(cell), cell).toBe(false);
  });

  it('still neutralises a formula at the start, and leaves plain text and numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Fatima = kind; Amina - patient')).toBe('Fatima = kind; Amina - patient');
    expect(csvCell('Smith-Jones')).toBe('Smith-Jones');
    expect(csvCell('Fajr Risers; Quran Circle')).toBe('Fajr Risers; Quran Circle');
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['x;=1', 2])).toBe(`x;'=1,2\r\n`);
  });
});
