// One shape for the content tabs' staff endpoints (permission 'content'):
//   GET    /api/admin/<things>        paged list (q, filters, page, pageSize)
//   POST   /api/admin/<things>        create → 201
//   GET    /api/admin/<things>/:id    one item
//   PUT    /api/admin/<things>/:id    replace                { version, ...payload }
//   PATCH  /api/admin/<things>/:id    { version, isActive } (only where the tab has a status toggle)
//   DELETE /api/admin/<things>/:id    delete                 { version }
// Every write records its audit row in the same transaction; a 409 explains what clashes. A write
// to one item claims the version it was made from first (src/server/versions.ts): a stale one
// answers 409 with the item as it is now.
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { getDb } from '../db.ts';
import { StatusPatchSchema } from '../../lib/schemas/content-thawab.ts';
import { recordAudit } from '../audit.ts';
import { requireStaff } from '../auth/guard.ts';
import { HttpError, idParam, json, readJson, route, type Methods } from '../http.ts';
import { queryParams } from '../query.ts';
import { listParams, type ListParams } from '../repositories/content-list.ts';
import { contentChanged } from './changes.ts';
import { triggerRebuild } from '../build-hook.ts';
import { claimVersion, readVersioned, readVersion, type VersionedEntity } from '../versions.ts';

export interface CrudOptions<T extends { id: number }, P> {
  /** Audit entity type and action prefix, e.g. 'verse'. */
  entity: string;
  /** The versioned table and what a 409 calls one item (src/server/versions.ts). */
  table: VersionedEntity<T>['table'];
  noun: string;
  notFound: string;
  schema: z.ZodType<P>;
  list: (db: Database, list: ListParams) => Promise<unknown>;
  get: (db: Database, id: number) => Promise<T | null>;
  /** `by`: the saving staff member's username (stamps who wrote changed translations, decision 0048). */
  insert: (tx: Tx, payload: P, by: string) => Promise<T>;
  update: (tx: Tx, id: number, payload: P, by: string) => Promise<T | null>;
  remove: (tx: Tx, id: number) => Promise<T | null>;
  describe: (item: T) => string;
  /** Checks before a write inside its transaction (e.g. one verse per date): throw HttpError(409). */
  beforeWrite?: (tx: Tx, payload: P, id?: number) => Promise<void>;
  setStatus?: (tx: Tx, id: number, isActive: boolean) => Promise<T | null>;
  /** Extra GET on the collection answered instead of the list (e.g. the calendar). */
  collectionGet?: (db: Database, url: URL) => Promise<unknown | undefined>;
  maxBytes?: number;
  /**
   * Runs inside the write's transaction, after the change: answers why the public site must be
   * rebuilt (one build-hook call once the transaction commits), or null when the pages are not
   * affected. The answer's X-Rebuild header says what the hook did ('none' without a rebuild).
   */
  afterWrite?: (tx: Tx, item: T, action: WriteAction) => Promise<string | null>;
}

export type WriteAction = 'created' | 'updated' | 'deleted' | 'activated' | 'deactivated';

/** One rebuild for a committed write that changed the public pages (see CrudOptions.afterWrite). */
async function rebuildHeaders(reason: string | null | undefined): Promise<Record<string, string>> {
  if (reason === undefined) return {};
  return { 'X-Rebuild': reason === null ? 'none' : await triggerRebuild(reason) };
}

