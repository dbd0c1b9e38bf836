// Self-assessment result (product §2.3 and §9): level, percentile, score out of 7, waitlist and share.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { XP_PER_INVITE, scoreSelfAssessment } from '../../lib/quiz/scoring.ts';
import { fetchInviteCount, shareUrl } from '../../stores/quiz-referral.ts';
import { $selfQuiz, emailGateError, joinSelfWaitlist } from '../../stores/quiz-self.ts';
import { showToast } from '../../stores/toast.ts';
import { LINK_COPIED_MESSAGE } from './SharePrompt.tsx';
import { copyText, ordinal, useFocusOnChange } from '../shared/quiz-ui.ts';

export const RESULTS_COPIED_MESSAGE = 'Results copied to clipboard! Share with your friends.';

export default function SelfResult({ onRestart }: { onRestart: () => void }) {
  const state = useStore($selfQuiz);
  const result = scoreSelfAssessment(state.answers.map((a) => a.points));
  const headingRef = useFocusOnChange<HTMLHeadingElement>('result');
  const [joined, setJoined] = useState(false);
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [invites, setInvites] = useState<number | null>(null);

  const loadInvites = () =>
    fetchInviteCount()
      .then((count) => setInvites(count?.invites ?? null))
      .catch((error: unknown) => console.error('Invite count unavailable', error));
  useEffect(() => {
    void loadInvites();
  }, []);

  const level = result.level;
  const resultText = `I'm a ${level.emoji} ${level.name} on the Thawab spiritual quiz: ${result.outOfSeven} out of 7, ${ordinal(result.percentile)} percentile. Discover yours:`;

  async function confirmJoin(address: string) {
    if (await joinSelfWaitlist(address)) {
      setJoined(true);
      setAskEmail(false);
      void loadInvites(); // joining gave this visitor their code
      showToast({ title: '✅ Successfully Joined Waitlist', description: "We'll notify you when the app launches!", variant: 'success' });
    }
  }

  function onWaitlist() {
    if (state.email) void confirmJoin(state.email);
    else setAskEmail(true);
  }

  async function onEmailSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailGateError(email);
    setEmailError(problem);
    if (!problem) await confirmJoin(email);
  }

  async function onShare() {
    const url = shareUrl('/');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'My Thawab spiritual level', text: resultText, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const text = `${resultText} ${url}`;
    if (await copyText(text)) showToast({ title: RESULTS_COPIED_MESSAGE, variant: 'success' });
    else showToast({ title: 'Copy your result', description: text });
  }

  async function onCopyLink() {
    const url = shareUrl('/');
    if (await copyText(url)) showToast({ title: LINK_COPIED_MESSAGE, variant: 'success' });
    else showToast({ title: 'Copy this link', description: url });
  }

  return (
    <section className="card result" aria-labelledby="self-result-heading" data-testid="self-result">
      <p className="eyebrow">Your spiritual level</p>
      <h2 id="self-result-heading" ref={headingRef} tabIndex={-1} className="level-name">
        <span aria-hidden="true">{level.emoji} </span>
        {level.name}
      </h2>
      <p>{level.description}</p>
      <dl className="result-figures">
        <div>
          <dt>Score</dt>
          <dd data-testid="self-score">{result.outOfSeven} out of 7</dd>
        </div>
        <div>
          <dt>Percentile</dt>
          <dd data-testid="self-percentile">{ordinal(result.percentile)} percentile</dd>
        </div>
      </dl>
      <p className="muted">You answered with more consistency than {result.percentile}% of people who took this quiz.</p>

      <div className="result-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={onWaitlist} disabled={joined}>
          {joined ? "You're on the waitlist ✓" : 'Join the waitlist'}
        </button>
        <button type="button" className="btn btn-outline btn-lg" onClick={onShare}>
          Share my result
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCopyLink}>
          Copy link
        </button>
      </div>

      {askEmail && !joined && (
        <form className="inline-form" onSubmit={onEmailSubmit} noValidate>
          <label htmlFor="result-email">Email address</label>
          <input
            id="result-email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'result-email-error' : undefined}
            autoFocus
          />
          {emailError && (
            <p id="result-email-error" className="field-error" role="alert">
              {emailError}
            </p>
          )}
          <button type="submit" className="btn btn-primary">
            Join the waitlist
          </button>
        </form>
      )}

      {invites !== null && (
        <p className="invites" data-testid="invite-count">
          Friends who joined through your link: <strong>{invites}</strong> (+{invites * XP_PER_INVITE} XP). Each friend who joins earns you +{XP_PER_INVITE} XP.
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRestart}>
        Take the quiz again
      </button>
    </section>
  );
}
