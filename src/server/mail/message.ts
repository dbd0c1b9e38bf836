// Building messages: escaped HTML and its plain-text twin from one description, the sender identity
// and the headers every message carries (decision 0034). Later features (confirmations, campaigns,
// sign-in codes) describe their content here and hand the result to enqueueMail.
import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { DEFAULT_LOCALE, localeOf, type LocaleCode } from '../../lib/i18n/locales.ts';
import { SITE } from '../../lib/site.ts';
import { serverEnv, type ServerEnv } from '../env.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Markup that is already safe (built by `html` or `escapeHtml`); anything else is escaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly HtmlValue[] | null | undefined | false;

function htmlValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(htmlValue).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name` unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, index) => out + part + (index < values.length ? htmlValue(values[index]!) : ''), ''),
  );
}

/** A paragraph of plain text, or a code to copy (a sign-in code): shown large, left to right. */
export type EmailParagraph = string | { code: string };

export interface EmailContent {
  /** The language the message is written in (decision 0050): `<html lang dir>`, font, direction. English when left out. */
  locale?: LocaleCode;
  /** The line inbox lists show after the subject (hidden in the message itself). */
  preheader?: string;
  heading: string;
  /** Plain-text paragraphs (escaped in the HTML part), or codes. */
  paragraphs: readonly EmailParagraph[];
  /** Rich content after the paragraphs (already sanitised markup) and its plain-text twin: campaigns. */
  body?: { html: SafeHtml; text: string };
  /** One call to action: a button in HTML, `label: url` in text. */
  action?: { label: string; url: string };
  /** Small print under the message (why they get it). */
  footer?: readonly string[];
  /** List mail: the unsubscribe page, linked in both parts (the header is added at delivery). */
  unsubscribeUrl?: string;
  /** The unsubscribe link's words in the message's language ("Unsubscribe" when left out). */
  unsubscribeLabel?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const safeHref = (url: string) => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Not a web link: ${parsed.protocol}`);
  return parsed.href;
};

/**
 * Fonts of the message's script, from the reader's own device: mail clients load no web fonts
 * worth counting on. Nastaliq first for Urdu (Naskh would be legible but wrong for its readers).
 */
const EMAIL_FONTS: Partial<Record<LocaleCode, string>> = {
  ar: "'Noto Naskh Arabic','Geeza Pro','Arabic Typesetting',Tahoma,Arial,sans-serif",
  ur: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting',Tahoma,serif",
  bn: "'Noto Sans Bengali','Vrinda','Shonar Bangla',Arial,sans-serif",
};
const LATIN_FONT = 'Helvetica,Arial,sans-serif';

/** The layout's typography for a locale: direction, the side text starts on, font, line heights. */
function typography(locale: LocaleCode) {
  const entry = localeOf(locale);
  // Mail clients (Outlook's Word engine above all) ignore logical CSS values such as
  // `text-align: start`, so the side is computed from the direction here instead.
  return {
    dir: entry.dir,
    align: entry.dir === 'rtl' ? 'right' : 'left',
    font: EMAIL_FONTS[locale] ?? LATIN_FONT,
    // At least the Latin layout's, more where the locale table asks for it (Nastaliq's tall glyphs).
    text: Math.max(1.5, entry.lineHeight),
    heading: Math.max(1.3, entry.headingLineHeight),
  };
}

