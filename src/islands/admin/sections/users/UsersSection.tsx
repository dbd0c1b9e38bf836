// User Management: app users searched, filtered, sorted and paged on the server; edit dialog,
// Reset streak and Delete with the spec's confirmations; a View link to /admin/users/{id}.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import { SPIRITUAL_LEVEL_NAMES, USER_CIRCLE_ROLES, USER_STATUSES, type SpiritualLevelName, type UserCircleRole, type UserStatus } from '../../../../lib/people.ts';
import { SCORE_MAX, STREAK_MAX, UserUpdateSchema, type AdminUserRow, type PageSize, type Paged, type UserSort } from '../../../../lib/schemas/people.ts';
import { showToast } from '../../../../stores/toast.ts';
import { errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../AdminShell.tsx';
import type { SectionProps } from '../../sections.ts';
import { exportUrl, peopleApi } from '../people/people-api.ts';
import { ErrorPanel, Modal, Pagination, SortHeader, formatDate, formatNumber, nextSort, useDebounced, type SortState } from '../people/PeopleKit.tsx';

export const RESET_STREAK_CONFIRM = "Are you sure you want to reset this user's streak?";
export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user?';

const COLUMNS: { column: UserSort; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'location', label: 'Location' },
  { column: 'level', label: 'Level' },
  { column: 'streak', label: 'Streak' },
  { column: 'score', label: 'Score' },
  { column: 'status', label: 'Status' },
  { column: 'circleRole', label: 'Circle Role' },
  { column: 'referrals', label: 'Referrals' },
  { column: 'createdAt', label: 'Joined' },
];

function EditUserDialog({ user, onClose, onSaved }: { user: AdminUserRow; onClose: () => void; onSaved: (row: AdminUserRow) => void }) {
  const [form, setForm] = useState({
    name: user.name,
    email: user.email,
    location: user.location,
    level: user.level ?? '',
    streak: String(user.streak),
    score: String(user.score),
    status: user.status as string,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UserUpdateSchema.safeParse({ ...form, level: form.level || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await peopleApi.updateUser(user.id, parsed.data);
      showToast({ title: 'User saved', description: `${saved.name} was updated.`, variant: 'success' });
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the user.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Edit User" onClose={onClose}>
      <form className="people-form" onSubmit={submit} noValidate>
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
          <input id="edit-user-streak" type="number" inputMode="numeric" min={0} max={STREAK_MAX} step={1} value={form.streak} onChange={set('streak')} required />
        </div>
        <div className="admin-field">
          <label htmlFor="edit-user-score">Barakah Score (0-{SCORE_MAX})</label>
          <input id="edit-user-score" type="number" inputMode="numeric" min={0} max={SCORE_MAX} step={1} value={form.score} onChange={set('score')} required />
        </div>
        <div className="admin-field">
          <label htmlFor="edit-user-status">Status</label>
          <select id="edit-user-status" value={form.status} onChange={set('status')}>
            {USER_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </div>
        {error && (
          <p className="people-error" role="alert">
            {error}
          </p>
        )}
        <div className="people-form-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export default function UsersSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [level, setLevel] = useState<SpiritualLevelName | ''>('');
  const [circleRole, setCircleRole] = useState<UserCircleRole | ''>('');
  const [sort, setSort] = useState<SortState<UserSort>>({ sort: 'createdAt', dir: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [data, setData] = useState<Paged<AdminUserRow> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const filters = { q, status: status || undefined, level: level || undefined, circleRole: circleRole || undefined };
  const load = useCallback(async () => {
    setError(null);
    try {
      setData(await peopleApi.listUsers({ ...filters, sort: sort.sort, dir: sort.dir, page, pageSize }));
    } catch (err) {
      setError(errorMessage(err, 'Could not load users.'));
    }
  }, [q, status, level, circleRole, sort, page, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => setPage(1), [q, status, level, circleRole, pageSize]);

  const resetStreak = async (user: AdminUserRow) => {
    if (!window.confirm(RESET_STREAK_CONFIRM)) return;
    setBusy(user.id);
    try {
      await peopleApi.resetStreak(user.id);
      showToast({ title: 'Streak reset', description: `${user.name}'s streak is now 0 days.`, variant: 'success' });
      await load();
    } catch (err) {
      showToast({ title: 'Could not reset the streak', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (user: AdminUserRow) => {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    setBusy(user.id);
    try {
      await peopleApi.deleteUser(user.id);
      showToast({ title: 'User deleted', description: `${user.name} was removed.`, variant: 'success' });
      await load();
    } catch (err) {
      showToast({ title: 'Could not delete the user', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="people-section" aria-labelledby="users-title">
      <div className="admin-toolbar">
        <Heading id="users-title">User Management</Heading>
        <div className="admin-actions">
          <a className="btn btn-outline btn-sm" href={exportUrl('users', { ...filters, sort: sort.sort, dir: sort.dir })} download>
            Export CSV
          </a>
        </div>
      </div>
      <div className="people-filters">
        <div className="admin-field people-search">
          <label htmlFor="user-search">Search users</label>
          <input id="user-search" type="search" placeholder="Search by name or email..." value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </div>
        <div className="admin-field">
          <label htmlFor="user-status">Status</label>
          <select id="user-status" value={status} onChange={(e) => setStatus(e.target.value as UserStatus | '')}>
            <option value="">All statuses</option>
            {USER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="user-level">Level</label>
          <select id="user-level" value={level} onChange={(e) => setLevel(e.target.value as SpiritualLevelName | '')}>
            <option value="">All levels</option>
            {SPIRITUAL_LEVEL_NAMES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="user-circle-role">Circle role</label>
          <select id="user-circle-role" value={circleRole} onChange={(e) => setCircleRole(e.target.value as UserCircleRole | '')}>
            <option value="">All roles</option>
            {USER_CIRCLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {r === 'none' ? 'No circle role' : r}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading users..." />}
      {data && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">App users, page {data.page}</caption>
              <thead>
                <tr>
                  {COLUMNS.map(({ column, label }) => (
                    <SortHeader key={column} label={label} column={column} state={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS.length + 1} className="admin-empty">
                      No users match these filters.
                    </td>
                  </tr>
                )}
                {data.rows.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <span className="post-title">{user.name}</span>
                      <span className="people-cell-sub">{user.email}</span>
                    </td>
                    <td>{user.location || '—'}</td>
                    <td>{user.level ?? '—'}</td>
                    <td>{formatNumber(user.streak)} days</td>
                    <td>{formatNumber(user.score)}</td>
                    <td>{user.status}</td>
                    <td>{user.circleRole === 'none' ? '—' : user.circleRole}</td>
                    <td>{formatNumber(user.referrals)}</td>
                    <td>{formatDate(user.createdAt)}</td>
                    <td>
                      <div className="row-actions">
                        <a className="btn btn-ghost btn-sm" href={ADMIN.user(user.id)} aria-label={`View ${user.name}`}>
                          View
                        </a>
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(user)} aria-label={`Edit ${user.name}`}>
                          Edit
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void resetStreak(user)} disabled={busy === user.id} aria-label={`Reset streak of ${user.name}`}>
                          Reset
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm btn-danger-text" onClick={() => void remove(user)} disabled={busy === user.id} aria-label={`Delete ${user.name}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={pageSize} total={data.total} noun="users" onPage={setPage} onPageSize={setPageSize} />
        </>
      )}
      {editing && (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </section>
  );
}
