// Thawab Tasks (product §2): search by name/description in every language (a row found through
// another language says which: decision 0053), category and difficulty filters (AND), the
// table with a clickable Active/Inactive pill (inactive rows dimmed), and the Add/Edit dialog with
// the product §9 defaults and per-type scheduling values.
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import { describeSchedule } from '../../../../lib/content/thawab-schedule.ts';
import { SPIRITUAL_LEVEL_NAMES } from '../../../../lib/people.ts';
import { DEED_CATEGORIES } from '../../../../lib/schemas/content-common.ts';
import type { ThawabTask } from '../../../../lib/schemas/content-thawab.ts';
import type { LevelTable } from '../../../../lib/schemas/content-quiz.ts';
import { guarded } from '../../admin-api.ts';
import type { SectionProps } from '../../section-props.ts';
import { useContentFilters } from '../content-tabs/content-filters.ts';
import {
  adoptStyles,
  capitalise,
  confirmDelete,
  EditDeleteButtons,
  FilterBar,
  PagedTable,
  StatusToggle,
  usePagedList,
  useStatusToggle,
} from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import { MatchedIn, translatedMatches } from '../content-tabs/MatchedIn.tsx';
import { ThawabDialog } from './ThawabDialog.tsx';

adoptStyles('content', contentCss);

export default function ThawabsSection({ headingLevel = 2 }: SectionProps) {
  const [editing, setEditing] = useState<ThawabTask | 'new' | null>(null);
  const { query, filters } = useContentFilters('thawab', DEED_CATEGORIES, {
    label: 'Search thawab tasks',
    placeholder: 'Search by name or description...',
  });
  const list = usePagedList<ThawabTask & SearchMatch>(API.adminThawabs.path(), query);
  const { toggling, toggle } = useStatusToggle<ThawabTask & SearchMatch>(API.adminThawabs.path, list.setData);
  const levels = useLevelNames();
  const H = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="content-section" aria-labelledby="thawabs-title">
      <div className="admin-toolbar">
        <H id="thawabs-title">Thawab Tasks</H>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add New Thawab
        </button>
      </div>
      <FilterBar {...filters} />
      <PagedTable
        list={list}
        caption="Thawab tasks"
        head={['Name', 'Category', 'XP', 'Scheduling', 'Difficulty', 'Min Level', 'Status', 'Actions']}
        empty="No thawab tasks match your search."
        noun="thawab tasks"
        row={(t) => (
          <tr key={t.id} className={t.isActive ? undefined : 'row-inactive'}>
            <td>
              <span aria-hidden="true">{t.icon}</span> {t.name}
              <MatchedIn matches={translatedMatches(t.matchedIn, t.translations)} />
            </td>
            <td>{t.category}</td>
            <td>{t.xpValue}</td>
            <td>{describeSchedule(t.schedulingType, t.schedulingValue)}</td>
            <td>{capitalise(t.difficultyLevel)}</td>
            <td>{t.minLevel}</td>
            <td>
              <StatusToggle
                active={t.isActive}
                name={t.name}
                busy={toggling === t.id}
                onToggle={() => void toggle(t)}
              />
            </td>
            <td>
              <EditDeleteButtons
                name={t.name}
                onEdit={() => setEditing(t)}
                onDelete={() =>
                  void confirmDelete(
                    'Are you sure you want to delete this thawab?',
                    () => api.delete(API.adminThawabs.path(t.id), { version: t.version }),
                    () => void list.reload(),
                  )
                }
              />
            </td>
          </tr>
        )}
      />
      {editing && (
        <ThawabDialog
          task={editing === 'new' ? null : editing}
          levels={levels}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}

/** The level names for the Min Level select (the stored table; the spec's nine until it loads). */
function useLevelNames(): string[] {
  const [names, setNames] = useState<string[]>([...SPIRITUAL_LEVEL_NAMES]);
  useEffect(() => {
    guarded(() => api.get<LevelTable>(API.adminQuizLevels))
      .then((table) => setNames(table.levels.map((l) => l.name)))
      .catch(() => undefined);
  }, []);
  return names;
}
