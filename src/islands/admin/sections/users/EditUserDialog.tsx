// Edits an app user's name, email, location, level, streak, score and status, checked against the
// version the dialog opened with.
import { useState } from 'react';
import { SPIRITUAL_LEVEL_NAMES, USER_STATUSES } from '../../../../lib/people.ts';
import { SCORE_MAX, STREAK_MAX, UserUpdateSchema, type AdminUserRow } from '../../../../lib/schemas/people.ts';
import { showToast } from '../../../../stores/toast.ts';
import { versionConflictOf } from '../../../../lib/versions.ts';
import { errorMessage } from '../../admin-api.ts';
import { FormDialog, useVersioned } from '../../kit/index.ts';
import { communityApi } from '../community-tabs/community-api.ts';

const userForm = (user: AdminUserRow) => ({
  name: user.name,
  email: user.email,
  location: user.location,
  level: user.level ?? '',
  streak: String(user.streak),
  score: String(user.score),
  status: user.status as string,
});

export function EditUserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onSaved: (row: AdminUserRow) => void;
}) {
  const [form, setForm] = useState(() => userForm(user));
  const versioned = useVersioned<AdminUserRow>(user.version, 'user', (current) => setForm(userForm(current)));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async () => {
    const parsed = UserUpdateSchema.safeParse({ ...form, level: form.level || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await communityApi.updateUser(user.id, parsed.data, versioned.version ?? user.version);
      showToast({ title: 'User saved', description: `${saved.name} was updated.`, variant: 'success' });
      onSaved(saved);
    } catch (err) {
      const conflict = versionConflictOf<AdminUserRow>(err);
      if (conflict) versioned.onConflict(conflict);
      else setError(errorMessage(err, 'Could not save the user.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="Edit User"
      submitLabel="Save Changes"
      busy={saving}
      error={error}
      conflict={versioned.conflict}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <div className="admin-field">
        <label htmlFor="edit-user-name">Name</label>
        <input id="edit-user-name" value={form.name} onChange={set('name')} required maxLength={120} />
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-email">Email</label>
        <input id="edit-user-email" type="email" value={form.email} onChange={set('email')} required maxLength={254} />
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-location">Location</label>
        <input id="edit-user-location" value={form.location} onChange={set('location')} maxLength={120} />
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-level">Level</label>
        <select id="edit-user-level" value={form.level} onChange={set('level')}>
          <option value="">No level yet</option>
          {SPIRITUAL_LEVEL_NAMES.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-streak">Streak (days)</label>
        <input
          id="edit-user-streak"
          type="number"
          inputMode="numeric"
          min={0}
          max={STREAK_MAX}
          step={1}
          value={form.streak}
          onChange={set('streak')}
          required
        />
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-score">Barakah Score (0-{SCORE_MAX})</label>
        <input
          id="edit-user-score"
          type="number"
          inputMode="numeric"
          min={0}
          max={SCORE_MAX}
          step={1}
          value={form.score}
          onChange={set('score')}
          required
        />
      </div>
      <div className="admin-field">
        <label htmlFor="edit-user-status">Status</label>
        <select id="edit-user-status" value={form.status} onChange={set('status')}>
          {USER_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </div>
    </FormDialog>
  );
}
