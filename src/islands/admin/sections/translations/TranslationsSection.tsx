// Translations (issue 20, decision 0047): the catalogue strings by area and language, coverage
// per locale, filters (Missing, Outdated, Unreviewed, Same as source, drafts), search, and the
// side-by-side editor with a live plural preview. Saves are drafts checked by the server; "Publish
// translations" publishes them all and rebuilds the site once.
import { useMemo, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { AREA_LABELS, TRANSLATION_AREAS, type TranslationArea } from '../../../../lib/i18n/areas.ts';
import { isPluralSource, pluralCategories, pluralPreview } from '../../../../lib/i18n/icu.ts';
import { LOCALES, PREFIXED_LOCALES, localeOf, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import { API } from '../../../../lib/routes.ts';
import {
  FILTER_LABELS,
  PLURAL_SAMPLES,
  TRANSLATION_FILTERS,
  type TranslationItem,
  type TranslationList,
} from '../../../../lib/schemas/translations.ts';
import type { SectionProps } from '../../sections.ts';
import {
  adoptStyles,
  DataTable,
  FilterBar,
  FormDialog,
  Pagination,
  formatCount,
  runAction,
  useSave,
  useVersioned,
} from '../../kit/index.ts';
import { usePagedList } from '../../kit/lists.ts';
import css from './translations.css?inline';

adoptStyles('translations', css);

const languageName = (code: string) => {
  const locale = LOCALES.find((l) => l.code === code);
  return locale ? `${locale.englishName} (${locale.code})` : code;
};
const areaName = (area: string) => AREA_LABELS[area as TranslationArea] ?? area;

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

  const publish = async () => {
    setPublishing(true);
    await runAction(
      () => api.post<{ published: string[] }>(API.adminTranslationsPublish, {}),
      {
        success: (r) => ({
          title: 'Translations published',
          description: `${formatCount(r.published.length, 'string')} published. The site is rebuilding; the pages show them in a few minutes.`,
        }),
        failure: 'Could not publish the translations',
      },
      () => list.reload(),
    );
    setPublishing(false);
  };

  const unpublished = data?.unpublished ?? 0;
  return (
    <section className="content-section" aria-labelledby="translations-title">
      <div className="admin-toolbar">
        <H id="translations-title">Translations</H>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={publishing || unpublished === 0}
          onClick={() => void publish()}
        >
          {publishing ? 'Publishing...' : `Publish translations (${unpublished})`}
        </button>
      </div>
      <p className="hint">
        Edits are drafts until you publish them; publishing rebuilds the site once. A missing or invalid string shows in
        English. Quran verse translations are not edited here.
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

function TranslationDialog({
  item,
  onClose,
  onSaved,
}: {
  item: TranslationItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const locale = item.locale as LocaleCode;
  const [text, setText] = useState(item.text);
  const [reviewed, setReviewed] = useState(item.reviewed && item.origin === 'staff');
  const form = useSave();
  const versioned = useVersioned<TranslationItem>(item.version, 'translation', (current) => {
    setText(current.text);
    setReviewed(current.reviewed);
  });
  const isPlural = isPluralSource(item.source);
  const preview = useMemo(
    () => (isPlural ? pluralPreview(locale, item.source, text, PLURAL_SAMPLES) : null),
    [isPlural, locale, item.source, text],
  );
  const save = () =>
    void form.save(
      () =>
        api.put<TranslationItem>(API.adminTranslationString, {
          catalogue: item.catalogue,
          key: item.key,
          locale: item.locale,
          text,
          reviewed,
          version: versioned.version ?? 0,
        }),
      (saved) => ({
        title: 'Draft saved',
        description: `${saved.key} in ${languageName(saved.locale)} is saved as a draft. Publish translations to put it on the site.`,
      }),
      onSaved,
      versioned.onConflict as never,
    );
  const language = localeOf(locale);
  const errorId = 'translation-text-error';
  return (
    <FormDialog
      title={`Translate ${item.key}`}
      submitLabel="Save draft"
      busyLabel="Saving..."
      busy={form.busy}
      error={form.error}
      conflict={versioned.conflict}
      onSubmit={save}
      onCancel={onClose}
      wide
    >
      <p className="hint">
        {areaName(item.area)} · {language.englishName}. Placeholders in braces (like {'{site}'}) must stay as they are;
        leave the text empty to clear it (English shows).
        {pluralCategories(locale).length > 1 && isPlural
          ? ` ${language.englishName} needs the plural categories: ${pluralCategories(locale).join(', ')}.`
          : ''}
      </p>
      <div className="translation-sides">
        <div className="admin-field">
          <span id="translation-source-label">English (source)</span>
          <pre className="translation-source" lang="en" dir="ltr" aria-labelledby="translation-source-label">
            {item.source}
          </pre>
        </div>
        <div className="admin-field">
          <label htmlFor="translation-text">{language.englishName} translation</label>
          <textarea
            id="translation-text"
            dir="auto"
            lang={locale}
            value={text}
            aria-invalid={Boolean(form.fields.text)}
            aria-describedby={form.fields.text ? errorId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {form.fields.text && (
            <p id={errorId} className="field-error">
              {form.fields.text}
            </p>
          )}
        </div>
      </div>
      <label className="check-line">
        <input type="checkbox" checked={reviewed} onChange={(e) => setReviewed(e.target.checked)} /> Reviewed by a
        native speaker
      </label>
      {preview !== null && (
        <section aria-labelledby="plural-preview-title">
          <h3 id="plural-preview-title">Plural preview</h3>
          {typeof preview === 'string' ? (
            <p className="field-error" role="status">
              {preview}
            </p>
          ) : (
            <ul className="plural-preview" aria-live="polite">
              {preview.map((p) => (
                <li key={p.count}>
                  <span className="count">{p.count.toLocaleString('en-US')}</span>
                  <span lang={locale} dir="auto">
                    {p.text}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </FormDialog>
  );
}