export function contentCrud<T extends { id: number }, P>(o: CrudOptions<T, P>) {
  const versioned: VersionedEntity<T> = { table: o.table, noun: o.noun, notFound: o.notFound, load: o.get };
  const methods: Methods = {
    async GET(request, context) {
      await requireStaff(request, 'content');
      const db = getDb();
      if (context.params?.id === undefined) {
        const url = new URL(request.url);
        queryParams(url); // every parameter once (400 otherwise), for collectionGet too
        const special = o.collectionGet ? await o.collectionGet(db, url) : undefined;
        return json(special ?? (await o.list(db, listParams(url))));
      }
      const item = await o.get(db, idParam(context.params.id, o.notFound));
      if (!item) throw new HttpError(404, o.notFound);
      return json(item);
    },
    async POST(request, context) {
      if (context.params?.id !== undefined)
        throw new HttpError(405, 'Method POST is not allowed', undefined, { Allow: 'GET, HEAD, PUT, DELETE' });
      const session = await requireStaff(request, 'content');
      const payload = await readJson(request, o.schema, o.maxBytes);
      const [item, rebuild] = await getDb().transaction(async (tx) => {
        await o.beforeWrite?.(tx, payload);
        const created = await o.insert(tx, payload, session.staff.username);
        await recordAudit(tx, session.staff, {
          action: `${o.entity}.created`,
          entityType: o.entity,
          entityId: created.id,
          summary: `Added ${o.describe(created)}`,
        });
        return [created, await o.afterWrite?.(tx, created, 'created')] as const;
      });
      await contentChanged(o.entity);
      return json(item, { status: 201, headers: await rebuildHeaders(rebuild) });
    },
    async PUT(request, context) {
      const session = await requireStaff(request, 'content');
      const id = collectionWrite(context.params?.id, o.notFound, 'PUT');
      const { version, payload } = await readVersioned(request, o.schema, o.maxBytes);
      const [item, rebuild] = await getDb().transaction(async (tx) => {
        await claimVersion(tx, versioned, id, version, session.staff.username);
        await o.beforeWrite?.(tx, payload, id);
        const updated = await o.update(tx, id, payload, session.staff.username);
        if (!updated) throw new HttpError(404, o.notFound);
        await recordAudit(tx, session.staff, {
          action: `${o.entity}.updated`,
          entityType: o.entity,
          entityId: id,
          summary: `Edited ${o.describe(updated)}`,
        });
        return [updated, await o.afterWrite?.(tx, updated, 'updated')] as const;
      });
      await contentChanged(o.entity);
      return json(item, { headers: await rebuildHeaders(rebuild) });
    },
    async DELETE(request, context) {
      const session = await requireStaff(request, 'content');
      const id = collectionWrite(context.params?.id, o.notFound, 'DELETE');
      const version = await readVersion(request);
      const [item, rebuild] = await getDb().transaction(async (tx) => {
        await claimVersion(tx, versioned, id, version, session.staff.username);
        const removed = await o.remove(tx, id);
        if (!removed) throw new HttpError(404, o.notFound);
        await recordAudit(tx, session.staff, {
          action: `${o.entity}.deleted`,
          entityType: o.entity,
          entityId: id,
          summary: `Deleted ${o.describe(removed)}`,
        });
        return [removed, await o.afterWrite?.(tx, removed, 'deleted')] as const;
      });
      await contentChanged(o.entity);
      return json({ deleted: true, id: item.id }, { headers: await rebuildHeaders(rebuild) });
    },
  };
  const setStatus = o.setStatus;
  if (setStatus) {
    methods.PATCH = async (request, context) => {
      const session = await requireStaff(request, 'content');
      const id = collectionWrite(context.params?.id, o.notFound, 'PATCH');
      const {
        version,
        payload: { isActive },
      } = await readVersioned(request, StatusPatchSchema);
      const [item, rebuild] = await getDb().transaction(async (tx) => {
        await claimVersion(tx, versioned, id, version, session.staff.username);
        const updated = await setStatus(tx, id, isActive);
        if (!updated) throw new HttpError(404, o.notFound);
        await recordAudit(tx, session.staff, {
          action: `${o.entity}.${isActive ? 'activated' : 'deactivated'}`,
          entityType: o.entity,
          entityId: id,
          summary: `${isActive ? 'Activated' : 'Deactivated'} ${o.describe(updated)}`,
        });
        return [updated, await o.afterWrite?.(tx, updated, isActive ? 'activated' : 'deactivated')] as const;
      });
      await contentChanged(o.entity);
      return json(item, { headers: await rebuildHeaders(rebuild) });
    };
  }
  return route(methods);
}

function collectionWrite(id: string | undefined, notFound: string, method: string): number {
  if (id === undefined)
    throw new HttpError(405, `Method ${method} is not allowed on the list; address one item by its id`, undefined, {
      Allow: 'GET, HEAD, POST',
    });
  return idParam(id, notFound);
}
