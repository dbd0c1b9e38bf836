// The Spiritual Levels tab: the level table with user counts and percentages, searchable in every
// language (decision 0053), edited as one versioned record with each level's translations.
import { Fragment, useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import { levelTableIssues } from '../../../../lib/content/levels.ts';
import { formInt } from '../../../../lib/schemas/content-common.ts';
import type { LevelTable } from '../../../../lib/schemas/content-quiz.ts';
import { translationsInput, type TranslationsInput } from '../../../../lib/i18n/content.ts';
import { PREFIXED_LOCALES } from '../../../../lib/i18n/locales.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { ConflictNotice, DataTable, FilterBar, useSave, useVersioned } from '../../kit/index.ts';
import { TranslationsFields } from '../content-tabs/TranslationsFields.tsx';
import { MatchedIn, translatedMatches } from '../content-tabs/MatchedIn.tsx';

export function LevelsPanel() {
  const [table, setTable] = useState<LevelTable | null>(null);
  const levels = table?.levels ?? null;
  const [draft, setDraft] = useState<
    { name: string; minScore: string; description: string; translations: TranslationsInput }[] | null
  >(null);
  const [translating, setTranslating] = useState<number | null>(null);
  const { busy, error, fields: saveFields, setError, setFields, save: saveForm } = useSave();
  // Search in every language, in SQL (decision 0053): the matching levels, shown while not editing.
  const [q, setQ] = useState('');
  const [found, setFound] = useState<LevelTable['levels'] | null>(null);
  useEffect(() => {
    if (!q.trim()) return setFound(null);
    let current = true;
    const timer = setTimeout(() => {
      guarded(() => api.get<LevelTable>(withQuery(API.adminQuizLevels, { q })))
        .then((result) => current && setFound(result.levels))
        .catch((e) => current && setError(errorMessage(e, 'Could not search the levels.')));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setError is the parent's setter; the search runs again only for a new query
  }, [q]);
  // The server names a level's fields `levels.<i>.<field>`, the local check `<i>.<field>`.
  const fields = Object.fromEntries(
    Object.entries(saveFields).map(([path, message]) => [path.replace(/^levels\./, ''), message]),
  );
  const draftOf = (t: LevelTable) =>
    t.levels.map((l) => ({
      name: l.name,
      minScore: String(l.minScore),
      description: l.description,
      translations: translationsInput(l.translations),
    }));
  const fieldsOf = (i: number) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([path]) => path.startsWith(`${i}.`))
        .map(([path, message]) => [path.slice(`${i}.`.length), message]),
    );
  // The whole table is one versioned record: a save made from an older table is a conflict.
  const versioned = useVersioned<LevelTable>(undefined, 'level table', (current) => {
    setTable(current);
    setDraft(draftOf(current));
  });

  useEffect(() => {
    guarded(() => api.get<LevelTable>(API.adminQuizLevels))
      .then(setTable)
      .catch((e) => setError(errorMessage(e, 'Could not load the levels.')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setError is the parent's setter; the search runs again only for a new query
  }, []);

  const startEdit = () => {
    if (!table) return;
    setQ('');
    setDraft(draftOf(table));
    versioned.setVersion(table.version);
    setFields({});
    setError(null);
  };
  const save = async () => {
    if (!draft) return;
    const payload = draft.map((l) => ({
      name: l.name,
      minScore: formInt(l.minScore),
      description: l.description,
      translations: l.translations,
    }));
    const local = levelTableIssues(payload);
    if (local.length) {
      setFields(Object.fromEntries(local.map((i) => [i.path, i.message])));
      setError(local[0]!.message);
      return;
    }
    await saveForm(
      () => api.put<LevelTable>(API.adminQuizLevels, { version: versioned.version, levels: payload }),
      () => ({ title: 'Levels saved', description: 'The spiritual levels were updated.' }),
      (saved) => {
        setTable(saved);
        setDraft(null);
      },
      versioned.onConflict as Parameters<typeof saveForm>[3],
    );
  };
  const edit = (i: number, key: 'name' | 'minScore' | 'description', value: string) =>
    setDraft((d) => d && d.map((l, j) => (j === i ? { ...l, [key]: value } : l)));
  const editTranslations = (i: number, translations: TranslationsInput) =>
    setDraft((d) => d && d.map((l, j) => (j === i ? { ...l, translations } : l)));

  return (
    <>
      <div className="admin-toolbar">
        <h3>Spiritual Levels</h3>
        {draft ? (
          <div className="admin-actions">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                setDraft(null);
                setFields({});
                setError(null);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => void save()}
              disabled={busy || versioned.conflict !== null}
            >
              {busy ? 'Saving...' : 'Save Levels'}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-outline btn-sm" onClick={startEdit} disabled={!levels}>
            Edit
          </button>
        )}
      </div>
      <p className="hint">Scores are out of 100. Names must be unique; minimum scores start at 0 and rise strictly.</p>
      {!draft && (
        <FilterBar
          search={{
            id: 'level-search',
            label: 'Search levels',
            placeholder: 'Search by name or description, in any language...',
            value: q,
            onChange: setQ,
          }}
        />
      )}
      {versioned.conflict && <ConflictNotice state={versioned.conflict} />}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {levels && found?.length === 0 && (
        <p className="admin-muted" role="status">
          No levels match your search.
        </p>
      )}
      {levels && (
        <DataTable
          caption="Spiritual levels"
          className="levels-table"
          head={['Level', 'Min Score', 'Description', 'Users', '% of Users', 'Translations']}
        >
          {(draft ?? found ?? levels).map((l, i) => {
            const stored = draft ? levels[i] : (found ?? levels)[i];
            const translatedCount = Object.keys(stored?.translations ?? {}).length;
            return (
              <Fragment key={i}>
                <tr>
                  {draft ? (
                    <>
                      <td>
                        <input
                          aria-label={`Level ${i + 1} name`}
                          value={l.name}
                          aria-invalid={Boolean(fields[`${i}.name`])}
                          onChange={(e) => edit(i, 'name', e.target.value)}
                        />
                        {fields[`${i}.name`] && <p className="field-error">{fields[`${i}.name`]}</p>}
                      </td>
                      <td>
                        <input
                          aria-label={`Level ${i + 1} minimum score`}
                          type="number"
                          min={0}
                          max={100}
                          value={String(l.minScore)}
                          aria-invalid={Boolean(fields[`${i}.minScore`])}
                          onChange={(e) => edit(i, 'minScore', e.target.value)}
                        />
                        {fields[`${i}.minScore`] && <p className="field-error">{fields[`${i}.minScore`]}</p>}
                      </td>
                      <td>
                        <textarea
                          aria-label={`Level ${i + 1} description`}
                          value={l.description}
                          aria-invalid={Boolean(fields[`${i}.description`])}
                          onChange={(e) => edit(i, 'description', e.target.value)}
                        />
                        {fields[`${i}.description`] && <p className="field-error">{fields[`${i}.description`]}</p>}
                      </td>
                    </>
                  ) : (
                    <>
                      <th scope="row">
                        {l.name}
                        <MatchedIn matches={translatedMatches(stored?.matchedIn, stored?.translations ?? {})} />
                      </th>
                      <td>{l.minScore}</td>
                      <td>{l.description}</td>
                    </>
                  )}
                  <td>{stored ? stored.userCount.toLocaleString('en-US') : '—'}</td>
                  <td>{stored ? `${stored.percentage}%` : '—'}</td>
                  <td>
                    {draft ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-expanded={translating === i}
                        aria-controls={`level-${i}-translations`}
                        onClick={() => setTranslating(translating === i ? null : i)}
                      >
                        Translations<span className="visually-hidden"> of level {i + 1}</span>
                      </button>
                    ) : (
                      `${translatedCount} of ${PREFIXED_LOCALES.length}`
                    )}
                  </td>
                </tr>
                {draft && translating === i && (
                  <tr id={`level-${i}-translations`}>
                    <td colSpan={6}>
                      <TranslationsFields
                        idPrefix={`level-${i}`}
                        value={draft[i]!.translations}
                        stored={stored?.translations}
                        fields={fieldsOf(i)}
                        onChange={(next) => editTranslations(i, next)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </DataTable>
      )}
    </>
  );
}
