// "Publish translations" (decision 0047, amended 2026-11-28): the publisher first sees
// every change waiting (previewPublish), chooses rows from that list, and the server publishes
// exactly those rows at the versions shown (publishChosen). A row someone saved, published or
// removed after the list was shown is skipped and the answer says why; the rest are published in
// the caller's transaction, with an audit row for the publish and one per string (who wrote it,
// whether it was reviewed, what it now says).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catalogueByName } from '../../lib/i18n/catalogues.ts';
import { messageToIcu } from '../../lib/i18n/icu.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import type {
  PendingTranslation,
  PublishAnswer,
  PublishPreview,
  PublishRequest,
  SkippedTranslation,
} from '../../lib/schemas/translations.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { queryRows } from '../sql.ts';
import { COLUMNS, item, registeredEntry, type Row } from './translations.ts';

const label = (row: Pick<Row, 'catalogue' | 'key' | 'locale'>) => `${row.catalogue}.${row.key} [${row.locale}]`;

/** Every change waiting, by author then string: what "Publish translations" would put on the site. */
export async function previewPublish(db: Database): Promise<PublishPreview> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM translation_strings WHERE published_text IS DISTINCT FROM text
         ORDER BY written_by, catalogue, key, locale`,
  );
  const pending: PendingTranslation[] = [];
  for (const row of rows) {
    // A draft of a string the code no longer has would change nothing on the site.
    const entry = registeredEntry(row);
    if (!entry) continue;
    const locale = row.locale as LocaleCode;
    const shown = item(entry, row.key, locale, row);
    const file = entry.catalogue.others[locale]?.[row.key];
    pending.push({
      id: row.id,
      catalogue: row.catalogue,
      area: entry.area,
      key: row.key,
      locale,
      source: shown.source,
      current: row.published_text ?? (file === undefined ? '' : messageToIcu(file)),
      currentOrigin: row.published_text === null ? 'file' : 'published',
      text: row.text,
      writtenBy: row.written_by,
      reviewed: row.reviewed,
      outdated: shown.outdated,
      updatedAt: shown.updatedAt!,
      version: row.version,
    });
  }
  return { pending };
}

interface LockedRow extends Row {
  changed_by: string | null;
}

function skipped(id: number, wanted: number, row: LockedRow | undefined): SkippedTranslation | null {
  if (!row || !registeredEntry(row))
    return {
      id,
      label: row ? label(row) : `#${id}`,
      status: 404,
      reason: 'gone',
      message: 'No such change: the string is not in the catalogues any more',
      changedBy: null,
      version: null,
    };
  if (row.version === wanted && row.published_text !== row.text) return null;
  const who = row.changed_by ?? 'Someone';
  // The version moved on (or a forged request names a row with nothing to publish).
  const published = row.published_text === row.text;
  return {
    id,
    label: label(row),
    status: 409,
    reason: published ? 'published' : 'changed',
    message: published
      ? `${who} published it after the list was shown; nothing is waiting`
      : `${who} changed it after the list was shown; it stays a draft, open the list again to see the new text`,
    changedBy: row.changed_by,
    version: row.version,
  };
}

const auditLine = (row: Row) =>
  row.text === ''
    ? `Published ${label(row)} cleared (English shows), written by ${row.written_by}`
    : `Published ${label(row)}, written by ${row.written_by}, ${row.reviewed ? 'reviewed by a native speaker' : 'not reviewed'}: ${row.text}`;

/**
 * Publishes the chosen rows that are still at the versions shown; answers what was published and
 * what was not, and the catalogues the published strings belong to.
 */
export async function publishChosen(
  tx: Database,
  actor: AuditActor,
  request: PublishRequest,
): Promise<{ answer: PublishAnswer; catalogues: string[] }> {
  const ids = request.items.map((i) => i.id);
  // Lock the chosen rows (in id order, so two publishes never deadlock): a save running now is
  // waited for and its new version seen, and none lands between the check and the update.
  const rows = await queryRows<LockedRow>(
    tx,
    sql`SELECT ${COLUMNS}, changed_by FROM translation_strings WHERE id = ANY(${`{${ids.join(',')}}`}::int[])
         ORDER BY id FOR UPDATE`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const skips: SkippedTranslation[] = [];
  const chosen: LockedRow[] = [];
  for (const { id, version } of request.items) {
    const skip = skipped(id, version, byId.get(id));
    if (skip) skips.push(skip);
    else chosen.push(byId.get(id)!);
  }
  if (chosen.length) {
    await tx.execute(
      sql`UPDATE translation_strings SET published_text = text, published_at = now(), version = version + 1, changed_by = ${actor.username}, changed_at = now()
           WHERE id = ANY(${`{${chosen.map((r) => r.id).join(',')}}`}::int[])`,
    );
  }
  const published = chosen.map(label).sort();
  skips.sort((a, b) => a.label.localeCompare(b.label));
  if (published.length) {
    const skippedNote = skips.length
      ? `; not published (changed after the list was shown): ${skips.map((s) => s.label).join(', ')}`
      : '';
    await recordAudit(tx, actor, {
      action: 'translations.published',
      entityType: 'translation',
      entityId: null,
      summary: `Published ${published.length} translation${published.length === 1 ? '' : 's'}: ${published.join(', ')}${skippedNote}`,
    });
    // One row per string: the batch summary is cut at 500 characters, these never lose a string.
    for (const row of [...chosen].sort((a, b) => label(a).localeCompare(label(b))))
      await recordAudit(tx, actor, {
        action: 'translation.published',
        entityType: 'translation',
        entityId: label(row),
        summary: auditLine(row),
      });
  }
  return { answer: { published, skipped: skips }, catalogues: [...new Set(chosen.map((r) => r.catalogue))] };
}

/** Whether publishing a string of this catalogue needs a rebuild: it is built into pages (not read at run time). */
export function isBuiltIntoPages(catalogue: string): boolean {
  return catalogueByName(catalogue)?.runTime !== true;
}
