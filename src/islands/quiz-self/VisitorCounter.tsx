// The visitor counter: the carried-over baseline plus completions recorded since (GET /api/quiz-stats),
// refreshed every 8–15 seconds while the entry screen is open.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { PUBLIC_API as API } from '../../lib/public-routes.ts';
import { Emphasis, useT } from '../shared/quiz-i18n.tsx';

export const REFRESH_MIN_MS = 8000;
export const REFRESH_MAX_MS = 15000;

export default function VisitorCounter() {
  const t = useT();
  const [visitors, setVisitors] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const load = async () => {
      try {
        const stats = await api.get<{ visitors: number }>(API.quizStats);
        if (alive) setVisitors(stats.visitors);
      } catch (error) {
        console.error('Visitor count unavailable', error);
      }
      if (alive) timer = setTimeout(load, REFRESH_MIN_MS + Math.random() * (REFRESH_MAX_MS - REFRESH_MIN_MS));
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  if (visitors === null) return null;
  return (
    <p className="visitor-counter" data-testid="visitor-counter">
      <span aria-hidden="true">🔥 </span>
      <Emphasis text={t('visitors', { count: visitors })} bold={t.n(visitors)} />
    </p>
  );
}
