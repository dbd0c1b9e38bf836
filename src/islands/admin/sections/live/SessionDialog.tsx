// Schedule a live recitation session, or edit one while it is still scheduled: title, description,
// the surah and ayah range (from the Quran metadata), reciter, audio URL, start and end in the staff
// member's local time (sent as UTC) or N minutes after Maghrib in a city (decision 0070), and an
// optional timing list. A save against an older version shows the ConflictNotice (decision 0029).
import { useState } from 'react';
import { RECITER_MAX, TITLE_MAX } from '../../../../lib/live.ts';
import { ayahCount, surahs } from '../../../../lib/quran/metadata.ts';
import type { AdminLiveSession } from '../../../../lib/schemas/live.ts';
import type { VersionConflict } from '../../../../lib/versions.ts';
import { adminApi } from '../../admin-api.ts';
import { Field, FormDialog, useSave, useVersioned } from '../../kit/index.ts';
import { LOCAL_ZONE, sessionForm, sessionInput, type SessionForm } from './live-form.ts';
import { MaghribStartFields } from './MaghribStartFields.tsx';

export function SessionDialog({
  session,
  onClose,
  onSaved,
}: {
  session: AdminLiveSession | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<SessionForm>(() => sessionForm(session));
  const { busy, error, fields, save } = useSave();
  const versioned = useVersioned<AdminLiveSession>(session?.version, 'session', (current) =>
    setForm(sessionForm(current)),
  );
  const set = <K extends keyof SessionForm>(key: K, value: SessionForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const maxAyah = ayahCount(form.surahNumber);

  const submit = () =>
    void save(
      async () => {
        const body = sessionInput(form);
        const answer =
          session && versioned.version !== undefined
            ? await adminApi.updateLiveSession(session.id, body, versioned.version)
            : await adminApi.createLiveSession(body);
        return answer.session;
      },
      (saved) => ({
        title: session ? 'Session updated' : 'Session scheduled',
        description: `${saved.title} starts ${new Date(saved.startTime).toLocaleString()}.`,
      }),
      onSaved,
      versioned.onConflict as (conflict: VersionConflict<never>) => void,
    );

  return (
    <FormDialog
      title={session ? 'Edit Session' : 'Schedule Session'}
      submitLabel={session ? 'Save Changes' : 'Schedule'}
      busy={busy}
      error={error}
      conflict={versioned.conflict}
      onSubmit={submit}
      onCancel={onClose}
      wide
    >
      <Field id="live-title" label="Title" error={fields.title}>
        {(d, invalid) => (
          <input
            id="live-title"
            value={form.title}
            maxLength={TITLE_MAX}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field id="live-description" label="Description (optional)" error={fields.description}>
        {(d, invalid) => (
          <textarea
            id="live-description"
            value={form.description}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <div className="field-row">
        <Field id="live-surah" label="Surah" error={fields.surahNumber}>
          {(d, invalid) => (
            <select
              id="live-surah"
              value={String(form.surahNumber)}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => {
                // A new surah starts on its whole range, which the staff member then narrows.
                const surah = Number(e.target.value);
                setForm((f) => ({ ...f, surahNumber: surah, firstAyah: '1', lastAyah: String(ayahCount(surah)) }));
              }}
            >
              {surahs().map((s) => (
                <option key={s.number} value={s.number}>
                  {s.number}. {s.transliteration} — {s.meaning} ({s.ayahCount} ayahs)
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="live-first" label="First ayah" hint={`1 to ${maxAyah}`} error={fields.firstAyah}>
          {(d, invalid) => (
            <input
              id="live-first"
              type="number"
              min={1}
              max={maxAyah}
              value={form.firstAyah}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('firstAyah', e.target.value)}
            />
          )}
        </Field>
        <Field id="live-last" label="Last ayah" hint={`1 to ${maxAyah}`} error={fields.lastAyah}>
          {(d, invalid) => (
            <input
              id="live-last"
              type="number"
              min={1}
              max={maxAyah}
              value={form.lastAyah}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('lastAyah', e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field id="live-reciter" label="Reciter (optional)" error={fields.reciter}>
          {(d, invalid) => (
            <input
              id="live-reciter"
              value={form.reciter}
              maxLength={RECITER_MAX}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('reciter', e.target.value)}
            />
          )}
        </Field>
        <Field id="live-audio" label="Audio URL (optional)" error={fields.audioUrl}>
          {(d, invalid) => (
            <input
              id="live-audio"
              type="url"
              value={form.audioUrl}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('audioUrl', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="live-start-mode" label="The start">
        {(d) => (
          <select
            id="live-start-mode"
            value={form.startMode}
            aria-describedby={d}
            onChange={(e) => set('startMode', e.target.value as SessionForm['startMode'])}
          >
            <option value="time">At a date and time</option>
            <option value="maghrib">Minutes after Maghrib in a city</option>
          </select>
        )}
      </Field>
      {form.startMode === 'maghrib' ? (
        <MaghribStartFields form={form} fields={fields} set={set} />
      ) : (
        <div className="field-row">
          <Field id="live-start" label="Starts" hint={`Your local time (${LOCAL_ZONE})`} error={fields.startTime}>
            {(d, invalid) => (
              <input
                id="live-start"
                type="datetime-local"
                value={form.start}
                aria-describedby={d}
                aria-invalid={invalid}
                onChange={(e) => set('start', e.target.value)}
              />
            )}
          </Field>
          <Field id="live-end" label="Ends" hint={`Your local time (${LOCAL_ZONE})`} error={fields.endTime}>
            {(d, invalid) => (
              <input
                id="live-end"
                type="datetime-local"
                value={form.end}
                aria-describedby={d}
                aria-invalid={invalid}
                onChange={(e) => set('end', e.target.value)}
              />
            )}
          </Field>
        </div>
      )}
      <Field
        id="live-timings"
        label="Ayah timings (optional)"
        hint="Seconds from the start at which each ayah of the range begins, e.g. 0, 14, 31. Leave empty to move through the ayahs by hand."
        error={fields.ayahTimings}
      >
        {(d, invalid) => (
          <input
            id="live-timings"
            value={form.timings}
            inputMode="numeric"
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('timings', e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
