// The dedication moderation queue (Moderators, Super Admins): pending first, then reported, or any
// other status; approve, reject with a reason, remove with a reason, or clear the reports of an
// approved one that stays shown. A reason goes back to the person who sent it (their own list of
// dedications shows it).
import { useState } from 'react';
import { DEDICATION_QUEUES } from '../../../../lib/live.ts';
import type { AdminDedication } from '../../../../lib/schemas/live.ts';
import { adminApi, type DedicationModeration } from '../../admin-api.ts';
import {
  capitalise,
  DataTable,
  ErrorPanel,
  FilterBar,
  formatDateTime,
  Pagination,
  RowActions,
  Spinner,
  useLoader,
  useRowAction,
} from '../../kit/index.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { StatusPill } from './StatusPill.tsx';

// The queues after the default (Pending), in the server's order (DEDICATION_QUEUES).
const OTHER_QUEUES = DEDICATION_QUEUES.filter((queue) => queue !== 'pending');
const PAGE_SIZE = 25;
const DONE: Record<DedicationModeration['action'], string> = {
  approve: 'Dedication approved',
  reject: 'Dedication rejected',
  remove: 'Dedication removed',
  clearReports: 'Reports cleared: the dedication stays shown',
};

export function ModerationPanel() {
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ dedication: AdminDedication; action: 'reject' | 'remove' } | null>(null);
  const list = useLoader(
    () => adminApi.listDedications({ status, page, pageSize: PAGE_SIZE }),
    [status, page],
    'Could not load the dedications.',
  );
  const rows = useRowAction<number>(() => list.load());

  const moderate = (d: AdminDedication, command: DedicationModeration) =>
    rows.run(d.id, () => adminApi.moderateDedication(d.id, command), {
      success: { title: DONE[command.action] },
      failure: 'Could not moderate the dedication',
    });

  return (
    <>
      <div className="admin-toolbar">
        <h3>Dedications</h3>
      </div>
      <FilterBar
        selects={[
          {
            id: 'dedication-queue',
            label: 'Show',
            value: status,
            onChange: (value) => {
              setStatus(value || 'pending');
              setPage(1);
            },
            allLabel: 'Pending',
            allValue: 'pending',
            options: OTHER_QUEUES,
            format: capitalise,
          },
        ]}
      />
      {list.error && <ErrorPanel message={list.error} onRetry={() => void list.load()} />}
      {!list.data && !list.error && <Spinner label="Loading dedications..." />}
      {list.data && (
        <>
          <DataTable
            caption="Dedications to moderate"
            head={['For', 'From', 'Message', 'Session', 'Ayah', 'Status', 'Reports', 'Sent', 'Actions']}
            empty={list.data.rows.length === 0 && 'Nothing here: every dedication in this list has been handled.'}
          >
            {list.data.rows.map((d) => (
              <tr key={d.id}>
                <td dir="auto">{d.recipientName}</td>
                <td dir="auto">{d.dedicatorName}</td>
                <td dir="auto">
                  {d.message || '—'}
                  {d.reports.length > 0 && (
                    <ul className="admin-muted">
                      {d.reports.map((r, i) => (
                        <li key={i}>Reported: {r.reason}</li>
                      ))}
                    </ul>
                  )}
                  {d.rejectReason && <p className="admin-muted">Reason: {d.rejectReason}</p>}
                </td>
                <td>{d.sessionTitle}</td>
                <td>
                  {d.surahNumber}:{d.ayahNumber}
                </td>
                <td>
                  <StatusPill status={d.status} />
                </td>
                <td>{d.reportCount}</td>
                <td>{formatDateTime(d.createdAt)}</td>
                <td>
                  <RowActions
                    name={`the dedication for ${d.recipientName}`}
                    actions={[
                      d.status === 'pending' && {
                        label: 'Approve',
                        onClick: () => void moderate(d, { action: 'approve' }),
                        disabled: rows.busy === d.id,
                      },
                      d.status === 'pending' && {
                        label: 'Reject',
                        onClick: () => setAsking({ dedication: d, action: 'reject' }),
                        danger: true,
                      },
                      d.status === 'approved' &&
                        d.reportCount > 0 && {
                          label: 'Clear reports',
                          onClick: () => void moderate(d, { action: 'clearReports' }),
                          disabled: rows.busy === d.id,
                        },
                      d.status === 'approved' && {
                        label: 'Remove',
                        onClick: () => setAsking({ dedication: d, action: 'remove' }),
                        danger: true,
                      },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} noun="dedications" />
        </>
      )}
      {asking && (
        <ReasonDialog
          action={asking.action}
          name={asking.dedication.recipientName}
          onCancel={() => setAsking(null)}
          onConfirm={async (reason) => {
            const done = await moderate(asking.dedication, { action: asking.action, reason });
            if (done) setAsking(null);
          }}
        />
      )}
    </>
  );
}
