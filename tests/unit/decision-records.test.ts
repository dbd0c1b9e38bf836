// Every decision record carries a Date and a Status line under its title, and the index
// (docs/decisions/README.md) lists each record once with the same status, so a new record cannot
// be merged without its header or its line in the index.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${dir}README.md`, 'utf8');

const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/m;
// "accepted", or "amended by 0025" / "amended by 0009 and 0033"; anything may follow in brackets.
const STATUS = /^Status: (accepted|amended by \d{4}(?:(?:, | and )\d{4})*)(?: \(.*)?$/m;

function header(name: string): string {
  // The lines near the top: the title, a blank line, Date and Status.
  return readFileSync(`${dir}${name}`, 'utf8').split('\n').slice(0, 8).join('\n');
}

function indexRows(): Map<string, { file: string; status: string }> {
  const rows = new Map<string, { file: string; status: string }>();
  for (const match of index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| .+? \| (.+?) \| .+ \|$/gm)) {
    rows.set(match[1]!, { file: match[2]!, status: match[3]! });
  }
  return rows;
}

describe('decision records', () => {
  it('there are records to check', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it.each(records)('%s has a Date and a Status line near the top', (name) => {
    const top = header(name);
    expect(top, `${name}: no "Date: YYYY-MM-DD" line near the top`).toMatch(DATE);
    expect(Number.isNaN(Date.parse(top.match(DATE)?.[1] ?? ''))).toBe(false);
    expect(top, `${name}: no "Status: accepted" or "Status: amended by NNNN" line near the top`).toMatch(STATUS);
  });

  it('every amendment names a record that exists', () => {
    const numbers = new Set(records.map((name) => name.slice(0, 4)));
    for (const name of records) {
      const status = header(name).match(STATUS)?.[1] ?? '';
      for (const cited of status.match(/\d{4}/g) ?? [])
        expect(numbers.has(cited), `${name} is amended by ${cited}`).toBe(true);
    }
  });

  it('the index lists every record once, linked, with its status', () => {
    const rows = indexRows();
    const missing = records.filter((name) => rows.get(name.slice(0, 4))?.file !== name);
    expect(missing, 'records missing from docs/decisions/README.md (or linked to another file)').toEqual([]);
    expect([...rows.keys()].sort()).toEqual(records.map((name) => name.slice(0, 4)));
    for (const name of records) {
      expect(rows.get(name.slice(0, 4))?.status, name).toBe(header(name).match(STATUS)?.[1]);
    }
  });
});
