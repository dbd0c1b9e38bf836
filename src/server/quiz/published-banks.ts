// What the public quiz pages embed (decision 0016): the published banks from the staff bank in
// Postgres when a database is configured, reachable and holds questions; otherwise the repository
// bank (src/content/quiz). The build stores the snapshot of exactly what it embeds, so the server
// can score submissions from these pages however the bank changes later. Read once per build, with
// each locale's texts of those banks (decision 0051: the staff bank's, else the repository files').
import { createDatabase } from '../../../db/client.ts';
import type { BankSource, PublishedQuizBanks } from '../../lib/quiz/published-bank.ts';
import { isPreviewContext } from '../deploy-context.ts';
import { configuredDatabaseUrl, serverEnv } from '../env.ts';
import { publishBankSnapshot } from './bank-versions.ts';
import { REPOSITORY_BANK_VERSION, REPOSITORY_BANKS } from './banks.ts';
import { REPOSITORY_TEXTS, type LocalesTexts } from './bank-translations.ts';

export interface PageBanks {
  version: string;
  banks: PublishedQuizBanks;
  sources: { knowledge: BankSource; selfAssessment: BankSource };
  /** Each prefixed locale's texts of `banks`. */
  locales: LocalesTexts;
}

/** The repository bank as a build without a database embeds it. */
export const REPOSITORY_PAGE_BANKS: PageBanks = {
  version: REPOSITORY_BANK_VERSION,
  banks: REPOSITORY_BANKS,
  sources: { knowledge: 'repository', selfAssessment: 'repository' },
  locales: REPOSITORY_TEXTS.locales,
};

/** Reads (and records) the banks the quiz pages embed now. The build uses loadPageBanks (memoised). */
export async function readPageBanks(): Promise<PageBanks> {
  const url = configuredDatabaseUrl();
  if (!url) return REPOSITORY_PAGE_BANKS;
  // A connection of its own, closed at once, so the build process can exit (the blog's loader
  // closes the shared pool when it is done).
  const connection = createDatabase(url);
  try {
    const published = await publishBankSnapshot(connection.db, { markCurrent: !isPreviewContext(serverEnv().CONTEXT) });
    for (const s of published.skipped)
      console.warn(`[quiz] ${s.quiz}${s.id ? ` question ${s.id}` : ''} not published: ${s.reason}`);
    console.info(
      `[quiz] bank ${published.version}: knowledge from the ${published.sources.knowledge}, self-assessment from the ${published.sources.selfAssessment}`,
    );
    return {
      version: published.version,
      banks: published.banks,
      sources: published.sources,
      locales: published.locales,
    };
  } catch (error) {
    console.warn(
      '[quiz] could not read the question bank from the database, using the repository bank:',
      error instanceof Error ? error.message : error,
    );
    return REPOSITORY_PAGE_BANKS;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

let cached: Promise<PageBanks> | undefined;

/** The banks of this build (memoised: every quiz page of one build embeds the same version). */
export function loadPageBanks(): Promise<PageBanks> {
  cached ??= readPageBanks();
  return cached;
}
