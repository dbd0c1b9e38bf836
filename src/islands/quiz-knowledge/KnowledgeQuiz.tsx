// Knowledge quiz (product §2.2 "Quiz A"): 10 questions answered in order with no going back, then the
// result with a shareable card and the waitlist form. State lives in $knowledgeQuiz (persisted).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { OPTION_LETTERS, type KnowledgeQuestionView } from '../../lib/quiz/questions.ts';
import { KNOWLEDGE_QUESTION_COUNT } from '../../lib/quiz/scoring.ts';
import {
  $knowledgeQuiz,
  $knowledgeWaitlistOpen,
  answerKnowledgeQuestion,
  ensureKnowledgeDraw,
} from '../../stores/quiz-knowledge.ts';
import { seedFromUrl } from '../../stores/quiz-persist.ts';
import { ensureReferral } from '../../stores/quiz-referral.ts';
import Toaster from '../shared/Toaster.tsx';
import { BankProblemCard, useQuizBank, type QuizBankState } from '../shared/quiz-bank.tsx';
import { trackKnowledgeQuiz } from './track-knowledge-quiz.ts';
import { useFocusOnChange, useLater, useMounted } from '../shared/quiz-ui.ts';
import { QuestionLoading, QuizLoading } from '../shared/QuizLoading.tsx';
import { QuizTextProvider, useT } from '../shared/quiz-i18n.tsx';
import type { QuizText } from '../../lib/i18n/quiz.ts';
import '../../styles/controls.css';
import '../shared/quiz.css';

// The page loads the first screen's code only (decision 0054): the result screen (with the share
// card and the waitlist form) is fetched once the visitor has answered a first question, the
// waitlist form alone when they open it from a question; html-to-image only when they share.
const loadKnowledgeResult = () => import('./KnowledgeResult.tsx');
const loadWaitlistForm = () => import('./WaitlistForm.tsx');

export interface Props {
  /** The published bank's file (PAGES.quizBank), fetched at hydration. */
  bankUrl: string;
  /** The published bank's version (the page's build); submissions carry it. */
  bankVersion?: string;
  /** The first screen's strings in the page's locale (quizText), and nothing of the other locales. */
  text: QuizText;
  /** The rest of the strings (PAGES.quizText), fetched with the bank. */
  textUrl: string;
}

export default function KnowledgeQuiz({ text, textUrl, ...props }: Props) {
  const loaded = useQuizBank<KnowledgeQuestionView>(props.bankUrl, textUrl);
  return (
    <QuizTextProvider text={loaded.text ?? text}>
      <Knowledge {...props} loaded={loaded} />
    </QuizTextProvider>
  );
}

function Knowledge({
  bankVersion,
  loaded,
}: Omit<Props, 'text' | 'textUrl'> & { loaded: QuizBankState<KnowledgeQuestionView> }) {
  const t = useT();
  const mounted = useMounted();
  const state = useStore($knowledgeQuiz);
  const waitlistOpen = useStore($knowledgeWaitlistOpen);
  const { bank, problem, ensure } = loaded;
  const byId = useMemo(() => new Map((bank ?? []).map((q) => [q.id, q])), [bank]);

  useEffect(() => void ensureReferral(), []);
  useEffect(() => (bank ? trackKnowledgeQuiz(bank) : undefined), [bank]); // funnel events; before the draw below
  useEffect(() => {
    if (bank) ensureKnowledgeDraw(bank, seedFromUrl(location.search), bankVersion);
  }, [bank, bankVersion]);

  // Every screen shows or scores questions: nothing but the bank's state until it is here.
  const ready = mounted && bank !== null && state.questions.length === KNOWLEDGE_QUESTION_COUNT;
  const finished = ready && state.answers.length === KNOWLEDGE_QUESTION_COUNT;
  const answered = state.answers.length > 0;
  const KnowledgeResult = useLater(loadKnowledgeResult, answered, finished)?.default;
  const WaitlistForm = useLater(loadWaitlistForm, false, waitlistOpen)?.default;

  return (
    <div className="quiz quiz-knowledge">
      {!ready && problem && <BankProblemCard problem={problem} onRetry={() => void ensure().catch(() => undefined)} />}
      {!ready && !problem && <QuestionLoading text={t('preparingKnowledge')} kind="knowledge" />}
      {ready && !finished && (
        <>
          {waitlistOpen ? (
            WaitlistForm ? (
              <WaitlistForm result={null} onBack={() => $knowledgeWaitlistOpen.set(false)} />
            ) : (
              <QuizLoading text={t('joinWaitlist')} />
            )
          ) : (
            <QuestionScreen byId={byId} />
          )}
        </>
      )}
      {finished && (KnowledgeResult ? <KnowledgeResult byId={byId} /> : <QuizLoading text={t('calculating')} />)}
      <Toaster />
    </div>
  );
}

function QuestionScreen({ byId }: { byId: Map<string, KnowledgeQuestionView> }) {
  const state = useStore($knowledgeQuiz);
  const index = state.answers.length;
  const question = byId.get(state.questions[index] ?? '');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index);
  const t = useT();
  if (!question) return null;
  return (
    <section className="card question" aria-labelledby="knowledge-question">
      <div className="question-top">
        <p className="question-count">{t('knowledgeCount', { n: index + 1, total: KNOWLEDGE_QUESTION_COUNT })}</p>
        <button type="button" className="link-button" onClick={() => $knowledgeWaitlistOpen.set(true)}>
          {t('joinInstead')}
        </button>
      </div>
      <progress className="quiz-progress" value={index} max={KNOWLEDGE_QUESTION_COUNT} aria-label={t('progress')}>
        {t('answered', { n: index, total: KNOWLEDGE_QUESTION_COUNT })}
      </progress>
      <h2 id="knowledge-question" ref={headingRef} tabIndex={-1}>
        {question.question}
      </h2>
      <ul className="options" aria-label={t('answers')}>
        {question.options.map((option, i) => (
          <li key={option}>
            <button type="button" className="option" onClick={() => answerKnowledgeQuestion(question.id, i)}>
              <span className="option-letter" aria-hidden="true">
                {OPTION_LETTERS[i]}
              </span>
              <span>
                <span className="visually-hidden">{OPTION_LETTERS[i]}. </span>
                {option}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
