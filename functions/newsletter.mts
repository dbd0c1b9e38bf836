import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { NEWSLETTER_THANKS, NewsletterSignupSchema } from '../src/lib/schemas/newsletter.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { subscribeToNewsletter } from '../src/server/repositories/newsletter.ts';

export default route({
  async POST(request, context) {
    const { email, locale } = await readJson(request, NewsletterSignupSchema);
    const { mailIds } = await subscribeToNewsletter(getDb(), email, locale);
    if (mailIds.length) void deliverSoon(context, mailIds);
    // One answer whether or not the address was already subscribed: it must not tell who is.
    return json({ success: true, message: NEWSLETTER_THANKS });
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
