// Who may touch a circle (decision 0042): a public circle is visible to every signed-in user, a
// private one only to its members (to anyone else it does not exist: 404, never 403); members-only
// actions on a public circle answer 403 to non-members. The app's circle modules all start here.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { canManageCircle } from '../../lib/circles.ts';
import type { CircleMemberRole, CircleVisibility } from '../../lib/people.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';

export const CIRCLE_NOT_FOUND = 'Circle not found';
export const JOIN_FIRST = 'Join this circle first';
export const MANAGERS_ONLY = 'Only the circle’s Creator or an Admin can do this';

export interface Access {
  id: number;
  visibility: CircleVisibility;
  role: CircleMemberRole | null;
}

/**
 * The circle as the user may touch it. `lock` takes a share lock on the circle row, so its
 * visibility cannot change (nor the circle go) before the transaction ends.
 */
export async function access(
  db: Executor,
  circleId: number,
  userId: number,
  need: 'see' | 'member' | 'manage',
  lock = false,
): Promise<Access> {
  const [row] = await queryRows<{ id: number; visibility: CircleVisibility; role: CircleMemberRole | null }>(
    db,
    sql`SELECT c.id, c.type AS visibility, m.role FROM circles c
        LEFT JOIN circle_members m ON m.circle_id = c.id AND m.user_id = ${userId}
        WHERE c.id = ${circleId} ${lock ? sql`FOR SHARE OF c` : sql``}`,
  );
  if (!row || (row.visibility !== 'public' && row.role === null)) throw new HttpError(404, CIRCLE_NOT_FOUND);
  if (need !== 'see' && row.role === null) throw new HttpError(403, JOIN_FIRST);
  if (need === 'manage' && !canManageCircle(row.role)) throw new HttpError(403, MANAGERS_ONLY);
  return row;
}
