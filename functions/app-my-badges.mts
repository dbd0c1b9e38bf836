import type { Config } from '@netlify/functions';
import { MyBadgesAnswerSchema } from '../src/lib/schemas/app-deeds.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { myBadges, userLanguage } from '../src/server/app/deeds.ts';
import { localeHeaders, noParams } from '../src/server/app/read-api.ts';

// The badges the signed-in user earned, with whether the app has shown them (decision 0039), in the user's language (decision 0048). Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const locale = await userLanguage(db, userId);
    return answer(
      MyBadgesAnswerSchema,
      { locale, badges: await myBadges(db, userId, locale) },
      {
        headers: localeHeaders(locale),
      },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/badges' };
