// "Publish translations" as the tab does it (decision 0047, amended 2026-11-28): read the list of
// changes waiting, then publish the rows chosen from it at the versions it showed.
import publish from '../../functions/admin-translations-publish.mts';
import { API } from '../../src/lib/routes.ts';
import type { PendingTranslation } from '../../src/lib/schemas/translations.ts';
import { call } from './helpers.ts';
import { staffRequest } from './staff-helpers.ts';

/** The changes waiting, as the dialog lists them. */
export async function pendingChanges(cookie: string): Promise<PendingTranslation[]> {
  const res = await call(publish, staffRequest('GET', API.adminTranslationsPublish, { cookie }));
  if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.pending;
}

/** Publishes these rows of a preview at the versions it showed. */
export const publishRows = (cookie: string, rows: readonly Pick<PendingTranslation, 'id' | 'version'>[]) =>
  call(
    publish,
    staffRequest('POST', API.adminTranslationsPublish, {
      cookie,
      body: { items: rows.map(({ id, version }) => ({ id, version })) },
    }),
  );

/** Publishes every change waiting (the publisher ticks every row). */
export const publishEverything = async (cookie: string) => publishRows(cookie, await pendingChanges(cookie));
