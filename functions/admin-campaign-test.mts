import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { sendTest } from '../src/server/repositories/campaign-drafts.ts';
import { CAMPAIGN_NOT_FOUND } from '../src/server/repositories/campaigns.ts';
import { TestSendSchema } from '../src/lib/schemas/campaigns.ts';
import { emailStrings } from '../src/server/mail/strings.ts';

// A test send of one version of a campaign's draft (as on screen, or as saved) to a staff address,
// in that version's language (decisions 0041, 0050).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'campaigns');
    const id = idParam(context.params.id, CAMPAIGN_NOT_FOUND);
    const input = await readJson(request, TestSendSchema, 256 * 1024);
    const db = getDb();
    const strings = await emailStrings(db);
    const mailId = await db.transaction((tx) => sendTest(tx, id, input.to, input.draft, staff, strings, input.locale));
    void deliverSoon(context, [mailId]);
    return json({ queued: true }, { status: 202 });
  },
});

export const config: Config = { path: '/api/admin/campaigns/:id/test' };
