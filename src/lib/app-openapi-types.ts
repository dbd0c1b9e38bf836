// The shapes of the app API's OpenAPI operations and the parameter helpers the operation tables
// share (src/lib/app-openapi.ts, src/lib/app-openapi-quran.ts; decision 0040).
import { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type JsonSchema = Record<string, unknown>;

export interface Param {
  name: string;
  in: 'path' | 'query';
  description: string;
  schema: z.ZodType;
  required?: boolean;
}

export interface Operation {
  operationId: string;
  method: Method;
  /** The routes.ts path or pattern (`:name` segments). */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <access token>` (401 otherwise). */
  bearer: boolean;
  /** A personal answer: `Cache-Control: no-store` on every status. */
  personal: boolean;
  params?: Param[];
  body?: z.ZodType;
  /** The body may be left out (the request then means what an empty object would). */
  bodyOptional?: true;
  success: { status: 200 | 201 | 202 | 204; description: string; schema: z.ZodType };
  /** The error statuses this operation answers itself (each that reads the database may also answer 503). */
  errors: ErrorStatus[];
  /** Answered without the database (so never 503). */
  static?: true;
  /** Names and descriptions in the user's language: `locale` in the body and `Content-Language` (decision 0048). */
  localized?: true;
}

export const ERRORS = {
  400: 'The request is not valid: `error` says why, `issues` name the fields.',
  401: 'No valid token: missing, unknown, expired or revoked. See `WWW-Authenticate`.',
  403: 'Signed in, but not allowed: join the circle first, or only its Creator or an Admin may do this.',
  404: 'Not found (or not yours).',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON (send `Content-Type: application/json`).',
  429: 'Too many requests: wait `Retry-After` seconds.',
  503: 'The service is temporarily unavailable: retry after `Retry-After` seconds.',
} as const;
export type ErrorStatus = keyof typeof ERRORS;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const jsonBody = [400, 413, 415] as const;
export const dateParam = (name: string, where: Param['in'], description: string): Param => ({
  name,
  in: where,
  description,
  schema: isoDate,
  required: where === 'path',
});
export const idParam = (name: string, description: string): Param => ({
  name,
  in: 'path',
  description,
  schema: z.string().regex(/^\d{1,9}$/),
  required: true,
});
