// `npm run dev`'s function host. Netlify's Vite plugin builds every function with its bundler at
// start, all at once: with this project's 136 functions the dev server had not answered one request
// after 12 minutes on a 2-core machine (docs/decisions/0077). Here the routes come from the
// platform's own parser, as in the production-like run (functions.ts), and a function's module is
// loaded through Vite when a request first needs it, so an edit to a function or to the server code
// it imports is live at the next request.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  functionContext,
  handlerOf,
  invokeFunction,
  matchFunction,
  readFunctionFiles,
  type LoadedFunction,
} from './functions.ts';
import { send, toRequest } from './node-http.ts';

export function devFunctionHost(functionsDirectory = 'functions'): Plugin {
  return {
    name: 'thawab-dev-functions',
    apply: 'serve',
    async configureServer(server) {
      const files = await readFunctionFiles(resolve(server.config.root, functionsDirectory));
      const functions: LoadedFunction[] = files.map((file) => ({
        ...file,
        handler: async (request, context) =>
          handlerOf(file.name, (await server.ssrLoadModule(file.path)) as { default?: unknown })(request, context),
      }));
      server.config.logger.info(
        `[dev] ${functions.length} functions answer their paths, each loaded on its first request`,
      );
      // Before Astro's pages: a function's own path wins, as on Netlify.
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const match = matchFunction(functions, url, req.method ?? 'GET');
        if (!match) return next();
        const request = toRequest(req, url);
        const context = functionContext(request, { ip: req.socket.remoteAddress ?? '127.0.0.1', params: match.params });
        invokeFunction(match.fn, request, context)
          .then((response) => send(req, res, response))
          .catch(next);
      });
    },
  };
}
