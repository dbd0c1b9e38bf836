// Self-assessment funnel (product §2.3 "Quiz B"): email gate, 7 questions with a share prompt after
// the third, then the result. State lives in $selfQuiz (persisted), so a reload resumes.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { SelfAssessmentQuestionView } from '../../lib/quiz/questions.ts';
import { SELF_ASSESSMENT_QUESTION_COUNT } from '../../lib/quiz/scoring.ts';
import { seedFromUrl } from '../../stores/quiz-persist.ts';
import { ensureReferral } from '../../stores/quiz-referral.ts';
import {
  $selfQuiz,
  INITIAL_SELF_STATE,
  answerSelfQuestion,
  closeSharePrompt,
  emailGateError,
  restartSelfQuiz,
  startSelfQuiz,
  submitEmailGate,
} from '../../stores/quiz-self.ts';
import Toaster from '../shared/Toaster.tsx';
import { BANK_PROBLEM_TEXT, BankProblemCard, bankProblemOf, useQuizBank, type BankProblem } from '../shared/quiz-bank.tsx';
import { trackSelfQuiz } from './track-self-quiz.ts';
import SharePrompt from './SharePrompt.tsx';
import SelfResult from './SelfResult.tsx';
import VisitorCounter from './VisitorCounter.tsx';
import { useFocusOnChange, useMounted } from '../shared/quiz-ui.ts';
import '../shared/quiz.css';

export interface Props {
  /** The published bank's file (PAGES.quizBank), fetched at hydration. */
  bankUrl: string;
  /** The published bank's version (the page's build); every save carries it. */
  bankVersion?: string;
  /** /test: start at once, without the entry screen (also `?autostart=true`). */
  autostart?: boolean;
}

export default function SelfAssessmentQuiz({ bankUrl, bankVersion, autostart = false }: Props) {
  const mounted = useMounted();
  const stored = useStore($selfQuiz);
  const state = mounted ? stored : INITIAL_SELF_STATE;
  const { bank, problem, ensure } = useQuizBank<SelfAssessmentQuestionView>(bankUrl);
  const byId = useMemo(() => new Map((bank ?? []).map((q) => [q.id, q])), [bank]);
  const retry = () => void ensure().catch(() => undefined);
  // "Take the quiz again" needs the bank; the result screen mentions a missing bank only then.
  const [restarting, setRestarting] = useState(false);
  const restart = () => {
    setRestarting(true);
    ensure().then(
      (questions) => {
        setRestarting(false);
        restartSelfQuiz(questions, seedFromUrl(location.search), bankVersion);
      },
      () => undefined,
    );
  };

  useEffect(() => trackSelfQuiz(), []); // funnel events; before the effect below may start a quiz
  useEffect(() => void ensureReferral(), []);
  useEffect(() => {
    if (!bank) return;
    const params = new URLSearchParams(location.search);
    const current = $selfQuiz.get();
    const drawnIsValid = current.questions.length === SELF_ASSESSMENT_QUESTION_COUNT && current.questions.every((id) => byId.has(id));
    // A quiz under way from an older bank (the page was rebuilt since) starts over on this one; a
    // finished result keeps its version, so a later waitlist join is scored against its questions.
    const otherBank = current.phase === 'quiz' && current.bankVersion !== bankVersion;
    if (current.phase !== 'entry' && (!drawnIsValid || otherBank)) $selfQuiz.set(INITIAL_SELF_STATE);
    if ((autostart || params.get('autostart') === 'true') && $selfQuiz.get().phase === 'entry') {
      startSelfQuiz(bank, seedFromUrl(location.search), bankVersion ? { bankVersion } : {});
    }
  }, [autostart, bank, bankVersion, byId]);

  // The static marketing around the entry screen steps aside while the quiz runs.
  useEffect(() => {
    if (!mounted) return;
    document.documentElement.toggleAttribute('data-quiz-active', state.phase !== 'entry');
  }, [mounted, state.phase]);

  // Screens that show a question wait for the bank (the entry form only needs it on submit).
  const needsBank = (state.phase === 'entry' && autostart) || state.phase === 'quiz';
  const preparing = needsBank && !problem && (!bank || state.phase === 'entry');
  return (
    <div className="quiz quiz-self">
      {state.phase === 'entry' && !autostart && <EmailGate loadBank={ensure} bankVersion={bankVersion} />}
      {needsBank && !bank && problem && <BankProblemCard problem={problem} onRetry={retry} />}
      {preparing && (
        <div className="card loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Preparing your questions...</p>
        </div>
      )}
      {state.phase === 'quiz' && bank && <QuestionScreen byId={byId} />}
      {state.phase === 'result' && restarting && problem && <BankProblemCard problem={problem} onRetry={restart} />}
      {state.phase === 'result' && <SelfResult onRestart={restart} />}
      {state.phase === 'quiz' && state.sharePrompt === 'open' && <SharePrompt onClose={closeSharePrompt} />}
      <Toaster />
    </div>
  );
}

