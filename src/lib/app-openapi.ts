// The OpenAPI 3.1 document of the app's own API (/api/app/v1, decision 0040), generated from the
// zod schemas the handlers parse requests with and type their answers by. Pure: served by
// functions/app-openapi.mts, checked against docs/app-api.md and used by the API tests' contract check.
import { z } from 'zod';
import { API } from './routes.ts';
import { LOCALE_CODES } from './i18n/locales.ts';
import {
  AppErrorSchema,
  RefreshSchema,
  SignInStartAnswerSchema,
  SignInStartSchema,
  SignInVerifyAnswerSchema,
  SignInVerifySchema,
  SuccessAnswerSchema,
  TokenPairSchema,
} from './schemas/app-auth.ts';
import { ME_OPERATIONS } from './app-openapi-me.ts';
import { ERRORS, jsonBody, type JsonSchema, type Operation } from './app-openapi-types.ts';
export type { ErrorStatus } from './app-openapi-types.ts';
import { QURAN_OPERATIONS } from './app-openapi-quran.ts';
import { PURCHASE_OPERATIONS } from './app-openapi-purchases.ts';
import { DUA_OPERATIONS } from './app-openapi-duas.ts';
import { LIVE_OPERATIONS } from './app-openapi-live.ts';
import { DEED_OPERATIONS } from './app-openapi-deeds.ts';
import { CIRCLE_OPERATIONS } from './app-openapi-circles.ts';

export const APP_API_VERSION = '1.0.0';
export const BEARER_REALM = 'thawab-app';
/** How long a CDN or client may keep the document itself (it changes only with a deploy). */
export const OPENAPI_CACHE_SECONDS = 300;

export const APP_API_OPERATIONS: readonly Operation[] = [
  ...PURCHASE_OPERATIONS,
  {
    operationId: 'startSignIn',
    method: 'post',
    path: API.appAuthStart,
    summary: 'Email a 6-digit sign-in code (the same answer for every address)',
    bearer: false,
    personal: true,
    body: SignInStartSchema,
    success: {
      status: 202,
      description: 'The code is on its way if the address can receive mail.',
      schema: SignInStartAnswerSchema,
    },
    errors: [...jsonBody, 429],
  },
  {
    operationId: 'verifySignIn',
    method: 'post',
    path: API.appAuthVerify,
    summary: 'Exchange the code for tokens; a new address becomes an account',
    bearer: false,
    personal: true,
    body: SignInVerifySchema,
    success: { status: 200, description: 'Signed in.', schema: SignInVerifyAnswerSchema },
    errors: [...jsonBody],
  },
  {
    operationId: 'refreshTokens',
    method: 'post',
    path: API.appAuthRefresh,
    summary: 'A new token pair for a refresh token (each works once)',
    bearer: false,
    personal: true,
    body: RefreshSchema,
    success: { status: 200, description: 'A new pair.', schema: TokenPairSchema },
    errors: [...jsonBody, 401],
  },
  {
    operationId: 'signOut',
    method: 'post',
    path: API.appAuthLogout,
    summary: 'End this sign-in (every token of it)',
    bearer: true,
    personal: true,
    success: { status: 200, description: 'Signed out.', schema: SuccessAnswerSchema },
    errors: [401],
  },
  ...ME_OPERATIONS,
  ...DEED_OPERATIONS,
  ...CIRCLE_OPERATIONS,
  ...QURAN_OPERATIONS,
  ...DUA_OPERATIONS,
  ...LIVE_OPERATIONS,
  {
    operationId: 'getOpenApi',
    method: 'get',
    path: API.appOpenApi,
    summary: 'This document',
    bearer: false,
    personal: false,
    static: true,
    success: { status: 200, description: 'The OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) },
    errors: [],
  },
];

/** zod → JSON Schema draft 2020-12 (OpenAPI 3.1's dialect); requests as accepted, answers as sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
  }) as JsonSchema;
  return rest;
}

/** `/a/:b/c` → `/a/{b}/c` */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]\w*)/g, '{$1}');

