// What a back-office write does around the request: ask first (the product's confirmation texts),
// show a toast for the outcome, reload, and turn a failed save into a message and per-field errors.
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showToast } from '../../../stores/toast.ts';
import { errorMessage, guarded } from '../admin-api.ts';

export interface ActionTexts<T> {
  /** Asked with the browser's confirm() first; the action stops on Cancel. */
  confirm?: string;
  /** The success toast (none when omitted or when the function returns null). */
  success?: { title: string; description?: string } | ((result: T) => { title: string; description?: string } | null);
  /** The failure toast's title; its description is the server's message. */
  failure: string;
}

/** Runs `work` (a 401 ends the session), toasts the outcome, then `after` on success. False when refused or failed. */
export async function runAction<T>(work: () => Promise<T>, texts: ActionTexts<T>, after?: (result: T) => unknown): Promise<boolean> {
  if (texts.confirm && !window.confirm(texts.confirm)) return false;
  try {
    const result = await guarded(work);
    const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
    if (success) showToast({ ...success, variant: 'success' });
    await after?.(result);
    return true;
  } catch (error) {
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
      return await runAction(work, texts, async (result) => {
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

/** Runs a save; shows the server's message and per-field issues on failure. */
export async function runSave<T>(work: () => Promise<T>, setError: (m: string | null) => void, setFields: (f: FieldErrors) => void): Promise<T | null> {
  try {
    const result = await guarded(work);
    setError(null);
    setFields({});
    return result;
  } catch (e) {
    setError(errorMessage(e, 'Could not save. Please try again.'));
    setFields(fieldErrorsOf(e));
    return null;
  }
}

/** Browser confirm (product §5 texts), then delete, then a toast. */
export async function confirmDelete(question: string, remove: () => Promise<unknown>, done: () => void): Promise<void> {
  await runAction(remove, { confirm: question, success: { title: 'Deleted', description: 'The item was removed.' }, failure: 'Could not delete' }, done);
}

type ToastText = { title: string; description?: string };

/** A form's save: busy while it runs, the server's message and per-field errors when it fails, a toast when it works. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const save = async <T>(work: () => Promise<T>, success: (saved: T) => ToastText, then: (saved: T) => void) => {
    setBusy(true);
    const saved = await runSave(work, setError, setFields);
    setBusy(false);
    if (saved === null) return;
    showToast({ ...success(saved), variant: 'success' });
    then(saved);
  };
  return { busy, error, fields, setError, setFields, save };
}

/** useSave for an item of a list: PUT to its path when it exists, POST to the list when it is new. */
export function useItemSave<T>(paths: { list: string; item: (id: number) => string }, existing: { id: number } | null) {
  const form = useSave();
  const saveItem = (payload: unknown, success: (saved: T) => ToastText, then: (saved: T) => void) =>
    form.save(() => (existing ? api.put<T>(paths.item(existing.id), payload) : api.post<T>(paths.list, payload)), success, then);
  return { ...form, saveItem };
}
