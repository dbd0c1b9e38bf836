// Knowledge-quiz waitlist form (product §5 Quiz A waitlist form): name, email, phone → POST /api/notify-launch.
import { useState, type FormEvent } from 'react';
import { joinKnowledgeWaitlist } from '../../stores/quiz-knowledge.ts';
import { useFocusOnChange } from '../shared/quiz-ui.ts';
import { useT } from '../shared/quiz-i18n.tsx';

export interface Props {
  result: { score: number; level: string } | null;
  onBack?: () => void;
}

export default function WaitlistForm({ result, onBack }: Props) {
  const t = useT();
  const [form, setForm] = useState({ name: '', email: '', phoneNumber: '' });
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const headingRef = useFocusOnChange<HTMLHeadingElement>('waitlist', !result);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const ok = await joinKnowledgeWaitlist(
      form,
      result,
      () => location.assign(t.text.landingPath),
      t.text.signupNotice.replace('{email}', form.email.trim()),
    );
    setJoined(ok);
    setBusy(false);
  }

  const field = (key: keyof typeof form) => ({
    id: `waitlist-${key}`,
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <section className="card waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" ref={headingRef} tabIndex={-1}>
        {t('joinWaitlist')}
      </h2>
      <p className="muted">{t('waitlistIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="waitlist-name">{t('name')}</label>
        <input {...field('name')} type="text" autoComplete="name" required />
        <label htmlFor="waitlist-email">{t('email')}</label>
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" />
        <label htmlFor="waitlist-phoneNumber">{t('phone')}</label>
        <input {...field('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy || joined}>
          {busy ? t('joining') : joined ? t('joinedShort') : t('joinButton')}
        </button>
      </form>
      {onBack && (
        <button type="button" className="link-button" onClick={onBack}>
          {t('backToQuiz')}
        </button>
      )}
    </section>
  );
}
