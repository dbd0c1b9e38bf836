// The clock the server code reads (sign-in, sessions, the app user's day). Tests move it (session
// expiry after 2 hours) without waiting; the local server's end-to-end stories move it by days
// through scripts/local-netlify/test-clock.ts (decision 0043). Nothing deployed calls setClock.
let override: (() => Date) | undefined;

export function now(): Date {
  return override ? override() : new Date();
}

/** Test hook: pass a function to control time, or nothing to return to the real clock. */
export function setClock(clock?: () => Date): void {
  override = clock;
}
