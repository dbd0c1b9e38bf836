// A change of time zone cannot make a later day loggable early (decision 0060): UTC-12 → UTC+14
// jumps, runs of changes, the window's end, and the first zone.
import { describe, expect, it } from 'vitest';
import { completionDateProblem } from '../../src/lib/deeds.ts';
import {
  deedDateProblem,
  latestDateAfterZoneChange,
  ZONE_CHANGE_HOURS,
  zoneChangeAfter,
} from '../../src/lib/deeds-zone.ts';

const WEST = 'Etc/GMT+12'; // UTC-12
const EAST = 'Pacific/Kiritimati'; // UTC+14
const at = (iso: string) => new Date(iso);

describe('a change of time zone', () => {
  // 2026-03-10 12:30 UTC: 00:30 on 10 March at UTC-12, 02:30 on 11 March at UTC+14.
  const instant = at('2026-03-10T12:30:00Z');

  it('UTC-12 → UTC+14 does not make tomorrow loggable (the ordinary rule alone would)', () => {
    const change = zoneChangeAfter(WEST, EAST, null, instant)!;
    expect(change).toEqual({ previousTimeZone: WEST, changedAt: instant });
    expect(completionDateProblem('2026-03-11', instant, EAST)).toBeNull();
    expect(deedDateProblem('2026-03-11', instant, EAST, change)).toMatch(
      /has not begun yet in your previous time zone/,
    );
    expect(deedDateProblem('2026-03-10', instant, EAST, change)).toBeNull();
    expect(latestDateAfterZoneChange(instant, change)).toBe('2026-03-10');
  });

  it('lets the day in once the previous zone reaches it, and drops the cap after the window', () => {
    const change = zoneChangeAfter(WEST, EAST, null, instant)!;
    // 11 March begins at UTC-12 at 12:00 UTC on 11 March.
    expect(deedDateProblem('2026-03-11', at('2026-03-11T11:59:00Z'), EAST, change)).not.toBeNull();
    expect(deedDateProblem('2026-03-11', at('2026-03-11T12:00:00Z'), EAST, change)).toBeNull();
    const end = new Date(instant.getTime() + ZONE_CHANGE_HOURS * 3_600_000);
    expect(latestDateAfterZoneChange(new Date(end.getTime() - 1), change)).not.toBeNull();
    expect(latestDateAfterZoneChange(end, change)).toBeNull();
  });

  it('UTC+14 → UTC-12 (west) is bounded by the ordinary rule only', () => {
    const change = zoneChangeAfter(EAST, WEST, null, instant)!;
    expect(deedDateProblem('2026-03-10', instant, WEST, change)).toBeNull();
    expect(deedDateProblem('2026-03-11', instant, WEST, change)).toMatch(/in the future/);
  });

  it('a run of changes within the window keeps the zone from before the run (hopping through UTC gains nothing)', () => {
    const first = zoneChangeAfter(WEST, 'UTC', null, instant);
    const later = at('2026-03-10T14:00:00Z');
    const second = zoneChangeAfter('UTC', EAST, first, later)!;
    expect(second).toEqual({ previousTimeZone: WEST, changedAt: later });
    expect(deedDateProblem('2026-03-11', later, EAST, second)).not.toBeNull();
    // After the window a change starts from the zone the user had.
    const dayLater = at('2026-03-12T14:00:00Z');
    expect(zoneChangeAfter(EAST, 'UTC', second, dayLater)).toEqual({ previousTimeZone: EAST, changedAt: dayLater });
  });

  it('the same zone again, or the first zone ever, is no change', () => {
    expect(zoneChangeAfter(EAST, EAST, null, instant)).toBeNull();
    expect(zoneChangeAfter(null, EAST, null, instant)).toBeNull();
    expect(deedDateProblem('2026-03-11', instant, EAST, null)).toBeNull();
  });
});
