import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { countAudience } from '../src/server/repositories/campaign-audiences.ts';
import { AudienceQuerySchema } from '../src/lib/schemas/campaigns.ts';

// How many an audience reaches now, and how many of them are suppressed (decision 0041): counts
// only, no addresses (Content Editors draft campaigns without the Waitlist tab's access); by
// language too, so staff see who will get which version (decision 0050).
export default route({
  async GET(request) {
    await requireStaff(request, 'campaigns');
    return json(await countAudience(getDb(), readQuery(request, AudienceQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/campaign-audience' };
