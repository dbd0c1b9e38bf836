// Share prompt after question 3 (product §4 Quiz B): a modal dialog that closes after 10 seconds, on
// the close button, on Escape, or on "I'll finish solo for now". showModal() makes the rest of the
// page inert, so focus stays inside the dialog.
import { useEffect, useRef, useState } from 'react';
import { trapFocus } from '../shared/focus-trap.ts';
import { SHARE_PROMPT_SECONDS, XP_PER_INVITE } from '../../lib/quiz/scoring.ts';
import { hasReferralCode, shareUrl } from '../../stores/quiz-referral.ts';
import { copyText } from '../shared/quiz-ui.ts';
import { useT } from '../shared/quiz-i18n.tsx';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

export default function SharePrompt({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(SHARE_PROMPT_SECONDS);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const advance = setTimeout(onClose, SHARE_PROMPT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(advance);
      if (dialog?.open) dialog.close();
    };
  }, [onClose]);

  const link = () => shareUrl(t.text.sharePath);

  async function share() {
    const url = link();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('quizShareTitle'), text: t('quizShareText'), url });
        onClose();
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url);
  }

  async function copy(url = link()) {
    setStatus((await copyText(url)) ? t.m(LINK_COPIED_MESSAGE) : t('copyThisLinkUrl', { url }));
  }

  return (
    <dialog
      ref={dialogRef}
      className="share-prompt"
      aria-labelledby="share-prompt-title"
      aria-describedby="share-prompt-text"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={trapFocus}
    >
      <button type="button" className="dialog-close" onClick={onClose} aria-label={t('close')}>
        ×
      </button>
      <h2 id="share-prompt-title">{t('promptTitle')}</h2>
      <p id="share-prompt-text">
        {t('promptText')} {t(hasReferralCode() ? 'promptWithCode' : 'promptWithoutCode', { xp: XP_PER_INVITE })}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={share}>
          {t('inviteFriend')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => copy()}>
          {t('copyLink')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('solo')}
        </button>
      </div>
      <p className="status" role="status">
        {status}
      </p>
      <p className="muted countdown" data-testid="share-countdown">
        {t('continuing', { s: secondsLeft })}
      </p>
    </dialog>
  );
}
