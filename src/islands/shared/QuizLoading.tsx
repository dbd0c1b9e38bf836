/** A quiz card that waits: the bank, a result screen or the waitlist form still on its way. */
export function QuizLoading({ text }: { text: string }) {
  return (
    <div className="card loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
