// `npm run bench:translations`: the translation endpoints under concurrent staff saves (decision
// 0053), on BOTH databases `npm start` can use: first the default (the embedded database behind its
// session gate, decision 0033), then a throwaway Postgres 15 (what DATABASE_URL gives). Each run
// starts `scripts/start.ts` with the local build hook in a state folder of its own and reports, from
// scripts/support/translations-load.ts (the scenarios tests/e2e/translations-load.spec.ts asserts):
// 50 saves of different strings at once; 50 saves of one string at once, three rounds; a publish
// sent while 40 saves are in flight, then the rest; 50 thawab tasks' translations saved at once, 50
// saves of one task, 50 of the level table: statuses, stored rows, latency percentiles, rebuilds
// asked for and error lines in the server's log. `BENCH_DATABASES=embedded` (or `postgres`) runs one.
// A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, type TestPostgres } from './support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from './support/production-like-server.ts';
import {
  latency,
  plainStrings,
  publishDuringSaves,
  saveContentTranslations,
  saveDifferentStrings,
  saveSameString,
  signInFirstAdmin,
  statusCounts,
  type Timed,
} from './support/translations-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT || 8897);

const counts = (answers: Timed<unknown>[]) =>
  Object.entries(statusCounts(answers))
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
const times = (answers: Timed<unknown>[]) => {
  const { p50, p95, max } = latency(answers);
  return `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`;
};
const wall = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

async function run(label: string, server: ProductionLikeServer) {
  console.log(`\n== ${label} ==`);
  const cookie = await signInFirstAdmin(server);
  const strings = plainStrings();
  const chrome = strings.filter((s) => s.catalogue === 'chrome');
  const others = strings.filter((s) => s.catalogue !== 'chrome');

  const [different, differentMs] = await wall(() => saveDifferentStrings(server, cookie, others.slice(0, 50), 'bench'));
  console.log(
    `50 saves of different strings at once: ${counts(different.answers)}; stored ${different.stored} of 50, audited ${different.audited}; ${times(different.answers)}; all answered in ${differentMs.toFixed(0)} ms; error lines: ${different.errors.length}`,
  );

  const same = await saveSameString(server, cookie, others[50]!, 50, 3, 'bench');
  for (const round of same.rounds) {
    console.log(
      `50 saves of one string from version ${round.version}: ${counts(round.answers)}; stored version ${round.row?.version} holds the winner's text: ${round.winner >= 0}; 409s carrying the stored row: ${round.conflictsWithCurrent}; audited ${round.auditedSaves}; ${times(round.answers)}`,
    );
  }
  console.log(`  error lines: ${same.errors.length}`);

  const pool = chrome.slice(0, 40);
  const [publish, publishMs] = await wall(() => publishDuringSaves(server, cookie, pool, 'bench', 15));
  console.log(
    `publish during 40 saves: saves ${counts(publish.saves)} (${times(publish.saves)}); publishes ${publish.publishes.map((p) => `${p.status} in ${p.ms.toFixed(0)} ms (X-Rebuild ${p.headers.get('x-rebuild')})`).join(', ')}; ` +
      `published ${publish.publishedSets.map((set) => set.length).join(' + ')}; consistent at the first publish: ${publish.consistentAtFirstPublish}; every string published once with its text: ${publish.allPublishedOnce}; audit matches: ${publish.auditMatches}; rebuilds asked for: ${publish.hookCalls}; ${publishMs.toFixed(0)} ms; error lines: ${publish.errors.length}`,
  );

  const content = await saveContentTranslations(server, cookie, 50, 'bench');
  console.log(`50 thawab tasks created at once: ${counts(content.created)}; ${times(content.created)}`);
  console.log(
    `50 different tasks' translations saved at once: ${counts(content.different)}; stored ${content.differentStored} of 50; ${times(content.different)}`,
  );
  console.log(
    `50 saves of one task's translations: ${counts(content.same)}; stored = the winner's: ${content.sameStoredIsWinner}; 409s carrying it: ${content.sameConflictsWithCurrent}; ${times(content.same)}`,
  );
  console.log(
    `50 saves of the level table: ${counts(content.levels)}; stored = the winner's: ${content.levelStoredIsWinner}; ${times(content.levels)}`,
  );
  console.log(`  error lines: ${content.errors.length}`);
  for (const line of [...different.errors, ...same.errors, ...publish.errors, ...content.errors].slice(0, 10))
    console.log(`  | ${line}`);
}

async function main() {
  const which = process.env.BENCH_DATABASES ?? 'embedded,postgres';
  if (which.includes('embedded')) {
    const stateDir = join(root, '.netlify/bench-translations-embedded');
    rmSync(stateDir, { recursive: true, force: true });
    const server = await startProductionLikeServer({
      port,
      databaseUrl: null,
      stateDir,
      echo: null,
      timeoutMs: 600_000,
    });
    try {
      await run('embedded database (npm start default)', server);
    } finally {
      server.stop();
    }
  }
  if (which.includes('postgres')) {
    let postgres: TestPostgres | undefined;
    const stateDir = join(root, '.netlify/bench-translations-postgres');
    rmSync(stateDir, { recursive: true, force: true });
    try {
      postgres = await startPostgres();
      const server = await startProductionLikeServer({
        port,
        databaseUrl: postgres.url,
        stateDir,
        echo: null,
        timeoutMs: 600_000,
      });
      try {
        await run('Postgres 15 (DATABASE_URL)', server);
      } finally {
        server.stop();
      }
    } finally {
      postgres?.stop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
