import type { Config } from '@netlify/functions';
import { CompletionAnswerSchema } from '../src/lib/schemas/app-deeds.ts';
import { getDb } from '../src/server/db.ts';
import { answer, HttpError, idParam, parseBody, readOptionalJsonBody, route } from '../src/server/http.ts';
import { readAppMessages } from '../src/server/app/app-messages.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { completeDeed, DEED_NOT_FOUND, unmarkDeed } from '../src/server/app/deeds.ts';
import { localeHeaders, noParams } from '../src/server/app/read-api.ts';
import { readIsoDate } from '../src/lib/dates.ts';
import { CompletionShareSchema } from '../src/lib/schemas/app-privacy.ts';

/** The path's local date: a real YYYY-MM-DD date, else 400. */
function localDate(value: string | undefined): string {
  const text = value ?? '';
  const { problem } = readIsoDate(text);
  if (problem)
    throw new HttpError(400, `localDate ${problem}`, [{ path: 'localDate', message: `localDate ${problem}` }]);
  return text;
}

// A deed completed (PUT) or unmarked (DELETE) on the user's local date (decision 0039). Both are
// idempotent: repeating one changes nothing and answers the same state. Personal: no-store. A PUT
// may carry `{ share: [circleId…] }`, the circles to share this deed with (decision 0057).
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    await readAppMessages(db);
    noParams(request);
    const { share } = parseBody(CompletionShareSchema, (await readOptionalJsonBody(request)) ?? {});
    const result = await completeDeed(
      db,
      userId,
      localDate(context.params.date),
      idParam(context.params.thawabId, DEED_NOT_FOUND),
      share,
    );
    return answer(CompletionAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
  async DELETE(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    await readAppMessages(db);
    noParams(request);
    const result = await unmarkDeed(
      db,
      userId,
      localDate(context.params.date),
      idParam(context.params.thawabId, DEED_NOT_FOUND),
    );
    return answer(CompletionAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/completions/:date/:thawabId' };
