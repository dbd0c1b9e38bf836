// The Live Recitation tab's schedule form (decision 0066): staff type times on their own clock and
// the API receives UTC instants; emptied optional texts are sent as null so an edit clears them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMaghrib } from '../../src/lib/maghrib.ts';
import { maghribCity } from '../../src/lib/maghrib-cities.ts';
import {
  fromLocalInput,
  sessionInput,
  toLocalInput,
  type SessionForm,
} from '../../src/islands/admin/sections/live/live-form.ts';

// The staff member's clock: Node reads the zone from TZ at each conversion.
afterEach(() => vi.unstubAllEnvs());

const FORM: SessionForm = {
  title: '  Evening recitation ',
  description: ' ',
  surahNumber: 67,
  firstAyah: '1',
  lastAyah: '3',
  reciter: '',
  audioUrl: '',
  start: '2026-12-01T19:30',
  end: '2026-12-01T20:30',
  timings: '0, 14 31',
  startMode: 'time',
  maghribCity: 'cairo',
  maghribDate: '2026-12-01',
  maghribMinutes: '20',
  lengthMinutes: '45',
};

describe('the schedule form', () => {
  it('reads the typed time on the staff member’s clock and sends it as UTC', () => {
    vi.stubEnv('TZ', 'Asia/Karachi'); // UTC+5 all year
    expect(fromLocalInput('2026-12-01T19:30')).toBe('2026-12-01T14:30:00.000Z');
    expect(toLocalInput('2026-12-01T14:30:00.000Z')).toBe('2026-12-01T19:30');
    vi.stubEnv('TZ', 'America/New_York');
    expect(fromLocalInput('2026-12-01T19:30')).toBe('2026-12-02T00:30:00.000Z');
    expect(fromLocalInput('')).toBe('');
  });

  it('sends trimmed texts, null for emptied optional ones, numbers and the timing list', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(sessionInput(FORM)).toEqual({
      title: 'Evening recitation',
      description: null,
      surahNumber: 67,
      firstAyah: 1,
      lastAyah: 3,
      reciter: null,
      audioUrl: null,
      startTime: '2026-12-01T19:30:00.000Z',
      endTime: '2026-12-01T20:30:00.000Z',
      afterMaghrib: null,
      ayahTimings: [0, 14, 31],
    });
    expect(sessionInput({ ...FORM, timings: ' ' }).ayahTimings).toBeNull();
  });

  it('after Maghrib, sends the start the library computes, the length, and the city, date and minutes', () => {
    // Whatever the staff member's own clock: the date is Cairo's.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const start = afterMaghrib(maghribCity('cairo')!, '2026-12-01', 20);
    const sent = sessionInput({ ...FORM, startMode: 'maghrib' });
    expect(sent.startTime).toBe(start.toISOString());
    expect(Date.parse(sent.endTime) - start.getTime()).toBe(45 * 60_000);
    expect(sent.afterMaghrib).toEqual({ city: 'cairo', date: '2026-12-01', minutes: 20 });
  });
});
