// The audit log: every staff action, filtered by staff member and action, newest first.
import { useId, useState } from 'react';
import type { StaffMember } from '../../../../lib/schemas/staff.ts';
import { adminApi } from '../../admin-api.ts';
import { DataTable, FilterBar, formatDateTime, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';

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

export function AuditLog({
  staff,
  headingLevel,
  refreshKey,
}: {
  staff: StaffMember[];
  headingLevel: 1 | 2;
  refreshKey: number;
}) {
  const id = useId();
  const [staffId, setStaffId] = useState<number | undefined>();
  const [entityType, setEntityType] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const H = headingLevel === 1 ? 'h2' : 'h3';
  const { data, error } = useLoader(
    () => adminApi.listAudit({ staffId, entityType, page }),
    [staffId, entityType, page, refreshKey],
    'Could not load the audit log.',
  );

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
            empty={
              data.entries.length === 0 && `Nothing recorded${staffId || entityType ? ' for this filter' : ' yet'}.`
            }
            head={['When', 'Who', 'Action', 'Entity', 'Summary']}
          >
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="nowrap">{formatDateTime(entry.createdAt)}</td>
                <td>{entry.staffUsername}</td>
                <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="nowrap">
                  {entry.entityType}
                  {entry.entityId
                    ? ` #${entry.entityId.length > 12 ? `${entry.entityId.slice(0, 12)}…` : entry.entityId}`
                    : ''}
                </td>
                <td>{entry.summary}</td>
              </tr>
            ))}
          </DataTable>
          <nav className="audit-pager" aria-label="Audit log pages">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              Newer
            </button>
            <span aria-live="polite">Page {data.page}</span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={!data.hasMore}
              onClick={() => setPage((p) => p + 1)}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
