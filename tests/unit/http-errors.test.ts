// How unexpected errors become answers: a colliding transaction is a 503 to retry, anything else
// a 500 that carries no internals.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NUL_BYTE_MESSAGE } from '../../src/lib/schemas/common.ts';
import { errorToResponse, HttpError, readQuery } from '../../src/server/http.ts';

describe('errorToResponse', () => {
  it('answers a deadlock or serialization failure, however wrapped, with 503 and Retry-After', async () => {
    for (const error of [
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      new Error('Failed query', { cause: { code: '40001' } }),
    ]) {
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

describe('readQuery (the one way a handler reads its query string)', () => {
  const schema = z.strictObject({ q: z.string().optional(), page: z.string().optional() });
  const read = (query: string) => {
    try {
      return readQuery(new Request(`http://local/api/x?${query}`), schema);
    } catch (error) {
      return error as HttpError;
    }
  };

  it('parses each parameter once', () => {
    expect(read('q=abc&page=2')).toEqual({ q: 'abc', page: '2' });
  });

  it('refuses a repeated parameter, a NUL character in a value or key, and an unknown key with 400', () => {
    expect(read('q=a&q=b')).toMatchObject({ status: 400, message: "Query parameter 'q' is repeated" });
    expect(read('q=a%00b')).toMatchObject({ status: 400, message: NUL_BYTE_MESSAGE, issues: [{ path: 'q' }] });
    expect(read('q%00=a')).toMatchObject({ status: 400, message: NUL_BYTE_MESSAGE });
    expect(read('extra=1')).toMatchObject({ status: 400 });
  });
});
