import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, parseBody, readJson, readLimitedText, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { previewCampaign } from '../src/server/repositories/campaign-drafts.ts';
import { CampaignPreviewSchema, type RenderedCampaign } from '../src/lib/schemas/campaigns.ts';
import { emailStrings } from '../src/server/mail/strings.ts';

const MAX_BYTES = 256 * 1024;

/**
 * The HTML part as a page for the tab's preview frame. The admin page's CSP (hashes only) would
 * block the message's inline styles in a srcdoc frame, so the frame loads this answer instead, with
 * a policy of its own: inline styles and images, no script, framed only by our own pages.
 */
const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'SAMEORIGIN',
};

// The HTML and text parts a draft makes, rendered as a recipient gets them (decision 0041): the
// blog's Markdown renderer and sanitiser, the mail layout. Nothing is stored. JSON in, JSON out;
// the preview frame posts the draft as a form and gets the HTML part as a page.
export default route({
  async POST(request) {
    await requireStaff(request, 'campaigns');
    // One version at a time, in its language's layout and small print (decision 0050).
    if (/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
      const form = new URLSearchParams(await readLimitedText(request, MAX_BYTES));
      const { locale, ...draft } = parseBody(CampaignPreviewSchema, {
        subject: form.get('subject') ?? '',
        preheader: form.get('preheader') ?? '',
        body: form.get('body') ?? '',
        ...(form.get('locale') ? { locale: form.get('locale') } : {}),
      });
      return new Response(previewCampaign(draft, await emailStrings(getDb()), locale).html, {
        headers: PREVIEW_HEADERS,
      });
    }
    const { locale, ...draft } = await readJson(request, CampaignPreviewSchema, MAX_BYTES);
    return json(previewCampaign(draft, await emailStrings(getDb()), locale) satisfies RenderedCampaign);
  },
});

export const config: Config = { path: '/api/admin/campaign-preview' };
