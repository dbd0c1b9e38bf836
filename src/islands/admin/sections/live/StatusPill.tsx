// A session's or a dedication's status as a pill, in the kit's colours.
const CLASS: Record<string, string> = {
  scheduled: 'status-scheduled',
  live: 'status-active',
  ended: 'status-inactive',
  pending: 'pill-pending',
  approved: 'status-active',
  rejected: 'status-draft',
  removed: 'status-inactive',
};

export function StatusPill({ status }: { status: string }) {
  return (
    <span className={`status-pill ${CLASS[status] ?? ''}`}>{status.slice(0, 1).toUpperCase() + status.slice(1)}</span>
  );
}
