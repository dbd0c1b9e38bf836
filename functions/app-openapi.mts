import type { Config } from '@netlify/functions';
import { json, route } from '../src/server/http.ts';
import { appOpenApiDocument, OPENAPI_CACHE_SECONDS } from '../src/lib/app-openapi.ts';

// The OpenAPI 3.1 document of /api/app/v1 (decision 0040): public, the same for everyone, and it
// changes only with a deploy, so caches may keep it briefly. Built once per instance.
const document = appOpenApiDocument();

export default route({
  GET() {
    return json(document, {
      cache: { publicSeconds: OPENAPI_CACHE_SECONDS },
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/openapi.json' };
