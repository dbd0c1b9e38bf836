// One app user: profile, circles, invitations they sent and recent activity (newest first).
import { useEffect, useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import { AGE_NOT_GIVEN } from '../../../../lib/people.ts';
import type { AdminUserDetail } from '../../../../lib/schemas/people.ts';
import { errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { communityApi } from '../community-tabs/community-api.ts';
import { DataTable, formatCount, formatDate, formatNumber, SampleBadge } from '../../kit/index.ts';
import '../community-tabs/community-styles.ts';
import UserSubscription from './UserSubscription.tsx';

const ACTIVITY_LABELS: Record<string, string> = {
  thawap_completed: 'Deed completed',
  goal_contribution: 'Goal contribution',
  quran_completed: 'Quran completed',
  blessing_sent: 'Blessing sent',
  member_joined: 'Joined a circle',
};

export default function UserDetail({ id }: { id: number | null }) {
  const [detail, setDetail] = useState<AdminUserDetail | null>(null);
  const [error, setError] = useState<string | null>(id === null ? 'User not found' : null);
  useEffect(() => {
    if (id === null) return;
    communityApi.getUser(id).then(setDetail, (err: unknown) => setError(errorMessage(err, 'Could not load the user.')));
  }, [id]);

  const back = (
    <a className="admin-back" href={ADMIN.section('users')}>
      ← Back to User Management
    </a>
  );
  if (error) {
    return (
      <section className="admin-panel card" aria-labelledby="user-title">
        {back}
        <h1 id="user-title">User</h1>
        <p role="alert">{error}</p>
      </section>
    );
  }
  if (!detail) return <Spinner label="Loading the user..." />;
  const u = detail.user;
  return (
    <section className="people-section" aria-labelledby="user-title">
      {back}
      <h1 id="user-title">
        {u.name} <SampleBadge sample={u.sample} />
      </h1>
      <div className="people-two-col">
        <section className="card admin-panel" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl className="people-details">
            <dt>Email</dt>
            <dd>{u.email}</dd>
            <dt>Location</dt>
            <dd>{u.location || '—'}</dd>
            <dt>Age</dt>
            <dd>{u.age === AGE_NOT_GIVEN ? 'Not given yet' : u.age}</dd>
            <dt>Level</dt>
            <dd>{u.level ?? '—'}</dd>
            <dt>Streak</dt>
            <dd>{formatCount(u.streak, 'day')}</dd>
            <dt>Barakah Score</dt>
            <dd>{formatNumber(u.score)}</dd>
            <dt>Status</dt>
            <dd>{u.status}</dd>
            <dt>Circle role</dt>
            <dd>{u.circleRole === 'none' ? '—' : u.circleRole}</dd>
            <dt>Referred by</dt>
            <dd>{u.referredBy ? <a href={ADMIN.user(u.referredBy.id)}>{u.referredBy.name}</a> : '—'}</dd>
            <dt>Referrals</dt>
            <dd>{formatNumber(u.referrals)} joined</dd>
            <dt>Joined</dt>
            <dd>{formatDate(u.createdAt)}</dd>
            <dt>Last active</dt>
            <dd>{formatDate(u.lastActiveAt)}</dd>
          </dl>
        </section>
        <section className="card admin-panel" aria-labelledby="circles-title">
          <h2 id="circles-title">Circles ({detail.circles.length})</h2>
          {detail.circles.length === 0 ? (
            <p className="admin-muted">Not in any circle.</p>
          ) : (
            <ul>
              {detail.circles.map((c) => (
                <li key={c.id}>
                  <strong>{c.name}</strong> — {c.role}, {formatNumber(c.memberCount)} members, joined{' '}
                  {formatDate(c.joinedAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <UserSubscription userId={u.id} />
      <section aria-labelledby="badges-title">
        <h2 id="badges-title">Badges earned ({formatNumber(detail.badges.length)})</h2>
        {detail.badges.length === 0 ? (
          <p className="admin-muted">No badges yet.</p>
        ) : (
          <ul>
            {detail.badges.map((b) => (
              <li key={b.id}>
                <span aria-hidden="true">{b.icon}</span> <strong>{b.name}</strong>, earned {formatDate(b.earnedAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title">Invitations sent ({formatNumber(detail.invitationCount)})</h2>
        <DataTable
          caption={`Invitations sent by ${u.name}, newest first`}
          empty={detail.invitations.length === 0 && 'No invitations yet.'}
          head={['Invitee', 'Status', 'Sent', 'Signed up']}
        >
          {detail.invitations.map((i) => (
            <tr key={i.id}>
              <td>
                {i.inviteeId ? (
                  <a href={ADMIN.user(i.inviteeId)}>{i.inviteeEmail}</a>
                ) : (
                  (i.inviteeEmail ?? 'Deleted account')
                )}
              </td>
              <td>
                <span className={`status-pill pill-${i.status.toLowerCase()}`}>{i.status}</span>
              </td>
              <td>{formatDate(i.sentAt)}</td>
              <td>{formatDate(i.signedUpAt)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="activity-title">
        <h2 id="activity-title">Recent activity</h2>
        {detail.activity.length === 0 ? (
          <p className="admin-muted">No activity recorded.</p>
        ) : (
          <ol>
            {detail.activity.map((a) => (
              <li key={a.id}>
                <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time> · {ACTIVITY_LABELS[a.type] ?? a.type}:{' '}
                {a.content}
                {a.circleName ? ` (${a.circleName})` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
