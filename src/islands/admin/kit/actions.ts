// What a back-office write does around the request: ask first (the product's confirmation texts),
// show a toast for the outcome, reload, and turn a failed save into a message and per-field errors.
// A write against an older version of its record (409, decision 0029) is a conflict, not an error:
// row actions say who changed the record and reload it; forms show the ConflictNotice.
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { changedByText, versionConflictOf, type VersionConflict } from '../../../lib/versions.ts';
import { showToast } from '../../../stores/toast.ts';
import { errorMessage, guarded } from '../admin-api.ts';
import { useVersioned } from './Conflict.tsx';
import { formatDateTime } from './format.ts';

export interface ActionTexts<T> {
  /** Asked with the browser's confirm() first; the action stops on Cancel. */
  confirm?: string;
  /** The success toast (none when omitted or when the function returns null). */
  success?: { title: string; description?: string } | ((result: T) => { title: string; description?: string } | null);
  /** The failure toast's title; its description is the server's message. */
  failure: string;
  /** After a version conflict (the record changed since it was shown), e.g. reload it. */
  onConflict?: (conflict: VersionConflict) => unknown;
}

/** Runs `work` (a 401 ends the session), toasts the outcome, then `after` on success. False when refused or failed. */
export async function runAction<T>(
  work: () => Promise<T>,
  texts: ActionTexts<T>,
  after?: (result: T) => unknown,
): Promise<boolean> {
  if (texts.confirm && !window.confirm(texts.confirm)) return false;
  try {
    const result = await guarded(work);
    const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
    if (success) showToast({ ...success, variant: 'success' });
    await after?.(result);
    return true;
  } catch (error) {
    const conflict = versionConflictOf(error);
    if (conflict) {
      showToast({
        title: `${texts.failure}: it changed meanwhile`,
        description: `${changedByText(conflict.changedBy)} changed it on ${formatDateTime(conflict.changedAt)}. You now see their version; check it and try again.`,
        variant: 'destructive',
      });
      await texts.onConflict?.(conflict);
      return false;
    }
    showToast({ title: texts.failure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    return false;
  }
}

/** runAction for a row's buttons: `busy` is the row being worked on (its buttons disable meanwhile). */
export function useRowAction<Id extends string | number>(after: () => unknown) {
  const [busy, setBusy] = useState<Id | null>(null);
  const run = async <T>(id: Id, work: () => Promise<T>, texts: ActionTexts<T>, then?: (result: T) => unknown) => {
    setBusy(id);
    try {
      return await runAction(work, { onConflict: after, ...texts }, async (result) => {
        await then?.(result);
        await after();
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** Field → message from a failed save (400 issues or a 409's issue). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.bodyText) as { issues?: { path: string; message: string }[] };
    return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
  } catch {
    return {};
  }
}

/** Runs a save; shows the server's message and per-field issues on failure (a version conflict goes to `onConflict` when given). */
export async function runSave<T>(
  work: () => Promise<T>,
  setError: (m: string | null) => void,
  setFields: (f: FieldErrors) => void,
  onConflict?: (conflict: VersionConflict<never>) => void,
): Promise<T | null> {
  try {
    const result = await guarded(work);
    setError(null);
    setFields({});
    return result;
  } catch (e) {
    const conflict = onConflict ? versionConflictOf<never>(e) : null;
    if (conflict) {
      setError(null);
      setFields({});
      onConflict!(conflict);
      return null;
    }
    setError(errorMessage(e, 'Could not save. Please try again.'));
    setFields(fieldErrorsOf(e));
    return null;
  }
}

/** Browser confirm (product §5 texts), then delete, then a toast. */
export async function confirmDelete(question: string, remove: () => Promise<unknown>, done: () => void): Promise<void> {
  await runAction(
    remove,
    {
      confirm: question,
      success: { title: 'Deleted', description: 'The item was removed.' },
      failure: 'Could not delete',
      onConflict: done,
    },
    done,
  );
}

type ToastText = { title: string; description?: string };

/** A form's save: busy while it runs, the server's message and per-field errors when it fails, a toast when it works. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const save = async <T>(
    work: () => Promise<T>,
    success: (saved: T) => ToastText,
    then: (saved: T) => void,
    onConflict?: (conflict: VersionConflict<never>) => void,
  ) => {
    setBusy(true);
    const saved = await runSave(work, setError, setFields, onConflict);
    setBusy(false);
    if (saved === null) return;
    showToast({ ...success(saved), variant: 'success' });
    then(saved);
  };
  return { busy, error, fields, setError, setFields, save };
}

/**
 * useSave for an item of a list: PUT to its path with the version the form edits when it exists,
 * POST to the list when it is new. `conflict` is set when the PUT met a newer version (pass it to
 * FormDialog); `reload` puts a record into the form for "Reload theirs".
 */
export function useItemSave<T extends { id: number; version: number }>(
  paths: { path: (id?: number) => string },
  existing: T | null,
  noun: string,
  reload: (current: T) => void,
) {
  const form = useSave();
  const versioned = useVersioned<T>(existing?.version, noun, reload);
  const saveItem = (payload: object, success: (saved: T) => ToastText, then: (saved: T) => void) =>
    form.save(
      () =>
        existing
          ? api.put<T>(paths.path(existing.id), { ...payload, version: versioned.version })
          : api.post<T>(paths.path(), payload),
      success,
      then,
      versioned.onConflict as (conflict: VersionConflict<never>) => void,
    );
  return { ...form, saveItem, conflict: versioned.conflict };
}
