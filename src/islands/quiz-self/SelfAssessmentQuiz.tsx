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
import {
  BankProblemCard,
  bankProblemOf,
  useQuizBank,
  type BankProblem,
  type QuizBankState,
} from '../shared/quiz-bank.tsx';
import { trackSelfQuiz } from './track-self-quiz.ts';
import VisitorCounter from './VisitorCounter.tsx';
import { useFocusOnChange, useLater, useMounted } from '../shared/quiz-ui.ts';
import { QuestionLoading, QuizLoading } from '../shared/QuizLoading.tsx';
import { QuizTextProvider, useT } from '../shared/quiz-i18n.tsx';
import type { QuizText } from '../../lib/i18n/quiz.ts';
import '../../styles/controls.css';
import '../shared/quiz.css';

// The page loads the first screen's code only (decision 0054): the share prompt (after question 3)
// and the result (with its share and waitlist code) are fetched once the visitor has answered a
// first question, or when they are to be shown (a reload on them).
const loadSharePrompt = () => import('./SharePrompt.tsx');
const loadSelfResult = () => import('./SelfResult.tsx');

export interface Props {
  /** The published bank's file (PAGES.quizBank), fetched at hydration. */
  bankUrl: string;
  /** The published bank's version (the page's build); every save carries it. */
  bankVersion?: string;
  /** /test: start at once, without the entry screen (also `?autostart=true`). */
  autostart?: boolean;
  /** The first screen's strings in the page's locale (quizText), and nothing of the other locales. */
  text: QuizText;
  /** The rest of the strings (PAGES.quizText), fetched with the bank. */
  textUrl: string;
}

export default function SelfAssessmentQuiz({ text, textUrl, ...props }: Props) {
  const loaded = useQuizBank<SelfAssessmentQuestionView>(props.bankUrl, textUrl);
  return (
    <QuizTextProvider text={loaded.text ?? text}>
      <SelfQuiz {...props} loaded={loaded} />
    </QuizTextProvider>
  );
}

function SelfQuiz({
  bankVersion,
  autostart = false,
  loaded,
}: Omit<Props, 'text' | 'textUrl'> & { loaded: QuizBankState<SelfAssessmentQuestionView> }) {
  const t = useT();
  const mounted = useMounted();
  const stored = useStore($selfQuiz);
  const state = mounted ? stored : INITIAL_SELF_STATE;
  const { bank, problem, ensure } = loaded;
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
    const drawnIsValid =
      current.questions.length === SELF_ASSESSMENT_QUESTION_COUNT && current.questions.every((id) => byId.has(id));
    // A quiz under way from an older bank (the page was rebuilt since) starts over on this one; a
    // finished result keeps its version, so a later waitlist join is scored against its questions.
    const otherBank = current.phase === 'quiz' && current.bankVersion !== bankVersion;
    if (current.phase !== 'entry' && (!drawnIsValid || otherBank)) $selfQuiz.set(INITIAL_SELF_STATE);
    if ((autostart || params.get('autostart') === 'true') && $selfQuiz.get().phase === 'entry') {
      startSelfQuiz(bank, seedFromUrl(location.search), bankVersion ? { bankVersion } : {});
    }
  }, [autostart, bank, bankVersion, byId]);

  const answered = state.answers.length > 0;
  const promptOpen = state.phase === 'quiz' && state.sharePrompt === 'open';
  const SharePrompt = useLater(loadSharePrompt, answered, promptOpen)?.default;
  const SelfResult = useLater(loadSelfResult, answered, state.phase === 'result')?.default;

  // The static marketing around the entry screen steps aside while the quiz runs.
  useEffect(() => {
    if (!mounted) return;
    document.documentElement.toggleAttribute('data-quiz-active', state.phase !== 'entry');
  }, [mounted, state.phase]);

  // Screens that show a question wait for the bank (the entry form only needs it on submit).
  const needsBank = (state.phase === 'entry' && autostart) || state.phase === 'quiz';
  // A saved result needs no bank, only its strings (PAGES.quizText, kept in the browser too).
  const text = loaded.text;
  const preparing =
    (needsBank && !problem && (!bank || state.phase === 'entry')) || (state.phase === 'result' && !text && !problem);
  return (
    <div className="quiz quiz-self">
      {state.phase === 'entry' && !autostart && <EmailGate loadBank={ensure} bankVersion={bankVersion} />}
      {(needsBank || (state.phase === 'result' && !text)) && !bank && problem && (
        <BankProblemCard problem={problem} onRetry={retry} />
      )}
      {preparing &&
        (state.phase === 'result' ? (
          <QuizLoading text={t('preparing')} />
        ) : (
          <QuestionLoading text={t('preparing')} kind="self" />
        ))}
      {state.phase === 'quiz' && bank && <QuestionScreen byId={byId} />}
      {state.phase === 'result' && restarting && problem && <BankProblemCard problem={problem} onRetry={restart} />}
      {state.phase === 'result' &&
        text &&
        (SelfResult ? <SelfResult onRestart={restart} /> : <QuizLoading text={t('calculating')} />)}
      {promptOpen && SharePrompt && <SharePrompt onClose={closeSharePrompt} />}
      <Toaster />
    </div>
  );
}

function EmailGate({
  loadBank,
  bankVersion,
}: {
  loadBank: () => Promise<SelfAssessmentQuestionView[]>;
  bankVersion: string | undefined;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bankProblem, setBankProblem] = useState<BankProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // On a slow phone the visitor may type before the island hydrates: keep what they typed, and keep
  // the button off until then, so a native submit cannot reload the page and drop `?ref=`.
  const t = useT();
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
      <h2 id="email-gate-heading">{t('gateHeading')}</h2>
      <p className="muted">{t('gateIntro', { count: SELF_ASSESSMENT_QUESTION_COUNT, minutes: 2 })}</p>
      <label htmlFor="quiz-email">{t('emailAddress')}</label>
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
          {t.m(error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy || !mounted}>
        {busy ? t('starting') : t('start')}
      </button>
      {bankProblem && (
        <p className="field-error" role="alert">
          {t(bankProblem)}
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
  const t = useT();
  if (!question) return null;
  return (
    <section className="card question" aria-labelledby="self-question">
      <p className="question-count">{t('selfCount', { n: index + 1, total: SELF_ASSESSMENT_QUESTION_COUNT })}</p>
      <progress className="quiz-progress" value={index} max={SELF_ASSESSMENT_QUESTION_COUNT} aria-label={t('progress')}>
        {t('answered', { n: index, total: SELF_ASSESSMENT_QUESTION_COUNT })}
      </progress>
      <h2 id="self-question" ref={headingRef} tabIndex={-1}>
        {question.question}
      </h2>
      <p className="encouragement">{question.encouragement}</p>
      <ul className="options" aria-label={t('answers')}>
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
