// Spiritual Quiz (product §2): three sub-tabs. Question Bank (default): search, category and
// difficulty filters, add/edit with four options and points (defaults 0, 2, 4, 6), delete, usage
// count (read-only: finished public quiz runs that answered the question, counted by the server
// with each stored completion; decision 0023). Spiritual Levels: the level table with user counts and percentages, editable,
// searchable in every language (decision 0053). Quiz
// Analytics: score distribution, completions, average score and difficulty summary from stored
// completions.
import { Fragment, useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import { levelTableIssues } from '../../../../lib/content/levels.ts';
import { DIFFICULTY_LEVELS, formInt } from '../../../../lib/schemas/content-common.ts';
import {
  QUIZ_CATEGORIES,
  QUIZ_KINDS,
  QUIZ_QUESTION_DEFAULTS,
  type QuizQuestion,
  type QuizQuestionInput,
  type LevelTable,
} from '../../../../lib/schemas/content-quiz.ts';
import { OPTION_POINTS_HINT } from '../../../../lib/quiz/published-bank.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import type { SectionProps } from '../../section-props.ts';
import { useContentFilters } from '../content-tabs/content-filters.ts';
import {
  adoptStyles,
  ConflictNotice,
  useVersioned,
  StatCard,
  capitalise,
  confirmDelete,
  DataTable,
  EditDeleteButtons,
  Field,
  FilterBar,
  FormDialog,
  PagedTable,
  SelectField,
  TabList,
  TabPanel,
  useItemSave,
  usePagedList,
  useSave,
} from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { TranslationsFields } from '../content-tabs/TranslationsFields.tsx';
import { QuestionTranslationsFields, type QuestionDrafts } from './QuestionTranslations.tsx';
import { questionTranslationsInput } from '../../../../lib/quiz/question-translations.ts';
import { MatchedIn, translatedMatches } from '../content-tabs/MatchedIn.tsx';
import { translationsInput, type TranslationsInput } from '../../../../lib/i18n/content.ts';
import { PREFIXED_LOCALES } from '../../../../lib/i18n/locales.ts';

adoptStyles('content', contentCss);

const TABS = [
  { id: 'bank', label: 'Question Bank' },
  { id: 'levels', label: 'Spiritual Levels' },
  { id: 'analytics', label: 'Quiz Analytics' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const QUIZ_LABEL: Record<string, string> = { knowledge: 'Knowledge quiz', self_assessment: 'Self-assessment' };

export default function QuizSection({ headingLevel = 2 }: SectionProps) {
  const [tab, setTab] = useState<TabId>('bank');
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="content-section" aria-labelledby="quiz-title">
      <div className="admin-toolbar">
        <H id="quiz-title">Spiritual Quiz</H>
      </div>
      <TabList label="Spiritual Quiz" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="quiz" />
      <TabPanel idPrefix="quiz" selected={tab}>
        {tab === 'bank' && <QuestionBank />}
        {tab === 'levels' && <LevelsPanel />}
        {tab === 'analytics' && <AnalyticsPanel />}
      </TabPanel>
    </section>
  );
}

function QuestionBank() {
  const [editing, setEditing] = useState<QuizQuestion | 'new' | null>(null);
  const { query, filters } = useContentFilters('question', QUIZ_CATEGORIES, {
    label: 'Search questions',
    placeholder: 'Search questions in any language...',
  });
  const list = usePagedList<QuizQuestion>(API.adminQuizQuestions.path(), query);
  return (
    <>
      <div className="admin-toolbar">
        <h3>Question Bank</h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add New Question
        </button>
      </div>
      <FilterBar {...filters} />
      <PagedTable
        list={list}
        caption="Quiz questions"
        head={['Question', 'Quiz', 'Category', 'Difficulty', 'Points', 'Usage', 'Translations', 'Actions']}
        empty="No questions match your search."
        noun="questions"
        row={(q) => (
          <tr key={q.id}>
            <td>{q.question}</td>
            <td>{QUIZ_LABEL[q.quiz] ?? q.quiz}</td>
            <td>{q.category}</td>
            <td>{capitalise(q.difficulty)}</td>
            <td>{q.options.map((o) => o.points).join(' / ')}</td>
            <td>{q.usageCount.toLocaleString('en-US')}</td>
            <td>
              {Object.keys(q.translations).length} of {PREFIXED_LOCALES.length}
            </td>
            <td>
              <EditDeleteButtons
                name={`question ${q.id}`}
                onEdit={() => setEditing(q)}
                onDelete={() =>
                  void confirmDelete(
                    'Are you sure you want to delete this question?',
                    () => api.delete(API.adminQuizQuestions.path(q.id), { version: q.version }),
                    () => void list.reload(),
                  )
                }
              />
            </td>
          </tr>
        )}
      />
      {editing && (
        <QuestionDialog
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </>
  );
}

function QuestionDialog({
  question,
  onClose,
  onSaved,
}: {
  question: QuizQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const base = question ?? QUIZ_QUESTION_DEFAULTS;
  const formOf = (q: typeof base) => ({
    quiz: q.quiz,
    question: q.question,
    difficulty: q.difficulty,
    category: q.category,
  });
  const optionsOf = (q: typeof base) => q.options.map((o) => ({ text: o.text, points: String(o.points) }));
  const translationsOf = (q: QuizQuestion | null) => questionTranslationsInput(q?.translations, base.options.length);
  const [form, setForm] = useState(() => formOf(base));
  const [options, setOptions] = useState(() => optionsOf(base));
  const [translations, setTranslations] = useState<QuestionDrafts>(() => translationsOf(question));
  const { busy, error, fields, saveItem, conflict } = useItemSave<QuizQuestion>(
    API.adminQuizQuestions,
    question,
    'question',
    (current) => {
      setForm(formOf(current));
      setOptions(optionsOf(current));
      setTranslations(translationsOf(current));
    },
  );

  const save = () => {
    const payload = {
      ...form,
      options: options.map((o) => ({ text: o.text, points: formInt(o.points) })) as QuizQuestionInput['options'],
      translations,
    };
    void saveItem(
      payload,
      () => ({
        title: question ? 'Question updated' : 'Question added',
        description: 'The question bank was saved.',
      }),
      onSaved,
    );
  };

  return (
    <FormDialog
      title={question ? 'Edit Question' : 'Add New Question'}
      submitLabel={question ? 'Save Changes' : 'Add Question'}
      busy={busy}
      error={error}
      conflict={conflict}
      onSubmit={() => void save()}
      onCancel={onClose}
      wide
    >
      <Field id="question-text" label="Question" error={fields.question}>
        {(d, invalid) => (
          <textarea
            id="question-text"
            value={form.question}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => setForm((f) => ({ ...f, question: e.target.value }))}
          />
        )}
      </Field>
      <fieldset>
        <legend>Options and points</legend>
        {options.map((o, i) => (
          <div className="field-row" key={i}>
            <Field
              id={`option-${i}`}
              label={`Option ${String.fromCharCode(65 + i)}`}
              error={fields[`options.${i}.text`]}
            >
              {(d, invalid) => (
                <input
                  id={`option-${i}`}
                  value={o.text}
                  aria-describedby={d}
                  aria-invalid={invalid}
                  onChange={(e) =>
                    setOptions((all) => all.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
                  }
                />
              )}
            </Field>
            <Field
              id={`points-${i}`}
              label={`Points for option ${String.fromCharCode(65 + i)}`}
              hint="0 to 6"
              error={fields[`options.${i}.points`]}
            >
              {(d, invalid) => (
                <input
                  id={`points-${i}`}
                  type="number"
                  min={0}
                  max={6}
                  step={1}
                  value={o.points}
                  aria-describedby={d}
                  aria-invalid={invalid}
                  onChange={(e) =>
                    setOptions((all) => all.map((x, j) => (j === i ? { ...x, points: e.target.value } : x)))
                  }
                />
              )}
            </Field>
          </div>
        ))}
        <p className="hint">{OPTION_POINTS_HINT[form.quiz]}</p>
        {fields.options && <p className="field-error">{fields.options}</p>}
      </fieldset>
      <div className="field-row">
        <Field id="question-quiz" label="Quiz" error={fields.quiz}>
          {(d) => (
            <select
              id="question-quiz"
              value={form.quiz}
              aria-describedby={d}
              onChange={(e) => setForm((f) => ({ ...f, quiz: e.target.value as typeof f.quiz }))}
            >
              {QUIZ_KINDS.map((k) => (
                <option key={k} value={k}>
                  {QUIZ_LABEL[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SelectField
          id="question-category-field"
          label="Category"
          value={form.category}
          options={QUIZ_CATEGORIES}
          error={fields.category}
          onChange={(v) => setForm((f) => ({ ...f, category: v }))}
        />
        <SelectField
          id="question-difficulty-field"
          label="Difficulty"
          value={form.difficulty}
          options={DIFFICULTY_LEVELS}
          format={capitalise}
          error={fields.difficulty}
          onChange={(v) => setForm((f) => ({ ...f, difficulty: v }))}
        />
      </div>
      <QuestionTranslationsFields
        english={{ question: form.question, options: options.map((o) => o.text) }}
        value={translations}
        stored={question?.translations ?? {}}
        fields={fields}
        onChange={setTranslations}
      />
      {question && (
        <Field
          id="question-usage"
          label="Usage Count"
          hint="Finished quiz runs in which a visitor answered this question, counted with each stored completion"
        >
          {(d) => (
            <output id="question-usage" aria-describedby={d}>
              {question.usageCount.toLocaleString('en-US')}
            </output>
          )}
        </Field>
      )}
    </FormDialog>
  );
}

function LevelsPanel() {
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

interface Analytics {
  completions: number;
  averageScore: number;
  distribution: { scoreRange: string; count: number }[];
  byQuiz: { quiz: string; completions: number; averageScore: number }[];
  difficulty: { difficulty: string; questions: number; usage: number; averageMaxPoints: number }[];
}

function AnalyticsPanel() {
  const [data, setData] = useState<Analytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    guarded(() => api.get<Analytics>(API.adminQuizAnalytics))
      .then(setData)
      .catch((e) => setError(errorMessage(e, 'Could not load the analytics.')));
  }, []);
  if (error)
    return (
      <p className="admin-error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p className="admin-muted">Loading quiz analytics...</p>;
  const max = Math.max(1, ...data.distribution.map((b) => b.count));
  return (
    <>
      <h3>Quiz Analytics</h3>
      <ul className="stat-cards" aria-label="Quiz metrics">
        <StatCard label="Completions" value={data.completions.toLocaleString('en-US')} />
        <StatCard label="Average score (of 100)" value={data.averageScore} />
        {data.byQuiz.map((q) => (
          <StatCard
            key={q.quiz}
            label={QUIZ_LABEL[q.quiz] ?? q.quiz}
            value={q.completions.toLocaleString('en-US')}
            note={<span className="admin-muted">average {q.averageScore}</span>}
          />
        ))}
      </ul>
      <h4>Score distribution</h4>
      <p className="hint">
        Each completion's score as a share of its quiz's maximum (both public quizzes score out of 50), on a 0–100
        scale.
      </p>
      <ul className="bars" aria-label="Completions per score range">
        {data.distribution.map((b) => (
          <li key={b.scoreRange}>
            <span>{b.scoreRange}</span>
            <span className="bar-track">
              <span className="bar" style={{ display: 'block', width: `${(b.count / max) * 100}%` }} />
            </span>
            <span>{b.count}</span>
          </li>
        ))}
      </ul>
      <h4>Difficulty summary</h4>
      <DataTable
        caption="Questions per difficulty"
        head={['Difficulty', 'Questions', 'Times used', 'Average top points']}
      >
        {data.difficulty.map((d) => (
          <tr key={d.difficulty}>
            <th scope="row">{capitalise(d.difficulty)}</th>
            <td>{d.questions}</td>
            <td>{d.usage.toLocaleString('en-US')}</td>
            <td>{d.averageMaxPoints}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
