// The staff list: change role, disable/enable, reset a password, see and end sessions. The server
// enforces every rule (not yourself, never the last active Super Admin); the buttons only spare
// people a refused request.
import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../lib/staff-roles.ts';
import type { StaffMember } from '../../../../lib/schemas/staff.ts';
import { adminApi } from '../../admin-api.ts';
import { DataTable, formatDateTime, RowActions, useRowAction } from '../../kit/index.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import { SessionsDialog } from './SessionsDialog.tsx';

export function StaffTable({
  staff,
  me,
  onChanged,
  headingLevel,
}: {
  staff: StaffMember[];
  me: string;
  onChanged: () => Promise<void>;
  headingLevel: 1 | 2;
}) {
  const [sessionsOf, setSessionsOf] = useState<StaffMember | null>(null);
  const [otp, setOtp] = useState<{ username: string; password: string } | null>(null);
  const activeSuperAdmins = staff.filter((m) => m.role === 'Super Admin' && !m.disabled).length;
  const H = headingLevel === 1 ? 'h2' : 'h3';

  const { busy, run } = useRowAction<number>(onChanged);
  const act = (member: StaffMember, work: () => Promise<unknown>, done: string) =>
    run(member.id, work, { success: { title: done }, failure: 'Not changed' });
  const reset = (member: StaffMember) =>
    run(
      member.id,
      () => adminApi.resetStaffPassword(member.id, member.version),
      {
        confirm: `Reset the password of ${member.username}? Their sessions end at once and they must choose a new password at the next sign-in.`,
        failure: 'Password not reset',
      },
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
          const lockReason = isMe
            ? 'This is you: another Super Admin can change your role or status.'
            : 'The last active Super Admin cannot be demoted or disabled.';
          return (
            <tr key={member.id}>
              <td>
                <span className="staff-username">{member.username}</span>
                {isMe && <span className="admin-muted"> (you)</span>}
                {member.mustChangePassword && (
                  <span className="admin-muted staff-note">Must choose a new password</span>
                )}
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
                    void act(
                      member,
                      () => adminApi.updateStaff(member.id, { role }, member.version),
                      `${member.username} is now ${role}`,
                    );
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
                <span className={`status-pill ${member.disabled ? 'status-disabled' : 'status-active'}`}>
                  {member.disabled ? 'Disabled' : 'Active'}
                </span>
              </td>
              <td>{formatDateTime(member.lastSignInAt)}</td>
              <td>{formatDateTime(member.createdAt)}</td>
              <td>
                <RowActions
                  name={member.username}
                  actions={[
                    !locked && {
                      label: member.disabled ? 'Enable' : 'Disable',
                      danger: !member.disabled,
                      disabled: busy === member.id,
                      onClick: () => {
                        if (
                          !member.disabled &&
                          !window.confirm(`Disable ${member.username}? Their sessions end at once.`)
                        )
                          return;
                        void act(
                          member,
                          () => adminApi.updateStaff(member.id, { disabled: !member.disabled }, member.version),
                          member.disabled ? `${member.username} enabled` : `${member.username} disabled`,
                        );
                      },
                    },
                    !isMe && {
                      label: 'Reset password',
                      ariaLabel: `Reset password of ${member.username}`,
                      disabled: busy === member.id,
                      onClick: () => void reset(member),
                    },
                    {
                      label: `Sessions (${member.activeSessions})`,
                      ariaLabel: `Sessions (${member.activeSessions}) of ${member.username}`,
                      onClick: () => setSessionsOf(member),
                    },
                  ]}
                />
              </td>
            </tr>
          );
        })}
      </DataTable>
      {sessionsOf && (
        <SessionsDialog member={sessionsOf} onClose={() => setSessionsOf(null)} onChanged={() => void onChanged()} />
      )}
      {otp && <OneTimePassword username={otp.username} password={otp.password} onDone={() => setOtp(null)} />}
    </section>
  );
}
