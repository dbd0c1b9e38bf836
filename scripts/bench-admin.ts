// npm run bench:admin — the people tools at 100,000 users, in-process against a throwaway
// Postgres 15 (scripts/support/postgres.ts): sample generation time; p50/p95 of list, search, sort
// and filter requests through the real handlers (session check included); EXPLAIN ANALYZE of the
// slowest users query; the CSV export of every user (time, size, peak memory).
import { parseArgs } from 'node:util';
import type { Context } from '@netlify/functions';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { runMigrations } from '../db/migrate.ts';
import { startPostgres } from './support/postgres.ts';
import { createStaffAccount } from '../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session.ts';
import { generateSampleCommunity } from '../src/server/sample/community.ts';
import { userListSql } from '../src/server/repositories/people-users.ts';
import { inviterPageSql } from '../src/server/repositories/people-referrals.ts';
import { refreshReferralWindow } from '../src/server/repositories/referral-window.ts';
import { queryRows } from '../src/server/sql.ts';
import { API, withQuery } from '../src/lib/routes.ts';
import { REFERRAL_SORTS, ReferralListQuerySchema, UserListQuerySchema } from '../src/lib/schemas/people.ts';
import adminUsers from '../functions/admin-users.mts';
import adminCircles from '../functions/admin-circles.mts';
import adminReferrals from '../functions/admin-referrals.mts';
import adminExports from '../functions/admin-export.mts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const TARGET_MS = 100;
const ORIGIN = 'http://localhost:8888';

const pg = await startPostgres();
let stopped = false;
const stop = () => {
  if (!stopped) pg.stop();
  stopped = true;
};
process.on('exit', stop);
process.env.DATABASE_URL = pg.url;
delete process.env.NETLIFY_DB_URL;
await runMigrations(pg.url);

let started = performance.now();
const bulk = createDatabase(pg.url, { queryTimeoutMs: 0 });
const counts = await generateSampleCommunity(bulk.db, { users: USERS });
await bulk.close();
console.log(`\nSample community: ${((performance.now() - started) / 1000).toFixed(1)} s`, counts);

const staff = await createStaffAccount(getDb(), {
  username: 'bench',
  displayName: 'Bench Moderator',
  role: 'Moderator',
  password: 'bench password 123',
});
const { token } = await createSession(getDb(), staff.id);
const cookie = `${SESSION_COOKIE}=${token}`;
const request = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, Origin: ORIGIN } });
const ctx = (params: Record<string, string> = {}) => ({ ip: '127.0.0.1', params }) as unknown as Context;

type Handler = (request: Request, context: Context) => Promise<Response>;
const [sampleUser] = await queryRows<{ email: string; name: string }>(
  getDb(),
  sql`SELECT email, name FROM users ORDER BY id DESC LIMIT 1 OFFSET 5000`,
);

const cases: {
  label: string;
  handler: Handler;
  path: string;
  users?: Record<string, string>;
  referrals?: Record<string, string>;
}[] = [];
const userCase = (label: string, query: Record<string, string>) =>
  cases.push({ label, handler: adminUsers, path: withQuery(API.adminUsers, query), users: query });
userCase('users: first page (newest)', {});
for (const sort of [
  'name',
  'email',
  'location',
  'level',
  'streak',
  'score',
  'status',
  'circleRole',
  'referrals',
  'createdAt',
]) {
  userCase(`users: sort ${sort} desc`, { sort });
  userCase(`users: sort ${sort} asc`, { sort, dir: 'asc' });
}
userCase('users: search by exact email', { q: sampleUser!.email });
userCase('users: search "khan"', { q: 'khan' });
userCase('users: search first name', { q: sampleUser!.name.split(' ')[0]! });
userCase('users: search no match', { q: 'zzzqqq' });
userCase('users: status + level filter, sort score', {
  status: 'Premium User',
  level: 'Growing Spirit',
  sort: 'score',
});
userCase('users: circle role Admin, sort name', { circleRole: 'Circle Admin', sort: 'name', dir: 'asc' });
userCase('users: no circle role, 100 per page', { circleRole: 'none', pageSize: '100' });
userCase('users: page 1,000 of 25', { page: '1000' });
userCase('users: last page, sort name', { page: String(Math.ceil(USERS / 25)), sort: 'name' });
cases.push({ label: 'circles: first page', handler: adminCircles, path: API.adminCircles });
cases.push({
  label: 'circles: search "fajr" public',
  handler: adminCircles,
  path: withQuery(API.adminCircles, { q: 'fajr', visibility: 'public' }),
});
cases.push({
  label: 'circles: sort members',
  handler: adminCircles,
  path: withQuery(API.adminCircles, { sort: 'members' }),
});
const referralCase = (label: string, query: Record<string, string>) =>
  cases.push({ label, handler: adminReferrals, path: withQuery(API.adminReferrals, query), referrals: query });
referralCase('referrals: default (total invites)', {});
for (const sort of REFERRAL_SORTS.filter((s) => s !== 'totalInvites'))
  referralCase(`referrals: sort ${sort} desc`, { sort });
referralCase('referrals: sort name asc', { sort: 'inviterName', dir: 'asc' });
referralCase('referrals: search "khan"', { q: 'khan' });
referralCase('referrals: search "khan", sort active users', { q: 'khan', sort: 'activeUsers' });
referralCase('referrals: page 200', { page: '200' });
const referralTotal = ((await (await adminReferrals(request(API.adminReferrals), ctx())).json()) as { total: number })
  .total;
