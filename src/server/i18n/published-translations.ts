// The build's half of decision 0047: reads the published staff translations once per build and
// merges them into the registered catalogues (src/lib/i18n/catalogues.ts) before any page renders
// (src/middleware.ts awaits it). Never fails a build: without a database, or when the read fails,
// the file strings stand; every string that shows in English is listed in the build log.
import { createDatabase } from '../../../db/client.ts';
import { CATALOGUES } from '../../lib/i18n/catalogues.ts';
import { installMerged, mergeCatalogue, type PublishedOverride } from '../../lib/i18n/merge.ts';
import { configuredDatabaseUrl } from '../env.ts';
import { publishedOverrides } from './translations.ts';

async function readOverrides(): Promise<PublishedOverride[]> {
  const url = configuredDatabaseUrl();
  if (!url) return [];
  const connection = createDatabase(url);
  try {
    return await publishedOverrides(connection.db);
  } catch (error) {
    console.warn(
      '[i18n] could not read the published translations, using the catalogue files:',
      error instanceof Error ? error.message : error,
    );
    return [];
  } finally {
    await connection.close().catch(() => undefined);
  }
}

export async function applyPublishedTranslations(): Promise<string[]> {
  const overrides = await readOverrides();
  const report: string[] = [];
  for (const entry of CATALOGUES) {
    const merged = mergeCatalogue(entry.name, entry.catalogue, overrides);
    installMerged(entry.catalogue, merged.catalogue);
    report.push(...merged.report);
  }
  const used = overrides.length;
  console.info(`[i18n] ${used} published staff translation${used === 1 ? '' : 's'} merged`);
  for (const line of report) console.warn(`[i18n] ${line}`);
  return report;
}

let applied: Promise<string[]> | undefined;

/** Once per build process: every page of one build shows the same strings. */
export function loadPublishedTranslations(): Promise<string[]> {
  applied ??= applyPublishedTranslations();
  return applied;
}
