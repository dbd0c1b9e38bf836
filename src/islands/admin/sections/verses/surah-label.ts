// How the Daily Verses tab names a verse's surah: "Al-Baqarah (2)".
import { surahByNumber } from '../../../../lib/content/surahs.ts';

export const surahLabel = (n: number) => {
  const s = surahByNumber(n);
  return s ? `${s.nameEnglish} (${n})` : String(n);
};
