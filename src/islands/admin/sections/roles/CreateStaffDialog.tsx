// Add staff member: username, role and either a password typed here or a one-time password the
// server makes (shown once by OneTimePassword).
import { useId, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../lib/staff-roles.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../../../lib/staff/password-rule.ts';
import { USERNAME_PATTERN, USERNAME_RULE, type StaffMember } from '../../../../lib/schemas/staff.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { FormDialog } from '../../kit/index.ts';

export function CreateStaffDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (member: StaffMember, oneTimePassword?: string) => void;
}) {
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
    const problem =
      usernameProblem ??
      (!displayName.trim() ? 'Name is required' : null) ??
      (typed ? passwordProblem(password) : null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await adminApi.createStaff({
        username: username.trim(),
        displayName: displayName.trim(),
        role,
        ...(typed ? { password } : {}),
      });
      onCreated(result.staff, result.oneTimePassword);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not create the account. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Add a staff member"
      submitLabel="Create account"
      busyLabel="Creating..."
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          autoComplete="off"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-describedby={`${id}-username-hint`}
          aria-invalid={usernameProblem ? true : undefined}
        />
        <p id={`${id}-username-hint`} className={usernameProblem ? 'admin-error' : 'admin-muted'}>
          {usernameProblem ?? '3-64 letters, digits, dots, hyphens or underscores.'}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          autoComplete="off"
          required
          maxLength={120}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
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
          <input type="radio" name={`${id}-pw`} checked={!typed} onChange={() => setTyped(false)} /> Make a one-time
          password (shown once)
        </label>
        <label className="radio-row">
          <input type="radio" name={`${id}-pw`} checked={typed} onChange={() => setTyped(true)} /> Type a password
        </label>
        {typed && (
          <div className="admin-field">
            <label htmlFor={`${id}-password`}>Password for the new account</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${id}-password-hint`}
              aria-invalid={ruleProblem ? true : undefined}
            />
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
