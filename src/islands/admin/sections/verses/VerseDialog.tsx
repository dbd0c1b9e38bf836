// Adds or edits a daily verse: the Arabic and English come from the verified quran-json text for
// the reference typed, and an Arabic that differs from it is flagged.
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import { QURAN_ATTRIBUTION, SURAHS } from '../../../../lib/content/surahs.ts';
import { parseVerseReference } from '../../../../lib/content/verse-reference.ts';
import { VERSE_DEFAULTS, VERSE_TAGS, type Verse, type VerseInput } from '../../../../lib/schemas/content-verse.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { CheckboxGroup, Field, FormDialog, TextAreaField, TextField, useItemSave } from '../../kit/index.ts';
import { surahLabel } from './surah-label.ts';

interface VerifiedText {
  arabic: string;
  translation: string;
  surahNameEnglish: string;
  ayahNumber: string;
}

const verseForm = (verse: Verse | null): VerseInput =>
  verse
    ? {
        surah: verse.surah,
        ayahNumber: verse.ayahNumber,
        arabic: verse.arabic,
        translation: verse.translation,
        tags: [...verse.tags],
        scheduledDate: verse.scheduledDate,
        isWidgetPriority: verse.isWidgetPriority,
      }
    : { ...VERSE_DEFAULTS, tags: [] };
export function VerseDialog({
  verse,
  onClose,
  onSaved,
}: {
  verse: Verse | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<VerseInput>(() => verseForm(verse));
  const [verified, setVerified] = useState<VerifiedText | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const { busy, error, fields, saveItem, conflict } = useItemSave<Verse>(API.adminVerses, verse, 'verse', (current) =>
    setForm(verseForm(current)),
  );
  const set = <K extends keyof VerseInput>(key: K, value: VerseInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  const reference = parseVerseReference(Number(form.surah), String(form.ayahNumber));
  const refKey = reference.ok ? `${reference.range.surah}:${reference.ayah}` : '';

  // Look up the verified text whenever the reference is valid; a new verse (or a changed reference) takes it.
  useEffect(() => {
    if (!reference.ok) {
      setVerified(null);
      setLookupError(String(form.ayahNumber).trim() ? reference.message : null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const text = await guarded(() =>
          api.get<VerifiedText>(withQuery(API.adminQuran, { surah: reference.range.surah, ayah: reference.ayah })),
        );
        if (cancelled) return;
        setVerified(text);
        setLookupError(null);
        const sameAsStored = verse && `${verse.surah}:${verse.ayahNumber}` === refKey;
        if (!sameAsStored) setForm((f) => ({ ...f, arabic: text.arabic, translation: text.translation }));
      } catch (e) {
        if (!cancelled) setLookupError(errorMessage(e, 'Could not load the verified text.'));
      }
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `refKey` names the reference; the lookup runs again only when it changes
  }, [refKey]);

  const arabicDiffers =
    verified !== null &&
    verified.arabic.replace(/\s+/g, ' ').trim() !== String(form.arabic).replace(/\s+/g, ' ').trim();

  const save = () => {
    const payload = { ...form, surah: Number(form.surah), scheduledDate: form.scheduledDate || null };
    void saveItem(
      payload,
      (result) => ({
        title: verse ? 'Verse updated' : 'Verse added',
        description: `${surahLabel(result.surah)} ${result.ayahNumber}${result.scheduledDate ? ` is scheduled for ${result.scheduledDate}` : ''}.`,
      }),
      onSaved,
    );
  };

  return (
    <FormDialog
      title={verse ? 'Edit Verse' : 'Add New Verse'}
      submitLabel={verse ? 'Save Changes' : 'Add Verse'}
      busy={busy}
      error={error}
      conflict={conflict}
      onSubmit={() => void save()}
      onCancel={onClose}
      wide
    >
      <div className="field-row">
        <Field id="verse-surah" label="Surah" error={fields.surah}>
          {(d, invalid) => (
            <select
              id="verse-surah"
              value={String(form.surah)}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('surah', Number(e.target.value))}
            >
              {SURAHS.map((s) => (
                <option key={s.number} value={s.number}>
                  {s.number}. {s.nameEnglish} — {s.meaning} ({s.ayahCount} ayahs)
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id="verse-ayah"
          label="Ayah Number"
          value={String(form.ayahNumber)}
          inputMode="numeric"
          hint="1-3 or 5"
          error={fields.ayahNumber ?? lookupError ?? undefined}
          onChange={(v) => set('ayahNumber', v)}
        />
      </div>
      {verified && !arabicDiffers && (
        <p className="notice notice-ok" role="status">
          Arabic matches the verified text of {verified.surahNameEnglish} {verified.ayahNumber}.
        </p>
      )}
      {verified && arabicDiffers && (
        <p className="notice notice-warning" role="status">
          The Arabic differs from the verified text of {verified.surahNameEnglish} {verified.ayahNumber}.{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => set('arabic', verified.arabic)}>
            Use verified Arabic
          </button>
        </p>
      )}
      <TextAreaField
        id="verse-arabic"
        label="Arabic Text"
        dir="rtl"
        lang="ar"
        className="arabic"
        value={String(form.arabic)}
        error={fields.arabic}
        onChange={(v) => set('arabic', v)}
      />
      <TextAreaField
        id="verse-translation"
        label="Translation"
        value={String(form.translation)}
        error={fields.translation}
        hint={
          verified && verified.translation !== form.translation
            ? 'Edited from the Saheeh International translation.'
            : undefined
        }
        onChange={(v) => set('translation', v)}
      />
      <p className="attribution">{QURAN_ATTRIBUTION}</p>
      <CheckboxGroup
        legend="Tags"
        options={VERSE_TAGS}
        selected={form.tags}
        error={fields.tags}
        onChange={(tags) => set('tags', tags)}
      />
      <div className="field-row">
        <TextField
          id="verse-date"
          label="Schedule Date"
          type="date"
          value={form.scheduledDate ?? ''}
          error={fields.scheduledDate}
          onChange={(v) => set('scheduledDate', v || null)}
        />
        <label className="check-line">
          <input
            type="checkbox"
            checked={form.isWidgetPriority}
            onChange={(e) => set('isWidgetPriority', e.target.checked)}
          />{' '}
          Mark as priority for widget display
        </label>
      </div>
    </FormDialog>
  );
}
