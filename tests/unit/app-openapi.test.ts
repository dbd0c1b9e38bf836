// The app API's OpenAPI document (decision 0040): it describes exactly the operations the v1
// functions serve, its schemas are valid draft 2020-12 JSON Schema that accept and refuse what the
// zod schemas do, docs/app-api.md's table is generated from it, and the function serves it publicly.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import openApiHandler from '../../functions/app-openapi.mts';
import { appOpenApiDocument, openApiPath, withOperationsTable } from '../../src/lib/app-openapi.ts';
import { API } from '../../src/lib/routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = appOpenApiDocument();
type Op = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<
    string,
    { headers?: Record<string, { schema: object }>; content?: Record<string, { schema: object }> }
  >;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Op>).map(([method, op]) => ({ path, method, op })),
);
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const ctx = { params: {}, ip: '203.0.113.7' } as unknown as Context;

describe('the app API OpenAPI document', () => {
  it('documents exactly the methods each /api/app/v1 function answers', async () => {
    const served: string[] = [];
    for (const file of readdirSync(`${root}functions`).filter((name) => name.endsWith('.mts'))) {
      const mod = (await import(pathToFileURL(`${root}functions/${file}`).href)) as {
        default: (r: Request, c: Context) => Promise<Response>;
        config: { path?: string | string[] };
      };
      for (const pattern of [mod.config.path ?? []].flat().filter((p) => p.startsWith('/api/app/v1/'))) {
        // route() answers an unknown method 405 with the methods it has, without touching the database.
        const allow =
          (await mod.default(new Request(`http://localhost${pattern}`, { method: 'OPTIONS' }), ctx)).headers.get(
            'Allow',
          ) ?? '';
        for (const method of allow.split(', ').filter((m) => m && m !== 'HEAD'))
          served.push(`${method} ${openApiPath(pattern)}`);
      }
    }
    expect(served.length).toBeGreaterThan(10);
    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(served.sort());
  });

  it('is OpenAPI 3.1 with valid draft 2020-12 schemas, a bearer scheme, path parameters declared and 401s that say how to sign in', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    for (const { path, op } of operations) {
      const schemas = [
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ...Object.values(op.responses).flatMap((r) => [
          ...Object.values(r.content ?? {}).map((c) => c.schema),
          ...Object.values(r.headers ?? {}).map((h) => h.schema),
        ]),
      ];
      for (const schema of schemas) expect(() => ajv.compile(schema), `${op.operationId}`).not.toThrow();
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templated);
      expect(
        Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)),
        op.operationId,
      ).toBe(true);
      if (op.security.length) expect(op.responses['401']?.headers?.['WWW-Authenticate'], op.operationId).toBeDefined();
      // Public answers (this document, the Quran texts of decision 0061) are cacheable; errors and personal answers never.
      const isPublic = ['getOpenApi', 'listSurahs', 'getSurah', 'getDailySurah'].includes(op.operationId);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.headers?.['Cache-Control']?.schema, `${op.operationId} ${status}`).toEqual(
          isPublic && /^2\d\d$/.test(status)
            ? { type: 'string', pattern: '^public, max-age=\\d+' }
            : { type: 'string', const: 'no-store' },
        );
      }
    }
  });

  it('describes requests as the zod schemas accept them and answers as the handlers send them', () => {
    const body = (path: string, method: string) =>
      (doc.paths[path] as Record<string, Op>)[method]!.requestBody!.content['application/json']!.schema;
    const start = ajv.compile(body(API.appAuthStart, 'post'));
    expect(start({ email: 'someone@example.org' })).toBe(true);
    expect(start({ email: 'someone@example.org', extra: 1 })).toBe(false);
    const patch = ajv.compile(body(API.appMe, 'patch'));
    expect(patch({ age: 13, themes: ['hope'], onboarded: true })).toBe(true);
    expect(patch({ age: 12 })).toBe(false);
    expect(patch({ onboarded: false })).toBe(false);
    const error = ajv.compile(
      (doc.paths[API.appMe] as Record<string, Op>).get!.responses['401']!.content!['application/json']!.schema,
    );
    expect(error({ error: 'Sign in' })).toBe(true);
    expect(error({ error: 'x', issues: [{ path: 'age', message: 'too young' }] })).toBe(true);
    expect(error({ error: 'x', stack: 'at …' })).toBe(false); // no internals
  });

  it('is served at /api/app/v1/openapi.json, public and briefly cacheable', async () => {
    const res = await openApiHandler(new Request(`http://localhost${API.appOpenApi}`), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=300\b/);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('is what the operations table of docs/app-api.md shows (npm run docs:app-api rewrites it)', () => {
    const markdown = readFileSync(`${root}docs/app-api.md`, 'utf8');
    expect(withOperationsTable(markdown)).toBe(markdown);
  });
});
