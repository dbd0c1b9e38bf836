// `npm run bench:waitlist-timing`: can a stranger tell from the answer time whether an email is on
// the waitlist? Starts the production-like server (scripts/start.ts) against a throwaway Postgres,
// puts BENCH_ROUNDS emails on the list, then times POST /api/waitlist and /api/notify-launch for
// listed and new emails, alternating one of each, as a stranger (no owner token), with and without
// a referral code. Prints the medians of both groups and how much they overlap:
//   overlap = the share of the smaller group's samples that fall inside the other group's range;
//   P(listed slower) = the chance that a random listed request took longer than a random new one
//   (0.5: time tells nothing; 0 or 1: time tells everything).
// A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
// Options: BENCH_ROUNDS (default 20), BENCH_PORT (8897), SKIP_BUILD=1 (serve the last build of
// .netlify/bench-waitlist-timing), BENCH_DATABASE=embedded (the embedded database as `npm start` uses
// it, kept in the bench's state folder, instead of a throwaway Postgres 15).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '../src/lib/routes.ts';
import { startPostgres } from './support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from './support/production-like-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS || 20);
const port = Number(process.env.BENCH_PORT || 8897);
const base = `http://127.0.0.1:${port}`;
const runId = Date.now().toString(36);

type Endpoint = 'waitlist' | 'notify-launch';

function body(endpoint: Endpoint, email: string, ref?: string): Record<string, unknown> {
  const common = ref ? { ref } : {};
  return endpoint === 'waitlist' ? { email, ...common } : { name: 'Bench', email, source: 'spiritual_quiz', ...common };
}

async function post(
  endpoint: Endpoint,
  payload: Record<string, unknown>,
): Promise<{ ms: number; status: number; json: Record<string, unknown> }> {
  const path = endpoint === 'waitlist' ? API.waitlist : API.notifyLaunch;
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(payload),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { ms: performance.now() - started, status: response.status, json };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Share of the samples of each group that lie inside the other group's [min, max]. */
function overlap(a: number[], b: number[]): number {
  const inside = (xs: number[], ys: number[]) => xs.filter((x) => x >= Math.min(...ys) && x <= Math.max(...ys)).length;
  return (inside(a, b) + inside(b, a)) / (a.length + b.length);
}

/** P(a random sample of `a` is larger than a random sample of `b`), ties counting half. */
function probabilityGreater(a: number[], b: number[]): number {
  let wins = 0;
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return wins / (a.length * b.length);
}

async function measure(endpoint: Endpoint, label: string, refs: (i: number) => string | undefined): Promise<void> {
  // A run tag keeps the emails of an earlier run on the same (embedded) database apart.
  const tag = `${runId}-${endpoint}-${label.replace(/\W+/g, '-')}`;
  // The listed emails (created by their owners), and a warm-up so the first call's start-up cost is not counted.
  for (let i = 0; i < rounds; i++) await post(endpoint, body(endpoint, `listed-${tag}-${i}@example.com`));
  for (let i = 0; i < 3; i++) await post(endpoint, body(endpoint, `warm-${tag}-${i}@example.com`, refs(rounds + i)));
  const listed: number[] = [];
  const fresh: number[] = [];
  const shapes = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first so drift (caches, autovacuum) falls on both groups alike.
    const order: ('listed' | 'new')[] = i % 2 ? ['listed', 'new'] : ['new', 'listed'];
    for (const kind of order) {
      const email = kind === 'listed' ? `listed-${tag}-${i}@example.com` : `new-${tag}-${i}@example.com`;
      const result = await post(endpoint, body(endpoint, email, refs(i)));
      (kind === 'listed' ? listed : fresh).push(result.ms);
      shapes.add(`${result.status} ${Object.keys(result.json).sort().join(',')}`);
    }
  }
  const [ml, mn] = [median(listed), median(fresh)];
  console.log(
    `POST /api/${endpoint} ${label}: listed median ${ml.toFixed(1)} ms (${Math.min(...listed).toFixed(1)}–${Math.max(...listed).toFixed(1)}), ` +
      `new median ${mn.toFixed(1)} ms (${Math.min(...fresh).toFixed(1)}–${Math.max(...fresh).toFixed(1)}), ` +
      `difference ${(ml - mn).toFixed(1)} ms; overlap ${(overlap(listed, fresh) * 100).toFixed(0)}%; ` +
      `P(listed slower) ${probabilityGreater(listed, fresh).toFixed(2)}; answers: ${[...shapes].join(' | ')}`,
  );
}

async function main() {
  const embedded = process.env.BENCH_DATABASE === 'embedded';
  const postgres = embedded ? null : await startPostgres();
  let server: ProductionLikeServer | undefined;
  try {
    console.log(
      `[bench:waitlist-timing] building and starting the production-like server (${embedded ? 'Netlify DB emulation' : 'throwaway Postgres 15'})…`,
    );
    // An empty DATABASE_URL makes scripts/start.ts use the emulation.
    server = await startProductionLikeServer({
      port,
      databaseUrl: postgres?.url ?? null,
      stateDir: join(root, '.netlify/bench-waitlist-timing'),
      echo: process.env.BENCH_ECHO === '1' ? '[server] ' : null,
    });
    console.log(
      `[bench:waitlist-timing] ${rounds} listed and ${rounds} new emails per line, alternating, as a stranger (no owner token)`,
    );
    for (const endpoint of ['waitlist', 'notify-launch'] as const) {
      await measure(endpoint, 'without a code', () => undefined);
      // Each pair uses its own inviter, so the new signup is a credited referral (the longest path).
      const codes: string[] = [];
      for (let i = 0; i < rounds + 3; i++)
        codes.push(
          String(
            (await post(endpoint, body(endpoint, `inviter-${runId}-${endpoint}-${i}@example.com`))).json.referralCode,
          ),
        );
      await measure(endpoint, 'with a referral code', (i) => codes[i]);
    }
  } finally {
    server?.stop();
    postgres?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench:waitlist-timing] failed:', error);
  process.exit(1);
});
