// A seedable random source so draws are reproducible in tests (mulberry32).
export type RandomSource = () => number;

export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Picks `counts[d]` items of each difficulty at random, then shuffles the whole draw. */
export function drawByDifficulty<T extends { difficulty: D }, D extends string>(
  bank: readonly T[],
  counts: Readonly<Record<D, number>>,
  random: RandomSource = Math.random,
): T[] {
  const picked: T[] = [];
  for (const difficulty of Object.keys(counts) as D[]) {
    const pool = bank.filter((item) => item.difficulty === difficulty);
    const need = counts[difficulty];
    if (pool.length < need) {
      throw new Error(`Question bank has ${pool.length} ${difficulty} questions; a draw needs ${need}.`);
    }
    picked.push(...shuffle(pool, random).slice(0, need));
  }
  return shuffle(picked, random);
}
