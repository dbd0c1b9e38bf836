// The limits on asking for app sign-in codes (decision 0059, replacing 0038's per-address lock):
// refusal only per address-and-IP and per IP, so a stranger's requests never refuse the owner on
// another network; per address across IPs a growing pause, never a refusal.

/** Codes one address may ask for from one IP per window, then 429 until the oldest leaves it. */
export const SIGN_IN_CODES_PER_EMAIL_AND_IP = 3;
/** Codes one IP may ask for (any addresses) per window. */
export const SIGN_IN_CODES_PER_IP = 20;
/** Codes one address may be sent (all IPs) per window before each request is slowed. */
export const SIGN_IN_CODES_BEFORE_SLOWDOWN = 5;
export const SIGN_IN_SLOWDOWN_STEP_MS = 500;
export const SIGN_IN_SLOWDOWN_MAX_MS = 5000;
/** How many of an address's newest codes work at once: an owner's code survives strangers' requests. */
export const SIGN_IN_OPEN_CODES = 3;

/**
 * Whole seconds until fewer than `limit` of these times (oldest first or in any order) fall in the
 * window ending at `at`, or null when already fewer: the real wait a Retry-After states.
 */
export function secondsUntilBelow(times: readonly Date[], limit: number, windowMs: number, at: Date): number | null {
  const inWindow = times
    .map((time) => time.getTime())
    .filter((time) => time > at.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return null;
  const freeing = inWindow[inWindow.length - limit]!;
  return Math.max(1, Math.ceil((freeing + windowMs - at.getTime()) / 1000));
}

/**
 * The pause before a code is made for an address that was sent this many codes in the window (all
 * IPs, this one not counted): none up to SIGN_IN_CODES_BEFORE_SLOWDOWN, then a step more per code,
 * at most SIGN_IN_SLOWDOWN_MAX_MS.
 */
export function signInSlowdownMs(codesForAddress: number): number {
  const over = codesForAddress - SIGN_IN_CODES_BEFORE_SLOWDOWN + 1;
  return over <= 0 ? 0 : Math.min(SIGN_IN_SLOWDOWN_MAX_MS, over * SIGN_IN_SLOWDOWN_STEP_MS);
}
