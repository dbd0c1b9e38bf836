// The Translations tab's data (decision 0047): catalogue strings from the registry
// (src/lib/i18n/catalogues.ts) joined with staff rows of translation_strings. The catalogues are
// code, so the list is built here from both; the staff rows come from SQL in one query.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { CATALOGUES, catalogueByName, type RegisteredCatalogue } from '../../lib/i18n/catalogues.ts';
import type { Message } from '../../lib/i18n/format.ts';
import { messageToIcu, sourceHash, validateTranslation } from '../../lib/i18n/icu.ts';
import { PREFIXED_LOCALES, type LocaleCode } from '../../lib/i18n/locales.ts';
import type {
  TranslationCoverage,
  TranslationDraft,
  TranslationFilter,
  TranslationItem,
  TranslationList,
} from '../../lib/schemas/translations.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';
import { claimVersion, type VersionedEntity } from '../versions.ts';

export interface Row extends Record<string, unknown> {
  id: number;
  catalogue: string;
  key: string;
  locale: string;
  text: string;
  source_hash: string;
  reviewed: boolean;
  written_by: string;
  published_text: string | null;
  updated_at: Date | string;
  version: number;
}

export const COLUMNS = sql`id, catalogue, key, locale, text, source_hash, reviewed, written_by, published_text, updated_at, version`;

/** The registered string a staff row translates, or undefined when the catalogue or key is gone from the code. */
export function registeredEntry(row: Pick<Row, 'catalogue' | 'key'>): RegisteredCatalogue | undefined {
  const entry = catalogueByName(row.catalogue);
  // Own keys only: `__proto__`, `constructor` or `prototype` name no string (Object.prototype's members).
  return entry && Object.hasOwn(entry.catalogue.en, row.key) ? entry : undefined;
}

export function item(
  entry: RegisteredCatalogue,
  key: string,
  locale: LocaleCode,
  row: Row | undefined,
): TranslationItem {
  const source: Message = entry.catalogue.en[key]!;
  const fileMessage = entry.catalogue.others[locale]?.[key];
  const text = row ? row.text : fileMessage === undefined ? '' : messageToIcu(fileMessage);
  const sourceText = messageToIcu(source);
  const missing = text === '';
  return {
    catalogue: entry.name,
    area: entry.area,
    key,
    locale,
    source: sourceText,
    text,
    origin: row ? 'staff' : 'file',
    missing,
    outdated: !missing && row !== undefined && row.source_hash !== sourceHash(source),
    reviewed: row ? row.reviewed : entry.reviewed[locale] === true,
    same: !missing && text === sourceText,
    draft: row !== undefined && row.published_text !== row.text,
    writtenBy: row ? row.written_by : null,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    version: row ? row.version : 0,
  };
}

export interface ListQuery {
  area?: string;
  locale?: LocaleCode;
  filter?: TranslationFilter;
  q: string;
  page: number;
  pageSize: number;
}

const matches = (i: TranslationItem, filter: TranslationFilter | undefined) =>
  filter === undefined ||
  (filter === 'missing' && i.missing) ||
  (filter === 'outdated' && i.outdated) ||
  (filter === 'unreviewed' && !i.missing && !i.reviewed) ||
  (filter === 'same' && i.same) ||
  (filter === 'draft' && i.draft);

