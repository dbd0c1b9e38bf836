// Post bodies: stored content is sanitised on write and rendered from Markdown or HTML to safe
// HTML for display. (Admin branch version; the blog branch owns the full renderer.)
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'blockquote', 'img', 'br', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const safe: Record<string, string> = {};
      if (href && SAFE_LINK.test(href.trim())) safe.href = href.trim();
      if (title) safe.title = title;
      return { tagName, attribs: safe };
    },
  },
};

/**
 * Removes every tag, attribute and URL outside the allowlist. Markdown stays Markdown: the
 * characters '>' and '&' that sanitize-html escapes in text are restored (neither can open a tag).
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Markdown (or HTML) content → safe HTML. */
export function renderPostBody(content: string): string {
  const html = marked.parse(content, { async: false, gfm: true });
  return sanitizeHtml(html, OPTIONS);
}
