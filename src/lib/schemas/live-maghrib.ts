// A session's start as "N minutes after Maghrib in a city on a date" (decision 0070): what staff send
// with a schedule or an edit, and what the back-office reads back. The server computes the start
// (src/lib/maghrib.ts) and keeps the city and the minutes on the session.
import { z } from 'zod';
import { MAGHRIB_CITY_IDS } from '../maghrib-cities.ts';
import { MAGHRIB_OFFSET_MAX } from '../maghrib.ts';

const minutesProblem = `afterMaghrib.minutes is a whole number from 0 to ${MAGHRIB_OFFSET_MAX}`;

export const AfterMaghribSchema = z.strictObject({
  city: z.enum(MAGHRIB_CITY_IDS, { error: `afterMaghrib.city is one of: ${MAGHRIB_CITY_IDS.join(', ')}` }),
  /** The city's calendar date. */
  date: z.iso.date({ error: 'afterMaghrib.date is a date like 2026-12-01' }),
  minutes: z.int({ error: minutesProblem }).min(0, minutesProblem).max(MAGHRIB_OFFSET_MAX, minutesProblem),
});
export type AfterMaghrib = z.infer<typeof AfterMaghribSchema>;
