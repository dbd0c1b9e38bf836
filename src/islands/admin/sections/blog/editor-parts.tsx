// Pieces of the blog editor's form: a card section with its heading, and a length counter.
import type { ReactNode } from 'react';
import { counterLevel, type EditorForm } from '../../../../lib/blog/editor-form.ts';

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
