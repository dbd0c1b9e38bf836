// Toasts (product §9): at most one at a time, shown about 5 s; variants default, destructive, success.
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive' | 'success';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** A further line already in the page's language (e.g. the sign-up confirmation notice). */
  note?: string;
  variant: ToastVariant;
  durationMs: number;
}

export const TOAST_DURATION_MS = 5000;
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(input: {
  title: string;
  description?: string;
  note?: string;
  variant?: ToastVariant;
  durationMs?: number;
}): Toast {
  const toast: Toast = { id: nextId++, variant: 'default', durationMs: TOAST_DURATION_MS, ...input };
  clearTimeout(timer);
  $toast.set(toast);
  timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
  return toast;
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(timer);
    $toast.set(null);
  }
}
