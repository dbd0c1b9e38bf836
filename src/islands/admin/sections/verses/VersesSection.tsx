// Daily Verses (product §2): search by surah, ayah, the Arabic text or the translation, English or a
// published edition's (decision 0053; a row found through another language says which); tag filter; the verses table; the
// Add/Edit dialog whose Arabic and English come from the verified quran-json text; and a month
// calendar of scheduled verses with gaps and each date's Hijri date.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import { QURAN_ATTRIBUTION, SURAHS, surahByNumber } from '../../../../lib/content/surahs.ts';
import { parseVerseReference } from '../../../../lib/content/verse-reference.ts';
import { daysInMonth, todayIso } from '../../../../lib/dates.ts';
import { VERSE_DEFAULTS, VERSE_TAGS, type Verse, type VerseInput } from '../../../../lib/schemas/content-verse.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import type { SectionProps } from '../../section-props.ts';
import {
  adoptStyles,
  CheckboxGroup,
  confirmDelete,
  EditDeleteButtons,
  Field,
  FilterBar,
  FormDialog,
  PagedTable,
  useItemSave,
  usePagedList,
} from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { MatchedIn, type MatchedText } from '../content-tabs/MatchedIn.tsx';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import type { LocaleCode } from '../../../../lib/i18n/locales.ts';
import { isEditionLocale, QURAN_EDITIONS } from '../../../../lib/content/quran-source.ts';

adoptStyles('content', contentCss);

interface VerifiedText {
  arabic: string;
  translation: string;
  surahNameEnglish: string;
  ayahNumber: string;
}

/** A verse in the search's results: where it matched besides English, and the editions' texts that did. */
type ListedVerse = Verse & SearchMatch & { matchedTexts?: Partial<Record<LocaleCode, string>> };

/** "Matched in العربية, the Arabic text" or "Matched in Türkçe, Diyanet's translation: …". */
function verseMatches(v: ListedVerse): MatchedText[] {
  return (v.matchedIn ?? []).map((locale) =>
    locale === 'ar'
      ? { locale, what: 'the Arabic text' }
      : {
          locale,
          what: isEditionLocale(locale) ? `${QURAN_EDITIONS[locale].title}` : 'its translation',
          text: v.matchedTexts?.[locale] ?? '',
        },
  );
}

const surahLabel = (n: number) => {
  const s = surahByNumber(n);
  return s ? `${s.nameEnglish} (${n})` : String(n);
};

