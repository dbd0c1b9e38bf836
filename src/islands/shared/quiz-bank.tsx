// A quiz island's question bank: the static JSON file of the page's bank version (PAGES.quizBank),
// fetched once when the island hydrates instead of travelling in the page's HTML. A failed fetch
// is told to the visitor with a way out (try again, or reload a page whose bank was replaced by a
// newer build) and never loses their saved progress.
import { useCallback, useEffect, useState } from 'react';

/** Why the bank is not there: no network (try again), or the file is gone (the page is outdated). */
export type BankProblem = 'offline' | 'outdated';

class BankError extends Error {
  constructor(readonly problem: BankProblem) {
    super(problem);
  }
}

/** What went wrong with a bank load (anything unexpected counts as no network). */
export const bankProblemOf = (error: unknown): BankProblem => (error instanceof BankError ? error.problem : 'offline');

const loads = new Map<string, Promise<unknown[]>>();
/** Banks already here, so an island that hydrates after its bank arrived renders with it at once. */
const arrived = new Map<string, unknown[]>();

/** The bank at `url`, fetched once per page; a failed fetch is forgotten so the next call retries. */
export function loadQuizBank<T>(url: string): Promise<T[]> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        // A deploy removes the previous build's files: 404 means this page is older than the site.
        if (response.status === 404) throw new BankError('outdated');
        const body: unknown = response.ok ? await response.json().catch(() => null) : null;
        if (!Array.isArray(body) || body.length === 0) throw new BankError('offline');
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
  return load as Promise<T[]>;
}

// The page names its bank file next to the island (data-quiz-bank): fetch it as soon as this module
// runs, which is while React itself is still downloading, so hydration usually finds it here.
if (typeof document !== 'undefined') {
  for (const hint of document.querySelectorAll<HTMLElement>('[data-quiz-bank]')) {
    if (hint.dataset.quizBank) loadQuizBank(hint.dataset.quizBank).catch(() => undefined);
  }
}

export interface QuizBankState<T> {
  bank: T[] | null;
  problem: BankProblem | null;
  /** The bank, fetching it (again) if needed; the state follows. */
  ensure: () => Promise<T[]>;
}

export function useQuizBank<T>(url: string): QuizBankState<T> {
  const [state, setState] = useState<{ bank: T[] | null; problem: BankProblem | null }>(() => ({ bank: (arrived.get(url) as T[] | undefined) ?? null, problem: null }));
  const ensure = useCallback(async () => {
    setState((current) => (current.problem ? { ...current, problem: null } : current));
    try {
      const bank = await loadQuizBank<T>(url);
      setState((current) => (current.bank === bank ? current : { bank, problem: null }));
      return bank;
    } catch (error) {
      setState({ bank: null, problem: bankProblemOf(error) });
      throw error;
    }
  }, [url]);
  useEffect(() => {
    ensure().catch(() => undefined);
  }, [ensure]);
  return { ...state, ensure };
}

export const BANK_PROBLEM_TEXT: Record<BankProblem, string> = {
  offline: "We couldn't load the questions. Check your connection and try again.",
  outdated: 'This quiz has just been updated. Reload the page to get the new questions.',
};

/** The card shown instead of a question while the bank cannot be had. */
export function BankProblemCard({ problem, onRetry }: { problem: BankProblem; onRetry: () => void }) {
  return (
    <div className="card loading" role="alert">
      <p>{BANK_PROBLEM_TEXT[problem]}</p>
      {problem === 'outdated' ? (
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          Reload the page
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
