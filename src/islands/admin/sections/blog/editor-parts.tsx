// Pieces of the blog editor's form: a card section with its heading, a length counter, and the way back after a save.
import type { ReactNode } from 'react';
import { counterLevel, type EditorForm } from '../../../../lib/blog/editor-form.ts';
import { blogEditorReturnPath } from '../../../../lib/blog/editor-return.ts';

export function Counter({ id, value, limit }: { id: string; value: string; limit: number }) {
  const level = counterLevel(value.length, limit);
  return (
    <span id={id} className={`counter counter-${level}`}>
      {value.length}/{limit}
      {level === 'over' && <span className="visually-hidden"> (over the recommended length)</span>}
    </span>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card editor-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Sets one field of the form. */
export type SetField = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) => void;

/** After a save: back to the blog list the editor was opened from (decision 0058), after `delayMs`. */
export function returnAfterSave(delayMs: number): void {
  setTimeout(() => location.assign(blogEditorReturnPath(document.referrer, location.origin)), delayMs);
}
