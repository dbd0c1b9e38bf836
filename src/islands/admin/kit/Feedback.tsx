// Small displays shared by the tabs: a load error with Try again, a progress bar, a statistic card
// and the clickable Active/Inactive pill.
import { useId, type ReactNode } from 'react';
import './kit-styles.ts';

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-panel card" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className="admin-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-label={label}
    >
      <span style={{ width: `${clamped}%` }} />
    </div>
  );
}

/**
 * One card of a `<ul className="stat-cards">`: a label, a value and an optional note. `data-*`
 * props go on the card (e.g. `data-stat`, which tests select), `valueTestId` on the value. A
 * `definition` (what the figure counts) makes the card focusable and shows it as a tooltip on hover
 * and focus, read by screen readers as the card's description.
 */
export function StatCard({
  label,
  value,
  note,
  definition,
  className,
  valueTestId,
  ...data
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  definition?: string;
  className?: string;
  valueTestId?: string;
} & { [attribute: `data-${string}`]: string }) {
  const definitionId = useId();
  const classes = ['card', 'stat-card', definition ? 'stat-card-defined' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      {...data}
      {...(definition ? { tabIndex: 0, title: definition, 'aria-describedby': definitionId } : {})}
    >
      <span className="stat-label">{label}</span>
      <span className="stat-value" data-testid={valueTestId}>
        {value}
      </span>
      {note}
      {definition && (
        <span id={definitionId} role="tooltip" className="stat-definition">
          {definition}
        </span>
      )}
    </li>
  );
}

/** The clickable Active/Inactive pill (product §4 toggles). */
export function StatusToggle({
  active,
  name,
  onToggle,
  busy,
}: {
  active: boolean;
  name: string;
  onToggle: () => void;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      className={`status-pill status-toggle ${active ? 'status-active' : 'status-inactive'}`}
      aria-pressed={active}
      aria-label={`${name}: ${active ? 'Active' : 'Inactive'}. Click to make ${active ? 'inactive' : 'active'}`}
      onClick={onToggle}
      disabled={busy}
    >
      {active ? 'Active' : 'Inactive'}
    </button>
  );
}
