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
import { Field, FormDialog, TextAreaField, TextField, useSave, useVersioned } from '../../kit/index.ts';
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
      <TextField
        id="live-title"
        label="Title"
        value={form.title}
        maxLength={TITLE_MAX}
        error={fields.title}
        onChange={(v) => set('title', v)}
      />
      <TextAreaField
        id="live-description"
        label="Description (optional)"
        value={form.description}
        error={fields.description}
        onChange={(v) => set('description', v)}
      />
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
        <TextField
          id="live-first"
          label="First ayah"
          type="number"
          min={1}
          max={maxAyah}
          value={form.firstAyah}
          hint={`1 to ${maxAyah}`}
          error={fields.firstAyah}
          onChange={(v) => set('firstAyah', v)}
        />
        <TextField
          id="live-last"
          label="Last ayah"
          type="number"
          min={1}
          max={maxAyah}
          value={form.lastAyah}
          hint={`1 to ${maxAyah}`}
          error={fields.lastAyah}
          onChange={(v) => set('lastAyah', v)}
        />
      </div>
      <div className="field-row">
        <TextField
          id="live-reciter"
          label="Reciter (optional)"
          value={form.reciter}
          maxLength={RECITER_MAX}
          error={fields.reciter}
          onChange={(v) => set('reciter', v)}
        />
        <TextField
          id="live-audio"
          label="Audio URL (optional)"
          type="url"
          value={form.audioUrl}
          error={fields.audioUrl}
          onChange={(v) => set('audioUrl', v)}
        />
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
          <TextField
            id="live-start"
            label="Starts"
            type="datetime-local"
            value={form.start}
            hint={`Your local time (${LOCAL_ZONE})`}
            error={fields.startTime}
            onChange={(v) => set('start', v)}
          />
          <TextField
            id="live-end"
            label="Ends"
            type="datetime-local"
            value={form.end}
            hint={`Your local time (${LOCAL_ZONE})`}
            error={fields.endTime}
            onChange={(v) => set('end', v)}
          />
        </div>
      )}
      <TextField
        id="live-timings"
        label="Ayah timings (optional)"
        value={form.timings}
        inputMode="numeric"
        hint="Seconds from the start at which each ayah of the range begins, e.g. 0, 14, 31. Leave empty to move through the ayahs by hand."
        error={fields.ayahTimings}
        onChange={(v) => set('timings', v)}
      />
    </FormDialog>
  );
}
