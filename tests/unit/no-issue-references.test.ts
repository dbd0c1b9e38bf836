// No "issue N" outside the decision records. The issues live in a tracker outside the repository,
// so a comment, test name or doc that cites one tells its reader nothing: cite the decision record
// that holds the rule (docs/decisions/NNNN-….md, "decision NNNN"), or say the reason in a few words.
// The records themselves are dated history and may name the issue that prompted them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED_DIRS = ['src', 'functions', 'db', 'scripts', 'tests', 'docs'];
const SCANNED_FILES = ['README.md', 'astro.config.ts', 'netlify.toml', 'eslint.config.js', '.dependency-cruiser.cjs'];
/** Folders never scanned: installed, built or another checkout's. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.netlify', '.worktrees']);
const DECISIONS = join(root, 'docs/decisions');
const ISSUE_REFERENCE = /\bissues? \d+/gi;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || path === DECISIONS ? [] : files(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Every "issue N" in one file's text, as `file:line: match`. */
function issueReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(ISSUE_REFERENCE)].map((match) => `${file}:${i + 1}: ${match[0]}`));
}

describe('issue references', () => {
  it('no file outside docs/decisions/ cites an issue of the tracker', () => {
    const scanned = [
      ...SCANNED_DIRS.flatMap((dir) => files(join(root, dir))),
      ...SCANNED_FILES.map((f) => join(root, f)),
    ];
    const found = scanned.flatMap((path) => {
      const bytes = readFileSync(path);
      if (bytes.includes(0)) return []; // a binary file (image, font): no text to read
      return issueReferences(relative(root, path), bytes.toString('utf8'));
    });
    expect(found).toEqual([]);
  });

  it('the check would catch one, in either case and in the plural', () => {
    // Assembled at run time so this file cites none itself.
    const [issue, issues] = ['Issue', 'issues'];
    const text = `ok\n// fixed in ${issue} 20 and in ${issues} 9 and 12`;
    expect(issueReferences('example.md', text)).toEqual([`example.md:2: ${issue} 20`, `example.md:2: ${issues} 9`]);
  });
});
