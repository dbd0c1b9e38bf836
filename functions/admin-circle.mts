import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import {
  CIRCLE_NOT_FOUND,
  circleVersions,
  deleteCircle,
  getCircleDetail,
  setCircleVisibility,
} from '../src/server/repositories/people-circles.ts';
import { claimVersion, readVersion, readVersioned } from '../src/server/versions.ts';
import { CircleVisibilitySchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = CIRCLE_NOT_FOUND;

// One circle: details with members and goals; visibility (PATCH { version, visibility }); delete
// ({ version }, for all members). An older version answers 409 (src/server/versions.ts).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'circles');
    const detail = await getCircleDetail(getDb(), idParam(context.params.id, NOT_FOUND));
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return json(detail);
  },
  async PATCH(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const id = idParam(context.params.id, NOT_FOUND);
    const {
      version,
      payload: { visibility },
    } = await readVersioned(request, CircleVisibilitySchema);
    const next = await getDb().transaction(async (tx) => {
      const claimed = await claimVersion(tx, circleVersions, id, version, staff.username);
      const changed = await setCircleVisibility(tx, id, visibility);
      if (!changed) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, {
        action: 'circle.visibility_changed',
        entityType: 'circle',
        entityId: id,
        summary: `Made circle #${id} (${changed.name}) ${visibility} (was ${changed.previous})`,
      });
      return claimed;
    });
    return json({ id, visibility, version: next });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const id = idParam(context.params.id, NOT_FOUND);
    const version = await readVersion(request);
    await getDb().transaction(async (tx) => {
      await claimVersion(tx, circleVersions, id, version, staff.username);
      const deleted = await deleteCircle(tx, id);
      if (!deleted) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, {
        action: 'circle.deleted',
        entityType: 'circle',
        entityId: id,
        summary: `Deleted circle #${id} (${deleted.name}) with its ${deleted.members} members and goals`,
      });
    });
    return json({ deleted: true, id });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id' };
