/** "2026-11-22 23:40" from the summary's ISO refresh time (UTC, to the minute). */
export function asOf(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
