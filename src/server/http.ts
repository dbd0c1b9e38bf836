// The one HTTP layer every function uses: method dispatch, JSON parsing with limits and schemas,
// uniform JSON errors (product §8, docs/architecture.md §4) and the database-down 503.
import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { toFieldIssues, withoutNulBytes, type FieldIssue } from '../lib/schemas/common.ts';
import { DatabaseConfigError } from './db.ts';
import { HttpError } from './http-error.ts';
import { queryParams } from './query.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';

export { HttpError } from './http-error.ts';

export const MAX_BODY_BYTES = 32 * 1024;
/** Deepest nesting of arrays/objects a JSON body may have (the real payloads need 4). */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;

const BASE_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  ...SECURITY_HEADERS,
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
};

/**
 * Adds the site's security headers (src/server/security-headers.ts) to a function's response that
 * lacks them (a CSV download, an image); a header the function set itself is kept.
 */
export function withSecurityHeaders(response: Response): Response {
  const missing = Object.entries({
    ...SECURITY_HEADERS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  }).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  let target = response;
  try {
    for (const [name, value] of missing) target.headers.set(name, value);
  } catch {
    // Immutable headers (a fetched or redirect Response): copy it once, then set.
    target = new Response(response.body, response);
    for (const [name, value] of missing) target.headers.set(name, value);
  }
  return target;
}

export interface JsonOptions {
  status?: number;
  headers?: Record<string, string>;
  /** Public responses may be cached briefly; everything else is no-store. */
  cache?: 'no-store' | { publicSeconds: number };
}

/** A body serialised once and answered many times (the Quran's assembled surahs, decision 0061). */
export class SerializedJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export function json(data: unknown, { status = 200, headers = {}, cache = 'no-store' }: JsonOptions = {}): Response {
  const cacheControl =
    cache === 'no-store'
      ? 'no-store'
      : `public, max-age=${cache.publicSeconds}, stale-while-revalidate=${cache.publicSeconds * 2}`;
  return new Response(data instanceof SerializedJson ? data.text : JSON.stringify(data), {
    status,
    headers: { ...BASE_HEADERS, 'Cache-Control': cacheControl, ...headers },
  });
}

/**
 * A JSON answer whose type is its published schema's (the OpenAPI document is generated from the
 * same schemas): the shape is declared once, by the schema, and the compiler holds the body to it.
 * Not parsed at run time; the API tests read answers through the same schemas.
 */
export function answer<S extends z.ZodType>(schema: S, body: z.output<S>, options?: JsonOptions): Response {
  void schema;
  return json(body, options);
}

export function errorResponse(error: HttpError): Response {
  const body: { error: string; issues?: FieldIssue[] } = { ...error.details, error: error.message };
  if (error.issues?.length) body.issues = error.issues;
  return json(body, { status: error.status, headers: error.headers });
}

/** Reads a JSON body: 415 unless JSON, 413 over the limit, 400 for bad JSON or a schema failure. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.infer<T>> {
  return parseBody(schema, await readJsonBody(request, maxBytes));
}

/** The request's JSON body, unvalidated (415/413/400 for a body that is not JSON, too large or too deep). */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  return parseJsonText(await readLimitedText(request, maxBytes));
}

/**
 * A JSON body that may be left out: undefined when the request has none or an empty one (a bare
 * POST through an HTTP server arrives with an empty body stream, not a null one), else as
 * readJsonBody (415 unless JSON, 413, 400).
 */
export async function readOptionalJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (request.body === null || request.headers.get('content-length') === '0') return undefined;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readLimitedText(request, maxBytes);
  if (text.trim() === '') return undefined;
  if (!/^application\/json\b/i.test((request.headers.get('content-type') ?? '').trim())) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  return parseJsonText(text);
}

