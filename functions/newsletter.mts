import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { NewsletterSignupSchema } from '../src/lib/schemas/newsletter.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { subscribeToNewsletter } from '../src/server/repositories/newsletter.ts';

export default route({
  async POST(request) {
    const { email } = await readJson(request, NewsletterSignupSchema);
    const { created } = await subscribeToNewsletter(getDb(), email);
    return created
      ? json({ success: true, message: 'Thanks for subscribing! Look out for our next letter.' }, { status: 201 })
      : json({ success: true, message: "You're already subscribed — thank you!" });
  },
});

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