/** The HTML and plain-text parts of a message, with the site's look and name, in the message's language. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const type = typography(locale);
  const action = content.action ? { label: content.action.label, url: safeHref(content.action.url) } : undefined;
  const unsubscribeUrl = content.unsubscribeUrl ? safeHref(content.unsubscribeUrl) : undefined;
  const unsubscribeLabel = content.unsubscribeLabel ?? 'Unsubscribe';
  const footer = content.footer ?? [];
  const rtl = type.dir === 'rtl';
  const paragraph = (item: EmailParagraph) =>
    typeof item === 'string'
      ? html`<p style="margin:0 0 14px;font-size:16px;line-height:${type.text};">${item}</p>\n`
      : // A code is copied and typed, never read as words: ASCII digits, left to right, isolated from the text around it.
        html`<p dir="ltr" style="margin:4px 0 18px;font-family:'Courier New',Courier,monospace;font-size:30px;font-weight:bold;letter-spacing:6px;text-align:center;">${item.code}</p>\n`;
  const body = html`<!doctype html>
<html lang="${locale}" dir="${type.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.heading}</title>
</head>
<body dir="${type.dir}" style="margin:0;padding:0;background:#f6f4ee;color:#1f2a24;font-family:${type.font};">
${content.preheader ? html`<div style="display:none;max-height:0;overflow:hidden;">${content.preheader}</div>` : ''}
<table role="presentation" dir="${type.dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f4ee;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${type.dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;">
<tr><td dir="ltr" style="padding:28px 28px 8px;font-size:14px;font-weight:bold;color:#1b5e45;text-align:${type.align};font-family:${LATIN_FONT};">${SITE.name}</td></tr>
<tr><td style="padding:0 28px;text-align:${type.align};${rtl ? 'direction:rtl;' : ''}"><h1 style="margin:0 0 16px;font-size:22px;line-height:${type.heading};">${content.heading}</h1>
${content.paragraphs.map(paragraph)}
${content.body ? html`<div style="font-size:16px;line-height:${type.text};">${content.body.html}</div>` : ''}
${action ? html`<p style="margin:20px 0 24px;"><a href="${action.url}" style="display:inline-block;background:#1b5e45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${action.label}</a></p>` : ''}
</td></tr>
<tr><td style="padding:8px 28px 28px;font-size:12px;line-height:${type.text};color:#5b6660;text-align:${type.align};${rtl ? 'direction:rtl;' : ''}">
${footer.map((line) => html`<p style="margin:0 0 6px;">${line}</p>\n`)}
${unsubscribeUrl ? html`<p style="margin:0;"><a href="${unsubscribeUrl}" style="color:#5b6660;">${unsubscribeLabel}</a></p>` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  // Plain text: each client sets a line's direction from its first strong letter, so in a
  // right-to-left message a link goes on a line of its own (a line that is only a URL reads left
  // to right) instead of after the label, where the sentence's direction would reorder it.
  const labelled = (label: string, url: string) => (rtl ? [`${label}:`, url] : [`${label}: ${url}`]);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((item) => [typeof item === 'string' ? item : item.code, '']),
    ...(content.body ? [content.body.text.trim(), ''] : []),
    ...(action ? [...labelled(action.label, action.url), ''] : []),
    ...(footer.length || unsubscribeUrl
      ? ['--', ...footer, ...(unsubscribeUrl ? labelled(unsubscribeLabel, unsubscribeUrl) : [])]
      : []),
  ]
    .join('\n')
    .trimEnd();
  return { html: body.value, text: `${text}\n` };
}

export interface SenderIdentity {
  /** `Name <address>`. */
  from: string;
  replyTo?: string;
  /** The List-Unsubscribe mailto: target of list mail. */
  unsubscribeMailto?: string;
}

/** The site's sender identity (MAIL_FROM, else `Thawab <hello@thawab.app>`). */
export function senderIdentity(env: ServerEnv = serverEnv()): SenderIdentity {
  return {
    from: env.MAIL_FROM ?? `${SITE.name} <hello@${new URL(SITE.url).hostname}>`,
    replyTo: env.MAIL_REPLY_TO,
    unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO,
  };
}

/** The domain of the sender's address (Message-IDs are made in it). */
export function senderDomain(sender: SenderIdentity): string {
  const address = /<([^>]+)>/.exec(sender.from)?.[1] ?? sender.from;
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** The Message-ID of the message with this idempotency key: the same on every attempt. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domain}>`;
}

/** What the outbox stores of a message, as delivery needs it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Set for list mail: the one-click unsubscribe URL (RFC 8058). */
  listUnsubscribeUrl: string | null;
}

/** The message as the transport takes it: both parts, sender, stable Message-ID, list headers. */
export function mailOptions(mail: OutgoingMail, sender: SenderIdentity): SendMailOptions {
  const headers: Record<string, string> = {};
  if (mail.listUnsubscribeUrl) {
    const targets = [`<${mail.listUnsubscribeUrl}>`];
    if (sender.unsubscribeMailto) targets.push(`<mailto:${sender.unsubscribeMailto}?subject=unsubscribe>`);
    headers['List-Unsubscribe'] = targets.join(', ');
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: sender.from,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers,
  };
}
