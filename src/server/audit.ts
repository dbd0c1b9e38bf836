// The audit log: every staff write records who, when, what and a short summary, in the same
// transaction as the write (pass the transaction), so a change that rolls back leaves no row and
// no change goes unrecorded.
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { StaffIdentity } from './auth/session.ts';

/** A database handle or an open transaction: anything that can insert. */
export type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  /** `entity.verb`, e.g. `post.published`, `staff.role_changed`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /** A short human summary of the change (trimmed to 500 characters). */
  summary: string;
}

/** Who did it: a staff member, or (id null) a command run at the server's terminal. */
export type AuditActor = Pick<StaffIdentity, 'username'> & { id: number | null };

/** The actor of `npm run staff:create` / `staff:disable` (no staff session behind them). */
export const TERMINAL_ACTOR: AuditActor = { id: null, username: 'terminal' };

/** Who changed a record when an app user did it through the app API (the `changed_by` columns). */
export const APP_USER_ACTOR = 'app user';

export async function recordAudit(writer: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    staffId: actor.id,
    staffUsername: actor.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary.length > 500 ? `${entry.summary.slice(0, 499)}…` : entry.summary,
  });
}
