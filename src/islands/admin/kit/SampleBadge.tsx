// Marks a row the sample-community generator made, so staff never take it for a real person
// (decision 0043); `npm run db:sample:remove` deletes these.
export function SampleBadge({ sample }: { sample: boolean }) {
  if (!sample) return null;
  return (
    <span className="status-pill pill-sample" title="Generated sample data, not a real person">
      Sample
    </span>
  );
}
