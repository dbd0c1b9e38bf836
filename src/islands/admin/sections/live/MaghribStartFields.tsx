// The schedule form's start "N minutes after Maghrib in a city" (decision 0070): the city (with the
// calculation method used for it), the city's date, the minutes and the length, and the start this
// computes, shown before saving in the city's time and the staff member's own.
import { MAGHRIB_CITIES, maghribCity } from '../../../../lib/maghrib-cities.ts';
import { MAGHRIB_OFFSET_MAX, prayerTimesIn } from '../../../../lib/maghrib.ts';
import { SESSION_HOURS_MAX } from '../../../../lib/live.ts';
import { Field, TextField, type FieldErrors } from '../../kit/index.ts';
import { LOCAL_ZONE, maghribStart, type SessionForm } from './live-form.ts';

const timeIn = (instant: Date, timeZone: string, withDate = false) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(withDate ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
  }).format(instant);

export function MaghribStartFields({
  form,
  fields,
  set,
}: {
  form: SessionForm;
  fields: FieldErrors;
  set: <K extends keyof SessionForm>(key: K, value: SessionForm[K]) => void;
}) {
  const city = maghribCity(form.maghribCity)!;
  const start = maghribStart(form);
  const maghrib = start ? prayerTimesIn(city, form.maghribDate).maghrib : null;
  return (
    <>
      <div className="field-row">
        <Field id="live-maghrib-city" label="City" error={fields['afterMaghrib.city']}>
          {(d, invalid) => (
            <select
              id="live-maghrib-city"
              value={form.maghribCity}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('maghribCity', e.target.value as SessionForm['maghribCity'])}
            >
              {MAGHRIB_CITIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} — {c.methodLabel}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id="live-maghrib-date"
          label="Date (in that city)"
          type="date"
          value={form.maghribDate}
          error={fields['afterMaghrib.date']}
          onChange={(v) => set('maghribDate', v)}
        />
      </div>
      <div className="field-row">
        <TextField
          id="live-maghrib-minutes"
          label="Minutes after Maghrib"
          type="number"
          min={0}
          max={MAGHRIB_OFFSET_MAX}
          value={form.maghribMinutes}
          hint={`0 to ${MAGHRIB_OFFSET_MAX}`}
          error={fields['afterMaghrib.minutes']}
          onChange={(v) => set('maghribMinutes', v)}
        />
        <TextField
          id="live-length"
          label="Length in minutes"
          type="number"
          min={1}
          max={SESSION_HOURS_MAX * 60}
          value={form.lengthMinutes}
          hint={`At most ${SESSION_HOURS_MAX * 60}`}
          error={fields.endTime}
          onChange={(v) => set('lengthMinutes', v)}
        />
      </div>
      <p className="hint" aria-live="polite" data-testid="live-maghrib-start">
        {start && maghrib
          ? `Maghrib in ${city.name} is at ${timeIn(maghrib, city.timeZone)} by the ${city.methodLabel} method (a local mosque's timetable may differ by a few minutes). The session starts at ${timeIn(start, city.timeZone, true)} ${city.name} time, ${timeIn(start, LOCAL_ZONE, true)} your time (${LOCAL_ZONE}).`
          : 'Pick a city, a date and the minutes after Maghrib to see when the session starts.'}
      </p>
    </>
  );
}