const header = (description: string, schema: JsonSchema) => ({ description, required: true, schema });
const NO_STORE = header('Never stored by a cache: personal answers, and every error.', {
  type: 'string',
  const: 'no-store',
});
const CONTENT_LANGUAGE = header(
  "The user's language (`language` of /me), which the answer's names, descriptions and verse are in; a field without a text in it falls back to English (listed in `fallback`).",
  { type: 'string', enum: [...LOCALE_CODES] },
);
const PUBLIC_CACHE = header('Public, briefly cacheable.', { type: 'string', pattern: '^public, max-age=\\d+' });

function responses(op: Operation) {
  const cache = op.personal ? NO_STORE : PUBLIC_CACHE;
  const out: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      headers: { 'Cache-Control': cache, ...(op.localized ? { 'Content-Language': CONTENT_LANGUAGE } : {}) },
      content: { 'application/json': { schema: jsonSchema(op.success.schema, 'output') } },
    },
  };
  const errorContent = { 'application/json': { schema: jsonSchema(AppErrorSchema, 'output') } };
  for (const status of [
    ...op.errors,
    ...(op.bearer && !op.errors.includes(401) ? [401 as const] : []),
    ...(op.static ? [] : [503 as const]),
  ].sort()) {
    const headers: Record<string, unknown> = { 'Cache-Control': NO_STORE };
    if (status === 401)
      headers['WWW-Authenticate'] = header(
        `\`Bearer realm="${BEARER_REALM}"\`, with \`, error="invalid_token"\` when a token was sent.`,
        { type: 'string', pattern: `^Bearer realm="${BEARER_REALM}"` },
      );
    if (status === 429 || status === 503)
      headers['Retry-After'] = header('Seconds to wait.', { type: 'string', pattern: '^\\d+$' });
    out[status] = { description: ERRORS[status], headers, content: errorContent };
  }
  return out;
}

function operationObject(op: Operation) {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.bearer ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(op.params
      ? {
          parameters: op.params.map((p) => ({
            name: p.name,
            in: p.in,
            description: p.description,
            required: p.required ?? false,
            schema: jsonSchema(p.schema, 'input'),
          })),
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.bodyOptional,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
          },
        }
      : {}),
    responses: responses(op),
  };
}

export type OpenApiDocument = ReturnType<typeof appOpenApiDocument>;

export function appOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of APP_API_OPERATIONS) (paths[openApiPath(op.path)] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Thawab app API',
      version: APP_API_VERSION,
      description:
        'The API the Thawab mobile app calls for its signed-in user (docs/app-api.md). Errors are `{ error, issues? }`; personal answers carry `Cache-Control: no-store`.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token from /auth/verify or /auth/refresh (15 minutes).',
        },
      },
    },
  };
}

/** The operations table of docs/app-api.md, made from the document so the two cannot drift. */
export function appApiOperationsTable(): string {
  const rows = APP_API_OPERATIONS.map((op) => {
    const statuses = Object.keys(responses(op)).join(', ');
    return `| \`${op.method.toUpperCase()} ${openApiPath(op.path)}\` | ${op.summary} | ${op.bearer ? 'Bearer' : '—'} | ${statuses} |`;
  });
  return ['| Operation | What | Sign-in | Statuses |', '|---|---|---|---|', ...rows].join('\n');
}

export const TABLE_START = '<!-- generated by `npm run docs:app-api` from src/lib/app-openapi.ts: do not edit -->';
export const TABLE_END = '<!-- end of generated table -->';

/** The markdown with its generated table (between the markers) replaced by the current one. */
export function withOperationsTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/app-api.md has no generated operations table markers');
  return `${markdown.slice(0, start + TABLE_START.length)}\n${appApiOperationsTable()}\n${markdown.slice(end)}`;
}
