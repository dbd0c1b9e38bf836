// Circles: search (name, description, creator), visibility filter, Export Data (CSV of the
// filtered circles), table with a visibility badge that toggles, View dialog (Details, Members,
// Goals) and Delete with the spec's confirmation.
import { useState, type FormEvent } from 'react';
import { goalPercent, type CircleVisibility } from '../../../../lib/people.ts';
import { CircleGoalInputSchema, CircleGoalUpdateSchema, type AdminCircleGoal, type AdminCircleRow, type CircleSort } from '../../../../lib/schemas/people.ts';
import { ADMIN } from '../../../../lib/routes.ts';
import { ConflictNotice, DataTable, Dialog, ErrorPanel, FilterBar, formatDate, formatNumber, Pagination, ProgressBar, runAction, SampleBadge, TabList, TabPanel, useDebounced, useLoader, useRowAction, useSortedPages } from '../../kit/index.ts';
import { versionConflictOf, type VersionConflict } from '../../../../lib/versions.ts';
import { showToast } from '../../../../stores/toast.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { Spinner } from '../../AdminShell.tsx';
import type { SectionProps } from '../../sections.ts';
import { exportUrl, peopleApi } from '../community-tabs/community-api.ts';
import '../community-tabs/community-styles.ts';

export const deleteGoalConfirm = (title: string) => `Delete the goal "${title}"? Its progress will be lost.`;
export const DELETE_CIRCLE_CONFIRM = 'Are you sure you want to delete this circle? This will remove the circle for all members.';

type Visibility = 'all' | CircleVisibility;

/** A goal in the inline editor, with the version it was loaded at. */
type GoalForm = { id: number; version: number; title: string; description: string; targetCount: string; currentCount: string };
const goalForm = (g: AdminCircleGoal): GoalForm => ({ id: g.id, version: g.version, title: g.title, description: g.description, targetCount: String(g.targetCount), currentCount: String(g.currentCount) });
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

const SUBTABS = [
  { id: 'Details', label: 'Details' },
  { id: 'Members', label: 'Members' },
  { id: 'Goals', label: 'Goals' },
] as const;
type SubTab = (typeof SUBTABS)[number]['id'];

function CircleDialog({ circleId, onClose, onChanged }: { circleId: number; onClose: () => void; onChanged: () => void }) {
  const { data: detail, error, load } = useLoader(() => peopleApi.getCircle(circleId), [circleId], 'Could not load the circle.');
  const [tab, setTab] = useState<SubTab>('Details');
  const [busy, setBusy] = useState(false);
  const [goal, setGoal] = useState({ title: '', targetCount: '' });
  const [goalError, setGoalError] = useState<string | null>(null);
  const [editing, setEditing] = useState<GoalForm | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  // A goal save that met a newer version of the goal (decision 0029): the editor keeps the typed values.
  const [goalConflict, setGoalConflict] = useState<VersionConflict<AdminCircleGoal> | null>(null);

  const reloadAll = async () => {
    await load();
    onChanged();
  };
  // A stale click (the circle or goal changed since it was shown) reloads the dialog after its toast.
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    await runAction(work, { success: { title: done }, failure: 'That did not work', onConflict: reloadAll }, reloadAll);
    setBusy(false);
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
    setGoalConflict(null);
    setEditing(goalForm(g));
  };

  const saveGoal = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { id, version, ...fields } = editing;
    const parsed = CircleGoalUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      setEditError(parsed.error.issues[0]?.message ?? 'Please check the goal');
      return;
    }
    setEditError(null);
    setBusy(true);
    try {
      await guarded(() => peopleApi.updateGoal(circleId, id, parsed.data, version));
      showToast({ title: 'Goal saved', variant: 'success' });
      setEditing(null);
      await reloadAll();
    } catch (e) {
      const conflict = versionConflictOf<AdminCircleGoal>(e);
      if (conflict) setGoalConflict(conflict);
      else setEditError(errorMessage(e, 'Could not save the goal.'));
    } finally {
      setBusy(false);
    }
  };
  const goalConflictState = goalConflict && {
    conflict: goalConflict,
    noun: 'goal',
    reloadTheirs: () => {
      setEditing(goalForm(goalConflict.current));
      setGoalConflict(null);
      void reloadAll();
    },
    keepMine: () => {
      setEditing((current) => current && { ...current, version: goalConflict.current.version });
      setGoalConflict(null);
    },
  };

  const deleteGoal = (g: AdminCircleGoal) => {
    if (!window.confirm(deleteGoalConfirm(g.title))) return;
    void act(() => peopleApi.deleteGoal(circleId, g.id, g.version), 'Goal deleted');
  };

  const circle = detail?.circle;
  return (
    <Dialog title={circle ? circle.name : 'Circle'} onClose={onClose} wide>
      {error && <p className="admin-error" role="alert">{error}</p>}
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
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void act(() => peopleApi.setVisibility(circle.id, other(circle.visibility), circle.version), `Circle is now ${other(circle.visibility)}`)}>
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
              </DataTable>
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
                          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || goalConflict !== null}>
                            Save Goal
                          </button>
                          <button type="button" className="btn btn-ghost btn-sm" onClick={() => { setEditing(null); setGoalConflict(null); }}>
                            Cancel
                          </button>
                        </form>
                        {goalConflictState && <ConflictNotice state={goalConflictState} />}
                        {editError && <p className="admin-error" role="alert">{editError}</p>}
                      </li>
                    ) : (
                      <li key={g.id} className="people-goal">
                        <span>
                          <strong>{g.title}</strong>
                          <span className="cell-sub">
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
                {goalError && <p className="admin-error" role="alert">{goalError}</p>}
              </>
            )}
          </TabPanel>
        </>
      )}
    </Dialog>
  );
}

