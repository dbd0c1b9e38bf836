// The database's hidden behaviour is indexed: docs/database-triggers.md lists every trigger and
// every function the migrations create (db/migrations/*.sql, read in order, so a later
// `CREATE OR REPLACE` or DROP wins), with its table, the migration that last defines it and the
// decision behind it. This test parses the migrations and fails when the document and the SQL
// disagree, naming the row to add, change or remove.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DOC = 'docs/database-triggers.md';

interface Trigger {
  name: string;
  table: string;
  fires: string;
  fn: string;
  migration: string;
}
interface SqlFunction {
  name: string;
  returns: string;
  migration: string;
}

/** Strips `--` comments so commented-out SQL never counts. */
const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, '');

function parseMigrations(files: { name: string; sql: string }[]) {
  const triggers = new Map<string, Trigger>();
  const functions = new Map<string, SqlFunction>();
  // One pattern per statement kind, matched together so statements apply in the order written.
  const statement = new RegExp(
    [
      String.raw`\bDROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?(?<dropTrigger>\w+)\s+ON\s+(?<dropTable>\w+)`,
      String.raw`\bDROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?(?<dropFunction>\w+)`,
      String.raw`\bCREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?<fn>\w+)\s*\([^)]*\)\s*RETURNS\s+(?<returns>\w+)`,
      String.raw`\bCREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+(?<trigger>\w+)\s+(?<timing>BEFORE|AFTER|INSTEAD\s+OF)\s+(?<events>[\s\S]+?)\s+ON\s+(?<table>\w+)\b[\s\S]*?\bEXECUTE\s+(?:FUNCTION|PROCEDURE)\s+(?<runs>\w+)`,
    ].join('|'),
    'gi',
  );
  for (const { name: migration, sql } of files) {
    for (const { groups: g = {} } of withoutComments(sql).matchAll(statement)) {
      if (g.dropTrigger) triggers.delete(`${g.dropTable}.${g.dropTrigger}`);
      else if (g.dropFunction) functions.delete(g.dropFunction);
      else if (g.fn) functions.set(g.fn, { name: g.fn, returns: g.returns!.toLowerCase(), migration });
      else if (g.trigger) {
        const fires = `${g.timing!.toUpperCase().replace(/\s+/g, ' ')} ${g.events!.replace(/\s+/g, ' ')}`;
        triggers.set(`${g.table}.${g.trigger}`, { name: g.trigger, table: g.table!, fires, fn: g.runs!, migration });
      }
    }
  }
  return { triggers: [...triggers.values()], functions: [...functions.values()] };
}

function fromRepository() {
  const dir = `${root}db/migrations/`;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return parseMigrations(
    files.map((name) => ({ name: name.replace(/\.sql$/, ''), sql: readFileSync(dir + name, 'utf8') })),
  );
}

/** The rows of the Markdown table under `heading`, as arrays of cell texts (backticks removed). */
function tableUnder(doc: string, heading: string): string[][] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) return [];
  const rest = doc.slice(start + heading.length + 5);
  const section = rest.slice(0, rest.search(/\n## |$/));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

const cell = (text: string) => `| ${text} `;
const triggerRow = (t: Trigger) => [t.name, t.table, t.fires, t.fn, t.migration];
const functionRow = (f: SqlFunction, users: string[]) => [f.name, f.returns, users.join(', ') || '—', f.migration];

describe(DOC, () => {
  const doc = readFileSync(root + DOC, 'utf8');
  const { triggers, functions } = fromRepository();
  const decisions = new Set(readdirSync(`${root}docs/decisions/`).map((name) => name.slice(0, 4)));

  it('the parser reads the SQL forms the migrations use', () => {
    const parsed = parseMigrations([
      {
        name: '0001_a_extra',
        sql: 'CREATE FUNCTION f() RETURNS trigger AS $$ $$;\nCREATE TRIGGER t AFTER INSERT OR UPDATE OF x ON tab\n  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION f();\n-- CREATE TRIGGER ghost AFTER INSERT ON tab EXECUTE FUNCTION f();',
      },
      {
        name: '0002_b_extra',
        sql: 'CREATE OR REPLACE FUNCTION f() RETURNS trigger AS $$ $$;\nCREATE FUNCTION g(ids integer[]) RETURNS void AS $$ $$;\nDROP FUNCTION IF EXISTS g;',
      },
    ]);
    expect(parsed.triggers).toEqual([
      { name: 't', table: 'tab', fires: 'AFTER INSERT OR UPDATE OF x', fn: 'f', migration: '0001_a_extra' },
    ]);
    expect(parsed.functions).toEqual([{ name: 'f', returns: 'trigger', migration: '0002_b_extra' }]);
  });

  it('the migrations define triggers to index', () => {
    expect(triggers.length).toBeGreaterThan(20);
  });

  it('lists every trigger with its table, what fires it, its function and the migration that last defines it', () => {
    const rows = tableUnder(doc, 'Triggers');
    const expected = triggers.map(triggerRow).map((row) => row.join(' | '));
    const listed = rows.map((row) => row.slice(0, 5).join(' | '));
    expect(
      listed.filter((row) => !expected.includes(row)),
      'rows in the document that no migration defines (or that changed)',
    ).toEqual([]);
    expect(
      expected
        .filter((row) => !listed.includes(row))
        .map((row) => `${row.split(' | ').map(cell).join('')}| decision |`),
      'triggers missing from the document: add these rows',
    ).toEqual([]);
  });

  it("lists every function with what it returns, the triggers' tables that run it and its migration", () => {
    const rows = tableUnder(doc, 'Functions');
    const expected = functions.map((f) =>
      functionRow(f, [...new Set(triggers.filter((t) => t.fn === f.name).map((t) => t.table))].sort()).join(' | '),
    );
    const listed = rows.map((row) => row.slice(0, 4).join(' | '));
    expect(
      listed.filter((row) => !expected.includes(row)),
      'rows in the document that no migration defines (or that changed)',
    ).toEqual([]);
    expect(
      expected
        .filter((row) => !listed.includes(row))
        .map((row) => `${row.split(' | ').map(cell).join('')}| decision |`),
      'functions missing from the document: add these rows',
    ).toEqual([]);
  });

  it('names an existing decision for every row', () => {
    for (const row of [...tableUnder(doc, 'Triggers'), ...tableUnder(doc, 'Functions')]) {
      const cited = row.at(-1)!.match(/\b\d{4}\b/g) ?? [];
      expect(cited.length, `${row[0]}: no decision`).toBeGreaterThan(0);
      for (const number of cited) expect(decisions.has(number), `${row[0]} cites ${number}`).toBe(true);
    }
  });
});
