// Daily Verses (product §2): search by surah, ayah, the Arabic text or the translation, English or a
// published edition's (decision 0053; a row found through another language says which); tag filter; the verses table; the
// Add/Edit dialog whose Arabic and English come from the verified quran-json text; and a month
// calendar of scheduled verses with gaps and each date's Hijri date.
import { useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import { QURAN_ATTRIBUTION } from '../../../../lib/content/surahs.ts';
import { VERSE_TAGS, type Verse } from '../../../../lib/schemas/content-verse.ts';
import type { SectionProps } from '../../section-props.ts';
import { adoptStyles, confirmDelete, EditDeleteButtons, FilterBar, PagedTable, usePagedList } from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { MatchedIn, type MatchedText } from '../content-tabs/MatchedIn.tsx';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import type { LocaleCode } from '../../../../lib/i18n/locales.ts';
import { isEditionLocale, QURAN_EDITIONS } from '../../../../lib/content/quran-source.ts';
import { surahLabel } from './surah-label.ts';
import { VerseCalendar } from './VerseCalendar.tsx';
import { VerseDialog } from './VerseDialog.tsx';

adoptStyles('content', contentCss);

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
