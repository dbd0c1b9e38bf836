// The email strings as messages are written with them (decision 0050). Messages are rendered at run
// time, after the build, so the build's merge of published staff translations (src/middleware.ts,
// decision 0047) never reaches them: this module reads the published rows of the `emails`
// catalogue itself, merges them over the file with the same rules (mergeCatalogue: a string that is
// invalid against its English is dropped), and keeps the result for a minute. A failed read keeps
// the file's strings; a string that still cannot be rendered shows in English. Nothing here throws
// because of a translation, so a translation can never stop a message from being sent (an
// unreachable database is passed on: nothing could be sent then anyway).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { EMAILS, type EmailKey } from '../../lib/i18n/emails.ts';
import { translate, type Catalogue, type Values } from '../../lib/i18n/format.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import { mergeCatalogue, type PublishedOverride } from '../../lib/i18n/merge.ts';
import { SITE } from '../../lib/site.ts';
import { isDatabaseUnavailable } from '../http.ts';
import { RUN_TIME_STRINGS_TTL_MS } from '../i18n/run-time.ts';
import { queryRows } from '../sql.ts';

/** The catalogue's name in the registry (src/lib/i18n/catalogues.ts) and in translation_strings. */
export const EMAILS_CATALOGUE = 'emails';

/** How long a read of the published strings is used: a publish reaches other instances within this. */
export const EMAIL_STRINGS_TTL_MS = RUN_TIME_STRINGS_TTL_MS;

export interface EmailStrings {
  /** `key` in `locale` ({site} filled in), English when the locale's string cannot be rendered. */
  t(locale: LocaleCode, key: EmailKey, values?: Values): string;
  /** How many published staff strings are in use (0: the file's strings only). */
  readonly published: number;
}

const REPORTED = new Set<string>();

/** The strings of a catalogue merged from the file and these published rows. */
export function emailStringsFrom(rows: readonly PublishedOverride[], file: Catalogue<EmailKey> = EMAILS): EmailStrings {
  const merged = mergeCatalogue(EMAILS_CATALOGUE, file as Catalogue<string>, rows);
  // Once per process for each string dropped (decision 0059), not at every read of the minute.
  for (const line of merged.report) if (!REPORTED.has(line) && REPORTED.add(line)) console.warn(`[mail] ${line}`);
  const catalogue = merged.catalogue as Catalogue<EmailKey>;
  return {
    published: rows.filter((row) => row.catalogue === EMAILS_CATALOGUE && row.text !== '').length,
    t(locale, key, values = {}) {
      const all = { site: SITE.name, ...values };
      try {
        return translate(catalogue, locale, key, all);
      } catch (error) {
        console.warn(
          `[mail] ${EMAILS_CATALOGUE}.${key} [${locale}] could not be rendered (${error instanceof Error ? error.message : error}); English sent`,
        );
        try {
          return translate(file, DEFAULT_LOCALE, key, all);
        } catch {
          // A caller's mistake (a value missing): the English words as written, still a message.
          const english = file.en[key];
          return typeof english === 'string' ? english : english.other;
        }
      }
    },
  };
}

const FILE_STRINGS = emailStringsFrom([]);

let cached: { at: number; strings: EmailStrings } | null = null;
let reading: Promise<EmailStrings> | null = null;

async function read(db: Executor): Promise<EmailStrings> {
  try {
    const rows = await queryRows<PublishedOverride & Record<string, unknown>>(
      db,
      sql`SELECT catalogue, key, locale, published_text AS text FROM translation_strings
          WHERE catalogue = ${EMAILS_CATALOGUE} AND published_text IS NOT NULL`,
    );
    const strings = emailStringsFrom(rows);
    cached = { at: Date.now(), strings };
    return strings;
  } catch (error) {
    // No database at all: the message could not be stored either, so the request answers 503 now
    // rather than after a second attempt to connect.
    if (isDatabaseUnavailable(error)) throw error;
    console.warn(
      '[mail] could not read the published email strings, using the catalogue file:',
      error instanceof Error ? error.message : error,
    );
    // Tried again on the next message rather than a minute later.
    return cached?.strings ?? FILE_STRINGS;
  }
}

/**
 * The email strings, read at most once a minute per process. Call it with the shared database,
 * before the transaction that enqueues the message: a read inside a transaction that failed would
 * abort it, and on the embedded database a second connection waits for the first.
 */
export async function emailStrings(db: Executor): Promise<EmailStrings> {
  if (cached && Date.now() - cached.at < EMAIL_STRINGS_TTL_MS) return cached.strings;
  reading ??= read(db).finally(() => {
    reading = null;
  });
  return reading;
}

/** Forgets the read strings: publishing calls it, so this process writes with the new ones at once. */
export function forgetEmailStrings(): void {
  cached = null;
}
