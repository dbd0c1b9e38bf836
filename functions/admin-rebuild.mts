import type { Config } from '@netlify/functions';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';
import { recordAudit } from '../src/server/audit.ts';
import { getDb } from '../src/server/db.ts';
import { z } from 'zod';

// POST /api/admin/rebuild (SEO Tools → 'Regenerate Sitemap'): one site rebuild through the build
// hook, which regenerates the sitemap and the static blog.
export default route({
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    await readJson(request, z.strictObject({}));
    const rebuild = await triggerRebuild(`Sitemap regeneration requested by ${staff.username}`);
    // The rebuild is outside the database: record what was asked and how the hook answered.
    await recordAudit(getDb(), staff, {
      action: 'site.rebuild_requested',
      entityType: 'site',
      entityId: null,
      summary: `Requested a site rebuild (sitemap): ${rebuild}`,
    });
    return json({ rebuild });
  },
});

export const config: Config = { path: '/api/admin/rebuild' };
