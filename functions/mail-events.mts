import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { serverEnv } from '../src/server/env.ts';
import { HttpError, json, parseBody, parseJsonText, readLimitedText, route } from '../src/server/http.ts';
import {
  MAIL_SIGNATURE_HEADER,
  MailEventSchema,
  recordMailEvent,
  verifyMailEvent,
} from '../src/server/mail/webhook.ts';

// The mail provider's bounce/complaint/unsubscribe events (signed; src/server/mail/webhook.ts).
export default route({
  async POST(request) {
    const secret = serverEnv().MAIL_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, 'Mail events are not configured (MAIL_WEBHOOK_SECRET is not set)');
    const raw = await readLimitedText(request, 16 * 1024);
    if (!verifyMailEvent(secret, request.headers.get(MAIL_SIGNATURE_HEADER), raw)) {
      throw new HttpError(401, 'Missing, invalid or expired signature');
    }
    if (!/^application\/json\b/i.test(request.headers.get('content-type')?.trim() ?? '')) {
      throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    const event = parseBody(MailEventSchema, parseJsonText(raw));
    const suppressed = await recordMailEvent(getDb(), event);
    return json({ ok: true, suppressed });
  },
});

// A literal: Netlify reads config.path by static analysis (tests/unit/routes.test.ts holds it to API.mailEvents).
export const config: Config = { path: '/api/mail/events' };
