import type { Config } from '@netlify/functions';
import { TranslationDraftSchema } from '../src/lib/schemas/translations.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { saveDraft } from '../src/server/i18n/translations.ts';

// Staff (permission 'content'): saves one string's draft translation, checked against the English
// (ICU, placeholders, the locale's plural categories); a stale version answers 409 (decision 0029).
export default route({
  async PUT(request) {
    const session = await requireStaff(request, 'content');
    const draft = await readJson(request, TranslationDraftSchema, 16 * 1024);
    return json(await getDb().transaction((tx) => saveDraft(tx, session.staff, draft)));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/translations/strings' };
