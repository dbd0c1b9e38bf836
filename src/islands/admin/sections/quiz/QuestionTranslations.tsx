// The Translations section of the Question dialog (decision 0051): one language at a time, its
// question and option texts beside the English ones, saved with the question (its version claim
// and audit row). Only texts: the points and the correct answer are the English options', so the
// section has no points. dir="auto" and the language's lang let Arabic and Urdu run right to left
// inside the English back-office; the English texts are tied to each input by aria-describedby.
import { useEffect, useState } from 'react';
import { LOCALES, PREFIXED_LOCALES, type Locale } from '../../../../lib/i18n/locales.ts';
import type { PrefixedLocale, QuestionTranslations } from '../../../../lib/quiz/question-translations.ts';

export type QuestionDrafts = Record<PrefixedLocale, { question: string; options: string[]; reviewed: boolean }>;

const PREFIXED = LOCALES.filter((l) => (PREFIXED_LOCALES as readonly string[]).includes(l.code)) as (Locale & {
  code: PrefixedLocale;
})[];
const letter = (i: number) => String.fromCharCode(65 + i);
const filled = (draft: QuestionDrafts[PrefixedLocale]) =>
  draft.question.trim() !== '' || draft.options.some((o) => o.trim() !== '');
const errorsOf = (fields: Record<string, string | undefined>, code: string) =>
  Object.keys(fields).some((path) => path === `translations.${code}` || path.startsWith(`translations.${code}.`));

export function QuestionTranslationsFields({
  english,
  value,
  stored,
  fields,
  onChange,
}: {
  english: { question: string; options: string[] };
  value: QuestionDrafts;
  /** The saved translations, to say who wrote each language's texts. */
  stored: QuestionTranslations;
  /** The server's field errors, keyed like "translations.ar.options.2". */
  fields: Record<string, string | undefined>;
  onChange: (next: QuestionDrafts) => void;
}) {
  const [code, setCode] = useState<PrefixedLocale>(PREFIXED[0]!.code);
  // After a refused save, show the first language the server found a problem in.
  useEffect(() => {
    const first = PREFIXED.find((l) => errorsOf(fields, l.code));
    if (first && !errorsOf(fields, code)) setCode(first.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new set of server errors moves the tab; the reader's own tab choice must not
  }, [fields]);

  const locale = PREFIXED.find((l) => l.code === code)!;
  const draft = value[code];
  const set = (patch: Partial<QuestionDrafts[PrefixedLocale]>) =>
    onChange({ ...value, [code]: { ...draft, ...patch } });
  const by = stored[code];
  const status = (l: (typeof PREFIXED)[number]) =>
    errorsOf(fields, l.code) ? 'needs attention' : filled(value[l.code]) ? 'translated' : 'English shows';
  const id = (field: string) => `question-${code}-${field}`;
  const rows = [
    {
      field: 'question',
      caption: 'Question',
      english: english.question,
      label: `${locale.englishName} question`,
      error: fields[`translations.${code}.question`],
      text: draft.question,
      multiline: true,
    },
    ...english.options.map((text, i) => ({
      field: `option-${i}`,
      caption: `Option ${letter(i)}`,
      english: text,
      label: `${locale.englishName} option ${letter(i)}`,
      error: fields[`translations.${code}.options.${i}`],
      text: draft.options[i] ?? '',
      multiline: false,
    })),
  ];
  const edit = (field: string, text: string) => {
    if (field === 'question') set({ question: text });
    else {
      const i = Number(field.slice('option-'.length));
      set({ options: draft.options.map((o, j) => (j === i ? text : o)) });
    }
  };

  return (
    <fieldset className="translations question-translations" aria-describedby="question-translations-hint">
      <legend>Translations</legend>
      <p className="hint" id="question-translations-hint">
        The question and its options in each language, beside the English. Points and the correct answer are the English
        options’; a language left empty shows the English question on its quiz pages. Fill in the question and every
        option, or none. Tick “Reviewed” only once a native speaker has read the text.
      </p>
      <div className="admin-field">
        <label htmlFor="question-language">Language</label>
        <select id="question-language" value={code} onChange={(e) => setCode(e.target.value as PrefixedLocale)}>
          {PREFIXED.map((l) => (
            <option key={l.code} value={l.code}>
              {l.englishName} ({status(l)})
            </option>
          ))}
        </select>
      </div>
      {fields[`translations.${code}.options`] && (
        <p className="field-error" role="alert">
          {fields[`translations.${code}.options`]}
        </p>
      )}
      {fields.translations && (
        <p className="field-error" role="alert">
          {fields.translations}
        </p>
      )}
      <div className="question-translation-grid" role="group" aria-labelledby={id('heading')}>
        <div className="question-translation-row question-translation-head">
          <p className="translation-heading" aria-hidden="true">
            English
          </p>
          <p className="translation-heading" id={id('heading')}>
            {locale.englishName}{' '}
            <span lang={code} dir={locale.dir}>
              {locale.name}
            </span>
            {by && (
              <span className="hint">
                {' '}
                · by {by.writtenBy}
                {by.reviewed ? ', reviewed' : ', not reviewed'}
              </span>
            )}
          </p>
        </div>
        {rows.map((row) => (
          <div className="question-translation-row" key={`${code}-${row.field}`}>
            <div className="question-translation-english">
              <span className="question-translation-caption" aria-hidden="true">
                {row.caption}
              </span>
              <p className="question-translation-source" id={id(`${row.field}-english`)} lang="en" dir="ltr">
                <span className="visually-hidden">English: </span>
                {row.english || <span className="admin-muted">(empty)</span>}
              </p>
            </div>
            <div className="admin-field">
              <label htmlFor={id(row.field)}>{row.label}</label>
              {/* The wrapper's direction is where an empty right-to-left field starts its caret. */}
              <div dir={locale.dir}>
                {row.multiline ? (
                  <textarea
                    id={id(row.field)}
                    dir="auto"
                    lang={code}
                    rows={2}
                    value={row.text}
                    aria-invalid={Boolean(row.error)}
                    aria-describedby={[id(`${row.field}-english`), row.error ? id(`${row.field}-error`) : '']
                      .filter(Boolean)
                      .join(' ')}
                    onChange={(e) => edit(row.field, e.target.value)}
                  />
                ) : (
                  <input
                    id={id(row.field)}
                    dir="auto"
                    lang={code}
                    value={row.text}
                    aria-invalid={Boolean(row.error)}
                    aria-describedby={[id(`${row.field}-english`), row.error ? id(`${row.field}-error`) : '']
                      .filter(Boolean)
                      .join(' ')}
                    onChange={(e) => edit(row.field, e.target.value)}
                  />
                )}
              </div>
              {row.error && (
                <p id={id(`${row.field}-error`)} className="field-error">
                  {row.error}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="admin-actions">
        <label className="check-line">
          <input type="checkbox" checked={draft.reviewed} onChange={(e) => set({ reviewed: e.target.checked })} />{' '}
          {locale.englishName} reviewed by a native speaker
        </label>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!filled(draft)}
          onClick={() => set({ question: '', options: draft.options.map(() => ''), reviewed: false })}
        >
          Clear {locale.englishName}
        </button>
      </div>
    </fieldset>
  );
}
