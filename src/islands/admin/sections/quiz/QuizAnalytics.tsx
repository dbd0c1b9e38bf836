// The Quiz Analytics tab: completions, average score, score distribution and the difficulty
// summary, from stored completions.
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { capitalise, DataTable, StatCard } from '../../kit/index.ts';
import { QUIZ_LABEL } from './quiz-labels.ts';

interface Analytics {
  completions: number;
  averageScore: number;
  distribution: { scoreRange: string; count: number }[];
  byQuiz: { quiz: string; completions: number; averageScore: number }[];
  difficulty: { difficulty: string; questions: number; usage: number; averageMaxPoints: number }[];
}

export function AnalyticsPanel() {
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
