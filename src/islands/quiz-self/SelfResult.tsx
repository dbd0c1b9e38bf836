// Self-assessment result (product §2.3 and §9): level, percentile, score out of 7, waitlist and share.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { XP_PER_INVITE, scoreSelfAssessment } from '../../lib/quiz/scoring.ts';
import { fetchInviteCount, shareUrl } from '../../stores/quiz-referral.ts';
import { $selfQuiz, emailGateError, joinSelfWaitlist } from '../../stores/quiz-self.ts';
import { showToast } from '../../stores/toast.ts';
import { LINK_COPIED_MESSAGE } from './SharePrompt.tsx';
import { copyText, ordinal, useFocusOnChange } from '../shared/quiz-ui.ts';
import { Emphasis, useT } from '../shared/quiz-i18n.tsx';
import { SELF_ASSESSMENT_LEVELS } from '../../lib/quiz/levels.ts';

export const RESULTS_COPIED_MESSAGE = 'Results copied to clipboard! Share with your friends.';

export default function SelfResult({ onRestart }: { onRestart: () => void }) {
  const t = useT();
  const state = useStore($selfQuiz);
  const result = scoreSelfAssessment(state.answers.map((a) => a.points));
  const headingRef = useFocusOnChange<HTMLHeadingElement>('result');
  const [joined, setJoined] = useState(false);
  /** The confirmation notice after joining (decision 0058), kept on the screen after the toast. */
  const [notice, setNotice] = useState('');
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

  // The band's text in the page's locale (same order as the table); the server only sees scores.
  const level = {
    ...result.level,
    ...t.text.levels[SELF_ASSESSMENT_LEVELS.findIndex((band) => band.name === result.level.name)],
  };
  // {ord}: the English ordinal ("84th"), the plain number in the locale's digits elsewhere (each
  // locale's text says "percentile" its own way around it).
  const ord = t.text.locale === 'en' ? ordinal(result.percentile) : t.n(result.percentile);
  const resultText = t('selfShareText', { emoji: level.emoji, level: level.name, n: result.outOfSeven, ord });

  async function confirmJoin(address: string) {
    if (await joinSelfWaitlist(address)) {
      setJoined(true);
      setNotice(t.text.signupNotice.replace('{email}', address.trim()));
      setAskEmail(false);
      void loadInvites(); // joining gave this visitor their code
      showToast({
        title: '✅ Successfully Joined Waitlist',
        description: "We'll notify you when the app launches!",
        note: t.text.signupNotice.replace('{email}', address.trim()),
        variant: 'success',
      });
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
    const url = shareUrl(t.text.sharePath);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle'), text: resultText, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const text = `${resultText} ${url}`;
    if (await copyText(text)) showToast({ title: RESULTS_COPIED_MESSAGE, variant: 'success' });
    else showToast({ title: t('copyResult'), description: text });
  }

  async function onCopyLink() {
    const url = shareUrl(t.text.sharePath);
    if (await copyText(url)) showToast({ title: LINK_COPIED_MESSAGE, variant: 'success' });
    else showToast({ title: t('copyThisLink'), description: url });
  }

  return (
    <section className="card result" aria-labelledby="self-result-heading" data-testid="self-result">
      <p className="eyebrow">{t('yourLevel')}</p>
      <h2 id="self-result-heading" ref={headingRef} tabIndex={-1} className="level-name">
        <span aria-hidden="true">{level.emoji} </span>
        {level.name}
      </h2>
      <p>{level.description}</p>
      <dl className="result-figures">
        <div>
          <dt>{t('score')}</dt>
          <dd data-testid="self-score">{t('outOf', { n: result.outOfSeven, total: 7 })}</dd>
        </div>
        <div>
          <dt>{t('percentile')}</dt>
          <dd data-testid="self-percentile">{t('percentileValue', { ord })}</dd>
        </div>
      </dl>
      <p className="muted">{t('consistency', { percent: result.percentile })}</p>

      <div className="result-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={onWaitlist} disabled={joined}>
          {joined ? t('onWaitlist') : t('joinWaitlist')}
        </button>
        <button type="button" className="btn btn-outline btn-lg" onClick={onShare}>
          {t('shareResult')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCopyLink}>
          {t('copyLink')}
        </button>
      </div>

      {notice && (
        <p className="muted" data-testid="signup-notice">
          {notice}
        </p>
      )}

      {askEmail && !joined && (
        <form className="inline-form" onSubmit={onEmailSubmit} noValidate>
          <label htmlFor="result-email">{t('emailAddress')}</label>
          <input
            id="result-email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'result-email-error' : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the email step opens after the visitor asked for it; focus goes to its only field
            autoFocus
          />
          {emailError && (
            <p id="result-email-error" className="field-error" role="alert">
              {t.m(emailError)}
            </p>
          )}
          <button type="submit" className="btn btn-primary">
            {t('joinWaitlist')}
          </button>
        </form>
      )}

      {invites !== null && (
        <p className="invites" data-testid="invite-count">
          <Emphasis
            text={t('invitesSelf', { invites, xp: invites * XP_PER_INVITE, per: XP_PER_INVITE })}
            bold={t.n(invites)}
          />
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRestart}>
        {t('takeAgain')}
      </button>
    </section>
  );
}
