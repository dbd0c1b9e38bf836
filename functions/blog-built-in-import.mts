import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { importBuiltInPostsAs } from '../src/server/blog/post-writes.ts';
import { z } from 'zod';

// The built-in import ('Import Existing Posts'): POST /api/blog/migrate-existing (empty JSON body)
// inserts the built-in posts whose slug is not yet in the database, all or nothing; a second run
// adds nothing.
export default route({
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    await readJson(request, z.strictObject({}));
    const { posts, rebuild } = await importBuiltInPostsAs(getDb(), staff);
    return json({ posts, count: posts.length }, { headers: { 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/migrate-existing' };
