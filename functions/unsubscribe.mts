import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, readJsonBody, readLimitedText, route } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import { PAGES } from '../src/lib/public-routes.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../src/lib/i18n/locales.ts';
import { localePath } from '../src/lib/i18n/pages.ts';
import { EMAIL_LINK_ERROR, UNSUBSCRIBED_MESSAGE, UNSUBSCRIBE_LINK_INVALID } from '../src/lib/schemas/email-links.ts';
import { verifyUnsubscribeToken } from '../src/server/mail/links.ts';
import { unsubscribeAddress } from '../src/server/repositories/self-service.ts';

// Unsubscribe (decision 0036). The List-Unsubscribe URL of every list message: mail clients POST
// `List-Unsubscribe=One-Click` to it (RFC 8058) with no cookie and no Origin, so the signed token
// in the URL is the whole authority; the unsubscribe page's button POSTs to the same URL. A GET (a
// person or a scanner following the link) only leads to the page: it changes nothing. The page is
// the one in the message's language (`locale`, decision 0050; anything not in the table: English).
export default route({
  GET(request) {
    const params = queryParams(request);
    const token = params.get('token') ?? '';
    const locale = params.get('locale');
    const page = new URL(localePath(isLocaleCode(locale) ? locale : DEFAULT_LOCALE, PAGES.unsubscribe), request.url);
    if (token) page.searchParams.set('token', token);
    return new Response(null, {
      status: 303,
      headers: { Location: `${page.pathname}${page.search}`, 'Cache-Control': 'no-store' },
    });
  },
  async POST(request) {
    // Whatever the body says (the one-click form, the page's empty POST), the token decides; a
    // JSON body is still held to the rules every endpoint applies (size, depth).
    if (/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) await readJsonBody(request);
    else await readLimitedText(request, 1024);
    const email = verifyUnsubscribeToken(queryParams(request).get('token') ?? '');
    if (!email) {
      const error = new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
      error.details = { code: EMAIL_LINK_ERROR.unsubscribeInvalid };
      throw error;
    }
    await unsubscribeAddress(getDb(), email);
    return json({ unsubscribed: true, message: UNSUBSCRIBED_MESSAGE });
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/unsubscribe',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
