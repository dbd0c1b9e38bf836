import type { Config } from '@netlify/functions';
import { TRANSLATION_AREAS } from '../src/lib/i18n/areas.ts';
import { PREFIXED_LOCALES } from '../src/lib/i18n/locales.ts';
import { TRANSLATION_FILTERS } from '../src/lib/schemas/translations.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { enumParam, listParams } from '../src/server/repositories/content-list.ts';
import { listTranslations } from '../src/server/i18n/translations.ts';

// Staff (permission 'content'): the Translations tab's list, filtered and paged, with coverage
// per area and locale (decision 0047).
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    const list = listParams(new URL(request.url));
    return json(
      await listTranslations(getDb(), {
        area: enumParam(list.params, 'area', TRANSLATION_AREAS),
        locale: enumParam(list.params, 'locale', PREFIXED_LOCALES),
        filter: enumParam(list.params, 'filter', TRANSLATION_FILTERS),
        q: list.q,
        page: list.page,
        pageSize: list.pageSize,
      }),
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/translations' };
