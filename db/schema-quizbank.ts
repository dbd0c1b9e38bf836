// Published Spiritual Quiz banks. Every bank a build embeds in the public quiz
// pages is kept here as an immutable snapshot keyed by its version (a hash of its content), so the
// server re-scores a submission against exactly the questions the visitor's page showed, however
// much the staff have edited the bank since (docs/decisions/0016-quiz-bank-versions.md).
import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PublishedQuizBanks } from '../src/lib/quiz/published-bank.ts';

export const quizBankVersions = pgTable(
  'quiz_bank_versions',
  {
    /** First 16 hex digits of the SHA-256 of the banks' canonical JSON (src/server/quiz/bank-versions.ts). */
    version: varchar('version', { length: 16 }).primaryKey(),
    /** Both public banks as the pages show them (question views); never updated once written. */
    banks: jsonb('banks').$type<PublishedQuizBanks>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this version last became the one the bank gives (a staff change or a build); the newest
     * is what the site shows, so a change back to an older version is still a change to rebuild for.
     */
    currentSince: timestamp('current_since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Fingerprint of the per-locale question texts published with this version when it last became
     * current (decision 0051): a change of texts alone, which scoring never reads, still rebuilds.
     */
    textsKey: varchar('texts_key', { length: 16 }),
  },
  (table) => [index('quiz_bank_versions_current_idx').on(table.currentSince)],
);
