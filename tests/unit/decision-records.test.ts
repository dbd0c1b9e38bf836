// Every decision record carries a Date and a Status line under its title, and the index
// (docs/decisions/README.md) lists each record once with the same status, so a new record cannot
// be merged without its header or its line in the index. Each index row's last cell is one sentence
// of at most 200 characters: the figures belong in the record itself.
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

// What the index says of each record in one line: the last cell of every row.
function summaries(): [string, string][] {
  return [...index.matchAll(/^\| \[(\d{4})\]\([^)]+\) \| .+ \| (.+?) \|$/gm)].map((match) => [match[1]!, match[2]!]);
}

// A cell is one sentence when it ends with one full stop and no full stop or semicolon inside it is
// followed by more text. Code spans, "e.g.", "i.e.", "etc.", "vs." and decimals such as 0.8 or
// file names such as `foo.ts` (no space after the dot) do not end a sentence.
function sentenceBreaks(cell: string): string[] {
  const masked = cell.replace(/`[^`]*`/g, 'code').replace(/\b(?:e\.g|i\.e|etc|vs|cf)\./gi, 'abbr');
  return masked.slice(0, -1).match(/[.;] +\S.{0,20}/g) ?? [];
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

  it('every index row says what was decided in one sentence of at most 200 characters', () => {
    const rows = summaries();
    expect(rows.length).toBe(records.length);
    for (const [number, cell] of rows) {
      expect(cell, `${number}: the one-line cell ends with a full stop`).toMatch(/[^.]\.$/);
      expect(sentenceBreaks(cell), `${number}: one sentence, no ". " or "; " followed by more`).toEqual([]);
      expect(cell.length, `${number}: at most 200 characters`).toBeLessThanOrEqual(200);
    }
  });
});
