/** A quiz card that waits: the bank, a result screen or the waitlist form still on its way. */
export function QuizLoading({ text }: { text: string }) {
  return (
    <div className="card loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * The wait for a quiz's first question, in the question card's own boxes: the count line (which
 * says what is being prepared), the progress bar, the question's lines, the encouragement's (the
 * self-assessment's) and four answers of the same height. The question then takes its place
 * without moving the page below it: the 16rem wait card moved /test's footer by a layout shift of
 * 0.051–0.056 on a phone, over decision 0063's limit of 0.05.
 */
export function QuestionLoading({ text, kind }: { text: string; kind: 'self' | 'knowledge' }) {
  return (
    <section className="card question question-loading" role="status">
      <p className="question-count">{text}</p>
      <div aria-hidden="true">
        <div className="quiz-progress" />
        <div className="skeleton-heading skeleton-text" />
        {kind === 'self' && <div className="encouragement skeleton-text" />}
        <ul className="options">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <span className="option">
                <span className={kind === 'self' ? 'option-emoji skeleton-text' : 'option-letter'} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