export default function VersesSection({ headingLevel = 2 }: SectionProps) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('all');
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [editing, setEditing] = useState<Verse | 'new' | null>(null);
  const list = usePagedList<ListedVerse>(API.adminVerses.path(), { q: search, tag });
  const [calendarVersion, setCalendarVersion] = useState(0);
  const H = headingLevel === 1 ? 'h1' : 'h2';

  const saved = () => {
    setEditing(null);
    void list.reload();
    setCalendarVersion((v) => v + 1);
  };

  return (
    <section className="content-section" aria-labelledby="verses-title">
      <div className="admin-toolbar">
        <H id="verses-title">Daily Verses</H>
        <div className="admin-actions">
          <div className="view-switch" role="group" aria-label="View">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
            >
              Table
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-pressed={view === 'calendar'}
              onClick={() => setView('calendar')}
            >
              Calendar
            </button>
          </div>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
            Add New Verse
          </button>
        </div>
      </div>
      <p className="attribution">{QURAN_ATTRIBUTION}</p>

      {view === 'calendar' ? (
        <VerseCalendar key={calendarVersion} onOpen={(v) => setEditing(v)} />
      ) : (
        <>
          <FilterBar
            search={{
              id: 'verse-search',
              label: 'Search verses',
              placeholder: 'Search by surah, ayah, Arabic or translation...',
              value: search,
              onChange: setSearch,
            }}
            selects={[
              {
                id: 'verse-tag',
                label: 'Tag',
                value: tag,
                onChange: setTag,
                allLabel: 'All Tags',
                allValue: 'all',
                options: VERSE_TAGS,
              },
            ]}
          />
          <PagedTable
            list={list}
            caption="Daily verses"
            head={['Surah', 'Ayah', 'Arabic', 'Translation', 'Tags', 'Scheduled', 'Priority', 'Actions']}
            empty="No verses match your search."
            noun="verses"
            row={(v) => (
              <tr key={v.id}>
                <td>{surahLabel(v.surah)}</td>
                <td>{v.ayahNumber}</td>
                <td>
                  <p className="arabic" dir="rtl" lang="ar">
                    {v.arabic}
                  </p>
                  {v.arabicDiffers && <span className="status-pill status-draft">Differs from verified text</span>}
                </td>
                <td className="translation-cell">
                  {v.translation}
                  <MatchedIn matches={verseMatches(v)} />
                </td>
                <td>{v.tags.join(', ') || '—'}</td>
                <td>{v.scheduledDate ?? '—'}</td>
                <td>
                  <span className={`status-pill ${v.isWidgetPriority ? 'priority-pill' : ''}`}>
                    {v.isWidgetPriority ? 'Priority' : 'Standard'}
                  </span>
                </td>
                <td>
                  <EditDeleteButtons
                    name={`${surahLabel(v.surah)} ${v.ayahNumber}`}
                    onEdit={() => setEditing(v)}
                    onDelete={() =>
                      void confirmDelete(
                        'Are you sure you want to delete this verse?',
                        () => api.delete(API.adminVerses.path(v.id), { version: v.version }),
                        saved,
                      )
                    }
                  />
                </td>
              </tr>
            )}
          />
        </>
      )}
      {editing && (
        <VerseDialog verse={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />
      )}
    </section>
  );
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

function VerseDialog({ verse, onClose, onSaved }: { verse: Verse | null; onClose: () => void; onSaved: () => void }) {
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
        <Field
          id="verse-ayah"
          label="Ayah Number"
          hint="1-3 or 5"
          error={fields.ayahNumber ?? lookupError ?? undefined}
        >
          {(d, invalid) => (
            <input
              id="verse-ayah"
              value={String(form.ayahNumber)}
              aria-describedby={d}
              aria-invalid={invalid}
              inputMode="numeric"
              onChange={(e) => set('ayahNumber', e.target.value)}
            />
          )}
        </Field>
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
      <Field id="verse-arabic" label="Arabic Text" error={fields.arabic}>
        {(d, invalid) => (
          <textarea
            id="verse-arabic"
            dir="rtl"
            lang="ar"
            className="arabic"
            value={String(form.arabic)}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('arabic', e.target.value)}
          />
        )}
      </Field>
      <Field
        id="verse-translation"
        label="Translation"
        error={fields.translation}
        hint={
          verified && verified.translation !== form.translation
            ? 'Edited from the Saheeh International translation.'
            : undefined
        }
      >
        {(d, invalid) => (
          <textarea
            id="verse-translation"
            value={String(form.translation)}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('translation', e.target.value)}
          />
        )}
      </Field>
      <p className="attribution">{QURAN_ATTRIBUTION}</p>
      <CheckboxGroup
        legend="Tags"
        options={VERSE_TAGS}
        selected={form.tags}
        error={fields.tags}
        onChange={(tags) => set('tags', tags)}
      />
      <div className="field-row">
        <Field id="verse-date" label="Schedule Date" error={fields.scheduledDate}>
          {(d, invalid) => (
            <input
              id="verse-date"
              type="date"
              value={form.scheduledDate ?? ''}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('scheduledDate', e.target.value || null)}
            />
          )}
        </Field>
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

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_HEADS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function VerseCalendar({ onOpen }: { onOpen: (v: Verse) => void }) {
  const today = todayIso();
  const [month, setMonth] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const [items, setItems] = useState<Verse[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const days = daysInMonth(month.year, month.month);
  const iso = (day: number) => `${month.year}-${String(month.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  useEffect(() => {
    let cancelled = false;
    setItems(null);
    guarded(() => api.get<{ items: Verse[] }>(withQuery(API.adminVerses.path(), { from: iso(1), to: iso(days) })))
      .then((r) => !cancelled && setItems(r.items))
      .catch((e) => !cancelled && setError(errorMessage(e, 'Could not load the schedule.')));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `days` and `iso` derive from the month, which is listed
  }, [month.year, month.month]);

  const byDate = useMemo(() => new Map((items ?? []).map((v) => [v.scheduledDate, v])), [items]);
  const firstWeekday = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const gaps = items ? days - items.length : 0;
  const shift = (delta: number) =>
    setMonth((m) => {
      const d = new Date(Date.UTC(m.year, m.month - 1 + delta, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });

  return (
    <div>
      <div className="calendar-nav">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => shift(-1)} aria-label="Previous month">
          ‹ Previous
        </button>
        <h3 aria-live="polite">{monthTitle.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}</h3>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => shift(1)} aria-label="Next month">
          Next ›
        </button>
        {items && (
          <span className="admin-muted">
            {items.length} scheduled · {gaps} {gaps === 1 ? 'gap' : 'gaps'}
          </span>
        )}
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="calendar" role="list" aria-label="Scheduled verses by date">
        {WEEKDAY_HEADS.map((d) => (
          <div key={d} className="calendar-head" aria-hidden="true">
            {d}
          </div>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          <div key={`b${i}`} className="calendar-blank" aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const date = iso(i + 1);
          const verse = byDate.get(date);
          const jsDate = new Date(`${date}T00:00:00Z`);
          const friday = jsDate.getUTCDay() === 5;
          const classes = [
            'calendar-day',
            !verse && items ? 'is-gap' : '',
            friday ? 'is-friday' : '',
            date === today ? 'is-today' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={date} className={classes} role="listitem" data-date={date}>
              <span className="greg">
                {i + 1}
                {friday ? ' · Jumu‘ah' : ''}
              </span>
              <span className="hijri">{hijri.format(jsDate)}</span>
              {verse ? (
                <button type="button" onClick={() => onOpen(verse)}>
                  {surahLabel(verse.surah)} {verse.ayahNumber}
                </button>
              ) : (
                items && <span className="gap-label">No verse</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
