// The dua library (decision 0064): each intention a user may ask a dua for, mapped to supplications
// of the Quran by reference only. The Arabic and the translation are read from the verified text
// (src/server/quran.ts) when a request is answered, never typed here, so nothing in this file can
// drift from the text or paraphrase it. Every reference is a whole-ayah range that holds a
// supplication (checked by hand against the English QuranEnc text; tests/unit/duas.test.ts checks it
// exists). No hadith, nothing composed: only the Quran.

export interface DuaReference {
  surah: number;
  firstAyah: number;
  lastAyah: number;
}

const ref = (surah: number, firstAyah: number, lastAyah = firstAyah): DuaReference => ({ surah, firstAyah, lastAyah });

/** Intention key (≤ 50 characters, the column's size) → its duas, in the order a user is offered them. */
export const DUA_LIBRARY = {
  // "Our Lord, we have wronged ourselves…" (Adam and Hawwa); "My Lord, forgive and have mercy…"
  forgiveness: [ref(7, 23), ref(23, 118), ref(3, 193)],
  // "Our Lord, let not our hearts deviate after You have guided us…"; the youths of the cave.
  guidance: [ref(3, 8), ref(18, 10)],
  // "My Lord, have mercy upon them as they brought me up…"; Ibrahim's "forgive me and my parents"; Nuh's.
  parents: [ref(17, 24), ref(14, 40, 41), ref(71, 28)],
  // "Our Lord, grant us from among our wives and offspring comfort to our eyes…"
  family: [ref(25, 74)],
  // "My Lord, increase me in knowledge."
  knowledge: [ref(20, 114)],
  // "Our Lord, pour upon us patience…" (before Goliath; the believing magicians).
  patience: [ref(2, 250), ref(7, 126)],
  // Yunus in the darknesses; Ayyub in adversity.
  'relief-from-distress': [ref(21, 87), ref(21, 83)],
  // Musa: "My Lord, expand for me my breast, and ease for me my task…"
  'ease-in-a-task': [ref(20, 25, 28)],
  // Musa at Madyan: "My Lord, indeed I am, for whatever good You would send down to me, in need."
  provision: [ref(28, 24)],
  // "Our Lord, give us in this world good and in the Hereafter good…"
  'good-in-this-life-and-the-next': [ref(2, 201)],
  // "Our Lord, forgive us our sins… and plant firmly our feet…"
  steadfastness: [ref(3, 147), ref(3, 8)],
  // Sulayman: "My Lord, enable me to be grateful for Your favor…"
  gratitude: [ref(27, 19)],
  // "Our Lord, do not impose blame upon us if we have forgotten or erred…"
  mercy: [ref(2, 286)],
  // "Our Lord, forgive us and our brothers who preceded us in faith…"
  'believers-who-went-before': [ref(59, 10)],
} as const satisfies Record<string, readonly DuaReference[]>;

export type DuaIntention = keyof typeof DUA_LIBRARY;
export const DUA_INTENTIONS = Object.keys(DUA_LIBRARY) as [DuaIntention, ...DuaIntention[]];
