import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/server/auth/guard.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import { verifiedVerse } from '../src/server/quran.ts';

// Staff (permission 'content'): the verified Arabic and English text of ?surah=&ayah= for the verse dialog.
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    const params = queryParams(request);
    const surah = params.get('surah') ?? '';
    if (!/^\d{1,3}$/.test(surah))
      throw new HttpError(400, 'Surah must be a whole number from 1 to 114', [
        { path: 'surah', message: 'Surah must be a whole number from 1 to 114' },
      ]);
    return json(await verifiedVerse(Number(surah), params.get('ayah') ?? ''));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quran' };
