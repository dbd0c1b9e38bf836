// The month a monthly quota counts in (dua requests, decision 0064; dedications): the user's local
// calendar month. A change of time zone must not open next month's quota early, as it must not open
// tomorrow's deeds (decision 0060): for ZONE_CHANGE_HOURS after a change the quota stays in the
// earlier of the two zones' months. Extras bought in a store go to the month the quota counted in
// at the moment of purchase, so they are spent where they were bought.
import { localClock, wallClock } from './deeds.ts';
import { ZONE_CHANGE_HOURS, type ZoneChange } from './deeds-zone.ts';

export interface LocalMonth {
  year: number;
  /** 1-12. */
  month: number;
}

/** The calendar month it is at `instant` in `timeZone`. */
export function localMonth(instant: Date, timeZone: string): LocalMonth {
  const [year, month] = localClock(instant, timeZone).date.split('-').map(Number);
  return { year: year!, month: month! };
}

/** "2026-11". */
export const monthLabel = (m: LocalMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

const order = (m: LocalMonth) => m.year * 12 + m.month;

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the month after the one it is at `instant` begins in `timeZone`. */
export function nextMonthStarts(instant: Date, timeZone: string): Date {
  const { year, month } = localMonth(instant, timeZone);
  const midnight = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1);
  // The offset at local midnight, found in two steps (the first guess may sit across a DST change).
  const guess = midnight - zoneOffsetMs(new Date(midnight), timeZone);
  return new Date(midnight - zoneOffsetMs(new Date(guess), timeZone));
}

export interface QuotaPeriod {
  month: LocalMonth;
  /** When the quota next starts over (a 429's Retry-After counts down to it). */
  endsAt: Date;
}

/**
 * The quota's month at `instant` for a user in `timeZone` whose latest change of zone is `change`:
 * the zone they had at that instant (the one before the change if the instant came first), and
 * within ZONE_CHANGE_HOURS after a change the earlier of the two zones' months.
 */
export function quotaPeriod(instant: Date, timeZone: string, change: ZoneChange | null): QuotaPeriod {
  const since = change ? instant.getTime() - change.changedAt.getTime() : -1;
  if (!change || since >= ZONE_CHANGE_HOURS * 3_600_000) {
    return { month: localMonth(instant, timeZone), endsAt: nextMonthStarts(instant, timeZone) };
  }
  if (since < 0) {
    const zone = change.previousTimeZone;
    return { month: localMonth(instant, zone), endsAt: nextMonthStarts(instant, zone) };
  }
  const before = localMonth(instant, change.previousTimeZone);
  const now = localMonth(instant, timeZone);
  if (order(before) >= order(now)) return { month: now, endsAt: nextMonthStarts(instant, timeZone) };
  const capEnds = new Date(change.changedAt.getTime() + ZONE_CHANGE_HOURS * 3_600_000);
  const previousEnds = nextMonthStarts(instant, change.previousTimeZone);
  return { month: before, endsAt: capEnds < previousEnds ? capEnds : previousEnds };
}
