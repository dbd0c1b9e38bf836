// Published quiz bank versions (docs/decisions/0016-quiz-bank-versions.md).
// - publishBankSnapshot: the staff bank (quiz_questions) as the public quizzes will show it, kept
//   as an immutable snapshot keyed by its version. Staff writes call it in their transaction, and
//   the build calls it for exactly the bank it embeds in the pages.
//   With the version goes the fingerprint of the per-locale texts (textsKey, decision 0051): texts
//   never change scoring, so they are not part of the version, but a change of them rebuilds.
// - schemasForBankVersion: the bank-checked schemas of the version a page was built with, so a
//   submission is scored against the questions its visitor saw, never against a later edit.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { quizBankVersions, quizQuestions } from '../../../db/schema.ts';
import { publishedBanksFromRows, type PublishedBanksResult } from '../../lib/quiz/published-bank.ts';
import type { z } from 'zod';
import { BankVersionSchema } from '../../lib/schemas/quiz.ts';
import { getDb } from '../db.ts';
import { HttpError, parseBody, readJsonBody } from '../http.ts';
import {
  bankVersionOf,
  REPOSITORY_BANK_VERSION,
  REPOSITORY_BANKS,
  REPOSITORY_SCHEMAS,
  schemasFor,
  type BankSchemas,
} from './banks.ts';
import type { LocalesTexts } from './bank-translations.ts';

type Db = Pick<Database, 'select' | 'insert'>;

export interface PublishedBanks extends PublishedBanksResult {
  version: string;
  /** Each prefixed locale's texts of these banks (the staff bank's, else the repository files'). */
  locales: LocalesTexts;
  /** Fingerprint of `locales`. */
  textsKey: string;
}

/** The published banks the staff bank gives now (falling back per quiz to the repository bank), with their texts per locale. */
export async function currentPublishedBanks(db: Pick<Database, 'select'>): Promise<PublishedBanks> {
  const rows = await db
    .select({
      id: quizQuestions.id,
      quiz: quizQuestions.quiz,
      code: quizQuestions.code,
      question: quizQuestions.question,
      options: quizQuestions.options,
      difficulty: quizQuestions.difficulty,
      translations: quizQuestions.translations,
    })
    .from(quizQuestions)
    .orderBy(asc(quizQuestions.id));
  const result = publishedBanksFromRows(rows, REPOSITORY_BANKS);
  // Loaded on first use: the public submission functions import this module to score, and never
  // need the seven translation files (parsed at load) on their cold start.
  const { publishedBankTexts } = await import('./bank-translations.ts');
  return { ...result, version: bankVersionOf(result.banks), ...publishedBankTexts(result.banks, result.sources, rows) };
}

/**
 * Computes the published banks, stores their snapshot (a version's banks are written once and never
 * changed) and marks that version, with its texts' fingerprint, as the current one. Answers whether
 * what the pages show changed (a rebuild is then due): an edit that leaves the public banks and
 * their texts as they were (a category, a self-assessment row that cannot be asked) changes
 * nothing; an edit back to an earlier version does, and so does a change of a locale's texts alone.
 */
export async function publishBankSnapshot(
  db: Db,
  { markCurrent = true }: { markCurrent?: boolean } = {},
): Promise<PublishedBanks & { changed: boolean }> {
  const published = await currentPublishedBanks(db);
  if (!markCurrent) {
    // A deploy preview's build: its pages need their snapshot to be scored, but it never becomes the
    // current version (that is what production's site shows and what staff edits compare with).
    await db
      .insert(quizBankVersions)
      .values({
        version: published.version,
        banks: published.banks,
        currentSince: sql`'-infinity'::timestamptz`,
        textsKey: published.textsKey,
      })
      .onConflictDoNothing({ target: quizBankVersions.version });
    return { ...published, changed: false };
  }
  const before = await currentBankState(db);
  // The repository pair is known to every server without a row, but is recorded too, so the table
  // lists every version a page was built with.
  await db
    .insert(quizBankVersions)
    .values({
      version: published.version,
      banks: published.banks,
      currentSince: sql`clock_timestamp()`,
      textsKey: published.textsKey,
    })
    .onConflictDoUpdate({
      target: quizBankVersions.version,
      set: { currentSince: sql`clock_timestamp()`, textsKey: published.textsKey },
    });
  return { ...published, changed: before?.version !== published.version || before.textsKey !== published.textsKey };
}

/** The version that most recently became current (what the site shows, or is being rebuilt to show) and its texts' fingerprint, or null. */
export async function currentBankState(
  db: Pick<Database, 'select'>,
): Promise<{ version: string; textsKey: string | null } | null> {
  const [row] = await db
    .select({ version: quizBankVersions.version, textsKey: quizBankVersions.textsKey })
    .from(quizBankVersions)
    .orderBy(sql`${quizBankVersions.currentSince} DESC`)
    .limit(1);
  return row ?? null;
}

/** The version that most recently became current, or null. */
export async function currentBankVersion(db: Pick<Database, 'select'>): Promise<string | null> {
  return (await currentBankState(db))?.version ?? null;
}

export const UNKNOWN_BANK_VERSION_MESSAGE =
  'This quiz page is out of date (its question bank is no longer known). Reload the page and take the quiz again.';

// Snapshots never change, so a version's schemas are kept once built (bounded: oldest dropped first).
const CACHE_LIMIT = 64;
const cache = new Map<string, BankSchemas>();

/**
 * The schemas of the bank a page was built with. No version (a page built before versions
 * existed) and the repository version use the repository bank; an unknown version is a 409
 * (the visitor reloads and gets the current page), never a score against other questions.
 */
export async function schemasForBankVersion(
  db: () => Pick<Database, 'select'>,
  version: string | undefined,
): Promise<BankSchemas> {
  if (version === undefined || version === REPOSITORY_BANK_VERSION) return REPOSITORY_SCHEMAS;
  const cached = cache.get(version);
  if (cached) return cached;
  const [row] = await db()
    .select({ banks: quizBankVersions.banks })
    .from(quizBankVersions)
    .where(eq(quizBankVersions.version, version));
  if (!row)
    throw new HttpError(409, UNKNOWN_BANK_VERSION_MESSAGE, [
      { path: 'bankVersion', message: 'Unknown quiz bank version' },
    ]);
  const schemas = schemasFor(row.banks);
  cache.set(version, schemas);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return schemas;
}

/**
 * Reads a quiz submission: its bankVersion picks the bank, then the body is validated with that
 * bank's schema (chosen by `pick`). Answers the body and the bank's schemas (for scoring).
 */
export async function readQuizSubmission<T extends z.ZodType>(
  request: Request,
  pick: (schemas: BankSchemas) => T,
): Promise<{ body: z.infer<T>; schemas: BankSchemas }> {
  const data = await readJsonBody(request);
  const given =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>).bankVersion
      : undefined;
  const version = parseBody(BankVersionSchema.optional(), given);
  const schemas = await schemasForBankVersion(getDb, version);
  return { body: parseBody(pick(schemas), data), schemas };
}
