// A movable clock for end-to-end stories that span days (decision 0043). The server code reads the
// time through one function, now() in src/server/clock.ts; only this local machinery can move
// it, by installing an offset read from a file that a test writes (START_CLOCK_OFFSET_FILE: a
// number of milliseconds). Deployed functions never run this file, so production cannot move the
// clock; and a local server started for production (CONTEXT or NODE_ENV "production") refuses it.
import { readFileSync } from 'node:fs';
import { setClock } from '../../src/server/clock.ts';

/** The offset the file holds (0 while it is missing or not a whole number of milliseconds). */
export function readClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return 0;
  }
  return /^-?\d{1,15}$/.test(text) ? Number(text) : 0;
}

/**
 * Moves the server's clock by the file's offset, read at every reading of the clock so a test can
 * move it while the server runs. Returns whether it did; throws in a production context.
 */
export function installTestClock(
  file: string | undefined,
  environment: { CONTEXT?: string; NODE_ENV?: string },
): boolean {
  if (!file) return false;
  if (environment.CONTEXT?.trim() === 'production' || environment.NODE_ENV?.trim() === 'production') {
    throw new Error('START_CLOCK_OFFSET_FILE moves the clock for tests only and is refused in production.');
  }
  setClock(() => new Date(Date.now() + readClockOffset(file)));
  return true;
}
