// A change of time zone must not make a later day loggable early (decision 0060). Without this
// rule, a user on Etc/GMT+12 (UTC-12) who switches to Pacific/Kiritimati (UTC+14) jumps a whole
// calendar day ahead: tomorrow's deeds (and the streak day they add) become available at once, and
// switching back and forth gains a day each time.
//
// The rule: for ZONE_CHANGE_HOURS after a change, a deed's date may not be later than the date it is
// at that moment in the zone the user had before (the date they could reach without the change).
// A run of changes within that window keeps the zone from before the run, so hopping through a
// third zone gains nothing either. Moving west is not capped by this rule: the ordinary rule
// (today, or yesterday until 03:00) already bounds it. A user's first zone (none before) is no change.
import { completionDateProblem, localClock } from './deeds.ts';
import { appText } from './i18n/app-messages.ts';
import type { LocaleCode } from './i18n/locales.ts';

/** How long after a change of time zone the previous zone's date caps the deeds' dates. */
export const ZONE_CHANGE_HOURS = 24;

export interface ZoneChange {
  /** The zone the user had before the latest change (or run of changes). */
  previousTimeZone: string;
  changedAt: Date;
}

const active = (change: ZoneChange | null, instant: Date): change is ZoneChange =>
  change !== null &&
  instant.getTime() >= change.changedAt.getTime() &&
  instant.getTime() - change.changedAt.getTime() < ZONE_CHANGE_HOURS * 3_600_000;

/** The latest date a deed may have at `instant` because of a recent change, or null when none caps it. */
export function latestDateAfterZoneChange(instant: Date, change: ZoneChange | null): string | null {
  return active(change, instant) ? localClock(instant, change.previousTimeZone).date : null;
}

/**
 * Why a deed cannot be logged (or unmarked) on `date` at `instant` in `timeZone` after the user's
 * latest change of zone `change`, or null when it can: the ordinary rule of src/lib/deeds.ts, then the cap.
 */
export function deedDateProblem(
  date: string,
  instant: Date,
  timeZone: string,
  change: ZoneChange | null,
  locale: LocaleCode = 'en',
): string | null {
  const ordinary = completionDateProblem(date, instant, timeZone, locale);
  if (ordinary) return ordinary;
  const latest = latestDateAfterZoneChange(instant, change);
  if (latest !== null && date > latest) {
    return appText(locale, 'dateZoneCap', {
      date,
      previousTimeZone: change!.previousTimeZone,
      latest,
      hours: ZONE_CHANGE_HOURS,
    });
  }
  return null;
}

/**
 * The change to store when the user sets `next` while having `current` (null: none yet) and the
 * stored `prior` change: unchanged when the zone stays or is the first one; within the window of
 * the prior change, that change's zone is kept and the window starts again.
 */
export function zoneChangeAfter(
  current: string | null,
  next: string,
  prior: ZoneChange | null,
  instant: Date,
): ZoneChange | null {
  if (current === null || current === next) return prior;
  if (active(prior, instant)) return { previousTimeZone: prior.previousTimeZone, changedAt: instant };
  return { previousTimeZone: current, changedAt: instant };
}