referralCase('referrals: last page, sort retention asc', {
  page: String(Math.ceil(referralTotal / 25)),
  sort: 'retentionRate',
  dir: 'asc',
});

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results: {
  label: string;
  p50: number;
  p95: number;
  users?: Record<string, string>;
  referrals?: Record<string, string>;
}[] = [];
for (const c of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    const response = await c.handler(request(c.path), ctx());
    await response.text();
    if (response.status !== 200) throw new Error(`${c.label}: HTTP ${response.status}`);
    if (i >= 2) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  results.push({ label: c.label, p50: pct(times, 50), p95: pct(times, 95), users: c.users, referrals: c.referrals });
}

console.log(`\nRequests through the handlers, ${RUNS} runs each after 2 warm-ups (ms):`);
console.log('p50'.padStart(8), 'p95'.padStart(8), '  case');
for (const r of results)
  console.log(
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    ` ${r.p95 > TARGET_MS ? '!' : ' '} ${r.label}`,
  );
const userResults = results.filter((r) => r.users);
const allUserTimes = userResults.map((r) => r.p95).sort((a, b) => a - b);
console.log(
  `\nUsers list/search/sort: worst p95 ${allUserTimes.at(-1)!.toFixed(1)} ms, median of p95s ${pct(allUserTimes, 50).toFixed(1)} ms (target < ${TARGET_MS} ms); ${userResults.filter((r) => r.p95 > TARGET_MS).length} of ${userResults.length} cases over.`,
);

const referralResults = results.filter((r) => r.referrals);
const referralTimes = referralResults.map((r) => r.p95).sort((a, b) => a - b);
console.log(
  `Referrals list/search/sort: worst p95 ${referralTimes.at(-1)!.toFixed(1)} ms, median of p95s ${pct(referralTimes, 50).toFixed(1)} ms; ${referralResults.filter((r) => r.p95 > TARGET_MS).length} of ${referralResults.length} cases over.`,
);

const explain = async (label: string, name: string, statement: ReturnType<typeof sql>) => {
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    getDb(),
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`,
  );
  console.log(`\nEXPLAIN ANALYZE, "${label}" (${name} statement):`);
  for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
};
const slowest = [...userResults].sort((a, b) => b.p95 - a.p95)[0]!;
{
  // The statements the handler runs: past page 1 the total first, then the page from the nearer end.
  const query = UserListQuerySchema.parse(slowest.users);
  const [counted] = await queryRows<{ total: number }>(getDb(), userListSql(query).count);
  const statements = userListSql(query, query.page === 1 ? undefined : counted!.total);
  await explain(
    `slowest users case: ${slowest.label}`,
    `page${statements.reverse ? ', read from the end' : ''}`,
    statements.page,
  );
  await explain(`slowest users case: ${slowest.label}`, 'count', statements.count);
}
const slowestReferral = [...referralResults].sort((a, b) => b.p95 - a.p95)[0]!;
{
  // As the handler reads it: past page 1 of the whole list, the total first, then the nearer end.
  const query = ReferralListQuerySchema.parse(slowestReferral.referrals);
  const total =
    query.page === 1 || query.q
      ? undefined
      : (
          await adminReferrals(request(withQuery(API.adminReferrals, { pageSize: '25' })), ctx()).then(
            (r) => r.json() as Promise<{ total: number }>,
          )
        ).total;
  const page = inviterPageSql(query, total);
  await explain(
    `slowest referrals case: ${slowestReferral.label}`,
    `page${page.reverse ? ', read from the end' : ''}`,
    page.statement,
  );
}

// The day's first Referrals read recounts every inviter's active invitees for the new UTC day
// (decision 0025): the recount alone (as the scheduled function runs it) and a first request.
{
  const now = new Date();
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1))
    .toISOString()
    .slice(0, 10);
  const recounts: number[] = [];
  const firstReads: number[] = [];
  let changed = 0;
  for (let i = 0; i < 3; i++) {
    await refreshReferralWindow(getDb(), { today: yesterday, force: true });
    let t0 = performance.now();
    changed = (await refreshReferralWindow(getDb())).changed;
    recounts.push(performance.now() - t0);
    await refreshReferralWindow(getDb(), { today: yesterday, force: true });
    t0 = performance.now();
    await (await adminReferrals(request(API.adminReferrals), ctx())).text();
    firstReads.push(performance.now() - t0);
  }
  const ms = (list: number[]) => list.map((n) => n.toFixed(1)).join(', ');
  console.log(
    `\nActive window day change (${changed} inviters' counts change): recount ${ms(recounts)} ms; the day's first Referrals request ${ms(firstReads)} ms`,
  );
}

// CSV export of every user, read as a browser would, sampling memory every 10 ms.
global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);
started = performance.now();
const response = await adminExports(request(API.adminExport.path('users')), ctx({ kind: 'users' }));
const reader = response.body!.getReader();
let bytes = 0;
let lines = 0;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const b of value) if (b === 10) lines++;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `\nCSV export of all users: ${lines - 1} rows, ${mb(bytes)} in ${seconds.toFixed(2)} s (${response.headers.get('content-disposition')})`,
);
console.log(
  `  memory: heap ${mb(base.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - base.heapUsed)}); RSS ${mb(base.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - base.rss)})`,
);
console.log(
  `  (the whole file is ${mb(bytes)}; the export holds at most one 1,000-row batch plus the stream's 256 KB buffer)`,
);

console.log(
  `\n(load average while measuring: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${(await import('node:os')).cpus().length} cores)`,
);
await closeDb();
stop();
process.exit(0);
