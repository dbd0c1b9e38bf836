// A data fix run at every start and build (decision 0061): Daily Verses stored with the English the
// product used before, Tanzil's copy of Saheeh International through quran-json, get the licensed
// QuranEnc text of their reference instead. Only a translation still exactly as that old source had
// it is replaced, so a staff member's own wording stays (the app is served the licensed text of the
// reference either way). Idempotent: a second run finds nothing to change.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { verses } from '../../../db/schema.ts';
import { parseVerseReference } from '../../lib/content/verse-reference.ts';
import { editionTranslation } from '../quran.ts';

interface TanzilChapter {
  verses: { translation: string }[];
}

/** Replaces the old Tanzil English of untouched verses; answers how many it changed. */
export async function refreshStoredEnglish(db: Pick<Database, 'select' | 'update'>): Promise<number> {
  const rows = await db
    .select({ id: verses.id, surah: verses.surah, ayahNumber: verses.ayahNumber, translation: verses.translation })
    .from(verses);
  if (rows.length === 0) return 0;
  const tanzil = (await import('quran-json/dist/quran_en.json', { with: { type: 'json' } })).default as TanzilChapter[];
  let changed = 0;
  for (const row of rows) {
    const ref = parseVerseReference(row.surah, row.ayahNumber);
    if (!ref.ok) continue;
    const old = tanzil[row.surah - 1]!.verses.slice(ref.range.from - 1, ref.range.to)
      .map((v) => v.translation)
      .join(' ');
    if (row.translation !== old) continue;
    const licensed = await editionTranslation('en', row.surah, row.ayahNumber);
    if (!licensed || licensed === row.translation) continue;
    await db.update(verses).set({ translation: licensed }).where(eq(verses.id, row.id));
    changed += 1;
  }
  return changed;
}