export async function listTranslations(db: Database, query: ListQuery): Promise<TranslationList> {
  const rows = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM translation_strings`);
  const byString = new Map(rows.map((r) => [`${r.catalogue}\u0000${r.key}\u0000${r.locale}`, r]));
  const all: TranslationItem[] = [];
  for (const entry of CATALOGUES) {
    for (const locale of PREFIXED_LOCALES) {
      for (const key of Object.keys(entry.catalogue.en))
        all.push(item(entry, key, locale, byString.get(`${entry.name}\u0000${key}\u0000${locale}`)));
    }
  }
  const coverage = new Map<string, TranslationCoverage>();
  for (const i of all) {
    const id = `${i.area}\u0000${i.locale}`;
    const c = coverage.get(id) ?? { area: i.area, locale: i.locale, total: 0, translated: 0 };
    c.total++;
    if (!i.missing) c.translated++;
    coverage.set(id, c);
  }
  const q = query.q.toLowerCase();
  const shown = all.filter(
    (i) =>
      (query.area === undefined || i.area === query.area) &&
      (query.locale === undefined || i.locale === query.locale) &&
      matches(i, query.filter) &&
      (!q || i.key.toLowerCase().includes(q) || i.source.toLowerCase().includes(q) || i.text.toLowerCase().includes(q)),
  );
  // What the publish dialog would list: drafts of strings the catalogues still hold.
  const unpublished = rows.filter((r) => r.published_text !== r.text && registeredEntry(r)).length;
  const start = (query.page - 1) * query.pageSize;
  return {
    items: shown.slice(start, start + query.pageSize),
    total: shown.length,
    page: query.page,
    pageSize: query.pageSize,
    coverage: [...coverage.values()],
    unpublished,
  };
}

async function loadItem(db: Database, id: number): Promise<TranslationItem | null> {
  const [row] = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM translation_strings WHERE id = ${id}`);
  const entry = row && registeredEntry(row);
  if (!row || !entry) return null;
  return item(entry, row.key, row.locale as LocaleCode, row);
}

const ENTITY: VersionedEntity<TranslationItem> = {
  table: 'translation_strings',
  noun: 'translation',
  notFound: 'Translation not found',
  load: loadItem,
};

const NOT_FOUND = 'No such string: the catalogue or key does not exist';

/** Saves a draft (validated against the English) and audits it, in the caller's transaction. */
export async function saveDraft(tx: Database, actor: AuditActor, draft: TranslationDraft): Promise<TranslationItem> {
  const entry = registeredEntry(draft);
  const source = entry?.catalogue.en[draft.key];
  if (!entry || source === undefined) throw new HttpError(404, NOT_FOUND);
  const locale = draft.locale as LocaleCode;
  const text = draft.text.trim() === '' ? '' : draft.text;
  if (text !== '') {
    const checked = validateTranslation(locale, source, text);
    if (!checked.ok)
      throw new HttpError(
        400,
        checked.errors.join('. '),
        checked.errors.map((message) => ({ path: 'text', message })),
      );
  }
  const hash = sourceHash(source);
  let id: number;
  if (draft.version === 0) {
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO translation_strings (catalogue, key, locale, text, source_hash, reviewed, written_by, changed_by)
          VALUES (${entry.name}, ${draft.key}, ${locale}, ${text}, ${hash}, ${draft.reviewed}, ${actor.username}, ${actor.username})
          ON CONFLICT (catalogue, key, locale) DO NOTHING RETURNING id`,
    );
    if (!inserted) {
      // Someone stored this string after the editor loaded it: the version rule answers 409.
      const [existing] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM translation_strings WHERE catalogue = ${entry.name} AND key = ${draft.key} AND locale = ${locale}`,
      );
      await claimVersion(tx, ENTITY, existing!.id, 0, actor.username);
    }
    id = inserted!.id;
  } else {
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM translation_strings WHERE catalogue = ${entry.name} AND key = ${draft.key} AND locale = ${locale}`,
    );
    if (!existing) throw new HttpError(404, ENTITY.notFound);
    id = existing.id;
    await claimVersion(tx, ENTITY, id, draft.version, actor.username);
    await tx.execute(
      sql`UPDATE translation_strings SET text = ${text}, source_hash = ${hash}, reviewed = ${draft.reviewed}, written_by = ${actor.username}, updated_at = now() WHERE id = ${id}`,
    );
  }
  const label = `${entry.name}.${draft.key} [${locale}]`;
  await recordAudit(tx, actor, {
    action: 'translation.saved',
    entityType: 'translation',
    entityId: label,
    summary:
      text === ''
        ? `Cleared ${label} (English shows)`
        : `Saved the draft of ${label}${draft.reviewed ? ', reviewed by a native speaker' : ''}: ${text}`,
  });
  return (await loadItem(tx, id))!;
}

/** The published staff texts, for the build's merge. */
export async function publishedOverrides(
  db: Database,
): Promise<{ catalogue: string; key: string; locale: string; text: string }[]> {
  return queryRows(
    db,
    sql`SELECT catalogue, key, locale, published_text AS text FROM translation_strings WHERE published_text IS NOT NULL ORDER BY id`,
  );
}
