// One streak rule everywhere (docs/product.md §1): a missed day does not reset a streak. Scans the
// text the site ships (content, pages, components, layouts, public islands) for a sentence that
// says a streak resets, breaks, is lost or starts over, unless the sentence denies it. The
// back-office is left out: staff have a real "Reset streak" action.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SHIPPED = ['src/content', 'src/pages', 'src/components', 'src/layouts', 'src/islands', 'src/lib/site.ts'];
const EXTENSIONS = new Set(['.md', '.mdx', '.json', '.astro', '.tsx', '.ts']);

const STREAK = /\bstreaks?\b/i;
const ENDS =
  /\b(?:resets?|reset to|breaks?|broke|broken|breaking|restarts?|restarted|lose|loses|lost|losing|wiped?|wipes|back to (?:zero|0|one|day one)|starts? over|from scratch|one day long|goes? to (?:zero|0))\b/i;
const DENIED = /\b(?:not|never|no|without)\b|n't\b/i;

/** The sentences of `text` that claim a missed day (or anything) ends a streak. */
export function streakResetClaims(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => STREAK.test(sentence) && ENDS.test(sentence) && !DENIED.test(sentence));
}

function shippedFiles(): string[] {
  return SHIPPED.flatMap((path) => {
    if (extname(path)) return [path];
    return readdirSync(join(root, path), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && EXTENSIONS.has(extname(entry.name)))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('src/islands/admin/'));
  });
}

describe('streak claims', () => {
  it('finds the claims the site used to make, and accepts the rule stated either way', () => {
    expect(streakResetClaims('Missing a day is human. Your streak resets, but your XP stays with you.')).toEqual([
      'Your streak resets, but your XP stays with you.',
    ]);
    expect(streakResetClaims('Here is the truth: at some point, your streak will break.')).toHaveLength(1);
    expect(streakResetClaims('Log it. Your new streak is now one day long.')).toHaveLength(1);
    expect(streakResetClaims('Miss a day and you lose your streak!')).toHaveLength(1);
    expect(streakResetClaims('Your streak does not reset: a missed day simply does not add to it.')).toEqual([]);
    expect(streakResetClaims("A missed day doesn't reset your streak.\nKeep a gentle streak.")).toEqual([]);
  });

  it('the shipped text never says a streak resets, breaks or starts over', () => {
    const claims = shippedFiles().flatMap((file) =>
      streakResetClaims(readFileSync(join(root, file), 'utf8')).map((claim) => `${file}: ${claim}`),
    );
    expect(claims).toEqual([]);
  });
});
