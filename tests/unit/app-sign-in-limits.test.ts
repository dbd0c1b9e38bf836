// The app sign-in code limits' pure rules (decision 0059): the real wait a 429 states, and the pause
// per address that slows strangers without refusing the owner.
import { describe, expect, it } from 'vitest';
import {
  secondsUntilBelow,
  signInSlowdownMs,
  SIGN_IN_CODES_BEFORE_SLOWDOWN,
  SIGN_IN_SLOWDOWN_MAX_MS,
  SIGN_IN_SLOWDOWN_STEP_MS,
} from '../../src/lib/app-auth/sign-in-limits.ts';

const HOUR = 60 * 60 * 1000;
const at = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(at.getTime() - minutes * 60_000);

describe('secondsUntilBelow', () => {
  it('is null below the limit and counts only the window', () => {
    expect(secondsUntilBelow([minutesAgo(1), minutesAgo(2)], 3, HOUR, at)).toBeNull();
    expect(secondsUntilBelow([minutesAgo(1), minutesAgo(2), minutesAgo(61)], 3, HOUR, at)).toBeNull();
  });

  it('waits until the oldest time that keeps the count at the limit leaves the window', () => {
    expect(secondsUntilBelow([minutesAgo(10), minutesAgo(20), minutesAgo(40)], 3, HOUR, at)).toBe(20 * 60);
    // Four in the window: the second oldest must leave, whatever order they came in.
    expect(secondsUntilBelow([minutesAgo(5), minutesAgo(50), minutesAgo(30), minutesAgo(15)], 3, HOUR, at)).toBe(
      30 * 60,
    );
    expect(secondsUntilBelow([at, at, at], 3, HOUR, at)).toBe(3600);
  });
});

describe('signInSlowdownMs', () => {
  it('pauses nothing up to the threshold, then a step per code, capped', () => {
    expect(signInSlowdownMs(0)).toBe(0);
    expect(signInSlowdownMs(SIGN_IN_CODES_BEFORE_SLOWDOWN - 1)).toBe(0);
    expect(signInSlowdownMs(SIGN_IN_CODES_BEFORE_SLOWDOWN)).toBe(SIGN_IN_SLOWDOWN_STEP_MS);
    expect(signInSlowdownMs(SIGN_IN_CODES_BEFORE_SLOWDOWN + 1)).toBe(2 * SIGN_IN_SLOWDOWN_STEP_MS);
    expect(signInSlowdownMs(10_000)).toBe(SIGN_IN_SLOWDOWN_MAX_MS);
  });
});
