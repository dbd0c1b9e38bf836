// The schedule form's values and their conversions. Staff type times in their own local time (a
// datetime-local input has no zone); the API stores UTC instants, so the browser converts both ways.
import { afterMaghrib } from '../../../../lib/maghrib.ts';
import { maghribCity, type MaghribCityId } from '../../../../lib/maghrib-cities.ts';
import type { AdminLiveSession } from '../../../../lib/schemas/live.ts';
import type { LiveSessionInput } from '../../admin-api.ts';

export interface SessionForm {
  title: string;
  description: string;
  surahNumber: number;
  firstAyah: string;
  lastAyah: string;
  reciter: string;
  audioUrl: string;
  /** "2026-11-28T19:30" in the staff member's local time. */
  start: string;
  end: string;
  /** Seconds from the start at which each ayah begins, comma separated; empty for none. */
  timings: string;
  /** 'time': start and end typed; 'maghrib': N minutes after Maghrib in a city, for a length (decision 0070). */
  startMode: 'time' | 'maghrib';
  maghribCity: MaghribCityId;
  /** "2026-12-05", the city's date. */
  maghribDate: string;
  maghribMinutes: string;
  lengthMinutes: string;
}

/** The start a form after Maghrib asks for, or null while a field is not filled in. */
export function maghribStart(form: SessionForm): Date | null {
  const minutes = Number(form.maghribMinutes);
  const city = maghribCity(form.maghribCity);
  if (!city || !/^\d{4}-\d{2}-\d{2}$/.test(form.maghribDate) || form.maghribMinutes.trim() === '') return null;
  if (!Number.isInteger(minutes) || minutes < 0) return null;
  return afterMaghrib(city, form.maghribDate, minutes);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (read as local time) as an ISO instant; '' when it is not a time. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

/** The browser's time zone, shown beside the time fields so staff know which clock they type in. */
export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function sessionForm(session: AdminLiveSession | null): SessionForm {
  if (!session) {
    // A new session: in an hour, for an hour, on Al-Fatiha.
    const start = new Date(Date.now() + 60 * 60_000);
    start.setMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 60 * 60_000);
    return {
      title: '',
      description: '',
      surahNumber: 1,
      firstAyah: '1',
      lastAyah: '7',
      reciter: '',
      audioUrl: '',
      start: toLocalInput(start.toISOString()),
      end: toLocalInput(end.toISOString()),
      timings: '',
      startMode: 'time',
      maghribCity: 'makkah',
      maghribDate: toLocalInput(start.toISOString()).slice(0, 10),
      maghribMinutes: '30',
      lengthMinutes: '60',
    };
  }
  const after = session.afterMaghrib;
  return {
    title: session.title,
    description: session.description ?? '',
    surahNumber: session.surah.number,
    firstAyah: String(session.firstAyah),
    lastAyah: String(session.lastAyah),
    reciter: session.reciter ?? '',
    audioUrl: session.audioUrl ?? '',
    start: toLocalInput(session.startTime),
    end: toLocalInput(session.endTime),
    timings: session.ayahTimings?.join(', ') ?? '',
    startMode: after ? 'maghrib' : 'time',
    maghribCity: after?.city ?? 'makkah',
    maghribDate: after?.date ?? toLocalInput(session.startTime).slice(0, 10),
    maghribMinutes: String(after?.minutes ?? 30),
    lengthMinutes: String(Math.round((Date.parse(session.endTime) - Date.parse(session.startTime)) / 60_000)),
  };
}

/** "0, 12, 31.5" → [0, 12, 31]; null when empty; the server checks the count and order. */
function parseTimings(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length === 0 ? null : parts.map((p) => Math.floor(Number(p)));
}

/** What the form sends; an empty optional text is null, so an edit can clear it. */
export function sessionInput(form: SessionForm): LiveSessionInput {
  const optional = (text: string) => text.trim() || null;
  return {
    title: form.title.trim(),
    description: optional(form.description),
    surahNumber: form.surahNumber,
    firstAyah: Number(form.firstAyah),
    lastAyah: Number(form.lastAyah),
    reciter: optional(form.reciter),
    audioUrl: optional(form.audioUrl),
    ...times(form),
    ayahTimings: parseTimings(form.timings),
  };
}

/**
 * Start and end as sent. After Maghrib: the start this browser computes (the server computes it
 * again and keeps the length), and the city, date and minutes.
 */
function times(form: SessionForm): Pick<LiveSessionInput, 'startTime' | 'endTime' | 'afterMaghrib'> {
  if (form.startMode === 'time')
    return { startTime: fromLocalInput(form.start), endTime: fromLocalInput(form.end), afterMaghrib: null };
  const start = maghribStart(form) ?? new Date(NaN);
  const length = Number(form.lengthMinutes) * 60_000;
  const valid = !Number.isNaN(start.getTime()) && Number.isFinite(length);
  return {
    startTime: valid ? start.toISOString() : '',
    endTime: valid ? new Date(start.getTime() + length).toISOString() : '',
    afterMaghrib: { city: form.maghribCity, date: form.maghribDate, minutes: Number(form.maghribMinutes) },
  };
}

/** "Al-Baqara 255–257" (the surah's English transliteration and the range). */
export function rangeLabel(session: Pick<AdminLiveSession, 'surah' | 'firstAyah' | 'lastAyah'>): string {
  const range =
    session.firstAyah === session.lastAyah ? `${session.firstAyah}` : `${session.firstAyah}–${session.lastAyah}`;
  return `${session.surah.name} ${range}`;
}
