// What a back-office form shows when its save met a newer version of the record (decision 0029):
// who changed it and when, and the two ways on. Nothing the user typed is thrown away unasked:
// "Reload theirs" puts their version in the form; "Keep mine" keeps the typed values and takes the
// new version, so saving again replaces theirs knowingly.
import { useId, useState } from 'react';
import { changedByText, type VersionConflict } from '../../../lib/versions.ts';
import { formatDateTime } from './format.ts';

/** "Amina Yusuf (amina) changed this badge on 25 Nov 2026, 14:03, after you opened it." */
export function conflictSentence(conflict: Pick<VersionConflict, 'changedBy' | 'changedAt'>, noun: string): string {
  return `${changedByText(conflict.changedBy)} changed this ${noun} on ${formatDateTime(conflict.changedAt)}, after you opened it.`;
}

export interface ConflictState<T = unknown> {
  conflict: VersionConflict<T>;
  noun: string;
  reloadTheirs: () => void;
  keepMine: () => void;
}

/**
 * The version a form saves against, and the conflict its last save met. `reload` puts a record
 * into the form (for "Reload theirs").
 */
export function useVersioned<T extends { version: number }>(
  initial: number | undefined,
  noun: string,
  reload: (current: T) => void,
) {
  const [version, setVersion] = useState(initial);
  const [conflict, setConflict] = useState<VersionConflict<T> | null>(null);
  const settle = (theirs: boolean) => {
    if (!conflict) return;
    if (theirs) reload(conflict.current);
    setVersion(conflict.current.version);
    setConflict(null);
  };
  const state: ConflictState<T> | null = conflict && {
    conflict,
    noun,
    reloadTheirs: () => settle(true),
    keepMine: () => settle(false),
  };
  return { version, setVersion, onConflict: setConflict, conflict: state };
}

/** The notice inside a form: the sentence, what each choice does, and the two buttons. */
export function ConflictNotice({
  state,
  keepMineLabel = 'Keep mine',
  keepMineHint,
}: {
  state: ConflictState;
  keepMineLabel?: string;
  keepMineHint?: string;
}) {
  const id = useId();
  return (
    <div className="conflict-notice" role="group" aria-labelledby={id}>
      <p id={id} role="alert">
        <strong>Not saved.</strong> {conflictSentence(state.conflict, state.noun)}
      </p>
      <p className="conflict-hint">
        Reload theirs shows their version here.{' '}
        {keepMineHint ?? `${keepMineLabel} keeps what you typed: save again to replace their version with yours.`}
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={state.reloadTheirs}>
          Reload theirs
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={state.keepMine}>
          {keepMineLabel}
        </button>
      </div>
    </div>
  );
}
