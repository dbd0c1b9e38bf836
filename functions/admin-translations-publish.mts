import type { Config } from '@netlify/functions';
import { PublishRequestSchema } from '../src/lib/schemas/translations.ts';
import { forgetAppMessages } from '../src/server/app/app-messages.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';
import { getDb } from '../src/server/db.ts';
import { json, parseBody, readOptionalJsonBody, route } from '../src/server/http.ts';
import { isBuiltIntoPages, previewPublish, publishChosen } from '../src/server/i18n/publish.ts';
import { forgetEmailStrings } from '../src/server/mail/strings.ts';

// Staff (permission 'content'): "Publish translations" (decision 0047, amended 2026-11-28).
// GET: every change waiting, with what the site shows now, the new text, who wrote it and whether
// it was reviewed. POST { items: [{ id, version }] }: publishes exactly those rows at those
// versions in one transaction, audited; a row changed since the list was shown is skipped and
// named in `skipped` (409, or 404 when it is gone). Then one rebuild when a published string is
// built into pages (X-Rebuild says what the hook did; 'none' when none was needed).
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    return json(await previewPublish(getDb()));
  },
  async POST(request) {
    const session = await requireStaff(request, 'content');
    // A bare POST (no body, or the empty stream one arrives with through an HTTP server) names no
    // change: 400 "items is required", never "publish everything". 1 MB holds MAX_PUBLISH_ITEMS.
    const body = await readOptionalJsonBody(request, 1024 * 1024);
    const chosen = parseBody(PublishRequestSchema, body ?? {});
    const { answer, catalogues } = await getDb().transaction((tx) => publishChosen(tx, session.staff, chosen));
    // Mail and the app API read their strings at run time, not from a build: this instance answers
    // with the new strings at once, others within a minute (decisions 0050 and 0056).
    if (catalogues.length) {
      forgetEmailStrings();
      forgetAppMessages();
    }
    const built = catalogues.filter(isBuiltIntoPages);
    const rebuild = built.length ? await triggerRebuild(`Translations published (${answer.published.length})`) : 'none';
    return json(answer, { headers: { 'X-Rebuild': rebuild } });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/translations/publish' };
