// User Management: app users searched, filtered, sorted and paged on the server; edit dialog,
// Reset streak and Delete with the spec's confirmations; a View link to /admin/users/{id}.
import { useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import {
  SPIRITUAL_LEVEL_NAMES,
  USER_CIRCLE_ROLES,
  USER_STATUSES,
  type SpiritualLevelName,
  type UserCircleRole,
  type UserStatus,
} from '../../../../lib/people.ts';
import { USER_KINDS, type AdminUserRow, type UserKind, type UserSort } from '../../../../lib/schemas/people.ts';
import {
  DataTable,
  ErrorPanel,
  FilterBar,
  formatCount,
  formatDate,
  formatNumber,
  Pagination,
  RowActions,
  SampleBadge,
  useDebounced,
  useRowAction,
  useSortedPages,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { exportUrl, communityApi } from '../community-tabs/community-api.ts';
import '../community-tabs/community-styles.ts';
import { EditUserDialog } from './EditUserDialog.tsx';

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
export default function UsersSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [level, setLevel] = useState<SpiritualLevelName | ''>('');
  const [circleRole, setCircleRole] = useState<UserCircleRole | ''>('');
  const [kind, setKind] = useState<UserKind | ''>('');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const filters = {
    q,
    status: status || undefined,
    level: level || undefined,
    circleRole: circleRole || undefined,
    kind: kind || undefined,
  };
  const { data, error, load, sort, sortBy, setPage, pageSize, setPageSize } = useSortedPages(
    (paging) => communityApi.listUsers({ ...filters, ...paging }),
    [q, status, level, circleRole, kind],
    { sort: 'createdAt' as UserSort, dir: 'desc' },
    'Could not load users.',
  );
  const { busy, run } = useRowAction<number>(load);

  const resetStreak = (user: AdminUserRow) =>
    run(user.id, () => communityApi.resetStreak(user.id, user.version), {
      confirm: RESET_STREAK_CONFIRM,
      success: { title: 'Streak reset', description: `${user.name}'s streak is now 0 days.` },
      failure: 'Could not reset the streak',
    });
  const remove = (user: AdminUserRow) =>
    run(user.id, () => communityApi.deleteUser(user.id, user.version), {
      confirm: DELETE_USER_CONFIRM,
      success: { title: 'User deleted', description: `${user.name} was removed.` },
      failure: 'Could not delete the user',
    });

  return (
    <section className="people-section" aria-labelledby="users-title">
      <div className="admin-toolbar">
        <Heading id="users-title">User Management</Heading>
        <div className="admin-actions">
          <a
            className="btn btn-outline btn-sm"
            href={exportUrl('users', { ...filters, sort: sort.sort, dir: sort.dir })}
            download
          >
            Export CSV
          </a>
        </div>
      </div>
      <FilterBar
        search={{
          id: 'user-search',
          label: 'Search users',
          placeholder: 'Search by name or email...',
          value: search,
          onChange: setSearch,
        }}
        selects={[
          {
            id: 'user-status',
            label: 'Status',
            value: status,
            onChange: (v) => setStatus(v as UserStatus | ''),
            allLabel: 'All statuses',
            options: USER_STATUSES,
          },
          {
            id: 'user-level',
            label: 'Level',
            value: level,
            onChange: (v) => setLevel(v as SpiritualLevelName | ''),
            allLabel: 'All levels',
            options: SPIRITUAL_LEVEL_NAMES,
          },
          {
            id: 'user-circle-role',
            label: 'Circle role',
            value: circleRole,
            onChange: (v) => setCircleRole(v as UserCircleRole | ''),
            allLabel: 'All roles',
            options: USER_CIRCLE_ROLES,
            format: (r) => (r === 'none' ? 'No circle role' : r),
          },
          {
            id: 'user-kind',
            label: 'Real or sample',
            value: kind,
            onChange: (v) => setKind(v as UserKind | ''),
            allLabel: 'Real and sample',
            options: USER_KINDS,
            format: (k) => (k === 'real' ? 'Real users' : 'Sample users'),
          },
        ]}
      />

      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading users..." />}
      {data && (
        <>
          <DataTable
            caption={`App users, page ${data.page}`}
            empty={data.rows.length === 0 && 'No users match these filters.'}
            head={[...COLUMNS, 'Actions']}
            sort={{ state: sort, onSort: sortBy }}
          >
            {data.rows.map((user) => (
              <tr key={user.id}>
                <td>
                  <span className="post-title">{user.name}</span> <SampleBadge sample={user.sample} />
                  <span className="cell-sub">{user.email}</span>
                </td>
                <td>{user.location || '—'}</td>
                <td>{user.level ?? '—'}</td>
                <td>{formatCount(user.streak, 'day')}</td>
                <td>{formatNumber(user.score)}</td>
                <td>{user.status}</td>
                <td>{user.circleRole === 'none' ? '—' : user.circleRole}</td>
                <td>{formatNumber(user.referrals)}</td>
                <td>{formatDate(user.createdAt)}</td>
                <td>
                  <RowActions
                    name={user.name}
                    actions={[
                      { label: 'View', href: ADMIN.user(user.id) },
                      { label: 'Edit', onClick: () => setEditing(user) },
                      {
                        label: 'Reset',
                        ariaLabel: `Reset streak of ${user.name}`,
                        onClick: () => void resetStreak(user),
                        disabled: busy === user.id,
                      },
                      { label: 'Delete', onClick: () => void remove(user), disabled: busy === user.id, danger: true },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={data.page}
            pageSize={pageSize}
            total={data.total}
            noun="users"
            onPage={setPage}
            onPageSize={setPageSize}
          />
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
