// Every function that has a URL, read from functions/ (so a new endpoint is walked without being
// listed here), with a concrete path for each of its patterns and the methods it answers.
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { ORIGIN, context } from './helpers.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;

export interface Endpoint {
  file: string;
  handler: Handler;
  pattern: string;
  path: string;
  params: Record<string, string>;
  /** From the 405's Allow header (route() answers one for OPTIONS), HEAD left out. */
  methods: string[];
}

const root = new URL('../../', import.meta.url);

// A value for each route parameter that the handler accepts as well-formed.
const PARAM_VALUES: Record<string, string> = {
  id: '1',
  revisionId: '1',
  goalId: '1',
  userId: '1',
  key: 'email:nobody@example.com',
  kind: 'users',
  slug: 'no-such-post',
  code: 'NOPE1234',
  date: '2026-01-01',
  thawabId: '1',
  requestId: '1',
  itemId: '1',
  reaction: 'heart',
  challengeId: '1',
  n: '1',
};

export async function loadEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of readdirSync(new URL('functions', root))
    .filter((name) => name.endsWith('.mts'))
    .sort()) {
    const module = (await import(pathToFileURL(new URL(`functions/${file}`, root).pathname).href)) as {
      default: Handler;
      config: { path?: string | string[] };
    };
    const patterns = module.config.path === undefined ? [] : [module.config.path].flat();
    for (const pattern of patterns) {
      const params: Record<string, string> = {};
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
        const value = PARAM_VALUES[name];
        if (value === undefined) throw new Error(`tests/api/endpoints.ts: no value for :${name} in ${file}`);
        params[name] = value;
        return encodeURIComponent(value);
      });
      const probe = await module.default(new Request(`${ORIGIN}${path}`, { method: 'OPTIONS' }), context(params));
      const allow = probe.status === 405 ? (probe.headers.get('allow') ?? '') : '';
      const methods = allow
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m && m !== 'HEAD');
      if (!methods.length) throw new Error(`${file} (${pattern}) did not say which methods it answers`);
      endpoints.push({ file, handler: module.default, pattern, path, params, methods });
    }
  }
  return endpoints;
}
