import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { ConfirmRequestSchema } from '../src/lib/schemas/email-links.ts';
import { confirmSignup } from '../src/server/repositories/waitlist-confirm.ts';

// Double opt-in (decision 0036): the confirm page's button POSTs the emailed token. Never a GET:
// mail scanners open every link.
export default route({
  async POST(request) {
    const { token, ownerToken } = await readJson(request, ConfirmRequestSchema);
    return json(await confirmSignup(getDb(), token, ownerToken));
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/confirm',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
