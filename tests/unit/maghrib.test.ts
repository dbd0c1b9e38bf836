// Maghrib in the curated cities (decision 0070), computed by adhan: no expected time is written here;
// the tests hold what must be true of any correct answer: Asr < Maghrib < Isha, Maghrib in the chosen
// date's local evening in the city's zone, the offset added exactly, and daylight saving followed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localClock, wallClock } from '../../src/lib/deeds.ts';
import { afterMaghrib, prayerTimesIn } from '../../src/lib/maghrib.ts';
import { MAGHRIB_CITIES, maghribCity } from '../../src/lib/maghrib-cities.ts';

afterEach(() => vi.unstubAllEnvs());

const DATES = ['2026-01-15', '2026-03-20', '2026-06-21', '2026-09-23', '2026-12-21'];

describe('Maghrib in each city', () => {
  for (const city of MAGHRIB_CITIES) {
    it(`${city.name}: Asr < Maghrib < Isha, on the chosen date's local evening`, () => {
      for (const date of DATES) {
        const { asr, maghrib, isha } = prayerTimesIn(city, date);
        expect(asr.getTime()).toBeLessThan(maghrib.getTime());
        expect(maghrib.getTime()).toBeLessThan(isha.getTime());
        const local = localClock(maghrib, city.timeZone);
        expect(local.date).toBe(date);
        expect(local.hour).toBeGreaterThanOrEqual(15);
        expect(local.hour).toBeLessThanOrEqual(21);
      }
    });
  }

  it('adds the minutes after Maghrib exactly', () => {
    const cairo = maghribCity('cairo')!;
    const maghrib = prayerTimesIn(cairo, '2026-04-10').maghrib;
    expect(afterMaghrib(cairo, '2026-04-10', 0).getTime()).toBe(maghrib.getTime());
    expect(afterMaghrib(cairo, '2026-04-10', 45).getTime() - maghrib.getTime()).toBe(45 * 60_000);
  });

  it("follows daylight saving: London's Maghrib moves by the clock change, not by an hour of sun", () => {
    const london = maghribCity('london')!;
    // 2026's British clock change is on 29 March: the local evening jumps about an hour later
    // overnight, while the instant moves by only a couple of minutes of daylight.
    const before = prayerTimesIn(london, '2026-03-28').maghrib;
    const after = prayerTimesIn(london, '2026-03-29').maghrib;
    const minutesOfDay = (d: Date) => {
      const { hour, minute } = wallClock(d, 'Europe/London');
      return hour * 60 + minute;
    };
    const instantShift = (after.getTime() - before.getTime()) / 60_000 - 24 * 60;
    expect(Math.abs(instantShift)).toBeLessThan(5);
    expect(minutesOfDay(after) - minutesOfDay(before)).toBeGreaterThan(55);
    expect(minutesOfDay(after) - minutesOfDay(before)).toBeLessThan(65);
  });

  it('is the same whatever zone the computer runs in', () => {
    const jakarta = maghribCity('jakarta')!;
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const west = prayerTimesIn(jakarta, '2026-07-01').maghrib.getTime();
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    const east = prayerTimesIn(jakarta, '2026-07-01').maghrib.getTime();
    expect(west).toBe(east);
    expect(localClock(new Date(west), 'Asia/Jakarta').date).toBe('2026-07-01');
  });
});
