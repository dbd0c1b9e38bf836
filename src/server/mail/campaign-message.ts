// A campaign's message (decision 0041): its Markdown body rendered and sanitised exactly as a blog
// post's (src/lib/blog/render.ts), site links made absolute (mail is read away from the site), in
// the site's email layout, with a plain-text twin made from the same HTML.
import { renderPostBody } from '../../lib/blog/render.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import type { RenderedCampaign } from '../../lib/schemas/campaigns.ts';
import { siteOrigin } from '../site-origin.ts';
import { renderEmail, SafeHtml } from './message.ts';
import type { EmailStrings } from './strings.ts';

/** The unsubscribe link of a campaign's frozen message: the worker puts each recipient's own in its place. */
export const CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/thawab-recipient';

export interface CampaignContent {
  subject: string;
  preheader: string;
  body: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The sanitised HTML as plain text: paragraphs and list items on their own lines, links as "label (url)". */
export function htmlToText(html: string): string {
  return decode(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        const url = decode(href);
        return text && text !== url ? `${text} (${url})` : url;
      })
      .replace(/<img\s[^>]*alt="([^"]*)"[^>]*>/gi, '$1')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[2-6]|li|blockquote|pre|tr|figure)>/gi, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The body's HTML for mail: absolute site links and images that fit a phone. */
function forMail(html: string, origin: string): string {
  return html
    .replace(/\s(href|src)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${origin}/`)
    .replace(/<img\s/g, '<img style="max-width:100%;height:auto;" ');
}

/**
 * Both parts of one version of a campaign's message, in the layout and small print of its language
 * (decision 0050). `unsubscribeUrl` is the recipient's unsubscribe page (or the worker's
 * placeholder, filled in per recipient at delivery).
 */
export function renderCampaign(
  content: CampaignContent,
  unsubscribeUrl: string,
  strings: EmailStrings,
  locale: LocaleCode = DEFAULT_LOCALE,
): RenderedCampaign {
  const body = forMail(renderPostBody(content.body), siteOrigin());
  return renderEmail({
    locale,
    heading: content.subject,
    preheader: content.preheader || undefined,
    paragraphs: [],
    body: { html: new SafeHtml(body), text: htmlToText(body) },
    footer: [strings.t(locale, 'campaignFooter')],
    unsubscribeUrl,
    unsubscribeLabel: strings.t(locale, 'unsubscribe'),
  });
}
