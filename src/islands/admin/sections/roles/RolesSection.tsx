// Admin Roles (Super Admin only): the staff list (create, change role, disable/enable, reset a
// password, see and end sessions) and the audit log. One-time passwords are shown once, in a
// dialog, and never again. The server enforces every rule (not yourself, never the last active
// Super Admin); the buttons here only spare people a refused request.
import { useId, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../lib/staff-roles.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../../../lib/staff/password-rule.ts';
import { USERNAME_PATTERN, USERNAME_RULE, type StaffMember } from '../../../../lib/schemas/staff.ts';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { adoptStyles, DataTable, Dialog, ErrorPanel, FilterBar, formatDateTime, FormDialog, runAction, useLoader, useRowAction } from '../../kit/index.ts';
import rolesCss from './roles.css?inline';
import { Spinner } from '../../AdminShell.tsx';
import type { SectionProps } from '../../sections.ts';

adoptStyles('roles', rolesCss);

/** The one-time password, shown once with a copy button. */
function OneTimePassword({ username, password, onDone }: { username: string; password: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      showToast({ title: 'Password copied', variant: 'success' });
    } catch {
      showToast({ title: 'Copy it by hand', description: 'The clipboard is not available here.' });
    }
  };
  return (
    <Dialog title={`One-time password for ${username}`} onClose={onDone}>
      <p>Give this password to {username} in person or by a private channel. It is shown only now; {username} must choose a new one at the first sign-in.</p>
      <p className="otp-box">
        <span className="visually-hidden">One-time password: </span>
        <code>{password}</code>
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          Copy password
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          Done
        </button>
      </div>
    </Dialog>
  );
}

function CreateStaffDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (member: StaffMember, oneTimePassword?: string) => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<StaffRole>('Content Editor');
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const usernameProblem = username && !USERNAME_PATTERN.test(username.trim()) ? USERNAME_RULE : null;
  const ruleProblem = typed && password ? passwordProblem(password) : null;

  const submit = async () => {
    setError(null);
    const problem = usernameProblem ?? (!displayName.trim() ? 'Name is required' : null) ?? (typed ? passwordProblem(password) : null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await adminApi.createStaff({ username: username.trim(), displayName: displayName.trim(), role, ...(typed ? { password } : {}) });
      onCreated(result.staff, result.oneTimePassword);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not create the account. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="Add a staff member" submitLabel="Create account" busyLabel="Creating..." busy={busy} error={error} onSubmit={() => void submit()} onCancel={onClose}>
        <div className="admin-field">
          <label htmlFor={`${id}-username`}>Username</label>
          <input id={`${id}-username`} autoComplete="off" required value={username} onChange={(e) => setUsername(e.target.value)} aria-describedby={`${id}-username-hint`} aria-invalid={usernameProblem ? true : undefined} />
          <p id={`${id}-username-hint`} className={usernameProblem ? 'admin-error' : 'admin-muted'}>
            {usernameProblem ?? '3-64 letters, digits, dots, hyphens or underscores.'}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} autoComplete="off" required maxLength={120} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="admin-fieldset">
          <legend>Password</legend>
          <label className="radio-row">
            <input type="radio" name={`${id}-pw`} checked={!typed} onChange={() => setTyped(false)} /> Make a one-time password (shown once)
          </label>
          <label className="radio-row">
            <input type="radio" name={`${id}-pw`} checked={typed} onChange={() => setTyped(true)} /> Type a password
          </label>
          {typed && (
            <div className="admin-field">
              <label htmlFor={`${id}-password`}>Password for the new account</label>
              <input id={`${id}-password`} type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={`${id}-password-hint`} aria-invalid={ruleProblem ? true : undefined} />
              <p id={`${id}-password-hint`} className={ruleProblem ? 'admin-error' : 'admin-muted'}>
                {ruleProblem ?? `At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
              </p>
            </div>
          )}
          <p className="admin-muted">Either way, the new account must choose its own password at its first sign-in.</p>
        </fieldset>
    </FormDialog>
  );
}

function SessionsDialog({ member, onClose, onChanged }: { member: StaffMember; onClose: () => void; onChanged: () => void }) {
  const { data: sessions, error, load } = useLoader(() => adminApi.listStaffSessions(member.id), [member.id], 'Could not load the sessions.');

  const end = (sessionId?: number) =>
    runAction(
      () => adminApi.endStaffSessions(member.id, sessionId),
      { success: ({ ended }) => ({ title: ended === 1 ? 'Session ended' : `${ended} sessions ended` }), failure: 'Could not end the session' },
      async () => {
        onChanged();
        await load();
      },
    );

  return (
    <Dialog title={`Sessions of ${member.username}`} onClose={onClose}>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!sessions && !error && <Spinner label="Loading sessions..." />}
      {sessions && sessions.length === 0 && <p className="admin-empty">No active sessions.</p>}
      {sessions && sessions.length > 0 && (
        <>
          <ul className="session-list">
            {sessions.map((s) => (
              <li key={s.id}>
                <span>
                  Signed in {formatDateTime(s.createdAt)}, ends {formatDateTime(s.expiresAt)}
                  {s.current && <strong> (this session)</strong>}
                </span>
                {!s.current && (
                  <button type="button" className="btn btn-ghost btn-sm btn-danger-text" onClick={() => void end(s.id)} aria-label={`End the session from ${formatDateTime(s.createdAt)}`}>
                    End
                  </button>
                )}
              </li>
            ))}
          </ul>
          {sessions.some((s) => !s.current) && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void end()}>
              End all {sessions.some((s) => s.current) ? 'other ' : ''}sessions
            </button>
          )}
        </>
      )}
    </Dialog>
  );
}

function StaffTable({ staff, me, onChanged, headingLevel }: { staff: StaffMember[]; me: string; onChanged: () => Promise<void>; headingLevel: 1 | 2 }) {
  const [sessionsOf, setSessionsOf] = useState<StaffMember | null>(null);
  const [otp, setOtp] = useState<{ username: string; password: string } | null>(null);
  const activeSuperAdmins = staff.filter((m) => m.role === 'Super Admin' && !m.disabled).length;
  const H = headingLevel === 1 ? 'h2' : 'h3';

  const { busy, run } = useRowAction<number>(onChanged);
  const act = (member: StaffMember, work: () => Promise<unknown>, done: string) => run(member.id, work, { success: { title: done }, failure: 'Not changed' });
  const reset = (member: StaffMember) =>
    run(
      member.id,
      () => adminApi.resetStaffPassword(member.id, member.version),
      { confirm: `Reset the password of ${member.username}? Their sessions end at once and they must choose a new password at the next sign-in.`, failure: 'Password not reset' },
      (result) => {
        if (result.oneTimePassword) setOtp({ username: member.username, password: result.oneTimePassword });
      },
    );

  return (
    <section aria-labelledby="staff-list-title">
      <H id="staff-list-title">Staff accounts</H>
      <DataTable
        caption={`Staff accounts (${staff.length})`}
        className="staff-table"
        head={['Username', 'Name', 'Role', 'Status', 'Last sign-in', 'Created', 'Actions']}
      >
            {staff.map((member) => {
              const isMe = member.username.toLowerCase() === me.toLowerCase();
              const lastSuperAdmin = member.role === 'Super Admin' && !member.disabled && activeSuperAdmins <= 1;
              const locked = isMe || lastSuperAdmin;
              const lockReason = isMe ? 'This is you: another Super Admin can change your role or status.' : 'The last active Super Admin cannot be demoted or disabled.';
              return (
                <tr key={member.id}>
                  <td>
                    <span className="staff-username">{member.username}</span>
                    {isMe && <span className="admin-muted"> (you)</span>}
                    {member.mustChangePassword && <span className="admin-muted staff-note">Must choose a new password</span>}
                  </td>
                  <td>{member.displayName}</td>
                  <td>
                    <select
                      aria-label={`Role of ${member.username}`}
                      value={member.role}
                      disabled={locked || busy === member.id}
                      title={locked ? lockReason : undefined}
                      onChange={(e) => {
                        const role = e.target.value as StaffRole;
                        void act(member, () => adminApi.updateStaff(member.id, { role }, member.version), `${member.username} is now ${role}`);
                      }}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <span className={`status-pill ${member.disabled ? 'status-disabled' : 'status-active'}`}>{member.disabled ? 'Disabled' : 'Active'}</span>
                  </td>
                  <td>{formatDateTime(member.lastSignInAt)}</td>
                  <td>{formatDateTime(member.createdAt)}</td>
                  <td>
                    <div className="row-actions">
                      {!locked && (
                        <button
                          type="button"
                          className={member.disabled ? 'btn btn-ghost btn-sm' : 'btn btn-ghost btn-sm btn-danger-text'}
                          disabled={busy === member.id}
                          onClick={() => {
                            if (!member.disabled && !window.confirm(`Disable ${member.username}? Their sessions end at once.`)) return;
                            void act(member, () => adminApi.updateStaff(member.id, { disabled: !member.disabled }, member.version), member.disabled ? `${member.username} enabled` : `${member.username} disabled`);
                          }}
                        >
                          {member.disabled ? 'Enable' : 'Disable'}
                          <span className="visually-hidden"> {member.username}</span>
                        </button>
                      )}
                      {!isMe && (
                        <button type="button" className="btn btn-ghost btn-sm" disabled={busy === member.id} onClick={() => void reset(member)}>
                          Reset password<span className="visually-hidden"> of {member.username}</span>
                        </button>
                      )}
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSessionsOf(member)}>
                        Sessions ({member.activeSessions})<span className="visually-hidden"> of {member.username}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      {sessionsOf && <SessionsDialog member={sessionsOf} onClose={() => setSessionsOf(null)} onChanged={() => void onChanged()} />}
      {otp && <OneTimePassword username={otp.username} password={otp.password} onDone={() => setOtp(null)} />}
    </section>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'staff.created': 'Staff created',
  'staff.renamed': 'Staff renamed',
  'staff.role_changed': 'Role changed',
  'staff.disabled': 'Staff disabled',
  'staff.enabled': 'Staff enabled',
  'staff.password_reset': 'Password reset',
  'staff.sessions_ended': 'Sessions ended',
  'staff.own_password_changed': 'Own password changed',
  'post.created': 'Post created',
  'post.updated': 'Post updated',
  'post.published': 'Post published',
  'post.unpublished': 'Post unpublished',
  'post.deleted': 'Post deleted',
  'post.autosaved': 'Draft autosaved',
  'post.restored': 'Post revision restored',
  'post.imported': 'Posts imported',
  'media.uploaded': 'Media uploaded',
  'media.deleted': 'Media deleted',
  'site.rebuild_requested': 'Rebuild requested',
};

function AuditLog({ staff, headingLevel, refreshKey }: { staff: StaffMember[]; headingLevel: 1 | 2; refreshKey: number }) {
  const id = useId();
  const [staffId, setStaffId] = useState<number | undefined>();
  const [entityType, setEntityType] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const H = headingLevel === 1 ? 'h2' : 'h3';
  const { data, error } = useLoader(() => adminApi.listAudit({ staffId, entityType, page }), [staffId, entityType, page, refreshKey], 'Could not load the audit log.');

  return (
    <section aria-labelledby="audit-title" className="audit-log">
      <H id="audit-title">Audit log</H>
      <p className="admin-muted">Every change made in the back-office, newest first. It cannot be edited or deleted.</p>
      <FilterBar
        selects={[
          {
            id: `${id}-person`,
            label: 'Person',
            value: staffId === undefined ? '' : String(staffId),
            onChange: (v) => {
              setStaffId(v ? Number(v) : undefined);
              setPage(1);
            },
            allLabel: 'Everyone',
            options: staff.map((m) => ({ value: String(m.id), label: m.username })),
          },
          {
            id: `${id}-entity`,
            label: 'Entity',
            value: entityType ?? '',
            onChange: (v) => {
              setEntityType(v || undefined);
              setPage(1);
            },
            allLabel: 'All entities',
            options: data?.entityTypes ?? [],
          },
        ]}
      />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <Spinner label="Loading the audit log..." />}
      {data && (
        <>
          <DataTable
            caption={`Audit log, page ${data.page}`}
            className="audit-table"
            empty={data.entries.length === 0 && `Nothing recorded${staffId || entityType ? ' for this filter' : ' yet'}.`}
            head={['When', 'Who', 'Action', 'Entity', 'Summary']}
          >
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.staffUsername}</td>
                    <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td className="nowrap">
                      {entry.entityType}
                      {entry.entityId ? ` #${entry.entityId.length > 12 ? `${entry.entityId.slice(0, 12)}…` : entry.entityId}` : ''}
                    </td>
                    <td>{entry.summary}</td>
                  </tr>
                ))}
          </DataTable>
          <nav className="audit-pager" aria-label="Audit log pages">
            <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              Newer
            </button>
            <span aria-live="polite">Page {data.page}</span>
            <button type="button" className="btn btn-outline btn-sm" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

export default function RolesSection({ info, headingLevel = 2 }: SectionProps) {
  const { data: staff, error, load: loadStaff } = useLoader(() => adminApi.listStaff(), [], 'Unable to fetch the staff accounts.');
  const [creating, setCreating] = useState(false);
  const [otp, setOtp] = useState<{ username: string; password: string } | null>(null);
  const [auditKey, setAuditKey] = useState(0);
  const H = headingLevel === 1 ? 'h1' : 'h2';

  // After a change to staff, the list and the audit log reload.
  const load = async () => {
    await loadStaff();
    setAuditKey((k) => k + 1);
  };

  return (
    <section className="roles-section" aria-labelledby="roles-title">
      <div className="admin-toolbar">
        <H id="roles-title">Admin Roles</H>
        <div className="admin-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
            Add staff member
          </button>
        </div>
      </div>
      <p className="admin-muted">
        Super Admins manage staff and see everything; Content Editors manage the blog, media and app content; Moderators manage users, circles, referrals and analytics.
      </p>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!staff && !error && <Spinner label="Loading staff..." />}
      {staff && <StaffTable staff={staff} me={info.staff.username} onChanged={load} headingLevel={headingLevel} />}
      {staff && <AuditLog staff={staff} headingLevel={headingLevel} refreshKey={auditKey} />}
      {creating && (
        <CreateStaffDialog
          onClose={() => setCreating(false)}
          onCreated={(member, oneTimePassword) => {
            setCreating(false);
            showToast({ title: 'Account created', description: `${member.username} (${member.role})`, variant: 'success' });
            if (oneTimePassword) setOtp({ username: member.username, password: oneTimePassword });
            void load();
          }}
        />
      )}
      {otp && <OneTimePassword username={otp.username} password={otp.password} onDone={() => setOtp(null)} />}
    </section>
  );
}
