// `npm start`'s mail (decision 0034): unless SMTP_URL names a real provider, a local SMTP server
// (scripts/support/smtp-server.ts) receives every message the app sends and keeps it under the
// state folder (`<state>/mail`, so it survives restarts), and signed-in Super Admins read it at
// LOCAL_ONLY.mailbox (HTML) and LOCAL_ONLY.mailboxApi (JSON). Both are answered here, by the local
// server only: a Netlify deploy has neither. The messages hold sign-in codes and privacy links, so
// another role reading them could sign in as anyone: 403 for them (decision 0059).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ONLY, ADMIN } from '../../src/lib/routes.ts';
import { LOCAL_MAILBOX_PERMISSION } from '../../src/lib/permissions.ts';
import { requireStaff } from '../../src/server/auth/guard.ts';
import { HttpError, withSecurityHeaders } from '../../src/server/http.ts';
import { SECURITY_HEADERS } from '../../src/server/security-headers.ts';
import { escapeHtml } from '../../src/server/mail/message.ts';
import { pageParam } from '../../src/lib/schemas/paging.ts';
import { queryParams } from '../../src/server/query.ts';
import { readMailbox, startSmtpServer, type ReceivedMail } from '../support/smtp-server.ts';

export interface LocalMail {
  smtpUrl: string;
  dir: string;
  /** The mailbox page's path. */
  mailboxPath: string;
  /** True for the paths this module answers. */
  handles(url: URL): boolean;
  respond(request: Request): Promise<Response>;
  stop(): Promise<void>;
}

/** Where a state folder's local mailbox lives; `server.json` in it names the SMTP URL of the running server. */
export const localMailDir = (stateDir: string) => join(stateDir, 'mail');

/**
 * Starts the local SMTP server and points SMTP_URL at it, unless SMTP_URL is already set (then mail
 * goes there and there is no local mailbox). MAIL_SMTP_PORT picks its port (default: a free one).
 */
export async function startLocalMail(stateDir: string): Promise<LocalMail | null> {
  if (process.env.SMTP_URL) return null;
  const dir = localMailDir(stateDir);
  const smtp = await startSmtpServer({ host: '127.0.0.1', port: Number(process.env.MAIL_SMTP_PORT || 0), dir });
  process.env.SMTP_URL = smtp.url;
  writeFileSync(join(dir, 'server.json'), JSON.stringify({ smtpUrl: smtp.url }));
  return {
    smtpUrl: smtp.url,
    dir,
    mailboxPath: LOCAL_ONLY.mailbox,
    handles: (url) => url.pathname === LOCAL_ONLY.mailbox || url.pathname === LOCAL_ONLY.mailboxApi,
    respond: (request) => respondMailbox(request, dir),
    stop: () => smtp.stop(),
  };
}

const PAGE_HEADERS = {
  ...SECURITY_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  // The messages' HTML is shown in sandboxed srcdoc frames, which inherit this policy: no script
  // runs there (script-src 'none'; the sandbox allows scripts only so that tools such as axe can
  // inspect the frame), nothing loads but inline styles and images, no form posts anywhere.
  'Content-Security-Policy':
    "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

async function respondMailbox(request: Request, dir: string): Promise<Response> {
  const url = new URL(request.url);
  const api = url.pathname === LOCAL_ONLY.mailboxApi;
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    return withSecurityHeaders(
      Response.json(
        { error: `Method ${method} is not allowed` },
        { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
      ),
    );
  }
  const refusal = await refusalFor(request);
  if (refusal) {
    if (api)
      return withSecurityHeaders(
        Response.json({ error: refusal.message }, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } }),
      );
    return new Response(page(refusal.title, refusal.body), { status: refusal.status, headers: PAGE_HEADERS });
  }
  const messages = readMailbox(dir).reverse();
  if (api) return withSecurityHeaders(Response.json({ messages }, { headers: { 'Cache-Control': 'no-store' } }));
  const pageNumber = mailboxPageNumber(url);
  if (typeof pageNumber === 'string')
    return new Response(
      page('Local mailbox', `<p role="alert">${escapeHtml(pageNumber)}.</p>${pageLink(1, 'Newest messages')}`),
      { status: 400, headers: PAGE_HEADERS },
    );
  return new Response(page('Local mailbox', mailboxBody(messages, pageNumber)), { headers: PAGE_HEADERS });
}

