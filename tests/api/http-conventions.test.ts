import { afterAll, describe, expect, it } from 'vitest';
import newsletter from '../../functions/newsletter.mts';
import waitlist from '../../functions/waitlist.mts';
import { MAX_BODY_BYTES } from '../../src/server/http.ts';
import { ORIGIN, call, closeDb, jsonRequest, useTestDatabase } from './helpers.ts';
import { API } from '../../src/lib/routes.ts';

useTestDatabase();
afterAll(() => closeDb());

describe('API conventions shared by every function', () => {
  it('answers 405 with Allow for other methods', async () => {
    const response = await call(waitlist, new Request(`${ORIGIN}/api/waitlist`, { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.body.error).toMatch(/not allowed/);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const request = new Request(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a@b.c',
    });
    const response = await call(newsletter, request);
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await call(newsletter, jsonRequest(API.newsletter, '{"email": '));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Request body is not valid JSON');
  });

  it('answers 413 for a body over 32 KB, declared or streamed', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(MAX_BODY_BYTES)}@example.com` });
    expect((await call(newsletter, jsonRequest(API.newsletter, big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await call(newsletter, chunked)).status).toBe(413);
  });

  it('sends security headers and no-store on every answer', async () => {
    const response = await call(newsletter, jsonRequest(API.newsletter, { email: 'headers@example.com' }));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
