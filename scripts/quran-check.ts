// `npm run quran:check -- <file.csv> [...]`: the update path of a QuranEnc translation (decision
// 0061). Checks a downloaded QuranEnc CSV export the way the importer will (Translation Info
// block, header, every ayah of the Hafs count once and in order, text present) against the
// version its own header states, and prints what to record in src/lib/quran/quranenc-editions.ts:
// the translation ID, version, build, last update and SHA-256. Then it says whether the vendored
// edition of that ID matches it byte for byte. Exit status 1 if any file is refused.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseQuranEncCsv, QuranEncImportError } from '../src/lib/quran/quranenc-csv.ts';
import { QURANENC_EDITIONS } from '../src/lib/quran/quranenc-editions.ts';
import { sha256 } from '../src/server/quran/quranenc-files.ts';

let failed = false;
for (const path of process.argv.slice(2)) {
  const bytes = readFileSync(path);
  const text = bytes.toString('utf8');
  const key = /^# Translation ID: (\S+)/m.exec(text)?.[1] ?? '';
  const update = /^# Last update: (.+?) \((v[^)]+)\)/m.exec(text);
  try {
    if (!update) throw new QuranEncImportError('No "Last update: <time> (<build>)" line in the Translation Info block');
    const [, lastUpdate = '', build = ''] = update;
    const file = parseQuranEncCsv(text, { key, build, lastUpdate });
    const hash = sha256(bytes);
    const vendored = (QURANENC_EDITIONS as Record<string, { sha256: string; build: string }>)[key];
    console.log(`${basename(path)}: accepted`);
    console.log(`  key: ${key}\n  build: ${build}\n  version: ${build.replace(/^v/, '').replace(/-csv.*$/, '')}`);
    console.log(`  lastUpdate: ${lastUpdate}\n  ayahs: ${file.ayahs.length}\n  sha256: ${hash}`);
    console.log(
      vendored
        ? vendored.sha256 === hash
          ? '  the vendored edition is this file'
          : `  differs from the vendored ${vendored.build}: record the values above to switch to it`
        : '  a new translation: add an entry with its locale, title and publisher (QuranEnc catalogue)',
    );
  } catch (error) {
    failed = true;
    console.error(`${basename(path)}: refused: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
