// The clock the server code reads (sign-in, sessions, the app user's day), and its waits (the
// sign-in slowdowns). Tests move it (session expiry after 2 hours) without waiting; the local
// server's end-to-end stories move it by days through scripts/local-netlify/test-clock.ts (decision
// 0043). Nothing deployed calls setClock or setPause.
let override: (() => Date) | undefined;
let pauseOverride: ((ms: number) => Promise<void>) | undefined;

export function now(): Date {
  return override ? override() : new Date();
}

/** Test hook: pass a function to control time, or nothing to return to the real clock. */
export function setClock(clock?: () => Date): void {
  override = clock;
}

/** Waits `ms` in real time: the pause a sign-in slowdown puts before a guessed account's answer. */
export function pause(ms: number): Promise<void> {
  return pauseOverride ? pauseOverride(ms) : new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Test hook: pass a function that stands for the wait (a story that counts the pauses rather than
 * waits them out), or nothing to wait in real time again.
 */
export function setPause(wait?: (ms: number) => Promise<void>): void {
  pauseOverride = wait;
}