export default function CirclesSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [viewing, setViewing] = useState<number | null>(null);
  const { data, error, load, sort, sortBy, setPage, pageSize, setPageSize } = useSortedPages(
    (paging) => peopleApi.listCircles({ q, visibility, ...paging }),
    [q, visibility],
    { sort: 'createdAt' as CircleSort, dir: 'desc' },
    'Could not load circles.',
  );
  const { busy, run } = useRowAction<number>(load);

  const toggle = (circle: AdminCircleRow) =>
    run(circle.id, () => peopleApi.setVisibility(circle.id, other(circle.visibility), circle.version), { success: { title: `${circle.name} is now ${other(circle.visibility)}` }, failure: 'Could not change visibility' });
  const remove = (circle: AdminCircleRow) =>
    run(circle.id, () => peopleApi.deleteCircle(circle.id, circle.version), {
      confirm: DELETE_CIRCLE_CONFIRM,
      success: { title: 'Circle deleted', description: `${circle.name} was removed for all members.` },
      failure: 'Could not delete the circle',
    });

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
      <FilterBar
        search={{ id: 'circle-search', label: 'Search circles', placeholder: 'Search by name, description or creator...', value: search, onChange: setSearch }}
        selects={[{ id: 'circle-visibility', label: 'Visibility', value: visibility, onChange: (v) => setVisibility(v as Visibility), allLabel: 'All Circles', allValue: 'all', options: [{ value: 'public', label: 'Public Only' }, { value: 'private', label: 'Private Only' }] }]}
      />
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading circles..." />}
      {data && (
        <>
          <DataTable
            caption={`Circles, page ${data.page}`}
            empty={data.rows.length === 0 && 'No circles match these filters.'}
            head={[{ label: 'Name', column: 'name' }, 'Description', 'Visibility', { label: 'Members', column: 'members' }, 'Creator', { label: 'Created', column: 'createdAt' }, { label: 'Last Active', column: 'lastActive' }, 'Actions']}
            sort={{ state: sort, onSort: sortBy }}
          >
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
          </DataTable>
          <Pagination page={data.page} pageSize={pageSize} total={data.total} noun="circles" onPage={setPage} onPageSize={setPageSize} />
        </>
      )}
      {viewing !== null && <CircleDialog circleId={viewing} onClose={() => setViewing(null)} onChanged={() => void load()} />}
    </section>
  );
}
