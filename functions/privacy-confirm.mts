import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { PrivacyConfirmSchema } from '../src/lib/schemas/email-links.ts';
import { carryOutPrivacyRequest } from '../src/server/repositories/self-service.ts';

// Carries out an emailed privacy request (decision 0036): the page's button POSTs the token. A copy
// answers the JSON file to save; a deletion answers what was deleted.
export default route({
  async POST(request) {
    const { token } = await readJson(request, PrivacyConfirmSchema);
    const result = await carryOutPrivacyRequest(getDb(), token);
    if (result.action === 'copy') {
      return json(result.data, { headers: { 'Content-Disposition': 'attachment; filename="thawab-my-data.json"' } });
    }
    return json(result);
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/privacy/confirm',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
