import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { PRIVACY_REQUEST_ANSWER, PrivacyRequestSchema } from '../src/lib/schemas/email-links.ts';
import { requestPrivacyAction } from '../src/server/repositories/self-service.ts';

// Ask for a copy or the deletion of what we hold about an address (decision 0036). The answer is
// the same whatever we hold; the request is carried out only through the link emailed to it.
export default route({
  async POST(request, context) {
    const { email, action, locale } = await readJson(request, PrivacyRequestSchema);
    const mailId = await requestPrivacyAction(getDb(), email, action, locale);
    if (mailId !== null) void deliverSoon(context, [mailId]);
    return json({ success: true, message: PRIVACY_REQUEST_ANSWER });
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/privacy/request',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
