import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { importBuiltInPosts } from '../src/server/repositories/blog-posts.ts';
import { loadBuiltInPosts } from '../src/server/blog/built-in-posts.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';
import { recordAudit } from '../src/server/audit.ts';
import { z } from 'zod';

// The built-in import ('Import Existing Posts'): POST /api/blog/migrate-existing (empty JSON body)
// inserts the built-in posts whose slug is not yet in the database, all or nothing; a second run
// adds nothing.
export default route({
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    await readJson(request, z.strictObject({}));
    const posts = await importBuiltInPosts(getDb(), await loadBuiltInPosts(), async (tx, inserted) => {
      if (inserted.length === 0) return;
      await recordAudit(tx, staff, {
        action: 'post.imported',
        entityType: 'post',
        entityId: null,
        summary: `Imported ${inserted.length} built-in post${inserted.length === 1 ? '' : 's'}: ${inserted.map((p) => p.slug).join(', ')}`,
      });
    });
    const rebuild = posts.length ? await triggerRebuild(`Imported ${posts.length} built-in blog posts`) : 'none';
    return json({ posts, count: posts.length }, { headers: { 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/migrate-existing' };
