// A circle's visibility: its label, the other one, and the clickable badge in the list that switches it.
import type { CircleVisibility } from '../../../../lib/people.ts';

export const otherVisibility = (v: CircleVisibility): CircleVisibility => (v === 'public' ? 'private' : 'public');
export const visibilityLabel = (v: CircleVisibility) => (v === 'public' ? 'Public' : 'Private');

export function VisibilityBadge({
  circle,
  onToggle,
  busy,
}: {
  circle: { name: string; visibility: CircleVisibility };
  onToggle: () => void;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      className={`status-pill badge-button pill-${circle.visibility}`}
      onClick={onToggle}
      disabled={busy}
      aria-label={`${visibilityLabel(circle.visibility)}: make ${circle.name} ${otherVisibility(circle.visibility)}`}
    >
      {visibilityLabel(circle.visibility)}
    </button>
  );
}
