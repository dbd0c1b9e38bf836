import type { Config } from '@netlify/functions';
import { MyBadgeAnswerSchema } from '../src/lib/schemas/app-deeds.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { readAppMessages } from '../src/server/app/app-messages.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { BADGE_NOT_HELD, setBadgeDisplayed, userLanguage } from '../src/server/app/deeds.ts';
import { BadgeDisplayedSchema } from '../src/lib/schemas/app-deeds.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';

// Marks one of the user's badges as shown (PATCH { displayed }); a badge they do not hold is a 404. Personal: no-store.
export default route({
  async PATCH(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    await readAppMessages(db);
    const id = idParam(context.params.id, BADGE_NOT_HELD);
    const { displayed } = await readJson(request, BadgeDisplayedSchema);
    const locale = await userLanguage(db, userId);
    return answer(
      MyBadgeAnswerSchema,
      { locale, badge: await setBadgeDisplayed(db, userId, id, displayed, locale) },
      { headers: localeHeaders(locale) },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/badges/:id' };
