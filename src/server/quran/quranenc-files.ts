// The vendored QuranEnc exports (db/data/quranenc/, decision 0061), read from disk so the same code
// serves the build, the seed, Netlify Functions (netlify.toml includes db/data/quranenc/**) and the
// tests. A file is accepted only when its SHA-256 is the recorded one and it parses as its edition
// (src/lib/quran/quranenc-csv.ts); anything else throws, so a damaged or edited file stops the
// build and the seed instead of reaching readers. Each edition is parsed once per process, on
// first use, and never shipped to a browser.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseQuranEncCsv, QuranEncImportError, type QuranEncFile } from '../../lib/quran/quranenc-csv.ts';
import {
  QURANENC_EDITIONS,
  QURANENC_KEYS,
  type QuranEncEdition,
  type QuranEncKey,
} from '../../lib/quran/quranenc-editions.ts';

/** The working directory's db/data/quranenc (build, functions, tests), else the one next to this source file. */
export function quranEncDirectory(): string {
  const candidates = [resolve(process.cwd(), 'db/data/quranenc')];
  try {
    candidates.push(fileURLToPath(new URL('../../../db/data/quranenc', import.meta.url)));
  } catch {
    /* not a file: URL (bundled) */
  }
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`QuranEnc files not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Checks a file's bytes against an edition: the recorded SHA-256 first, then the parse. */
export function importQuranEnc(bytes: Uint8Array, edition: QuranEncEdition): QuranEncFile {
  const hash = sha256(bytes);
  if (hash !== edition.sha256)
    throw new QuranEncImportError(
      `${edition.file}: SHA-256 ${hash} is not the recorded ${edition.sha256} (the file was changed, or is another build: see db/data/quranenc/README.md)`,
    );
  return parseQuranEncCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes), edition);
}

const loaded = new Map<QuranEncKey, Promise<QuranEncFile>>();

/** An edition's checked text, loaded on first use. */
export function quranEncEdition(key: QuranEncKey): Promise<QuranEncFile> {
  let file = loaded.get(key);
  if (!file) {
    const edition: QuranEncEdition = QURANENC_EDITIONS[key];
    file = readFile(join(quranEncDirectory(), edition.file)).then((bytes) => importQuranEnc(bytes, edition));
    // A failed read is not cached, so a later request tries again (and fails loudly again).
    file.catch(() => loaded.delete(key));
    loaded.set(key, file);
  }
  return file;
}

/** Imports every vendored edition (the build and `npm start` run it): throws on the first that is refused. */
export async function checkQuranEncFiles(): Promise<string[]> {
  const lines: string[] = [];
  for (const key of QURANENC_KEYS) {
    const file = await quranEncEdition(key);
    const e = QURANENC_EDITIONS[key];
    lines.push(`${e.key} v${e.version} (${e.build}, ${e.lastUpdate}): ${file.ayahs.length} ayahs, SHA-256 verified`);
  }
  return lines;
}
