// The production-like run's scheduler invokes scheduled functions on their cron schedules.
import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import type { LoadedFunction } from '../../scripts/local-netlify/functions.ts';
import { startScheduler } from '../../scripts/local-netlify/scheduler.ts';

function scheduledFunction(schedule: string, onRun: (request: Request) => void): LoadedFunction {
  return {
    name: 'tick',
    schedule,
    routes: [],
    excluded: [],
    preferStatic: false,
    handler: async (request: Request, _context: Context) => {
      onRun(request);
      return new Response(null, { status: 204 });
    },
  };
}

describe('local scheduler', () => {
  it('runs a scheduled function when its cron expression comes due, as a POST carrying next_run', async () => {
    const runs: { method: string; body: { next_run?: string } }[] = [];
    const pending: Promise<void>[] = [];
    // Six fields: every second, so the test needs no fake clock.
    const scheduler = startScheduler(
      [
        scheduledFunction(
          '* * * * * *',
          (request) =>
            void pending.push(request.json().then((body) => void runs.push({ method: request.method, body }))),
        ),
      ],
      'http://127.0.0.1:1',
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await Promise.all(pending);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs[0]!.method).toBe('POST');
      expect(Date.parse(runs[0]!.body.next_run ?? '')).toBeGreaterThan(Date.now() - 3_000);
    } finally {
      scheduler.stop();
    }
  });

  it('plans each function at its next due time and never runs one that is not due', async () => {
    let ran = 0;
    const scheduler = startScheduler([scheduledFunction('1 0 1 1 *', () => void ran++)], 'http://127.0.0.1:1');
    try {
      const [entry] = scheduler.entries();
      const nextNewYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1, 0, 1));
      expect(entry!.nextRun.toISOString()).toBe(nextNewYear.toISOString());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toBe(0);
    } finally {
      scheduler.stop();
    }
  });
});
