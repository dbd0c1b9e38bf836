// db/schema.ts is a barrel: it re-exports the tables of db/schema-<area>.ts and defines nothing,
// and no schema file imports it back (the import circle it once closed). drizzle-kit and
// db/client.ts read the barrel, so every table file must be in it.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const db = fileURLToPath(new URL('../../db/', import.meta.url));
const barrel = readFileSync(`${db}schema.ts`, 'utf8');
const areaFiles = readdirSync(db).filter((name) => /^schema-.+\.ts$/.test(name));
const code = (text: string) => text.replace(/\/\/[^\n]*/g, '').trim();

describe('db/schema.ts', () => {
  it('holds only re-exports', () => {
    const lines = code(barrel)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.filter((line) => !/^export \* from '\.\/schema-[\w-]+\.ts';$/.test(line))).toEqual([]);
  });

  it('re-exports every schema file that defines a table, and no schema file imports it', () => {
    const exported = [...barrel.matchAll(/from '\.\/(schema-[\w-]+\.ts)'/g)].map((m) => m[1]);
    for (const name of areaFiles) {
      const text = readFileSync(`${db}${name}`, 'utf8');
      expect(text, `${name} imports the barrel`).not.toMatch(/from '\.\/schema\.ts'/);
      if (/\bpgTable\(/.test(text))
        expect(exported, `${name} defines tables but db/schema.ts does not export it`).toContain(name);
    }
  });
});
