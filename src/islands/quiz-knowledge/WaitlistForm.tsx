// Knowledge-quiz waitlist form (product §5 Quiz A waitlist form): name, email, phone → POST /api/notify-launch.
import { useState, type FormEvent } from 'react';
import { joinKnowledgeWaitlist } from '../../stores/quiz-knowledge.ts';
import { useFocusOnChange } from '../shared/quiz-ui.ts';
import { PAGES } from '../../lib/public-routes.ts';

export interface Props {
  result: { score: number; level: string } | null;
  onBack?: () => void;
}

export default function WaitlistForm({ result, onBack }: Props) {
  const [form, setForm] = useState({ name: '', email: '', phoneNumber: '' });
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const headingRef = useFocusOnChange<HTMLHeadingElement>('waitlist', !result);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const ok = await joinKnowledgeWaitlist(form, result, () => location.assign(PAGES.landing));
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
        Join the waitlist
      </h2>
      <p className="muted">Be the first to know when the app launches. Give us an email or a phone number.</p>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="waitlist-name">Name</label>
        <input {...field('name')} type="text" autoComplete="name" required />
        <label htmlFor="waitlist-email">Email</label>
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" />
        <label htmlFor="waitlist-phoneNumber">Phone number</label>
        <input {...field('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy || joined}>
          {busy ? 'Joining…' : joined ? 'Joined ✓' : 'Join Waitlist'}
        </button>
      </form>
      {onBack && (
        <button type="button" className="link-button" onClick={onBack}>
          Back to the quiz
        </button>
      )}
    </section>
  );
}
