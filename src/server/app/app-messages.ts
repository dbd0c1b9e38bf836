// The app API's sentences with the staff's published edits (decision 0056; the Translations tab,
// decision 0047 amended 2026-11-28). The app API answers at run time, after the build, so the
// build's merge never reaches it: as the mail does with its strings (src/server/mail/strings.ts),
// the published rows of the `app-messages` catalogue are read at most once a minute per process,
// merged over the file with the build's rules (a string that no longer fits its English is dropped,
// so English is sent) and installed into APP_MESSAGES, which appText and the deed rules read.
// Drafts are never read. A failed read keeps the strings already installed.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { APP_MESSAGES, APP_MESSAGES_FILE } from '../../lib/i18n/app-messages.ts';
import type { Catalogue } from '../../lib/i18n/format.ts';
import { installMerged, mergeCatalogue, type PublishedOverride } from '../../lib/i18n/merge.ts';
import { isDatabaseUnavailable } from '../http.ts';
import { RUN_TIME_STRINGS_TTL_MS } from '../i18n/run-time.ts';
import { queryRows } from '../sql.ts';

/** The catalogue's name in the registry (src/lib/i18n/catalogues.ts) and in translation_strings. */
export const APP_MESSAGES_CATALOGUE = 'app-messages';

const REPORTED = new Set<string>();
let readAt = Number.NEGATIVE_INFINITY;
let reading: Promise<void> | null = null;

/** Installs the file's strings with these published rows over them (what a read does). */
export function installAppMessages(rows: readonly PublishedOverride[]): void {
  const merged = mergeCatalogue(APP_MESSAGES_CATALOGUE, APP_MESSAGES_FILE as Catalogue<string>, rows);
  // Once per process for each string dropped, not at every read of the minute.
  for (const line of merged.report) if (!REPORTED.has(line) && REPORTED.add(line)) console.warn(`[app] ${line}`);
  installMerged(APP_MESSAGES as Catalogue<string>, merged.catalogue);
}

async function read(db: Executor): Promise<void> {
  try {
    const rows = await queryRows<PublishedOverride & Record<string, unknown>>(
      db,
      sql`SELECT catalogue, key, locale, published_text AS text FROM translation_strings
          WHERE catalogue = ${APP_MESSAGES_CATALOGUE} AND published_text IS NOT NULL`,
    );
    installAppMessages(rows);
    readAt = Date.now();
  } catch (error) {
    // No database at all: the request cannot be answered anyway, and says so now (503).
    if (isDatabaseUnavailable(error)) throw error;
    console.warn(
      '[app] could not read the published app messages, keeping the ones in use:',
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Brings the app's sentences up to date (at most one read a minute). Call it with the shared
 * database before the request's transaction: on the embedded database a second connection would
 * wait for the first.
 */
export async function readAppMessages(db: Executor): Promise<void> {
  if (Date.now() - readAt < RUN_TIME_STRINGS_TTL_MS) return;
  reading ??= read(db).finally(() => {
    reading = null;
  });
  return reading;
}

/** Forgets the last read: publishing calls it, so this process answers with the new strings at once. */
export function forgetAppMessages(): void {
  readAt = Number.NEGATIVE_INFINITY;
}
