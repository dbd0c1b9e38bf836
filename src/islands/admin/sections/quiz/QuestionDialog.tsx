// Adds or edits one quiz question: its text, four options with their points, quiz, category,
// difficulty and translations; the usage count is shown, never edited.
import { useState } from 'react';
import { API } from '../../../../lib/routes.ts';
import { DIFFICULTY_LEVELS, formInt } from '../../../../lib/schemas/content-common.ts';
import {
  QUIZ_CATEGORIES,
  QUIZ_KINDS,
  QUIZ_QUESTION_DEFAULTS,
  type QuizQuestion,
  type QuizQuestionInput,
} from '../../../../lib/schemas/content-quiz.ts';
import { OPTION_POINTS_HINT } from '../../../../lib/quiz/published-bank.ts';
import { questionTranslationsInput } from '../../../../lib/quiz/question-translations.ts';
import { capitalise, Field, FormDialog, SelectField, TextAreaField, TextField, useItemSave } from '../../kit/index.ts';
import { QuestionTranslationsFields, type QuestionDrafts } from './QuestionTranslations.tsx';
import { QUIZ_LABEL } from './quiz-labels.ts';

export function QuestionDialog({
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
      <TextAreaField
        id="question-text"
        label="Question"
        value={form.question}
        error={fields.question}
        onChange={(v) => setForm((f) => ({ ...f, question: v }))}
      />
      <fieldset>
        <legend>Options and points</legend>
        {options.map((o, i) => (
          <div className="field-row" key={i}>
            <TextField
              id={`option-${i}`}
              label={`Option ${String.fromCharCode(65 + i)}`}
              value={o.text}
              error={fields[`options.${i}.text`]}
              onChange={(v) => setOptions((all) => all.map((x, j) => (j === i ? { ...x, text: v } : x)))}
            />
            <TextField
              id={`points-${i}`}
              label={`Points for option ${String.fromCharCode(65 + i)}`}
              type="number"
              min={0}
              max={6}
              step={1}
              value={o.points}
              hint="0 to 6"
              error={fields[`options.${i}.points`]}
              onChange={(v) => setOptions((all) => all.map((x, j) => (j === i ? { ...x, points: v } : x)))}
            />
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
