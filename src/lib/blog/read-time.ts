// Read time from the text itself: ~220 words a minute, at least one minute.
export const WORDS_PER_MINUTE = 220;

export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/[#*_>`~[\]()!-]/g, ' ');
  return plain.split(/\s+/).filter(Boolean).length;
}

export function readTimeFor(text: string): string {
  return `${Math.max(1, Math.round(wordCount(text) / WORDS_PER_MINUTE))} min read`;
}

/** Display date of product §3 ("July 14, 2025"). */
export function displayDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The minutes of a stored read time ("5 min read", always written by readTimeFor), so a page can say
 * it in its own language; null when there is none.
 */
export function readMinutes(readTime: string | null | undefined): number | null {
  const match = /^(\d+)\b/.exec(readTime ?? '');
  return match ? Number(match[1]) : null;
}
