import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { CIRCLE_NOT_FOUND, getCircleDetail } from '../src/server/repositories/people-circles.ts';
import { changeCircleVisibility, deleteCircleAs } from '../src/server/people/circles.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';
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
    const { version, payload } = await readVersioned(request, CircleVisibilitySchema);
    const next = await changeCircleVisibility(getDb(), staff, id, version, payload.visibility);
    return json({ id, visibility: payload.visibility, version: next });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const id = idParam(context.params.id, NOT_FOUND);
    await deleteCircleAs(getDb(), staff, id, await readVersion(request));
    return json({ deleted: true, id });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id' };
