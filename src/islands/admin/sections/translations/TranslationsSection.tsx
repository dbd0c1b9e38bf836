// Translations (decision 0047): the catalogue strings by area and language, coverage
// per locale, filters (Missing, Outdated, Unreviewed, Same as source, drafts), search, and the
// side-by-side editor (TranslationDialog.tsx). Saves are drafts checked by the server; "Publish
// translations" first lists every change waiting and publishes the ones the publisher ticks
// (PublishDialog.tsx, decision 0047 amended 2026-11-28).
import { useState } from 'react';
import { TRANSLATION_AREAS, AREA_LABELS } from '../../../../lib/i18n/areas.ts';
import { PREFIXED_LOCALES } from '../../../../lib/i18n/locales.ts';
import { API } from '../../../../lib/routes.ts';
import {
  FILTER_LABELS,
  TRANSLATION_FILTERS,
  type TranslationItem,
  type TranslationList,
} from '../../../../lib/schemas/translations.ts';
import type { SectionProps } from '../../section-props.ts';
import { adoptStyles, DataTable, FilterBar, Pagination } from '../../kit/index.ts';
import { usePagedList } from '../../kit/lists.ts';
import { areaName, languageName } from './names.ts';
import PublishDialog from './PublishDialog.tsx';
import TranslationDialog from './TranslationDialog.tsx';
import css from './translations.css?inline';

adoptStyles('translations', css);

export default function TranslationsSection({ headingLevel = 2 }: SectionProps) {
  const [q, setQ] = useState('');
  const [area, setArea] = useState('');
  const [locale, setLocale] = useState('');
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<TranslationItem | null>(null);
  const [publishing, setPublishing] = useState(false);
  const list = usePagedList<TranslationItem>(API.adminTranslations, { q, area, locale, filter });
  const data = list.data as unknown as TranslationList | null;
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const H3 = headingLevel === 1 ? 'h2' : 'h3';

  const unpublished = data?.unpublished ?? 0;
  return (
    <section className="content-section" aria-labelledby="translations-title">
      <div className="admin-toolbar">
        <H id="translations-title">Translations</H>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={unpublished === 0}
          onClick={() => setPublishing(true)}
        >
          {`Publish translations (${unpublished})`}
        </button>
      </div>
      <p className="hint">
        Edits are drafts until you publish them. Publishing first lists every change waiting, with who wrote it; you
        choose which go out (unreviewed ones are not ticked), and the site rebuilds once. A missing or invalid string
        shows in English. Quran verse translations are not edited here.
      </p>
      {data && <Coverage coverage={data.coverage} heading={H3} />}
      <FilterBar
        search={{
          id: 'translations-search',
          label: 'Search strings',
          placeholder: 'Search by key, English or translation...',
          value: q,
          onChange: setQ,
        }}
        selects={[
          {
            id: 'translations-area',
            label: 'Area',
            value: area,
            onChange: setArea,
            allLabel: 'All areas',
            options: TRANSLATION_AREAS.map((a) => ({ value: a, label: AREA_LABELS[a] })),
          },
          {
            id: 'translations-locale',
            label: 'Language',
            value: locale,
            onChange: setLocale,
            allLabel: 'All languages',
            options: PREFIXED_LOCALES.map((c) => ({ value: c, label: languageName(c) })),
          },
          {
            id: 'translations-filter',
            label: 'Show',
            value: filter,
            onChange: setFilter,
            allLabel: 'All strings',
            options: TRANSLATION_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] })),
          },
        ]}
      />
      {list.error && (
        <p className="admin-error" role="alert">
          {list.error}
        </p>
      )}
      {data && (
        <>
          <DataTable
            caption="Strings"
            head={['String', 'English', 'Language', 'Translation', 'Status', 'Actions']}
            empty={data.items.length === 0 && 'No strings match these filters.'}
          >
            {data.items.map((item) => (
              <tr key={`${item.catalogue}.${item.key}.${item.locale}`}>
                <td>
                  <code>{item.key}</code>
                  <br />
                  <small>{areaName(item.area)}</small>
                </td>
                <td className="translation-text" lang="en" dir="ltr">
                  {item.source}
                </td>
                <td>{languageName(item.locale)}</td>
                <td className="translation-text" lang={item.locale} dir="auto">
                  {item.missing ? (
                    <em lang="en" dir="ltr">
                      Missing (English shows)
                    </em>
                  ) : (
                    item.text
                  )}
                </td>
                <td>
                  <StatusPills item={item} />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={`Edit ${item.key} in ${languageName(item.locale)}`}
                    onClick={() => setEditing(item)}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={list.page} total={data.total} onPage={list.setPage} noun="strings" />
        </>
      )}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} onPublished={() => void list.reload()} />}
      {editing && (
        <TranslationDialog
          item={editing}
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

function Coverage({ coverage, heading: H3 }: { coverage: TranslationList['coverage']; heading: 'h2' | 'h3' }) {
  const areas = [...new Set(coverage.map((c) => c.area))];
  const cell = (area: string, code: string) => coverage.find((c) => c.area === area && c.locale === code);
  return (
    <>
      <H3>Coverage</H3>
      <DataTable
        className="translations-coverage"
        caption="Translated strings per area and language"
        head={['Area', ...PREFIXED_LOCALES.map((c) => languageName(c))]}
        empty={areas.length === 0 && 'No catalogues yet.'}
      >
        {areas.map((area) => (
          <tr key={area}>
            <th scope="row">{areaName(area)}</th>
            {PREFIXED_LOCALES.map((code) => {
              const c = cell(area, code);
              return (
                <td key={code}>
                  {c ? `${c.translated}/${c.total} (${Math.floor((100 * c.translated) / Math.max(c.total, 1))}%)` : '—'}
                </td>
              );
            })}
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function StatusPills({ item }: { item: TranslationItem }) {
  const pills: [string, string][] = [];
  if (item.missing) pills.push(['Missing', 'status-draft']);
  if (item.outdated) pills.push(['Outdated', 'status-draft']);
  if (!item.missing) pills.push(item.reviewed ? ['Reviewed', 'status-active'] : ['Unreviewed', 'status-inactive']);
  if (item.same) pills.push(['Same as source', 'status-inactive']);
  if (item.draft) pills.push(['Draft', 'status-scheduled']);
  return (
    <span className="translation-pills">
      {pills.map(([label, cls]) => (
        <span key={label} className={`status-pill ${cls}`}>
          {label}
        </span>
      ))}
    </span>
  );
}
