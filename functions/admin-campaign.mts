import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';
import { deleteCampaign, updateCampaign } from '../src/server/repositories/campaign-drafts.ts';
import { CAMPAIGN_NOT_FOUND, getCampaign } from '../src/server/repositories/campaigns.ts';
import { CampaignInputSchema } from '../src/lib/schemas/campaigns.ts';

// One campaign (decision 0041): with its progress (GET; the tab polls it while it sends), its
// draft saved (PUT, with the version loaded) or deleted (DELETE; drafts only).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'campaigns');
    const campaign = await getCampaign(getDb(), idParam(context.params.id, CAMPAIGN_NOT_FOUND));
    if (!campaign) throw new HttpError(404, CAMPAIGN_NOT_FOUND);
    return json(campaign);
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'campaigns');
    const id = idParam(context.params.id, CAMPAIGN_NOT_FOUND);
    const { version, payload } = await readVersioned(request, CampaignInputSchema, 256 * 1024);
    const db = getDb();
    await db.transaction((tx) => updateCampaign(tx, id, version, payload, staff));
    return json(await getCampaign(db, id));
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'campaigns');
    const id = idParam(context.params.id, CAMPAIGN_NOT_FOUND);
    const version = await readVersion(request);
    await getDb().transaction((tx) => deleteCampaign(tx, id, version, staff));
    return json({ deleted: true });
  },
});

export const config: Config = { path: '/api/admin/campaigns/:id' };
