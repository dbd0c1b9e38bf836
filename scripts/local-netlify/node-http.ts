// Between Node's HTTP server and the web Request/Response the functions speak: shared by the
// production-like server (scripts/start.ts) and `npm run dev`'s function host (dev-functions.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';

/** The web Request for a Node request, its body streamed. */
export function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set('host', url.host);
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it.
    duplex: 'half',
  });
}

// Netlify's CDN compresses text responses; the emulation does not. Doing it here keeps local
// measurements (npm run bench) honest about what visitors download.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml|font\/ttf)/;

function pickEncoding(req: IncomingMessage, response: Response): 'br' | 'gzip' | null {
  if (!response.body || response.headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Writes a web Response to Node's response, compressed as Netlify's CDN would. */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const encoding = pickEncoding(req, response);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') return void res.end();
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (!encoding) return void body.pipe(res);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  body.pipe(compressor).pipe(res);
}
