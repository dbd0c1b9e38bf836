// Translations under concurrent staff saves (decision 0053), on the path a newcomer runs: `npm start`
// with no DATABASE_URL (the embedded database behind its session gate, decision 0033), the local
// build hook on, in a state folder of its own. 50 saves of different strings all land; 50 saves of
// one string: exactly one wins per version, the rest answer 409 with the row as it is; a publish
// sent while saves are in flight publishes a consistent set and asks for one rebuild, and the
// rebuilt pages show exactly what was published; the app content's per-locale saves (decision
// 0048) behave the same; the server logs no error. The scenarios are scripts/support/translations-load.ts,
// which `npm run bench:translations` also runs and times.
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import {
  plainStrings,
  publishDuringSaves,
  saveContentTranslations,
  saveDifferentStrings,
  saveSameString,
  signInFirstAdmin,
  statusCounts,
} from '../../scripts/support/translations-load.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES } from '../../src/lib/routes.ts';
import { E2E_STATE_DIR, startFromMainBuild } from './support/state.ts';

const stateDir = `${E2E_STATE_DIR}-translations-load`;
let server: ProductionLikeServer;
let cookie = '';

// Chrome strings (on every page) for the publish story; the others for the save stories.
const strings = plainStrings();
const chrome = strings.filter((s) => s.catalogue === 'chrome');
const others = strings.filter((s) => s.catalogue !== 'chrome');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  rmSync(stateDir, { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT || 8899) + 1;
  server = await startProductionLikeServer({
    port,
    databaseUrl: null,
    stateDir,
    // The first deploy is a copy of the main build (the same seeded data); the publish story's
    // rebuild is this server's own, from its embedded database (embedded-default.spec.ts builds
    // the first deploy from it, as npm start does).
    env: startFromMainBuild(),
    echo: '[translations-load] ',
  });
  cookie = await signInFirstAdmin(server);
});

test.afterAll(() => server?.stop());

test('the server runs on the embedded database with the local build hook', () => {
  expect(server.output.some((line) => line.includes('database: Netlify DB emulation'))).toBe(true);
  expect(server.output.some((line) => line.includes('publishing rebuilds the site through the local build hook'))).toBe(
    true,
  );
});

test('50 saves of 50 different strings at once: all answer 200, all 50 are stored and audited, no error logged', async () => {
  test.setTimeout(180_000);
  const report = await saveDifferentStrings(server, cookie, others.slice(0, 50), 'different');
  expect(statusCounts(report.answers)).toEqual({ 200: 50 });
  expect(report.stored).toBe(50);
  expect(report.audited).toBe(50);
  expect(report.errors).toEqual([]);
});

test('50 saves of one string at once, three rounds: exactly one wins per version, 49 answer 409 with the row as it is, nothing half-written', async () => {
  test.setTimeout(180_000);
  const { rounds, errors } = await saveSameString(server, cookie, others[50]!, 50, 3, 'same');
  expect(rounds.map((r) => r.version)).toEqual([0, 1, 2]);
  for (const round of rounds) {
    expect(statusCounts(round.answers), `from version ${round.version}`).toEqual({ 200: 1, 409: 49 });
    expect(round.winner).toBeGreaterThanOrEqual(0);
    expect(round.row?.version).toBe(round.version + 1);
    // Every loser got the row exactly as the winner left it, and only the winner was audited.
    expect(round.conflictsWithCurrent).toBe(49);
    expect(round.auditedSaves).toBe(1);
  }
  expect(errors).toEqual([]);
});

test('a publish sent while 40 saves are in flight publishes a consistent set, asks for one rebuild, and the rebuilt pages show what it published', async ({
  request,
}) => {
  test.setTimeout(400_000);
  const pool = chrome
    .filter((s) => s.locale === 'tr')
    .concat(chrome.filter((s) => s.locale !== 'tr'))
    .slice(0, 40);
  const turkishBefore = await (await request.get(`${server.origin}${localePath('tr', PAGES.home)}`)).text();
  const logged = server.output.length;

  const report = await publishDuringSaves(server, cookie, pool, 'published', 15);
  expect(statusCounts(report.saves)).toEqual({ 200: 40 });
  expect(report.publishes.map((p) => p.status)).toEqual([200, 200, 200]);
  // The first publish took what had committed, the second the rest, the third found nothing.
  expect(report.firstPublished).toBeGreaterThanOrEqual(15);
  expect(report.firstPublished + report.publishedSets[1]!.length).toBe(40);
  expect(report.publishedSets[2]).toEqual([]);
  expect(report.consistentAtFirstPublish).toBe(true);
  expect(report.allPublishedOnce).toBe(true);
  expect(report.auditMatches).toBe(true);
  // One rebuild asked for per publish that published something; with nothing waiting the list is
  // empty and nothing is sent (decision 0047, amended 2026-11-28: a publish names its rows).
  expect(report.publishes.map((p) => p.headers.get('x-rebuild'))).toEqual(
    report.pendingAfterFirst > 0 ? ['triggered', 'triggered', null] : ['triggered', null, null],
  );
  expect(report.hookCalls).toBe(report.pendingAfterFirst > 0 ? 2 : 1);
  expect(report.errors).toEqual([]);

  // The local hook builds (requests during a build are covered by one more build): wait until the
  // builds started since the story began have all finished, then the site shows every published
  // string, in the Turkish chrome strings the Turkish home page renders.
  const since = (pattern: RegExp) => server.output.slice(logged).filter((line) => pattern.test(line)).length;
  const settled = () => {
    const started = since(/\[deploy\] building deploy-/);
    return started > 0 && started === since(/\[deploy\] deploy-\d+ published/) + since(/\[deploy\] rebuild failed/);
  };
  await expect.poll(settled, { timeout: 300_000, intervals: [2000] }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await expect.poll(settled, { timeout: 300_000, intervals: [2000] }).toBe(true);
  expect(since(/\[deploy\] rebuild failed/)).toBe(0);
  const turkishAfter = await (await request.get(`${server.origin}${localePath('tr', PAGES.home)}`)).text();
  // The Turkish chrome strings of the pool that /tr rendered before: now it renders the published text.
  const rendered = pool
    .map((s, i) => ({ s, text: `${s.english} · published ${i}` }))
    .filter(({ s }) => s.locale === 'tr' && s.file && turkishBefore.includes(s.file));
  expect(rendered.length, 'Turkish chrome strings of the pool on /tr').toBeGreaterThan(0);
  for (const { s, text } of rendered) expect(turkishAfter, s.key).toContain(text);
  // The build merged exactly the published rows (cumulative: the two earlier stories' drafts too).
  expect(server.output.some((line) => /\[i18n\] \d+ published staff translations merged/.test(line))).toBe(true);
});

test('the app content’s per-locale texts: 50 different thawab tasks saved at once all land; 50 saves of one task and 50 of the level table: one wins, the rest 409, nothing half-written', async () => {
  test.setTimeout(300_000);
  const report = await saveContentTranslations(server, cookie, 50, 'content');
  expect(statusCounts(report.created)).toEqual({ 201: 50 });
  expect(statusCounts(report.different)).toEqual({ 200: 50 });
  expect(report.differentStored).toBe(50);
  expect(statusCounts(report.same)).toEqual({ 200: 1, 409: 49 });
  expect(report.sameStoredIsWinner).toBe(true);
  expect(report.sameConflictsWithCurrent).toBe(49);
  expect(statusCounts(report.levels)).toEqual({ 200: 1, 409: 49 });
  expect(report.levelStoredIsWinner).toBe(true);
  expect(report.errors).toEqual([]);
});
