import type { Config } from '@netlify/functions';
import { AppAccountExportSchema } from '../src/lib/schemas/app-privacy.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { appAccountExport } from '../src/server/app/export.ts';
import { noParams } from '../src/server/app/read-api.ts';

// A copy of everything the app holds about the signed-in user (decision 0057), the same content
// as the website's self-service copy of their address. Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(AppAccountExportSchema, await appAccountExport(db, userId), {
      headers: { 'Content-Disposition': 'attachment; filename="thawab-app-data.json"' },
    });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/me/export',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
