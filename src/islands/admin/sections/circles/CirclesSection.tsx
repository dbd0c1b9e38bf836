// Circles: search (name, description, creator), visibility filter, Export Data (CSV of the
// filtered circles), table with a visibility badge that toggles, View dialog (Details, Members,
// Goals) and Delete with the spec's confirmation.
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { goalPercent, type CircleVisibility } from '../../../../lib/people.ts';
import { CircleGoalInputSchema, CircleGoalUpdateSchema, type AdminCircleGoal, type AdminCircleDetail, type AdminCircleRow, type CircleSort, type PageSize, type Paged } from '../../../../lib/schemas/people.ts';
import { ADMIN } from '../../../../lib/routes.ts';
import { showToast } from '../../../../stores/toast.ts';
import { errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../AdminShell.tsx';
import type { SectionProps } from '../../sections.ts';
import { exportUrl, peopleApi } from '../people/people-api.ts';
import { ErrorPanel, Modal, Pagination, ProgressBar, SortHeader, formatDate, formatNumber, nextSort, useDebounced, type SortState } from '../people/PeopleKit.tsx';

export const deleteGoalConfirm = (title: string) => `Delete the goal "${title}"? Its progress will be lost.`;
export const DELETE_CIRCLE_CONFIRM = 'Are you sure you want to delete this circle? This will remove the circle for all members.';

type Visibility = 'all' | CircleVisibility;
const other = (v: CircleVisibility): CircleVisibility => (v === 'public' ? 'private' : 'public');
const label = (v: CircleVisibility) => (v === 'public' ? 'Public' : 'Private');

function VisibilityBadge({ circle, onToggle, busy }: { circle: { name: string; visibility: CircleVisibility }; onToggle: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className={`status-pill badge-button pill-${circle.visibility}`}
      onClick={onToggle}
      disabled={busy}
      aria-label={`${label(circle.visibility)}: make ${circle.name} ${other(circle.visibility)}`}
    >
      {label(circle.visibility)}
    </button>
  );
}

const SUBTABS = ['Details', 'Members', 'Goals'] as const;
type SubTab = (typeof SUBTABS)[number];

function CircleDialog({ circleId, onClose, onChanged }: { circleId: number; onClose: () => void; onChanged: () => void }) {
  const [detail, setDetail] = useState<AdminCircleDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<SubTab>('Details');
  const [busy, setBusy] = useState(false);
  const [goal, setGoal] = useState({ title: '', targetCount: '' });
  const [goalError, setGoalError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; title: string; description: string; targetCount: string; currentCount: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const load = useCallback(async () => {
    try {
      setDetail(await peopleApi.getCircle(circleId));
    } catch (err) {
      setError(errorMessage(err, 'Could not load the circle.'));
    }
  }, [circleId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast({ title: done, variant: 'success' });
      await load();
      onChanged();
    } catch (err) {
      showToast({ title: 'That did not work', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const addGoal = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CircleGoalInputSchema.safeParse({ title: goal.title, targetCount: goal.targetCount });
    if (!parsed.success) {
      setGoalError(parsed.error.issues[0]?.message ?? 'Please check the goal');
      return;
    }
    setGoalError(null);
    await act(() => peopleApi.addGoal(circleId, parsed.data), 'Goal added');
    setGoal({ title: '', targetCount: '' });
  };

  const startEdit = (g: AdminCircleGoal) => {
    setEditError(null);
    setEditing({ id: g.id, title: g.title, description: g.description, targetCount: String(g.targetCount), currentCount: String(g.currentCount) });
  };

  const saveGoal = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { id, ...fields } = editing;
    const parsed = CircleGoalUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      setEditError(parsed.error.issues[0]?.message ?? 'Please check the goal');
      return;
    }
    setEditError(null);
    let saved = false;
    await act(async () => {
      await peopleApi.updateGoal(circleId, id, parsed.data);
      saved = true;
    }, 'Goal saved');
    if (saved) setEditing(null);
  };

  const deleteGoal = (g: AdminCircleGoal) => {
    if (!window.confirm(deleteGoalConfirm(g.title))) return;
    void act(() => peopleApi.deleteGoal(circleId, g.id), 'Goal deleted');
  };

  const onTabKey = (event: KeyboardEvent) => {
    const index = SUBTABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? (index + 1) % 3 : event.key === 'ArrowLeft' ? (index + 2) % 3 : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(SUBTABS[next]!);
    tabRefs.current[SUBTABS[next]!]?.focus();
  };

  const circle = detail?.circle;
  return (
    <Modal title={circle ? circle.name : 'Circle'} onClose={onClose} wide>
      {error && <p className="people-error" role="alert">{error}</p>}
      {!detail && !error && <Spinner label="Loading the circle..." />}
      {detail && circle && (
        <>
          <div className="people-subtabs" role="tablist" aria-label="Circle views" onKeyDown={onTabKey}>
            {SUBTABS.map((name) => (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[name] = el;
                }}
                type="button"
                role="tab"
                id={`circle-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`circle-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`circle-panel-${tab}`} aria-labelledby={`circle-tab-${tab}`}>
            {tab === 'Details' && (
              <>
                <dl className="people-details">
                  <dt>Description</dt>
                  <dd>{circle.description}</dd>
                  <dt>Visibility</dt>
                  <dd>{label(circle.visibility)}</dd>
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
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void act(() => peopleApi.setVisibility(circle.id, other(circle.visibility)), `Circle is now ${other(circle.visibility)}`)}>
                  {circle.visibility === 'public' ? 'Make Private' : 'Make Public'}
                </button>
              </>
            )}
            {tab === 'Members' && (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">Members of {circle.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Role</th>
                      <th scope="col">Joined</th>
                      <th scope="col">Last Active</th>
                      <th scope="col">Thawaps Completed</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.members.map((m) => (
                      <tr key={m.userId}>
                        <td>
                          <a href={ADMIN.user(m.userId)}>{m.name}</a>
                        </td>
                        <td>{m.role}</td>
                        <td>{formatDate(m.joinedAt)}</td>
                        <td>{formatDate(m.lastActiveAt)}</td>
                        <td>{formatNumber(m.deedsCompleted)}</td>
                        <td>
                          {m.role !== 'Creator' && (
                            <div className="row-actions">
                              <button
                                type="button"
                                className="btn btn-ghost btn-sm"
                                disabled={busy}
                                onClick={() =>
                                  void act(
                                    () => peopleApi.setMemberRole(circle.id, m.userId, m.role === 'Admin' ? 'Member' : 'Admin'),
                                    m.role === 'Admin' ? `${m.name} is no longer an Admin` : `${m.name} is now an Admin`,
                                  )
                                }
                                aria-label={`${m.role === 'Admin' ? 'Remove Admin' : 'Make Admin'}: ${m.name}`}
                              >
                                {m.role === 'Admin' ? 'Remove Admin' : 'Make Admin'}
                              </button>
                              <button
                                type="button"
                                className="btn btn-ghost btn-sm btn-danger-text"
                                disabled={busy}
                                onClick={() => {
                                  if (window.confirm(`Remove ${m.name} from ${circle.name}?`)) void act(() => peopleApi.removeMember(circle.id, m.userId), `${m.name} was removed`);
                                }}
                                aria-label={`Remove ${m.name}`}
                              >
                                Remove
                              </button>
                            </div>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {tab === 'Goals' && (
              <>
                {detail.goals.length === 0 && <p className="admin-muted">This circle has no goals yet.</p>}
                <ul className="funnel">
                  {detail.goals.map((g) =>
                    editing?.id === g.id ? (
                      <li key={g.id} className="people-goal-editing">
                        <form className="people-inline-form" onSubmit={saveGoal} noValidate aria-label={`Edit goal: ${g.title}`}>
                          <div className="admin-field">
                            <label htmlFor="edit-goal-title">Title</label>
                            <input id="edit-goal-title" value={editing.title} maxLength={255} onChange={(e) => setEditing({ ...editing, title: e.target.value })} />
                          </div>
                          <div className="admin-field">
                            <label htmlFor="edit-goal-target">Target</label>
                            <input id="edit-goal-target" type="number" min={1} step={1} inputMode="numeric" value={editing.targetCount} onChange={(e) => setEditing({ ...editing, targetCount: e.target.value })} />
                          </div>
                          <div className="admin-field">
                            <label htmlFor="edit-goal-current">Progress</label>
                            <input id="edit-goal-current" type="number" min={0} step={1} inputMode="numeric" value={editing.currentCount} onChange={(e) => setEditing({ ...editing, currentCount: e.target.value })} />
                          </div>
                          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                            Save Goal
                          </button>
                          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                            Cancel
                          </button>
                        </form>
                        {editError && <p className="people-error" role="alert">{editError}</p>}
                      </li>
                    ) : (
                      <li key={g.id} className="people-goal">
                        <span>
                          <strong>{g.title}</strong>
                          <span className="people-cell-sub">
                            {formatNumber(g.currentCount)} of {formatNumber(g.targetCount)}
                          </span>
                        </span>
                        <ProgressBar value={goalPercent(g.currentCount, g.targetCount)} label={`${g.title}: ${g.percent}% achieved`} />
                        <span>{g.percent}%</span>
                        <span className="row-actions">
                          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => startEdit(g)} aria-label={`Edit goal: ${g.title}`}>
                            Edit
                          </button>
                          <button type="button" className="btn btn-ghost btn-sm btn-danger-text" disabled={busy} onClick={() => deleteGoal(g)} aria-label={`Delete goal: ${g.title}`}>
                            Delete
                          </button>
                        </span>
                      </li>
                    ),
                  )}
                </ul>
                <form className="people-inline-form" onSubmit={addGoal} noValidate>
                  <div className="admin-field">
                    <label htmlFor="goal-title">Goal title</label>
                    <input id="goal-title" value={goal.title} maxLength={255} onChange={(e) => setGoal((g) => ({ ...g, title: e.target.value }))} />
                  </div>
                  <div className="admin-field">
                    <label htmlFor="goal-target">Target</label>
                    <input id="goal-target" type="number" min={1} step={1} inputMode="numeric" value={goal.targetCount} onChange={(e) => setGoal((g) => ({ ...g, targetCount: e.target.value }))} />
                  </div>
                  <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                    Add New Goal
                  </button>
                </form>
                {goalError && <p className="people-error" role="alert">{goalError}</p>}
              </>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}

export default function CirclesSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [sort, setSort] = useState<SortState<CircleSort>>({ sort: 'createdAt', dir: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [data, setData] = useState<Paged<AdminCircleRow> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setData(await peopleApi.listCircles({ q, visibility, sort: sort.sort, dir: sort.dir, page, pageSize }));
    } catch (err) {
      setError(errorMessage(err, 'Could not load circles.'));
    }
  }, [q, visibility, sort, page, pageSize]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => setPage(1), [q, visibility, pageSize]);

  const toggle = async (circle: AdminCircleRow) => {
    setBusy(circle.id);
    try {
      await peopleApi.setVisibility(circle.id, other(circle.visibility));
      showToast({ title: `${circle.name} is now ${other(circle.visibility)}`, variant: 'success' });
      await load();
    } catch (err) {
      showToast({ title: 'Could not change visibility', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (circle: AdminCircleRow) => {
    if (!window.confirm(DELETE_CIRCLE_CONFIRM)) return;
    setBusy(circle.id);
    try {
      await peopleApi.deleteCircle(circle.id);
      showToast({ title: 'Circle deleted', description: `${circle.name} was removed for all members.`, variant: 'success' });
      await load();
    } catch (err) {
      showToast({ title: 'Could not delete the circle', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="people-section" aria-labelledby="circles-title">
      <div className="admin-toolbar">
        <Heading id="circles-title">Circles</Heading>
        <div className="admin-actions">
          <a className="btn btn-outline btn-sm" href={exportUrl('circles', { q, visibility, sort: sort.sort, dir: sort.dir })} download>
            Export Data
          </a>
        </div>
      </div>
      <div className="people-filters">
        <div className="admin-field people-search">
          <label htmlFor="circle-search">Search circles</label>
          <input id="circle-search" type="search" placeholder="Search by name, description or creator..." value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </div>
        <div className="admin-field">
          <label htmlFor="circle-visibility">Visibility</label>
          <select id="circle-visibility" value={visibility} onChange={(e) => setVisibility(e.target.value as Visibility)}>
            <option value="all">All Circles</option>
            <option value="public">Public Only</option>
            <option value="private">Private Only</option>
          </select>
        </div>
      </div>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading circles..." />}
      {data && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Circles, page {data.page}</caption>
              <thead>
                <tr>
                  <SortHeader label="Name" column="name" state={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />
                  <th scope="col">Description</th>
                  <th scope="col">Visibility</th>
                  <SortHeader label="Members" column="members" state={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />
                  <th scope="col">Creator</th>
                  <SortHeader label="Created" column="createdAt" state={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />
                  <SortHeader label="Last Active" column="lastActive" state={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 && (
                  <tr>
                    <td colSpan={8} className="admin-empty">
                      No circles match these filters.
                    </td>
                  </tr>
                )}
                {data.rows.map((circle) => (
                  <tr key={circle.id}>
                    <td>
                      <span className="post-title">{circle.name}</span>
                    </td>
                    <td>{circle.description}</td>
                    <td>
                      <VisibilityBadge circle={circle} busy={busy === circle.id} onToggle={() => void toggle(circle)} />
                    </td>
                    <td>{formatNumber(circle.memberCount)}</td>
                    <td>{circle.creator.name}</td>
                    <td>{formatDate(circle.createdAt)}</td>
                    <td>{formatDate(circle.lastActive)}</td>
                    <td>
                      <div className="row-actions">
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setViewing(circle.id)} aria-label={`View ${circle.name}`}>
                          View
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm btn-danger-text" onClick={() => void remove(circle)} disabled={busy === circle.id} aria-label={`Delete ${circle.name}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={pageSize} total={data.total} noun="circles" onPage={setPage} onPageSize={setPageSize} />
        </>
      )}
      {viewing !== null && <CircleDialog circleId={viewing} onClose={() => setViewing(null)} onChanged={() => void load()} />}
    </section>
  );
}
