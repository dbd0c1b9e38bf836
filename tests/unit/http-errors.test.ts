// How unexpected errors become answers: a colliding transaction is a 503 to retry, anything else
// a 500 that carries no internals.
import { describe, expect, it } from 'vitest';
import { errorToResponse } from '../../src/server/http.ts';

describe('errorToResponse', () => {
  it('answers a deadlock or serialization failure, however wrapped, with 503 and Retry-After', async () => {
    for (const error of [Object.assign(new Error('deadlock detected'), { code: '40P01' }), new Error('Failed query', { cause: { code: '40001' } })]) {
      const response = errorToResponse(error);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect((await response.json()).error).toMatch(/try again/i);
    }
  });

  it('answers anything else with a 500 whose body names no file, stack or message of the error', async () => {
    const response = errorToResponse(new Error('secret detail at /work/main/src/x.ts:12'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret detail|\/work\/|\.ts:|at /);
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});
