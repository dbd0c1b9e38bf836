// The Question Bank tab: questions searched and filtered, with their usage count (decision 0023),
// added, edited in a dialog, and deleted.
import { useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import { QUIZ_CATEGORIES, type QuizQuestion } from '../../../../lib/schemas/content-quiz.ts';
import { PREFIXED_LOCALES } from '../../../../lib/i18n/locales.ts';
import { useContentFilters } from '../content-tabs/content-filters.ts';
import { capitalise, confirmDelete, EditDeleteButtons, FilterBar, PagedTable, usePagedList } from '../../kit/index.ts';
import { QuestionDialog } from './QuestionDialog.tsx';
import { QUIZ_LABEL } from './quiz-labels.ts';

export function QuestionBank() {
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