function EmailGate({ loadBank, bankVersion }: { loadBank: () => Promise<SelfAssessmentQuestionView[]>; bankVersion: string | undefined }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bankProblem, setBankProblem] = useState<BankProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // On a slow phone the visitor may type before the island hydrates: keep what they typed, and keep
  // the button off until then, so a native submit cannot reload the page and drop `?ref=`.
  const mounted = useMounted();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail((current) => current || typed);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailGateError(email);
    setError(problem);
    if (problem) {
      document.getElementById('quiz-email')?.focus();
      return;
    }
    setBusy(true);
    setBankProblem(null);
    try {
      // Fetched since hydration: normally already here. Without it the visitor keeps the email
      // typed and is told why nothing started.
      const bank = await loadBank();
      await submitEmailGate(email, bank, seedFromUrl(location.search), bankVersion);
    } catch (failure) {
      setBankProblem(bankProblemOf(failure));
    }
    setBusy(false);
  }

  return (
    <form className="card email-gate" onSubmit={onSubmit} noValidate aria-labelledby="email-gate-heading">
      <h2 id="email-gate-heading">Discover your spiritual level</h2>
      <p className="muted">7 honest questions, about 2 minutes. We'll email you when the app launches.</p>
      <label htmlFor="quiz-email">Email address</label>
      <input
        ref={input}
        id="quiz-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'quiz-email-error' : undefined}
      />
      {error && (
        <p id="quiz-email-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy || !mounted}>
        {busy ? 'Starting…' : 'Start the free quiz'}
      </button>
      {bankProblem && (
        <p className="field-error" role="alert">
          {BANK_PROBLEM_TEXT[bankProblem]}
        </p>
      )}
      <VisitorCounter />
    </form>
  );
}

function QuestionScreen({ byId }: { byId: Map<string, SelfAssessmentQuestionView> }) {
  const state = useStore($selfQuiz);
  const index = state.answers.length;
  const question = byId.get(state.questions[index] ?? '');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index, state.sharePrompt !== 'open');
  if (!question) return null;
  return (
    <section className="card question" aria-labelledby="self-question">
      <p className="question-count">
        {index + 1} of {SELF_ASSESSMENT_QUESTION_COUNT}
      </p>
      <progress className="quiz-progress" value={index} max={SELF_ASSESSMENT_QUESTION_COUNT} aria-label="Quiz progress">
        {index} of {SELF_ASSESSMENT_QUESTION_COUNT} answered
      </progress>
      <h2 id="self-question" ref={headingRef} tabIndex={-1}>
        {question.question}
      </h2>
      <p className="encouragement">{question.encouragement}</p>
      <ul className="options" aria-label="Answers">
        {question.options.map((option, i) => (
          <li key={option.text}>
            <button type="button" className="option" onClick={() => answerSelfQuestion(question, i)}>
              {option.emoji && (
                <span className="option-emoji" aria-hidden="true">
                  {option.emoji}
                </span>
              )}
              <span>{option.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
