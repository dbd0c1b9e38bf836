// The console of one session while it runs: the current ayah, Next ayah and Go to ayah, End, the
// listener count and the session's dedications. It reloads every few seconds (not while the
// browser tab is hidden) so new listeners and dedications show without a click.
import { useEffect, useState } from 'react';
import { adminApi, type LiveControl } from '../../admin-api.ts';
import { DataTable, ErrorPanel, formatDateTime, runAction, Spinner, StatCard, useLoader } from '../../kit/index.ts';
import { rangeLabel } from './live-form.ts';
import { StatusPill } from './StatusPill.tsx';

const REFRESH_MS = 5_000;

export function LiveConsole({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = useLoader(() => adminApi.getLiveSession(id), [id], 'Could not load the session.');
  const [goTo, setGoTo] = useState('');
  const [busy, setBusy] = useState(false);
  const { load } = detail;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  if (detail.error && !detail.data) return <ErrorPanel message={detail.error} onRetry={() => void load()} />;
  if (!detail.data) return <Spinner label="Loading the session..." />;
  const { session, listeners, dedications } = detail.data;
  const live = session.status === 'live';

  const control = async (command: LiveControl, texts: { confirm?: string; success: string; failure: string }) => {
    setBusy(true);
    await runAction(
      () => adminApi.controlLiveSession(id, command),
      { confirm: texts.confirm, success: { title: texts.success }, failure: texts.failure },
      () => load(),
    );
    setBusy(false);
  };

  return (
    <div className="live-console">
      <div className="admin-toolbar">
        <h3>{session.title}</h3>
        <button type="button" className="btn btn-outline btn-sm" onClick={onBack}>
          Back to sessions
        </button>
      </div>
      <p>
        <StatusPill status={session.status} /> {rangeLabel(session)}
        {session.reciter ? ` · ${session.reciter}` : ''} · started {formatDateTime(session.startedAt, 'not yet')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        Current ayah {session.currentAyah ?? 'not set'}
      </p>
      <ul className="stat-cards">
        <StatCard
          label="Current ayah"
          value={session.currentAyah ?? '—'}
          note={`of ${session.firstAyah}–${session.lastAyah}`}
          data-stat="current-ayah"
          valueTestId="live-current-ayah"
        />
        <StatCard label="Listening now" value={listeners.active} data-stat="listeners" valueTestId="live-listeners" />
        <StatCard label="Listeners in all" value={listeners.total} />
        <StatCard label="Dedications" value={dedications.length} />
      </ul>
      {live && (
        <div className="admin-actions live-controls">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy || session.currentAyah === session.lastAyah}
            onClick={() =>
              void control({ action: 'next' }, { success: 'Moved to the next ayah', failure: 'Could not move on' })
            }
          >
            Next ayah
          </button>
          <form
            className="live-goto"
            onSubmit={(e) => {
              e.preventDefault();
              void control(
                { action: 'goToAyah', ayah: Number(goTo) },
                { success: `Moved to ayah ${goTo}`, failure: 'Could not go to that ayah' },
              );
            }}
          >
            <label htmlFor="live-goto">Go to ayah</label>
            <input
              id="live-goto"
              type="number"
              min={session.firstAyah}
              max={session.lastAyah}
              value={goTo}
              onChange={(e) => setGoTo(e.target.value)}
            />
            <button type="submit" className="btn btn-outline btn-sm" disabled={busy || goTo === ''}>
              Go
            </button>
          </form>
          <button
            type="button"
            className="btn btn-outline btn-sm btn-danger-text"
            disabled={busy}
            onClick={() =>
              void control(
                { action: 'end' },
                {
                  confirm: `End "${session.title}" now? Listeners will see that it has ended.`,
                  success: 'Session ended',
                  failure: 'Could not end the session',
                },
              )
            }
          >
            End session
          </button>
        </div>
      )}
      <h4>Dedications</h4>
      <DataTable
        caption="Dedications of this session"
        head={['For', 'From', 'Ayah', 'Message', 'Status', 'Sent']}
        empty={dedications.length === 0 && 'No dedications yet.'}
      >
        {dedications.map((d) => (
          <tr key={d.id}>
            <td dir="auto">{d.recipientName}</td>
            <td dir="auto">{d.dedicatorName}</td>
            <td>{d.ayahNumber}</td>
            <td dir="auto">{d.message || '—'}</td>
            <td>
              <StatusPill status={d.status} />
            </td>
            <td>{formatDateTime(d.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
