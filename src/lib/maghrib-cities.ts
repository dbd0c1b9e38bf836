// The cities staff may start a live recitation session from "N minutes after Maghrib" (decision
// 0070): a short curated list, each with the calculation method of the prayer-time library adhan
// (batoulapps, MIT) that is widely used there. Methods differ in their angles and in the minutes of
// precaution they add to sunset; none is the only correct one, and a mosque's own timetable may
// differ by a few minutes. The list grows by adding a row here.
export const MAGHRIB_METHODS = [
  'UmmAlQura',
  'Egyptian',
  'Karachi',
  'Turkey',
  'Singapore',
  'MoonsightingCommittee',
  'NorthAmerica',
] as const;
export type MaghribMethod = (typeof MAGHRIB_METHODS)[number];

export interface MaghribCity {
  /** A stable key stored on the session. */
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** IANA time zone: the chosen date is this city's calendar date. */
  timeZone: string;
  method: MaghribMethod;
  /** The method as staff read it in the form. */
  methodLabel: string;
}

export const MAGHRIB_CITIES = [
  {
    id: 'makkah',
    name: 'Makkah',
    latitude: 21.4225,
    longitude: 39.8262,
    timeZone: 'Asia/Riyadh',
    method: 'UmmAlQura',
    methodLabel: 'Umm al-Qura',
  },
  {
    id: 'cairo',
    name: 'Cairo',
    latitude: 30.0444,
    longitude: 31.2357,
    timeZone: 'Africa/Cairo',
    method: 'Egyptian',
    methodLabel: 'Egyptian General Authority of Survey',
  },
  {
    id: 'karachi',
    name: 'Karachi',
    latitude: 24.8607,
    longitude: 67.0011,
    timeZone: 'Asia/Karachi',
    method: 'Karachi',
    methodLabel: 'University of Islamic Sciences, Karachi',
  },
  {
    id: 'istanbul',
    name: 'Istanbul',
    latitude: 41.0082,
    longitude: 28.9784,
    timeZone: 'Europe/Istanbul',
    method: 'Turkey',
    methodLabel: 'Diyanet (Turkey)',
  },
  {
    id: 'jakarta',
    name: 'Jakarta',
    latitude: -6.2088,
    longitude: 106.8456,
    timeZone: 'Asia/Jakarta',
    // adhan has no Kemenag method; Singapore's angles (20°, 18°) are Kemenag's.
    method: 'Singapore',
    methodLabel: 'Singapore (the angles Kemenag uses)',
  },
  {
    id: 'london',
    name: 'London',
    latitude: 51.5074,
    longitude: -0.1278,
    timeZone: 'Europe/London',
    method: 'MoonsightingCommittee',
    methodLabel: 'Moonsighting Committee',
  },
  {
    id: 'new-york',
    name: 'New York',
    latitude: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
    method: 'NorthAmerica',
    methodLabel: 'ISNA (North America)',
  },
] as const satisfies readonly MaghribCity[];
export type MaghribCityId = (typeof MAGHRIB_CITIES)[number]['id'];
export const MAGHRIB_CITY_IDS = MAGHRIB_CITIES.map((c) => c.id) as [MaghribCityId, ...MaghribCityId[]];

export const maghribCity = (id: string): MaghribCity | undefined => MAGHRIB_CITIES.find((c) => c.id === id);
