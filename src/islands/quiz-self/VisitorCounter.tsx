// The quiz counter: every quiz run completed on this site (GET /api/quiz-stats `completions`, a count
// of stored rows; decision 0058), refreshed every 8–15 seconds while the entry screen is open. Below
// the figures' floor it says nothing rather than a small or invented number (src/lib/quiz/measured-figures.ts).
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { PUBLIC_API as API } from '../../lib/public-routes.ts';
import { MEASURED_FIGURES, showsFigure, type MeasuredField } from '../../lib/quiz/measured-figures.ts';
import { Emphasis, useT } from '../shared/quiz-i18n.tsx';

export const REFRESH_MIN_MS = 8000;
export const REFRESH_MAX_MS = 15000;
const FIELD = MEASURED_FIGURES.answered.field;

export default function VisitorCounter() {
  const t = useT();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const load = async () => {
      try {
        const stats = await api.get<Partial<Record<MeasuredField, number>>>(API.quizStats);
        if (alive) setCount(stats[FIELD] ?? null);
      } catch (error) {
        console.error('Quiz count unavailable', error);
      }
      if (alive) timer = setTimeout(load, REFRESH_MIN_MS + Math.random() * (REFRESH_MAX_MS - REFRESH_MIN_MS));
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  if (!showsFigure(count)) return null;
  return (
    <p className="visitor-counter" data-testid="visitor-counter">
      <span aria-hidden="true">🔥 </span>
      <Emphasis text={t('visitors', { count })} bold={t.n(count)} />
    </p>
  );
}
