// One header policy for pages and functions (decision 0032): netlify.toml's [[headers]] for every
// page, read the way Netlify reads it (@netlify/headers, as the production-like server does), equal
// src/server/security-headers.ts, which src/server/http.ts adds to every function response.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadersHandler } from '@netlify/headers';
import { afterAll, describe, expect, it } from 'vitest';
import { json, withSecurityHeaders } from '../../src/server/http.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  PAGE_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from '../../src/server/security-headers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const emptyPublishDir = mkdtempSync(join(tmpdir(), 'thawab-headers-'));
afterAll(() => rmSync(emptyPublishDir, { recursive: true, force: true }));

async function netlifyTomlHeadersFor(path: string): Promise<Record<string, string>> {
  const handler = new HeadersHandler({
    configPath: join(root, 'netlify.toml'),
    configHeaders: undefined,
    projectDir: root,
    publishDir: emptyPublishDir,
    logger: console,
  });
  return (await handler.apply(new Request(`https://thawab.app${path}`))) as Record<string, string>;
}

describe('netlify.toml and src/server/security-headers.ts', () => {
  it("give a page exactly the module's headers and the pages' CSP", async () => {
    for (const path of ['/', '/blog/consistency-in-prayer', '/support']) {
      expect(await netlifyTomlHeadersFor(path), path).toEqual({
        ...SECURITY_HEADERS,
        'Content-Security-Policy': PAGE_CONTENT_SECURITY_POLICY,
      });
    }
  });

  it('give the back-office the same headers plus its own', async () => {
    const admin = await netlifyTomlHeadersFor('/admin/users');
    expect(admin).toMatchObject(SECURITY_HEADERS);
    expect(admin['Cache-Control']).toBe('no-store');
  });
});

describe('function responses', () => {
  it("a JSON answer carries the module's headers and the API CSP", () => {
    const response = json({ ok: true });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('withSecurityHeaders fills in what a response lacks, keeps what it set, and copies an immutable one', () => {
    const image = withSecurityHeaders(
      new Response('x', { headers: { 'Content-Security-Policy': "default-src 'none'; sandbox" } }),
    );
    expect(image.headers.get('strict-transport-security')).toBe(SECURITY_HEADERS['Strict-Transport-Security']);
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const redirect = withSecurityHeaders(Response.redirect('https://thawab.app/', 302));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
