import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { createCampaign, createCampaignFromPost } from '../src/server/repositories/campaign-drafts.ts';
import { getCampaign, listCampaigns } from '../src/server/repositories/campaigns.ts';
import { CampaignCreateSchema } from '../src/lib/schemas/campaigns.ts';
import { API } from '../src/lib/routes.ts';

// Campaigns (decision 0041). GET: the latest campaigns with their progress. POST: a new draft,
// written here or made from a published blog post (`{fromPostId}`: "send as newsletter").
export default route({
  async GET(request) {
    await requireStaff(request, 'campaigns');
    return json(await listCampaigns(getDb()));
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'campaigns');
    const input = await readJson(request, CampaignCreateSchema, 256 * 1024);
    const db = getDb();
    const id = await db.transaction((tx) =>
      'fromPostId' in input ? createCampaignFromPost(tx, input.fromPostId, staff) : createCampaign(tx, input, staff),
    );
    return json(await getCampaign(db, id), { status: 201, headers: { Location: API.adminCampaign.path(id) } });
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/campaigns' };
