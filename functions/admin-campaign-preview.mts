import type { Config } from '@netlify/functions';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { previewCampaign } from '../src/server/repositories/campaigns.ts';
import { CampaignPreviewSchema, type RenderedCampaign } from '../src/lib/schemas/campaigns.ts';

// The HTML and text parts a draft makes, rendered as a recipient gets them (decision 0041): the
// blog's Markdown renderer and sanitiser, the mail layout. Nothing is stored.
export default route({
  async POST(request) {
    await requireStaff(request, 'campaigns');
    const draft = await readJson(request, CampaignPreviewSchema, 256 * 1024);
    return json(previewCampaign(draft) satisfies RenderedCampaign);
  },
});

export const config: Config = { path: '/api/admin/campaign-preview' };
