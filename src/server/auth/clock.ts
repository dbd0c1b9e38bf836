// The clock the auth code reads. Tests move it (session expiry after 2 hours) without waiting.
let override: (() => Date) | undefined;

export function now(): Date {
  return override ? override() : new Date();
}

/** Test hook: pass a function to control time, or nothing to return to the real clock. */
export function setClock(clock?: () => Date): void {
  override = clock;
}
