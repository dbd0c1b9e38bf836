// The Circles tab's View dialog: Details (with Make Private / Make Public), Members (Make Admin /
// Remove Admin, Remove; never the Creator) and Goals (CircleGoals). A stale click (the circle or a
// goal changed since it was shown) reloads the dialog after its toast.
import { useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import {
  DataTable,
  Dialog,
  formatDate,
  formatNumber,
  RowActions,
  runAction,
  SampleBadge,
  TabList,
  TabPanel,
  useLoader,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { communityApi } from '../community-tabs/community-api.ts';
import { CircleGoals } from './CircleGoals.tsx';
import { otherVisibility, visibilityLabel } from './visibility.tsx';

const SUBTABS = [
  { id: 'Details', label: 'Details' },
  { id: 'Members', label: 'Members' },
  { id: 'Goals', label: 'Goals' },
] as const;
type SubTab = (typeof SUBTABS)[number]['id'];

export function CircleDialog({
  circleId,
  onClose,
  onChanged,
}: {
  circleId: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const {
    data: detail,
    error,
    load,
  } = useLoader(() => communityApi.getCircle(circleId), [circleId], 'Could not load the circle.');
  const [tab, setTab] = useState<SubTab>('Details');
  const [busy, setBusy] = useState(false);
  const reloadAll = async () => {
    await load();
    onChanged();
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    await runAction(work, { success: { title: done }, failure: 'That did not work', onConflict: reloadAll }, reloadAll);
    setBusy(false);
  };

  const circle = detail?.circle;
  return (
    <Dialog title={circle ? circle.name : 'Circle'} onClose={onClose} wide>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!detail && !error && <Spinner label="Loading the circle..." />}
      {detail && circle && (
        <>
          <TabList label="Circle views" tabs={SUBTABS} selected={tab} onSelect={setTab} idPrefix="circle" />
          <TabPanel idPrefix="circle" selected={tab}>
            {tab === 'Details' && (
              <>
                <dl className="people-details">
                  <dt>Description</dt>
                  <dd>{circle.description}</dd>
                  <dt>Visibility</dt>
                  <dd>{visibilityLabel(circle.visibility)}</dd>
                  <dt>Members</dt>
                  <dd>{formatNumber(circle.memberCount)}</dd>
                  <dt>Creator</dt>
                  <dd>
                    <a href={ADMIN.user(circle.creator.id)}>{circle.creator.name}</a>
                  </dd>
                  <dt>Created</dt>
                  <dd>{formatDate(circle.createdAt)}</dd>
                  <dt>Last active</dt>
                  <dd>{formatDate(circle.lastActive)}</dd>
                  <dt>Invite code</dt>
                  <dd>{circle.inviteCode ?? '—'}</dd>
                </dl>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => communityApi.setVisibility(circle.id, otherVisibility(circle.visibility), circle.version),
                      `Circle is now ${otherVisibility(circle.visibility)}`,
                    )
                  }
                >
                  {circle.visibility === 'public' ? 'Make Private' : 'Make Public'}
                </button>
              </>
            )}
            {tab === 'Members' && (
              <DataTable
                caption={`Members of ${circle.name}`}
                head={['Name', 'Role', 'Joined', 'Last Active', 'Thawaps Completed', 'Actions']}
              >
                {detail.members.map((m) => (
                  <tr key={m.userId}>
                    <td>
                      <a href={ADMIN.user(m.userId)}>{m.name}</a> <SampleBadge sample={m.sample} />
                    </td>
                    <td>{m.role}</td>
                    <td>{formatDate(m.joinedAt)}</td>
                    <td>{formatDate(m.lastActiveAt)}</td>
                    <td>{formatNumber(m.deedsCompleted)}</td>
                    <td>
                      {m.role !== 'Creator' && (
                        <RowActions
                          name={m.name}
                          actions={[
                            {
                              label: m.role === 'Admin' ? 'Remove Admin' : 'Make Admin',
                              ariaLabel: `${m.role === 'Admin' ? 'Remove Admin' : 'Make Admin'}: ${m.name}`,
                              disabled: busy,
                              onClick: () =>
                                void act(
                                  () =>
                                    communityApi.setMemberRole(
                                      circle.id,
                                      m.userId,
                                      m.role === 'Admin' ? 'Member' : 'Admin',
                                    ),
                                  m.role === 'Admin' ? `${m.name} is no longer an Admin` : `${m.name} is now an Admin`,
                                ),
                            },
                            {
                              label: 'Remove',
                              danger: true,
                              disabled: busy,
                              onClick: () => {
                                if (window.confirm(`Remove ${m.name} from ${circle.name}?`))
                                  void act(
                                    () => communityApi.removeMember(circle.id, m.userId),
                                    `${m.name} was removed`,
                                  );
                              },
                            },
                          ]}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
            {tab === 'Goals' && (
              <CircleGoals
                circleId={circleId}
                goals={detail.goals}
                busy={busy}
                setBusy={setBusy}
                act={act}
                reloadAll={reloadAll}
              />
            )}
          </TabPanel>
        </>
      )}
    </Dialog>
  );
}
