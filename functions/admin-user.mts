import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getUserDetail, USER_NOT_FOUND } from '../src/server/repositories/people-users.ts';
import { deleteUserAs, editUser } from '../src/server/people/users.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';
import { UserUpdateSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = USER_NOT_FOUND;

// One app user: detail (profile, circles, invitations, recent activity), edit, delete. An edit or
// delete sends the version it loaded; an older one answers 409 (src/server/versions.ts).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'users');
    const detail = await getUserDetail(getDb(), idParam(context.params.id, NOT_FOUND));
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return json(detail);
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    const { version, payload } = await readVersioned(request, UserUpdateSchema);
    const db = getDb();
    await editUser(db, staff, id, version, payload);
    return json((await getUserDetail(db, id))!.user);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    const result = await deleteUserAs(getDb(), staff, id, await readVersion(request));
    return json({ deleted: true, ...result });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users/:id' };
