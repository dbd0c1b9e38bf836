import type { Config } from '@netlify/functions';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { requestSitemapRebuild } from '../src/server/blog/post-writes.ts';
import { getDb } from '../src/server/db.ts';
import { z } from 'zod';

// POST /api/admin/rebuild (SEO Tools → 'Regenerate Sitemap'): one site rebuild through the build
// hook, which regenerates the sitemap and the static blog.
export default route({
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    await readJson(request, z.strictObject({}));
    return json({ rebuild: await requestSitemapRebuild(getDb(), staff) });
  },
});

export const config: Config = { path: '/api/admin/rebuild' };
