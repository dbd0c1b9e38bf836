// A sign-up's detail (decision 0035): who, which list, quiz result, referrals and messages sent,
// with Unsubscribe and Delete (asked again in a confirmation dialog).
import { useState } from 'react';
import type { SignupDetail } from '../../../../lib/schemas/waitlist-admin.ts';
import { DataTable, Dialog, ErrorPanel, formatDate, formatDateTime, runAction, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { waitlistApi } from './waitlist-api.ts';
import { MESSAGE_KINDS, messageStatus } from './message-status.ts';
import { LanguageName, personName, sourceLabel, StatusPills } from './signup-parts.tsx';

function QuizResult({ quiz }: { quiz: SignupDetail['quiz'] }) {
  if (!quiz) return <p className="admin-muted">No quiz result with this sign-up.</p>;
  if (quiz.quiz === 'knowledge') {
    return (
      <dl className="waitlist-details">
        <dt>Quiz</dt>
        <dd>Knowledge quiz</dd>
        <dt>Level</dt>
        <dd>{quiz.level}</dd>
        <dt>Score</dt>
        <dd>{quiz.score}%</dd>
        <dt>Questions answered</dt>
        <dd>{quiz.answered}</dd>
      </dl>
    );
  }
  if (!quiz.completed)
    return <p className="admin-muted">Self-assessment started, not finished ({quiz.answered} answers saved).</p>;
  return (
    <>
      <dl className="waitlist-details">
        <dt>Quiz</dt>
        <dd>Self-assessment</dd>
        <dt>Level</dt>
        <dd>{quiz.level}</dd>
        <dt>Score</dt>
        <dd>{quiz.score}%</dd>
        {quiz.percentile !== null && (
          <>
            <dt>Percentile</dt>
            <dd>{quiz.percentile}</dd>
          </>
        )}
      </dl>
      <DataTable caption="Self-assessment answers" head={['Question', 'Points']}>
        {quiz.answers.map((answer, index) => (
          <tr key={`${answer.questionId}-${index}`}>
            <td>{answer.questionId}</td>
            <td>{answer.points}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function SignupDialog({
  signupKey,
  onClose,
  onChanged,
}: {
  signupKey: string;
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const {
    data: detail,
    error,
    load,
  } = useLoader(() => waitlistApi.detail(signupKey), [signupKey], 'Could not load the sign-up.');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = detail ? personName(detail.signup) : 'sign-up';

  const unsubscribe = async () => {
    setBusy(true);
    await runAction(
      () => waitlistApi.unsubscribe(signupKey),
      {
        success: { title: 'Unsubscribed', description: `${name} will get no more emails.` },
        failure: 'Could not unsubscribe',
      },
      async () => {
        await load();
        await onChanged();
      },
    );
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    const done = await runAction(
      () => waitlistApi.remove(signupKey),
      {
        success: {
          title: 'Deleted',
          description: `${name} was removed from the waitlist, the newsletter and their referrals.`,
        },
        failure: 'Could not delete',
      },
      onChanged,
    );
    setBusy(false);
    if (done) onClose();
  };

  if (confirming && detail) {
    return (
      <Dialog title={`Delete ${name}?`} onClose={() => setConfirming(false)}>
        <p>
          This removes {name} everywhere: the waitlist record with its quiz result, the newsletter subscription with the
          same email, the referral credits they gave or received, and their email on app invitations. It cannot be
          undone.
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void remove()} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete everywhere'}
          </button>
        </div>
      </Dialog>
    );
  }

  const s = detail?.signup;
  return (
    <Dialog title={s ? `Sign-up: ${name}` : 'Sign-up details'} onClose={onClose} wide>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!detail && !error && <Spinner label="Loading the sign-up..." />}
      {detail && s && (
        <>
          <dl className="waitlist-details">
            <dt>List</dt>
            <dd>{s.kind === 'waitlist' ? 'Launch waitlist' : 'Newsletter'}</dd>
            <dt>Name</dt>
            <dd>{s.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{s.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{s.phone ?? '—'}</dd>
            <dt>Source</dt>
            <dd>{sourceLabel(s.source)}</dd>
            <dt>Language</dt>
            <dd>
              <LanguageName code={s.language} />
            </dd>
            <dt>Signed up</dt>
            <dd>{formatDateTime(s.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusPills row={s} />
            </dd>
            {s.confirmedAt && (
              <>
                <dt>Confirmed</dt>
                <dd>{formatDateTime(s.confirmedAt)}</dd>
              </>
            )}
            {s.unsubscribedAt && (
              <>
                <dt>Unsubscribed</dt>
                <dd>{formatDateTime(s.unsubscribedAt)}</dd>
              </>
            )}
            {s.kind === 'waitlist' && (
              <>
                <dt>Referral code</dt>
                <dd>{s.referralCode ?? '—'}</dd>
                <dt>Referred by</dt>
                <dd>{detail.referredBy ? `${detail.referredBy.label} (${detail.referredBy.key})` : 'Nobody'}</dd>
              </>
            )}
            {detail.related.map((other) => (
              <div key={other.key} className="waitlist-detail-row">
                <dt>Also on the {other.kind === 'waitlist' ? 'launch waitlist' : 'newsletter'}</dt>
                <dd>
                  {other.key}
                  {other.unsubscribedAt ? ' (unsubscribed)' : ''}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="signup-quiz-title">
            <h3 id="signup-quiz-title">Quiz result</h3>
            <QuizResult quiz={detail.quiz} />
          </section>
          {s.kind === 'waitlist' && (
            <section aria-labelledby="signup-referrals-title">
              <h3 id="signup-referrals-title">People who joined through their link</h3>
              <DataTable
                caption={`People who joined through ${name}'s link`}
                head={['Person', 'Joined', 'XP credited']}
                empty={detail.referrals.length === 0 && 'Nobody has joined through this link yet.'}
              >
                {detail.referrals.map((referral) => (
                  <tr key={referral.key}>
                    <td>{referral.label}</td>
                    <td>{formatDate(referral.createdAt)}</td>
                    <td>{referral.credited ? 'Yes' : `No (${referral.flagReason?.replace('_', ' ') ?? 'flagged'})`}</td>
                  </tr>
                ))}
              </DataTable>
            </section>
          )}
          <section aria-labelledby="signup-messages-title">
            <h3 id="signup-messages-title">Messages sent</h3>
            <DataTable
              caption={`Messages to ${name}`}
              head={['Message', 'Subject', 'Queued', 'Status']}
              empty={detail.messages.length === 0 && 'No message has been sent to this address.'}
            >
              {detail.messages.map((message, index) => (
                <tr key={`${message.createdAt}-${index}`}>
                  <td>{MESSAGE_KINDS[message.kind] ?? message.kind}</td>
                  <td>{message.subject}</td>
                  <td>{formatDate(message.createdAt)}</td>
                  <td>{messageStatus(message)}</td>
                </tr>
              ))}
            </DataTable>
          </section>
          <div className="waitlist-actions">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void unsubscribe()}
              disabled={busy || s.unsubscribedAt !== null}
            >
              {s.unsubscribedAt ? 'Unsubscribed' : 'Unsubscribe'}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm btn-danger-text"
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              Delete person
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
