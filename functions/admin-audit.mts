import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { listAudit } from '../src/server/repositories/staff.ts';
import { AuditQuerySchema } from '../src/lib/schemas/staff.ts';

// GET /api/admin/audit?staffId=&entityType=&page= (Super Admin only): the audit log, newest first,
// 25 a page. Read-only by design: no method here writes, edits or deletes a row (others get 405).
export default route({
  async GET(request) {
    await requireStaff(request, 'superAdmin');
    return json(await listAudit(getDb(), readQuery(request, AuditQuerySchema)));
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/audit' };
