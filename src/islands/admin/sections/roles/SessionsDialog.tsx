// A staff member's open sessions, with End all sessions (the server refuses ending your own here).
import type { StaffMember } from '../../../../lib/schemas/staff.ts';
import { adminApi } from '../../admin-api.ts';
import { Dialog, formatDateTime, runAction, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';

export function SessionsDialog({
  member,
  onClose,
  onChanged,
}: {
  member: StaffMember;
  onClose: () => void;
  onChanged: () => void;
}) {
  const {
    data: sessions,
    error,
    load,
  } = useLoader(() => adminApi.listStaffSessions(member.id), [member.id], 'Could not load the sessions.');

  const end = (sessionId?: number) =>
    runAction(
      () => adminApi.endStaffSessions(member.id, sessionId),
      {
        success: ({ ended }) => ({ title: ended === 1 ? 'Session ended' : `${ended} sessions ended` }),
        failure: 'Could not end the session',
      },
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
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-danger-text"
                    onClick={() => void end(s.id)}
                    aria-label={`End the session from ${formatDateTime(s.createdAt)}`}
                  >
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
