import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/server/auth/guard.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';
import { getDb } from '../src/server/db.ts';
import { json, readOptionalJsonBody, route } from '../src/server/http.ts';
import { publishDrafts } from '../src/server/i18n/translations.ts';
import { forgetEmailStrings } from '../src/server/mail/strings.ts';

// Staff (permission 'content'): "Publish translations": every draft becomes published, audited,
// then one rebuild like a published post (X-Rebuild says what the hook did; 'none' when nothing
// was waiting). The email strings need no rebuild: messages read them when they are written.
export default route({
  async POST(request) {
    const session = await requireStaff(request, 'content');
    // Publishing takes no options: no body, an empty one or a JSON object are all a plain publish.
    await readOptionalJsonBody(request);
    const published = await getDb().transaction((tx) => publishDrafts(tx, session.staff));
    // Mail is written at run time, not built: this instance writes with the new strings at once,
    // others within a minute (decision 0050).
    if (published.length) forgetEmailStrings();
    const rebuild = published.length ? await triggerRebuild(`Translations published (${published.length})`) : 'none';
    return json({ published }, { headers: { 'X-Rebuild': rebuild } });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/translations/publish' };
