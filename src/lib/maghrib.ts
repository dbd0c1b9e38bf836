// "N minutes after Maghrib in a city" as an instant (decision 0070): the prayer-time library adhan
// computes Maghrib for the city's calendar date with the city's method (src/lib/maghrib-cities.ts);
// we add the minutes. Pure, so the server and the schedule form compute the same start.
import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { localClock } from './deeds.ts';
import type { MaghribCity } from './maghrib-cities.ts';

/** The most minutes after Maghrib a session may start: past it, pick a time instead. */
export const MAGHRIB_OFFSET_MAX = 180;

export interface CityPrayerTimes {
  asr: Date;
  maghrib: Date;
  isha: Date;
}

/**
 * Asr, Maghrib and Isha on `date` ("YYYY-MM-DD", the city's calendar date). adhan reads the date's
 * year, month and day as the runtime's local ones, so the Date is built from them locally.
 */
export function prayerTimesIn(city: MaghribCity, date: string): CityPrayerTimes {
  const [year, month, day] = date.split('-').map(Number);
  const times = new PrayerTimes(
    new Coordinates(city.latitude, city.longitude),
    new Date(year!, month! - 1, day!),
    CalculationMethod[city.method](),
  );
  return { asr: times.asr, maghrib: times.maghrib, isha: times.isha };
}

/** The instant `minutes` after Maghrib in `city` on `date`. */
export function afterMaghrib(city: MaghribCity, date: string, minutes: number): Date {
  return new Date(prayerTimesIn(city, date).maghrib.getTime() + minutes * 60_000);
}

/** The city's date of a start set `minutes` after Maghrib (what an edit shows and sends back). */
export const maghribDateOf = (city: MaghribCity, start: Date, minutes: number): string =>
  localClock(new Date(start.getTime() - minutes * 60_000), city.timeZone).date;