/** JSON text already read (e.g. a signed webhook body): 400 when too deep or not JSON. */
export function parseJsonText(text: string): unknown {
  // Checked on the raw text, before anything walks the parsed value recursively (schemas, the NUL
  // rule): 32 KB of `[` would otherwise overflow the stack (a 500).
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new HttpError(400, JSON_TOO_DEEP);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** True when the JSON text nests arrays/objects deeper than `max` (an iterative scan, no recursion). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Validates a parsed body: 400 with field issues when it does not match. */
export function parseBody<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  // Every schema gets the NUL rule here (Postgres cannot store NUL in text): 400, never a 500.
  const parsed = withoutNulBytes(schema).safeParse(data);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error);
    throw new HttpError(400, issues[0]?.message ?? 'Invalid request', issues);
  }
  return parsed.data as z.infer<T>;
}

function tooLarge(maxBytes: number) {
  return new HttpError(413, `Request body is larger than ${Math.round(maxBytes / 1024)} KB`);
}

/** The raw body as text, at most `maxBytes` (413 beyond): for bodies that are verified before parsing (signed webhooks). */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses a positive integer route parameter or answers 404. */
export function idParam(value: string | undefined, what = 'Not found'): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new HttpError(404, what);
  return Number(value);
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * Postgres SQLSTATEs that mean "the server is going away or not there", not "your query is wrong":
 * class 08 (connection exception) and 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now, 57P05 idle_session_timeout.
 */
export function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '57P05'].includes(code);
}

/** True when an error (or anything in its cause chain) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (current instanceof DatabaseConfigError) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isConnectionSqlState(code))) return true;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout|terminating connection due to administrator command|the database system is (shutting down|starting up)/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres' deadlock_detected (40P01) and serialization_failure (40001), through any wrapping. */
export function isTransientConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const { code } = current as { code?: unknown };
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type RouteHandler = (request: Request, context: Context) => Promise<Response> | Response;
export type Methods = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler>>;

/** Builds a function's default export: 405 with Allow for other methods, errors as JSON. */
export function route(methods: Methods): (request: Request, context: Context) => Promise<Response> {
  const allowed = Object.keys(methods);
  if (methods.GET) allowed.push('HEAD');
  const allow = allowed.join(', ');
  return async (request, context) => {
    const method = request.method.toUpperCase();
    const handler = methods[(method === 'HEAD' ? 'GET' : method) as keyof Methods];
    if (!handler) {
      return errorResponse(new HttpError(405, `Method ${method} is not allowed`, undefined, { Allow: allow }));
    }
    try {
      return withSecurityHeaders(await handler(request, context));
    } catch (error) {
      return errorToResponse(error);
    }
  };
}

export function errorToResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    console.error(
      '[api] database unavailable: check NETLIFY_DB_URL or DATABASE_URL and that the server is running.',
      error instanceof Error ? error.message : error,
    );
    return errorResponse(
      new HttpError(503, 'The service is temporarily unavailable. Please try again shortly.', undefined, {
        'Retry-After': '30',
      }),
    );
  }
  if (isTransientConflict(error)) {
    // The database gave up one of two colliding transactions; nothing was written, a retry works.
    console.warn('[api] transaction conflict (retry will do):', error instanceof Error ? error.message : error);
    return errorResponse(
      new HttpError(503, 'The server was busy with a conflicting change. Please try again.', undefined, {
        'Retry-After': '1',
      }),
    );
  }
  console.error('[api] unexpected error:', error);
  return errorResponse(new HttpError(500, 'Something went wrong on our side. Please try again.'));
}

/**
 * The caller's IP as the platform saw it (Netlify's `context.ip`), or null when the platform gave
 * none. Request headers (X-Forwarded-For, X-Nf-Client-Connection-Ip) are never read: a client can
 * send any value in them.
 */
export function clientIp(_request: Request, context?: Pick<Context, 'ip'> | null): string | null {
  const ip = typeof context?.ip === 'string' ? context.ip.trim() : '';
  return ip ? ip.slice(0, 45) : null;
}

/**
 * Parses the query string with a strict schema, the one way a handler reads its query: each parameter
 * once, the NUL rule of src/lib/schemas/common.ts applied as for bodies; 400 with issues when it fails.
 */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const data = Object.fromEntries(queryParams(request));
  const parsed = withoutNulBytes(schema).safeParse(data);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error);
    throw new HttpError(400, issues[0]?.message ?? 'Invalid query', issues);
  }
  return parsed.data as z.infer<T>;
}
