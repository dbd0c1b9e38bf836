// Admin Roles (Super Admin only): the staff list (create, change role, disable/enable, reset a
// password, see and end sessions) and the audit log. One-time passwords are shown once, in a
// dialog, and never again. The server enforces every rule (not yourself, never the last active
// Super Admin); the buttons here only spare people a refused request.
import { useState } from 'react';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi } from '../../admin-api.ts';
import { adoptStyles, ErrorPanel, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import rolesCss from './roles.css?inline';
import { AuditLog } from './AuditLog.tsx';
import { CreateStaffDialog } from './CreateStaffDialog.tsx';
import { OneTimePassword } from './OneTimePassword.tsx';
import { StaffTable } from './StaffTable.tsx';

adoptStyles('roles', rolesCss);

export default function RolesSection({ info, headingLevel = 2 }: SectionProps) {
  const {
    data: staff,
    error,
    load: loadStaff,
  } = useLoader(() => adminApi.listStaff(), [], 'Unable to fetch the staff accounts.');
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
        Super Admins manage staff and see everything; Content Editors manage the blog, media and app content; Moderators
        manage users, circles, referrals and analytics.
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
            showToast({
              title: 'Account created',
              description: `${member.username} (${member.role})`,
              variant: 'success',
            });
            if (oneTimePassword) setOtp({ username: member.username, password: oneTimePassword });
            void load();
          }}
        />
      )}
      {otp && <OneTimePassword username={otp.username} password={otp.password} onDone={() => setOtp(null)} />}
    </section>
  );
}
