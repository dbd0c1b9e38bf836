// Post body → clean HTML (product §4, decision 0010). The editor stores Markdown-like text or HTML;
// both go through `marked` (HTML passes through untouched) and then an allowlist sanitiser. Build
// and server use only: the browser receives the finished HTML from the API, never this module.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isSitePath } from './image-url.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'cite',
  'q',
  'code',
  'pre',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'abbr',
  'span',
  // Isolates a run of the other direction (a Latin name in an Arabic post, decision 0049).
  'bdi',
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
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
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

/**
 * Tags whose content the sanitiser removes with them (see `nonTextTags`). An opening one without its
 * closing tag would swallow everything after it, so such a lone opening tag is removed on its own.
 */
const CONTENT_EATING_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];
const OPENING_TAG = new RegExp(`<(${CONTENT_EATING_TAGS.join('|')})(?=[\\s/>])[^>]*>?`, 'gi');

/** Removes opening content-eating tags that are never closed, so the text after them survives. */
function dropUnclosed(html: string): string {
  return html.replace(OPENING_TAG, (tag, name: string, offset: number) => {
    const rest = html.slice(offset + tag.length);
    const count = (pattern: string) => rest.match(new RegExp(pattern, 'gi'))?.length ?? 0;
    // Closed when more closing tags than further opening ones follow (nesting counts).
    return count(`</${name}\\s*>`) > count(`<${name}(?=[\\s/>])`) ? tag : '';
  });
}

/** Sanitises HTML with the blog allowlist: no scripts, event handlers, styles, iframes or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(dropUnclosed(html), OPTIONS).trim();
}

/**
 * CommonMark ends an HTML block that opens with <script>, <style>, <pre> or <textarea> only at the
 * matching closing tag, or at the end of the document: an unclosed one would turn the rest of the
 * post into raw HTML. Here such a block is its opening line only, and the Markdown after it stays
 * Markdown.
 */
marked.use({
  tokenizer: {
    html(src) {
      const open = /^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i.exec(src);
      if (!open) return false;
      if (new RegExp(`</${open[1]}>`, 'i').test(src)) return false;
      const line = /^[^\n]*(?:\n|$)/.exec(src)![0];
      return { type: 'html', block: true, pre: false, raw: line, text: line };
    },
  },
});

/**
 * Converts a post body (the Markdown or HTML the editor wrote, stored as written) into clean HTML.
 * Markdown is rendered first, so code spans and fenced blocks arrive escaped and show literally,
 * and autolinks (<https://…>, <name@example.com>) become links; then the allowlist sanitiser runs
 * over the whole result. Every page that shows a post body uses this: the pre-rendered post pages
 * and the API that feeds the client fallback page.
 */
export function renderPostBody(content: string): string {
  const html = marked.parse(content.replace(/\r\n?/g, '\n')) as string;
  return sanitizePostHtml(html);
}

/** True when a post body renders to something a reader can see (text or an image). */
export function hasVisibleContent(content: string): boolean {
  const html = renderPostBody(content);
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
