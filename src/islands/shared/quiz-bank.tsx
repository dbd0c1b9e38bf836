// A quiz island's question bank: the static JSON file of the page's bank version (PAGES.quizBank),
// fetched once when the island hydrates instead of travelling in the page's HTML. A failed fetch
// is told to the visitor with a way out (try again, or reload a page whose bank was replaced by a
// newer build) and never loses their saved progress.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useT } from './quiz-i18n.tsx';
import type { QuizText } from '../../lib/i18n/quiz.ts';

/** Why the bank is not there: no network (try again), or the file is gone (the page is outdated). */
export type BankProblem = 'offline' | 'outdated';

class BankError extends Error {
  readonly problem: BankProblem;
  constructor(problem: BankProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** What went wrong with a bank load (anything unexpected counts as no network). */
export const bankProblemOf = (error: unknown): BankProblem => (error instanceof BankError ? error.problem : 'offline');

const loads = new Map<string, Promise<unknown>>();
/** Files already here, so an island that hydrates after its bank arrived renders with it at once. */
const arrived = new Map<string, unknown>();

/** The JSON file at `url` (a bank: a non-empty array; strings: an object), fetched once per page; a failed fetch is forgotten so the next call retries. */
function loadFile(url: string): Promise<unknown> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        // A deploy removes the previous build's files: 404 means this page is older than the site.
        if (response.status === 404) throw new BankError('outdated');
        const body: unknown = response.ok ? await response.json().catch(() => null) : null;
        if (Array.isArray(body) ? body.length === 0 : typeof body !== 'object' || body === null)
          throw new BankError('offline');
        arrived.set(url, body);
        return body;
      },
      () => {
        throw new BankError('offline');
      },
    );
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}

export function loadQuizBank<T>(url: string): Promise<T[]> {
  return loadFile(url) as Promise<T[]>;
}

// The page names its bank and strings files next to the island (data-quiz-bank, data-quiz-text):
// fetch them as soon as this module runs. That is once the island's whole module graph (React
// included) has been fetched, since no module of a graph runs before all of it is loaded, but
// before hydration; hydration usually finds them here (decision 0027, amended).
if (typeof document !== 'undefined') {
  for (const hint of document.querySelectorAll<HTMLElement>('[data-quiz-bank]')) {
    for (const url of [hint.dataset.quizBank, hint.dataset.quizText]) if (url) loadFile(url).catch(() => undefined);
  }
}

export interface QuizBankState<T> {
  /** The questions, once both they and the island's strings are here. */
  bank: T[] | null;
  /** All of the island's strings (from the file, or as this browser last saved them). */
  text: QuizText | null;
  problem: BankProblem | null;
  /** The bank, fetching it and the strings (again) if needed; the state follows. */
  ensure: () => Promise<T[]>;
}

// The strings file is also kept in the browser (one per quiz), so a saved result shows in its
// language without the network, as it does without the bank.
const textKey = (url: string) => `thawab:quiz-text:${url.slice(url.lastIndexOf('/') + 1)}`;
function savedText(url: string): QuizText | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(textKey(url)) ?? 'null') as { url: string; text: QuizText } | null;
    return saved?.url === url ? saved.text : undefined;
  } catch {
    return undefined;
  }
}
function loadText(url: string): Promise<QuizText> {
  return (loadFile(url) as Promise<QuizText>).then((text) => {
    try {
      localStorage.setItem(textKey(url), JSON.stringify({ url, text }));
    } catch {
      // storage full or off: the file stays in memory for this page
    }
    return text;
  });
}

export function useQuizBank<T>(url: string, textUrl: string): QuizBankState<T> {
  const initial = () => {
    const bank = arrived.get(url) as T[] | undefined;
    const text =
      (arrived.get(textUrl) as QuizText | undefined) ??
      (typeof localStorage === 'undefined' ? undefined : savedText(textUrl));
    return { bank: bank && text ? bank : null, text: text ?? null, problem: null };
  };
  const [state, setState] = useState<{ bank: T[] | null; text: QuizText | null; problem: BankProblem | null }>(initial);
  const ensure = useCallback(async () => {
    setState((current) => (current.problem ? { ...current, problem: null } : current));
    try {
      // Arrivals re-render as transitions, in slices (decision 0072).
      const textLoad = loadText(textUrl).then((text) => {
        startTransition(() => setState((current) => (current.text === text ? current : { ...current, text })));
        return text;
      });
      const [bank, text] = await Promise.all([loadQuizBank<T>(url), textLoad]);
      startTransition(() =>
        setState((current) =>
          current.bank === bank && current.text === text ? current : { bank, text, problem: null },
        ),
      );
      return bank;
    } catch (error) {
      setState((current) => ({ bank: null, text: current.text, problem: bankProblemOf(error) }));
      throw error;
    }
  }, [url, textUrl]);
  useEffect(() => {
    ensure().catch(() => undefined);
  }, [ensure]);
  return { ...state, ensure };
}

/** The card shown instead of a question while the bank cannot be had. */
export function BankProblemCard({ problem, onRetry }: { problem: BankProblem; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="card loading" role="alert">
      <p>{t(problem)}</p>
      {problem === 'outdated' ? (
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {t('reload')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