/** ?page= read by the API's rules (src/server/query.ts, src/lib/schemas/paging.ts), or why it is refused. */
function mailboxPageNumber(url: URL): number | string {
  try {
    const parsed = pageParam.safeParse(queryParams(url).get('page') ?? undefined);
    return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/**
 * Messages per page. Each shows its HTML part in a frame of its own, and a page of a long-running
 * local server held hundreds of them (slow to open, and to check: axe visits every frame).
 */
export const MAILBOX_PAGE_SIZE = 25;

const pageLink = (pageNumber: number, label: string) =>
  `<a href="${LOCAL_ONLY.mailbox}${pageNumber > 1 ? `?page=${pageNumber}` : ''}">${escapeHtml(label)}</a>`;

function mailboxBody(messages: ReceivedMail[], pageNumber: number): string {
  if (messages.length === 0)
    return '<p>No messages yet. Everything the site sends while it runs locally arrives here.</p>';
  const pages = Math.ceil(messages.length / MAILBOX_PAGE_SIZE);
  const first = (pageNumber - 1) * MAILBOX_PAGE_SIZE;
  const shown = messages.slice(first, first + MAILBOX_PAGE_SIZE);
  const summary = `<p>Every message this local server sent (${messages.length}), newest first, ${MAILBOX_PAGE_SIZE} a page. They never leave this machine.</p>`;
  const links = [
    pageNumber > 1 ? pageLink(Math.min(pageNumber - 1, pages), 'Newer messages') : '',
    pageNumber < pages ? pageLink(pageNumber + 1, 'Older messages') : '',
  ].filter(Boolean);
  const nav = `<nav aria-label="Mailbox pages"><p>Page ${pageNumber} of ${pages}${links.length ? `: ${links.join(' · ')}` : ''}</p></nav>`;
  const list = shown.length
    ? shown.map(messageHtml).join('\n')
    : `<p>There is no page ${pageNumber}: the mailbox has ${pages}.</p>`;
  return `${summary}\n${list}\n${nav}`;
}

/** Why this request may not read the mailbox (signed out: 401; another role: 403), or null. */
async function refusalFor(
  request: Request,
): Promise<{ status: number; message: string; title: string; body: string } | null> {
  try {
    await requireStaff(request, LOCAL_MAILBOX_PERMISSION);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 401)
      return {
        status: 401,
        message: error.message,
        title: 'Sign in to read the local mailbox',
        body: `<p>The local mailbox is for signed-in Super Admins. <a href="${ADMIN.dashboard}">Sign in</a>, then come back here.</p>`,
      };
    return {
      status: 403,
      message: 'Only a Super Admin may read the local mailbox: it holds sign-in codes and privacy links.',
      title: 'The local mailbox is for Super Admins',
      body: '<p>It holds every sign-in code and privacy link the site sent, so only a Super Admin may read it.</p>',
    };
  }
}

function messageHtml(mail: ReceivedMail): string {
  const e = (value: string | null | undefined) => escapeHtml(value ?? '');
  const listHeaders = ['list-unsubscribe', 'list-unsubscribe-post'].filter((name) => mail.headers[name]);
  return `<article class="mail" aria-labelledby="m-${e(mail.id)}">
<h2 id="m-${e(mail.id)}">${e(mail.subject) || '(no subject)'}</h2>
<dl>
<dt>To</dt><dd>${e(mail.envelope.to.join(', '))}</dd>
<dt>From</dt><dd>${e(mail.headers.from ?? mail.from)}</dd>
${mail.replyTo ? `<dt>Reply-To</dt><dd>${e(mail.headers['reply-to'] ?? mail.replyTo)}</dd>` : ''}
<dt>Received</dt><dd><time datetime="${e(mail.receivedAt)}">${e(mail.receivedAt.replace('T', ' ').slice(0, 19))} UTC</time></dd>
<dt>Message-ID</dt><dd><code>${e(mail.messageId)}</code></dd>
${listHeaders.map((name) => `<dt>${e(name)}</dt><dd><code>${e(mail.headers[name])}</code></dd>`).join('\n')}
</dl>
<details><summary>Plain-text part</summary><pre>${e(mail.text)}</pre></details>
${mail.html ? `<details><summary>HTML part</summary><iframe sandbox="allow-scripts" title="HTML part of ${e(mail.subject)}" srcdoc="${e(mail.html)}"></iframe></details>` : '<p>No HTML part.</p>'}
</article>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Thawab (local)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2a24; background: #fff; }
.mail { border: 1px solid #c9d1cc; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
.mail h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; background: #f4f6f5; padding: .75rem; border-radius: 6px; }
iframe { width: 100%; height: 32rem; border: 1px solid #c9d1cc; border-radius: 6px; background: #fff; }
a { color: #14553d; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
