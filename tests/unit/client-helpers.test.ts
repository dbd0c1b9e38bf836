import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client.ts';
import { $toast, dismissToast, showToast } from '../../src/stores/toast.ts';

describe('ApiError (product §8)', () => {
  it('reads "{status}: {body}"', () => {
    expect(new ApiError(409, '{"error":"This URL slug is already used by another post"}', 'Conflict').message).toBe(
      '409: {"error":"This URL slug is already used by another post"}',
    );
  });
  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
  it('exposes the server message of a JSON error body', () => {
    expect(new ApiError(400, '{"error":"Name is required"}', 'Bad Request').serverMessage).toBe('Name is required');
    expect(new ApiError(500, 'oops', 'x').serverMessage).toBeUndefined();
  });
});

describe('toast store (product §9)', () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the current one', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Second', variant: 'success' });
    expect($toast.get()).toMatchObject({ title: 'Second', variant: 'success' });
  });

  it('dismisses itself after about five seconds', () => {
    vi.useFakeTimers();
    showToast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect($toast.get()?.title).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });
});

describe('admin counts', () => {
  it('say "1 day" for one and "days" otherwise, with grouped digits', async () => {
    const { formatCount } = await import('../../src/islands/admin/kit/format.ts');
    expect(formatCount(1, 'day')).toBe('1 day');
    expect(formatCount(0, 'day')).toBe('0 days');
    expect(formatCount(1200, 'day')).toBe('1,200 days');
    expect(formatCount(2, 'reply', 'replies')).toBe('2 replies');
  });
});
