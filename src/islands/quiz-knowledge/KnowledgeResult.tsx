// Knowledge-quiz result: level, score out of 50, the shareable card (PNG via html-to-image, shared
// with the Web Share API where files can be shared, downloaded otherwise) and the waitlist form.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { knowledgePoints, type KnowledgeQuestionView } from '../../lib/quiz/questions.ts';
import { XP_PER_INVITE, scoreKnowledge } from '../../lib/quiz/scoring.ts';
import { $knowledgeQuiz, restartKnowledgeQuiz } from '../../stores/quiz-knowledge.ts';
import { fetchInviteCount, hasReferralCode, shareUrl } from '../../stores/quiz-referral.ts';
import { showToast } from '../../stores/toast.ts';
import { useFocusOnChange } from '../shared/quiz-ui.ts';
import WaitlistForm from './WaitlistForm.tsx';
import { SHARE_FILE_NAME, downloadBlob, renderCardPng } from './share-image.ts';
import { Emphasis, useT } from '../shared/quiz-i18n.tsx';
import { KNOWLEDGE_LEVELS } from '../../lib/quiz/levels.ts';

const IMAGE_FAILED = { title: '❌ Error', description: 'Failed to generate share image. Please try again.' };

export default function KnowledgeResult({ byId }: { byId: Map<string, KnowledgeQuestionView> }) {
  const t = useT();
  const state = useStore($knowledgeQuiz);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>('result');
  const [busy, setBusy] = useState<'share' | 'download' | null>(null);
  const [invites, setInvites] = useState<number | null>(null);

  const points = state.answers.map((a) => {
    const q = byId.get(a.questionId);
    return q ? knowledgePoints(q, a.optionIndex) : 0;
  });
  const result = scoreKnowledge(points);
  const correct = points.filter((p) => p > 0).length;
  // The band's text in the page's locale; the waitlist still receives the English name (the API's enum).
  const level = {
    ...result.level,
    ...t.text.levels[KNOWLEDGE_LEVELS.findIndex((band) => band.name === result.level.name)],
  };
  const link = shareUrl(t.text.sharePath);
  const shareText = t('knowledgeShareText', { emoji: level.emoji, level: level.name, score: result.score });

  useEffect(() => {
    fetchInviteCount()
      .then((count) => setInvites(count?.invites ?? null))
      .catch((error: unknown) => console.error('Invite count unavailable', error));
  }, []);

  async function makeImage(): Promise<Blob | null> {
    if (!cardRef.current) return null;
    try {
      return await renderCardPng(cardRef.current);
    } catch (error) {
      console.error('Share image failed', error);
      showToast({ ...IMAGE_FAILED, variant: 'destructive' });
      return null;
    }
  }

  async function onDownload() {
    setBusy('download');
    const blob = await makeImage();
    if (blob) {
      downloadBlob(blob);
      showToast({ title: '🎉 Image Saved', description: 'Your result card was downloaded.', variant: 'success' });
    }
    setBusy(null);
  }

  async function onShare() {
    setBusy('share');
    const blob = await makeImage();
    if (blob) {
      const file = new File([blob], SHARE_FILE_NAME, { type: 'image/png' });
      const data: ShareData = { files: [file], title: t('shareTitle'), text: `${shareText} ${link}` };
      if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
        try {
          await navigator.share(data);
          showToast({
            title: '🎉 Shared Successfully',
            description: 'Thank you for spreading the word!',
            variant: 'success',
          });
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError')) {
            console.error('Sharing failed', error);
            showToast({ ...IMAGE_FAILED, variant: 'destructive' });
          }
        }
      } else {
        downloadBlob(blob);
        showToast({
          title: '❓ Share Not Supported',
          description:
            'Your browser cannot share images, so we downloaded your card instead. Share it from your files.',
        });
      }
    }
    setBusy(null);
  }

  return (
    <div className="result-stack">
      <section className="card result" aria-labelledby="knowledge-result-heading" data-testid="knowledge-result">
        <p className="eyebrow">{t('yourResult')}</p>
        <h2 id="knowledge-result-heading" ref={headingRef} tabIndex={-1} className="level-name">
          <span aria-hidden="true">{level.emoji} </span>
          {level.name}
        </h2>
        <p className="big-score" data-testid="knowledge-score">
          {t.n(result.score)} <span>{t('outOf50')}</span>
        </p>
        <p>
          {t('correct', { correct, total: state.answers.length })} {level.description}
        </p>

        <div ref={cardRef} className="share-card" data-testid="share-card">
          <p className="share-card-brand">{t('cardBrand')}</p>
          <p className="share-card-emoji" aria-hidden="true">
            {result.level.emoji}
          </p>
          <p className="share-card-level">{level.name}</p>
          <p className="share-card-score">
            {t.n(result.score)} / {t.n(50)}
          </p>
          <p className="share-card-invite">
            {/* Only a server-made code (after joining the waitlist) earns XP; before that the link carries none. */}
            {t(hasReferralCode() ? 'cardWithCode' : 'cardWithoutCode', { xp: XP_PER_INVITE })}
          </p>
          <p className="share-card-link" dir="ltr">
            {link.replace(/^https?:\/\//, '')}
          </p>
        </div>

        <div className="result-actions">
          <button type="button" className="btn btn-primary" onClick={onShare} disabled={busy !== null}>
            {busy === 'share' ? t('preparingImage') : t('shareResult')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onDownload} disabled={busy !== null}>
            {busy === 'download' ? t('preparingImage') : t('downloadImage')}
          </button>
        </div>
        {invites !== null && (
          <p className="invites" data-testid="invite-count">
            <Emphasis text={t('invites', { invites, xp: invites * XP_PER_INVITE })} bold={t.n(invites)} />
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => restartKnowledgeQuiz([...byId.values()], $knowledgeQuiz.get().bankVersion)}
        >
          {t('takeAgain')}
        </button>
      </section>
      <WaitlistForm result={{ score: result.score, level: result.level.name }} />
    </div>
  );
}
