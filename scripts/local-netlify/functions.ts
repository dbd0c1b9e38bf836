// The production-like run's function host. Netlify's local emulation rebuilds a function into a
// fresh temporary folder and starts a new worker on every request: seconds per first call, and
// under concurrent requests the builds delete each other's files (ENOENT, 500s). Here every
// function in functions/ is loaded once at start and kept warm, as a Netlify instance is, and
// requests are routed with URLPattern by the paths the platform's own parser (zip-it-and-ship-it,
// in-source config) reads from each file — so a `config.path` Netlify could not read statically
// leaves the function unreachable here too, as it would in production.
// See docs/decisions/0009-production-like-function-host.md.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { listFunction } from '@netlify/zip-it-and-ship-it';
import { URLPattern } from 'urlpattern-polyfill/urlpattern';

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

export interface FunctionRoute {
  pattern: URLPattern;
  /** Upper-case methods the route answers; empty means all. */
  methods: string[];
}

export interface LoadedFunction {
  name: string;
  handler: Handler;
  routes: FunctionRoute[];
  excluded: URLPattern[];
  /** Cron expression of a scheduled function. */
  schedule?: string;
  preferStatic: boolean;
}

export interface FunctionMatch {
  fn: LoadedFunction;
  params: Record<string, string>;
}

const FUNCTION_FILE = /\.(mts|ts|mjs|js)$/;

/** A function file and what the platform reads from it statically: its routes and schedule. */
export type FunctionFile = Omit<LoadedFunction, 'handler'> & { path: string };

/** The function files of a folder, each with the routes Netlify's own parser reads from it. */
export async function readFunctionFiles(directory: string): Promise<FunctionFile[]> {
  const files = (await readdir(directory)).filter((file) => FUNCTION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const path = join(directory, file);
      const meta = await listFunction(path, { parseISC: true });
      return {
        name: file.replace(FUNCTION_FILE, ''),
        path,
        routes: (meta?.routes ?? []).map((route) => ({
          pattern: new URLPattern({ pathname: route.pattern }),
          methods: (route.methods ?? []).map((method) => method.toUpperCase()),
        })),
        excluded: (meta?.excludedRoutes ?? []).map((route) => new URLPattern({ pathname: route.pattern })),
        schedule: meta?.schedule,
        preferStatic: (meta?.routes ?? []).some((route) => route.prefer_static === true),
      };
    }),
  );
}

/** Imports every function once. A function that fails to load stops the start with its name. */
export async function loadFunctions(directory: string): Promise<LoadedFunction[]> {
  const loaded: LoadedFunction[] = [];
  for (const file of await readFunctionFiles(directory)) {
    let module: { default?: unknown };
    try {
      module = (await import(/* @vite-ignore */ pathToFileURL(file.path).href)) as typeof module;
    } catch (error) {
      throw new Error(
        `function ${file.name} failed to load: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    loaded.push({ ...file, handler: handlerOf(file.name, module) });
  }
  return loaded;
}

/** A function module's handler: its default export. */
export function handlerOf(name: string, module: { default?: unknown }): Handler {
  if (typeof module.default !== 'function') throw new Error(`function ${name} has no default export handler`);
  return module.default as Handler;
}

/**
 * The function serving a path. Only functions with a `config.path` are reachable from a URL: like
 * the platform, scheduled functions and the default `/.netlify/functions/{name}` URLs are not.
 */
export function matchFunction(functions: readonly LoadedFunction[], url: URL, method: string): FunctionMatch | null {
  for (const fn of functions) {
    if (fn.excluded.some((pattern) => pattern.test({ pathname: url.pathname }))) continue;
    for (const route of fn.routes) {
      if (route.methods.length && !route.methods.includes(method.toUpperCase())) continue;
      const result = route.pattern.exec({ pathname: url.pathname });
      if (!result) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(result.pathname.groups)) if (value !== undefined) params[key] = value;
      return { fn, params };
    }
  }
  return null;
}

/** The parts of Netlify's Context our functions (and their libraries) read. */
export function functionContext(
  request: Request,
  { ip, params }: { ip: string; params: Record<string, string> },
): Context {
  const url = new URL(request.url);
  const pending: Promise<unknown>[] = [];
  const context = {
    ip,
    params,
    requestId: randomUUID(),
    url,
    geo: {},
    site: { id: 'local', name: 'local', url: url.origin },
    deploy: { context: 'dev', id: 'local', published: false },
    account: { id: 'local' },
    server: { region: 'local' },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise.catch(() => undefined)),
    json: (data: unknown, init?: ResponseInit) => Response.json(data, init),
  };
  return context as unknown as Context;
}

/** Runs a function; an exception becomes a JSON 500 without internals (the trace goes to the log). */
export async function invokeFunction(fn: LoadedFunction, request: Request, context: Context): Promise<Response> {
  try {
    const response = await fn.handler(request, context);
    if (response instanceof Response) return response;
    console.error(`[functions] ${fn.name} returned no Response`);
  } catch (error) {
    console.error(`[functions] ${fn.name} threw:`, error);
  }
  return Response.json(
    { error: 'Something went wrong on our side. Please try again.' },
    { status: 500, headers: { 'Cache-Control': 'no-store' } },
  );
}
