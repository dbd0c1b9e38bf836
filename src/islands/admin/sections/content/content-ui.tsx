// Building blocks shared by the content tabs (Daily Verses, Thawab Tasks, Badges, Spiritual Quiz):
// a paged list loaded from the server with search and filters, a native <dialog> form, the
// Active/Inactive pill and field errors from the server's issues.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { trapFocus } from '../../../shared/focus-trap.ts';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { withQuery } from '../../../../lib/routes.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { showToast } from '../../../../stores/toast.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZE = 50;

/** Loads `path` with the given query whenever it changes (search typed is debounced). */
export function usePagedList<T>(path: string, query: Record<string, string>) {
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const key = JSON.stringify(query);
  const lastKey = useRef(key);
  if (lastKey.current !== key) {
    lastKey.current = key;
    if (page !== 1) setPage(1);
  }
  const load = useCallback(async () => {
    try {
      setData(await guarded(() => api.get<Page<T>>(withQuery(path, { ...JSON.parse(key), page, pageSize: PAGE_SIZE }))));
      setError(null);
    } catch (e) {
      setError(errorMessage(e, 'Could not load the list.'));
    }
  }, [path, key, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);
  return { data, error, reload: load, page, setPage, setData };
}

export function Pager({ page, total, onPage, label }: { page: number; total: number; onPage: (p: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return <p className="admin-muted content-count">{total} {label}</p>;
  return (
    <nav className="content-pager" aria-label={`${label} pages`}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span>Page {page} of {pages} · {total} {label}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
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

/** A modal form (native <dialog>: Escape cancels, the page behind is inert). */
export function FormDialog({ title, submitLabel, busy, error, onSubmit, onCancel, children, wide }: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog ref={ref} className={wide ? 'content-dialog content-dialog-wide' : 'content-dialog'} aria-labelledby="content-dialog-title" onCancel={(e) => { e.preventDefault(); onCancel(); }} onKeyDown={trapFocus}>
      <form onSubmit={submit} noValidate>
        <h2 id="content-dialog-title">{title}</h2>
        {error && <p className="admin-error" role="alert">{error}</p>}
        <div className="content-dialog-body">{children}</div>
        <div className="content-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>Cancel</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving...' : submitLabel}</button>
        </div>
      </form>
    </dialog>
  );
}

/** A labelled control with its error and hint, linked by aria-describedby. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (describedBy: string | undefined, invalid: boolean) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy, Boolean(error))}
      {hint && <p id={`${id}-hint`} className="hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

export interface FilterSelect {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly string[];
  format?: (value: string) => string;
}

/** The search box and filter selects above a content table (filters combine with AND on the server). */
export function FilterBar({ search, selects }: { search: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }; selects: FilterSelect[] }) {
  return (
    <div className="admin-filters">
      <div className="admin-field">
        <label htmlFor={search.id}>{search.label}</label>
        <input id={search.id} type="search" placeholder={search.placeholder} value={search.value} onChange={(e) => search.onChange(e.target.value)} />
      </div>
      {selects.map((s) => (
        <div className="admin-field" key={s.id}>
          <label htmlFor={s.id}>{s.label}</label>
          <select id={s.id} value={s.value} onChange={(e) => s.onChange(e.target.value)}>
            <option value="all">{s.allLabel}</option>
            {s.options.map((o) => <option key={o} value={o}>{s.format ? s.format(o) : o}</option>)}
          </select>
        </div>
      ))}
    </div>
  );
}

/** Flips an item's isActive through PATCH and replaces the row with the server's answer. */
export function useStatusToggle<T extends { id: number; isActive: boolean }>(itemPath: (id: number) => string, setData: (update: (d: Page<T> | null) => Page<T> | null) => void) {
  const [toggling, setToggling] = useState<number | null>(null);
  const toggle = async (item: T) => {
    setToggling(item.id);
    try {
      const updated = await guarded(() => api.patch<T>(itemPath(item.id), { isActive: !item.isActive }));
      setData((d) => d && { ...d, items: d.items.map((x) => (x.id === updated.id ? updated : x)) });
    } catch (e) {
      showToast({ title: 'Could not change the status', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setToggling(null);
    }
  };
  return { toggling, toggle };
}

/** The clickable Active/Inactive pill (product §4 toggles). */
export function StatusToggle({ active, name, onToggle, busy }: { active: boolean; name: string; onToggle: () => void; busy: boolean }) {
  return (
    <button type="button" className={`status-pill status-toggle ${active ? 'status-active' : 'status-inactive'}`} aria-pressed={active} aria-label={`${name}: ${active ? 'Active' : 'Inactive'}. Click to make ${active ? 'inactive' : 'active'}`} onClick={onToggle} disabled={busy}>
      {active ? 'Active' : 'Inactive'}
    </button>
  );
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
  if (!window.confirm(question)) return;
  try {
    await guarded(remove);
    showToast({ title: 'Deleted', description: 'The item was removed.', variant: 'success' });
    done();
  } catch (e) {
    showToast({ title: 'Could not delete', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
  }
}

export function capitalise(text: string): string {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}
