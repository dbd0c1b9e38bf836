// What the code and docs say about the repository is true: every repository path a comment, string
// or doc names (`src/…`, `functions/….mts`, `tests/…`, `docs/decisions/00NN-….md`, a doc's relative
// link) exists, and every "decision NNNN" cited has a record in docs/decisions/. Globs and
// placeholders (`db/schema-*.ts`, `{locale}`, `<file>`, `…`) are checked up to their first wildcard;
// URLs and paths inside longer paths (`../../src/x.ts`, `https://…/src/x`) are left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED_DIRS = ['src', 'functions', 'db', 'scripts', 'tests', 'docs'];
// The root's own files that name paths: the README and the tools' configuration.
const SCANNED_FILES = [
  'README.md',
  'astro.config.ts',
  'drizzle.config.ts',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  '.dependency-cruiser.cjs',
  'netlify.toml',
  '.env.example',
];
const EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.cjs',
  '.astro',
  '.md',
  '.mdx',
  '.sql',
  '.sh',
  '.css',
  '.json',
]);
const TOP_DIRS = ['src', 'functions', 'db', 'scripts', 'tests', 'docs', 'public'];

// Names that stand for no file on purpose, each with its reason.
const ALLOWED: Record<string, string[]> = {
  // The record's proof: violations planted by hand, then removed; and the code as it was before.
  'docs/decisions/0007-module-boundaries.md': [
    'functions/planted.mts',
    'src/islands/quiz-knowledge/planted.ts',
    'db/seed.ts',
  ],
  // Its fixture: a record that names a file.
  'tests/unit/decision-records.test.ts': ['foo.ts'],
};

// A path token starts a word (not inside a URL or a longer path) at one of the top folders.
const PATH = new RegExp(String.raw`(?<![\w./@~$-])((?:${TOP_DIRS.join('|')})/[\w.\-/\[\]{}*<>…]+)`, 'g');
const WILDCARD = /[*{<…]|\.\.\.|\/(?:N+|X+)\b|\b0+N+\b/;
const DECISION_LIST = /\bdecisions?(?:\s+records?)?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)\d{4})*)/gi;
const DECISION_PATH = /(?<![\w./-])docs\/decisions\/(\d{4})(?![\w-])/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
// A file named without its folder (`deeds.ts`, `0015_engagement_extra.sql`): some tracked file must
// have that name. Fragments (`_extra.sql`) and placeholders (`<Name>Section.tsx`) are left alone.
const BARE_NAME = /(?<![\w./@~$<>{}*…-])([A-Za-z0-9][\w-]*(?:\.[\w-]+)*\.(?:ts|tsx|mts|sql))(?![\w/-])/g;

const decisionNumbers = new Set(
  readdirSync(join(root, 'docs/decisions'))
    .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined),
);

const trackedNames = new Set(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((file) => basename(file)),
);

function exists(path: string): boolean {
  return ['', '.ts', '.tsx', '.mts'].some((ext) => existsSync(join(root, path + ext)));
}

/** Every broken reference in one file's text (`file` is relative to the repository root). */
export function brokenReferences(file: string, text: string): string[] {
  const broken: string[] = [];
  const allowed = ALLOWED[file] ?? [];
  for (const match of text.matchAll(PATH)) {
    const path = match[1]!.replace(/[.,:;)\]]+$/, '');
    if (allowed.includes(path) || /^docs\/decisions\/\d{4}$/.test(path)) continue; // the latter: a decision, below
    const wildcard = WILDCARD.exec(path);
    if (wildcard) {
      // Check what comes before the wildcard: its folder must exist.
      const folder = path.slice(0, path.lastIndexOf('/', wildcard.index) + 1);
      if (folder && !existsSync(join(root, folder))) broken.push(`${path} (no folder ${folder})`);
      continue;
    }
    if (!exists(path)) broken.push(path);
  }
  for (const match of text.matchAll(BARE_NAME)) {
    const name = match[1]!;
    if (!trackedNames.has(name) && !allowed.includes(name)) broken.push(`file ${name}`);
  }
  for (const match of text.matchAll(DECISION_LIST)) {
    for (const n of match[1]!.match(/\d{4}/g)!) if (!decisionNumbers.has(n)) broken.push(`decision ${n}`);
  }
  for (const match of text.matchAll(DECISION_PATH)) {
    if (!decisionNumbers.has(match[1]!)) broken.push(`decision ${match[1]}`);
  }
  if (extname(file) === '.md') {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!.split('#')[0]!;
      if (!target || /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue; // URL, anchor, site path
      const path = relative(root, join(root, dirname(file), target));
      if (!exists(path)) broken.push(`link ${match[1]}`);
    }
  }
  return broken;
}

function scannedFiles(): string[] {
  const files = SCANNED_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && EXTENSIONS.has(extname(entry.name)))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      // drizzle-kit's snapshots are generated, not written; this file's examples are its fixtures.
      .filter(
        (file) => !file.startsWith('db/migrations/meta/') && file !== relative(root, fileURLToPath(import.meta.url)),
      ),
  );
  return [...files, ...SCANNED_FILES];
}

// Planted names are assembled at run time so this file names no missing path itself.
const missing = (...parts: string[]) => parts.join('/');

describe('the reference check', () => {
  it('reports a planted missing path, a missing test file, a file named alone, a missing decision and a broken doc link', () => {
    const text = [
      `// see ${missing('src', 'lib', 'no-such-module.ts')} for the rule`,
      `// (${missing('tests', 'unit', 'no-such.test.ts')} checks it)`,
      `// and ${'no-such'}-helper.ts by its name alone`,
      `-- keeps it in step (decision ${'00'}08)`,
      `Decisions 0012 and ${'99'}99 say so; so does ${missing('docs', 'decisions', '0012')} and ${missing('docs', 'decisions', '9998')}.`,
      `[the record](decisions/${'9997'}-nothing.md)`,
    ].join('\n');
    expect(brokenReferences('docs/example.md', text)).toEqual([
      missing('src', 'lib', 'no-such-module.ts'),
      missing('tests', 'unit', 'no-such.test.ts'),
      'file no-such-helper.ts',
      'decision 0008',
      'decision 9999',
      'decision 9998',
      `link decisions/9997-nothing.md`,
    ]);
  });

  it('leaves URLs, longer paths, globs and placeholders alone, but checks the folder before a wildcard', () => {
    const text = [
      'https://github.com/risan/quran-json/blob/master/src/nothing-here.js',
      "import x from '../../src/nothing-here.ts';",
      '`db/schema-*.ts`, `src/content/legal/{slug}.md`, `tests/unit/<file>`, `src/server/…`, docs/decisions/00NN-short-title.md',
      'existing: `src/lib/routes.ts`, `src/lib/routes` (a module), `functions/admin-verses.mts`, src/pages/blog/[slug].astro, docs/decisions/0017',
    ].join('\n');
    expect(brokenReferences('src/example.ts', text)).toEqual([]);
    expect(brokenReferences('src/example.ts', `\`${missing('src', 'no-such-folder', '*.ts')}\``)).toEqual([
      `${missing('src', 'no-such-folder', '*.ts')} (no folder ${missing('src', 'no-such-folder')}/)`,
    ]);
  });
});

describe('the repository', () => {
  it('names only paths, files and decisions that exist, in src/, functions/, db/, scripts/, tests/, docs/, the README and the root configuration', () => {
    const broken = scannedFiles().flatMap((file) =>
      brokenReferences(file, readFileSync(join(root, file), 'utf8')).map((ref) => `${file}: ${ref}`),
    );
    expect(broken).toEqual([]);
  });
});
