// The admin quiz's spiritual levels (product §3 "Level record", §9 minimums): nine levels, score out
// of 100. A level table is valid when names are unique and minimums rise strictly from 0 to ≤ 100.
// The nine default levels and their minimums are one table: SPIRITUAL_LEVELS in src/lib/people.ts.
export interface LevelRow {
  name: string;
  minScore: number;
}

export interface LevelIssue {
  path: string;
  message: string;
}

export function levelTableIssues(levels: readonly LevelRow[]): LevelIssue[] {
  const issues: LevelIssue[] = [];
  if (levels.length === 0) return [{ path: '', message: 'At least one level is needed' }];
  const seen = new Set<string>();
  levels.forEach((level, i) => {
    const key = level.name.trim().toLowerCase();
    if (seen.has(key)) issues.push({ path: `${i}.name`, message: `The name "${level.name.trim()}" is used twice` });
    seen.add(key);
    if (!Number.isInteger(level.minScore) || level.minScore < 0 || level.minScore > 100) {
      issues.push({ path: `${i}.minScore`, message: 'Minimum score must be a whole number from 0 to 100' });
    } else if (i === 0 && level.minScore !== 0) {
      issues.push({ path: `${i}.minScore`, message: 'The first level must start at 0' });
    } else if (i > 0 && level.minScore <= levels[i - 1]!.minScore) {
      issues.push({
        path: `${i}.minScore`,
        message: `Minimum score must be higher than ${levels[i - 1]!.name.trim()}'s (${levels[i - 1]!.minScore})`,
      });
    }
  });
  return issues;
}

/** Score buckets of Quiz Analytics: 0-10, 11-20, …, 91-100. */
export const SCORE_BUCKETS = Array.from({ length: 10 }, (_, i) => ({
  label: i === 0 ? '0-10' : `${i * 10 + 1}-${i * 10 + 10}`,
  min: i === 0 ? 0 : i * 10 + 1,
  max: i * 10 + 10,
}));

export function bucketIndex(score100: number): number {
  return score100 <= 10 ? 0 : Math.min(9, Math.ceil(score100 / 10) - 1);
}
