// A circle's goals in the Circles tab's View dialog: each with its progress, edited in place (with
// the goal's version, decision 0029: a stale save shows who changed it), deleted after a
// confirmation, and a form that adds one.
import { useState, type FormEvent } from 'react';
import { goalPercent } from '../../../../lib/people.ts';
import { CircleGoalInputSchema, CircleGoalUpdateSchema, type AdminCircleGoal } from '../../../../lib/schemas/people.ts';
import { versionConflictOf, type VersionConflict } from '../../../../lib/versions.ts';
import { showToast } from '../../../../stores/toast.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { ConflictNotice, formatNumber, ProgressBar, RowActions } from '../../kit/index.ts';
import { communityApi } from '../community-tabs/community-api.ts';

export const deleteGoalConfirm = (title: string) => `Delete the goal "${title}"? Its progress will be lost.`;

/** A goal in the inline editor, with the version it was loaded at. */
type GoalForm = {
  id: number;
  version: number;
  title: string;
  description: string;
  targetCount: string;
  currentCount: string;
};
const goalForm = (g: AdminCircleGoal): GoalForm => ({
  id: g.id,
  version: g.version,
  title: g.title,
  description: g.description,
  targetCount: String(g.targetCount),
  currentCount: String(g.currentCount),
});

export function CircleGoals({
  circleId,
  goals,
  busy,
  setBusy,
  act,
  reloadAll,
}: {
  circleId: number;
  goals: AdminCircleGoal[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Runs a change with its toast, then reloads the dialog. */
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
  reloadAll: () => Promise<void>;
}) {
  const [goal, setGoal] = useState({ title: '', targetCount: '' });
  const [goalError, setGoalError] = useState<string | null>(null);
  const [editing, setEditing] = useState<GoalForm | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  // A goal save that met a newer version of the goal (decision 0029): the editor keeps the typed values.
  const [goalConflict, setGoalConflict] = useState<VersionConflict<AdminCircleGoal> | null>(null);

  const addGoal = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CircleGoalInputSchema.safeParse({ title: goal.title, targetCount: goal.targetCount });
    if (!parsed.success) {
      setGoalError(parsed.error.issues[0]?.message ?? 'Please check the goal');
      return;
    }
    setGoalError(null);
    await act(() => communityApi.addGoal(circleId, parsed.data), 'Goal added');
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
      await guarded(() => communityApi.updateGoal(circleId, id, parsed.data, version));
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
    void act(() => communityApi.deleteGoal(circleId, g.id, g.version), 'Goal deleted');
  };

  return (
    <>
      {goals.length === 0 && <p className="admin-muted">This circle has no goals yet.</p>}
      <ul className="funnel">
        {goals.map((g) =>
          editing?.id === g.id ? (
            <li key={g.id} className="people-goal-editing">
              <form className="people-inline-form" onSubmit={saveGoal} noValidate aria-label={`Edit goal: ${g.title}`}>
                <div className="admin-field">
                  <label htmlFor="edit-goal-title">Title</label>
                  <input
                    id="edit-goal-title"
                    value={editing.title}
                    maxLength={255}
                    onChange={(e) => setEditing({ ...editing, title: e.target.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor="edit-goal-target">Target</label>
                  <input
                    id="edit-goal-target"
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    value={editing.targetCount}
                    onChange={(e) => setEditing({ ...editing, targetCount: e.target.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor="edit-goal-current">Progress</label>
                  <input
                    id="edit-goal-current"
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={editing.currentCount}
                    onChange={(e) => setEditing({ ...editing, currentCount: e.target.value })}
                  />
                </div>
                <button type="submit" className="btn btn-primary btn-sm" disabled={busy || goalConflict !== null}>
                  Save Goal
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => {
                    setEditing(null);
                    setGoalConflict(null);
                  }}
                >
                  Cancel
                </button>
              </form>
              {goalConflictState && <ConflictNotice state={goalConflictState} />}
              {editError && (
                <p className="admin-error" role="alert">
                  {editError}
                </p>
              )}
            </li>
          ) : (
            <li key={g.id} className="people-goal">
              <span>
                <strong>{g.title}</strong>
                <span className="cell-sub">
                  {formatNumber(g.currentCount)} of {formatNumber(g.targetCount)}
                </span>
              </span>
              <ProgressBar
                value={goalPercent(g.currentCount, g.targetCount)}
                label={`${g.title}: ${g.percent}% achieved`}
              />
              <span>{g.percent}%</span>
              <RowActions
                name={g.title}
                actions={[
                  { label: 'Edit', ariaLabel: `Edit goal: ${g.title}`, onClick: () => startEdit(g), disabled: busy },
                  {
                    label: 'Delete',
                    ariaLabel: `Delete goal: ${g.title}`,
                    onClick: () => deleteGoal(g),
                    disabled: busy,
                    danger: true,
                  },
                ]}
              />
            </li>
          ),
        )}
      </ul>
      <form className="people-inline-form" onSubmit={addGoal} noValidate>
        <div className="admin-field">
          <label htmlFor="goal-title">Goal title</label>
          <input
            id="goal-title"
            value={goal.title}
            maxLength={255}
            onChange={(e) => setGoal((g) => ({ ...g, title: e.target.value }))}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="goal-target">Target</label>
          <input
            id="goal-target"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={goal.targetCount}
            onChange={(e) => setGoal((g) => ({ ...g, targetCount: e.target.value }))}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Add New Goal
        </button>
      </form>
      {goalError && (
        <p className="admin-error" role="alert">
          {goalError}
        </p>
      )}
    </>
  );
}
