// The sessions list (newest start first): schedule one, edit or start a scheduled one, open the
// console of a live one, see the public page. Only staff with 'liveSessions' see this panel.
import { useState } from 'react';
import type { AdminLiveSession } from '../../../../lib/schemas/live.ts';
import { adminApi } from '../../admin-api.ts';
import {
  DataTable,
  ErrorPanel,
  formatDateTime,
  RowActions,
  Spinner,
  useLoader,
  useRowAction,
} from '../../kit/index.ts';
import { LiveConsole } from './LiveConsole.tsx';
import { rangeLabel } from './live-form.ts';
import { SessionDialog } from './SessionDialog.tsx';
import { StatusPill } from './StatusPill.tsx';

export function SessionsPanel() {
  const list = useLoader(() => adminApi.listLiveSessions(), [], 'Could not load the sessions.');
  const [editing, setEditing] = useState<AdminLiveSession | 'new' | null>(null);
  const [consoleId, setConsoleId] = useState<number | null>(null);
  const rows = useRowAction<number>(() => list.load());

  const saved = () => {
    setEditing(null);
    void list.load();
  };
  const start = (s: AdminLiveSession) =>
    void rows.run(
      s.id,
      () => adminApi.controlLiveSession(s.id, { action: 'start' }),
      {
        confirm: `Start "${s.title}" now? Listeners will see it live.`,
        success: { title: 'Session started', description: `${s.title} is live.` },
        failure: 'Could not start the session',
      },
      () => setConsoleId(s.id),
    );

  if (consoleId !== null) {
    return (
      <LiveConsole
        id={consoleId}
        onBack={() => {
          setConsoleId(null);
          void list.load();
        }}
      />
    );
  }

  return (
    <>
      <div className="admin-toolbar">
        <h3>Sessions</h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Schedule Session
        </button>
      </div>
      {list.error && <ErrorPanel message={list.error} onRetry={() => void list.load()} />}
      {!list.data && !list.error && <Spinner label="Loading sessions..." />}
      {list.data && (
        <DataTable
          caption="Live recitation sessions"
          head={['Title', 'Passage', 'Reciter', 'Starts', 'Ends', 'Status', 'Listeners', 'Actions']}
          empty={list.data.sessions.length === 0 && 'No sessions yet. Schedule the first one.'}
        >
          {list.data.sessions.map((s) => (
            <tr key={s.id}>
              <td>{s.title}</td>
              <td>{rangeLabel(s)}</td>
              <td>{s.reciter || '—'}</td>
              <td>{formatDateTime(s.startTime)}</td>
              <td>{formatDateTime(s.endTime)}</td>
              <td>
                <StatusPill status={s.status} />
              </td>
              <td>{s.listenerCount}</td>
              <td>
                <RowActions
                  name={s.title}
                  actions={[
                    s.status === 'scheduled' && { label: 'Edit', onClick: () => setEditing(s) },
                    s.status === 'scheduled' && {
                      label: 'Start',
                      onClick: () => start(s),
                      disabled: rows.busy === s.id,
                    },
                    s.status === 'live' && { label: 'Open console', onClick: () => setConsoleId(s.id) },
                    s.status === 'scheduled' && {
                      label: 'Delete',
                      danger: true,
                      disabled: rows.busy === s.id,
                      onClick: () =>
                        void rows.run(s.id, () => adminApi.deleteLiveSession(s.id, s.version), {
                          confirm: `Delete "${s.title}"? A session with dedications cannot be deleted.`,
                          success: { title: 'Deleted', description: 'The session was removed.' },
                          failure: 'Could not delete the session',
                        }),
                    },
                    { label: 'Public page', href: s.pageUrl, newTab: true },
                  ]}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <SessionDialog session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />
      )}
    </>
  );
}
