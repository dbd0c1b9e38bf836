// Runs scheduled functions on their cron schedules (UTC), as Netlify does for a published deploy,
// so a post scheduled for 19:00 is published under `npm start` too. Like the platform, the
// invocation is a POST whose body carries `next_run`; a run never overlaps the previous one.
import { CronExpressionParser } from 'cron-parser';
import { functionContext, invokeFunction, type LoadedFunction } from './functions.ts';

export interface Scheduler {
  /** The scheduled functions and when each runs next. */
  entries(): { name: string; schedule: string; nextRun: Date }[];
  stop(): void;
}

// setTimeout's limit: a longer wait (the new-year rebuild) is taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function startScheduler(functions: readonly LoadedFunction[], origin: string): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const next = new Map<string, Date>();
  const running = new Set<string>();
  let stopped = false;

  const scheduled = functions.filter((fn) => typeof fn.schedule === 'string');

  const plan = (fn: LoadedFunction) => {
    if (stopped) return;
    const nextRun = CronExpressionParser.parse(fn.schedule!, { tz: 'UTC' }).next().toDate();
    next.set(fn.name, nextRun);
    const wait = () => {
      const remaining = nextRun.getTime() - Date.now();
      if (remaining > MAX_TIMER_MS) return void timers.set(fn.name, setTimeout(wait, MAX_TIMER_MS).unref());
      timers.set(fn.name, setTimeout(() => void run(fn, nextRun), Math.max(0, remaining)).unref());
    };
    wait();
  };

  const run = async (fn: LoadedFunction, due: Date) => {
    if (running.has(fn.name)) return plan(fn);
    running.add(fn.name);
    plan(fn);
    try {
      const request = new Request(`${origin}/.netlify/functions/${fn.name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Netlify Clockwork', 'X-Nf-Event': 'schedule' },
        body: JSON.stringify({ next_run: next.get(fn.name)?.toISOString() }),
      });
      const response = await invokeFunction(fn, request, functionContext(request, { ip: '127.0.0.1', params: {} }));
      if (!response.ok) console.error(`[schedule] ${fn.name} (due ${due.toISOString()}) answered ${response.status}`);
      await response.body?.cancel();
    } finally {
      running.delete(fn.name);
    }
  };

  for (const fn of scheduled) plan(fn);

  return {
    entries: () => scheduled.map((fn) => ({ name: fn.name, schedule: fn.schedule!, nextRun: next.get(fn.name)! })),
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
