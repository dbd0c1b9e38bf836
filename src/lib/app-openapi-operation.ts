// The shape of one operation of the app API's OpenAPI document (src/lib/app-openapi.ts builds the
// document from a table of these).
import type { z } from 'zod';
import type { ErrorStatus } from './app-openapi.ts';

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
  success: { status: 200 | 201 | 202 | 204; description: string; schema: z.ZodType };
  /** The error statuses this operation answers itself (each that reads the database may also answer 503). */
  errors: ErrorStatus[];
  /** Answered without the database (so never 503). */
  static?: true;
  /** Names and descriptions in the user's language: `locale` in the body and `Content-Language` (decision 0048). */
  localized?: true;
}
