// Post body → clean HTML (product §4, issue 4). The editor stores Markdown-like text or HTML; both go
// through `marked` (HTML passes through untouched) and then an allowlist sanitiser. Build and
// server use only: the browser receives the finished HTML from the API, never this module.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isSitePath } from './image-url.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i',
  'u', 's', 'del', 'mark', 'small', 'sub', 'sup', 'blockquote', 'cite', 'q', 'code', 'pre', 'img',
  'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'abbr', 'span',
];

/** Links: site paths, in-page anchors, http(s) and mailto; anything else (javascript:, data:) is dropped. */
function isSafeLink(url: string): boolean {
  const value = url.trim();
  return value.startsWith('#') || isSitePath(value) || /^https?:\/\//i.test(value) || /^mailto:/i.test(value);
}

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Unknown tags are removed but their text is kept; these are removed with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has one h1 (the post title): body headings start at h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!href || !isSafeLink(href)) {
        const { href: _drop, target: _target, rel: _rel, ...rest } = attribs;
        return { tagName: 'a', attribs: rest };
      }
      if (isExternal(href)) {
        return { tagName: 'a', attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } };
      }
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName: 'a', attribs: rest };
    },
    img: (tagName, attribs) => ({
      tagName: 'img',
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) => {
    // Images from the site only (the media library): pages make no third-party requests, and the
    // Content-Security-Policy would block them anyway (img-src 'self').
    if (frame.tag === 'img') return !frame.attribs.src || !isSitePath(frame.attribs.src.trim());
    // Drop empty paragraphs left behind by removed content.
    if (frame.tag === 'p') return !frame.text.trim() && !frame.mediaChildren.length && !frame.tagPosition;
    return false;
  },
};

/** Sanitises HTML with the blog allowlist: no scripts, event handlers, styles, iframes or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Converts a post body (Markdown-like text or HTML from the editor) into clean, sanitised HTML. */
export function renderPostBody(content: string): string {
  const html = marked.parse(content.replace(/\r\n?/g, '\n')) as string;
  return sanitizePostHtml(html);
}

/**
 * Cleans editor content before it is stored (issue 5: "content sanitised on write"). Tags,
 * attributes and URLs outside the allowlist are removed, but Markdown stays Markdown: sanitize-html
 * escapes '>' (blockquotes) and '&' in text, and neither can open a tag, so they are restored.
 * Rendering sanitises again, so stored content is never trusted on its own.
 */
export function sanitizeStoredContent(content: string): string {
  return (
    sanitizePostHtml(content.replace(/\r\n?/g, '\n'))
      .replace(/&gt;/g, '>')
      // A '<' that cannot open a tag (followed by a space, digit, '=' …) is plain text: "a < b", "<3".
      .replace(/&lt;(?![a-zA-Z/!?])/g, '<')
      .replace(/&amp;/g, '&')
  );
}
