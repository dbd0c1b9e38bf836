// The figures the public pages count from stored rows (decision 0058, amended 2026-11-28): each is a
// field of GET /api/quiz-stats, shown only from FIGURE_FLOOR up, so a quiet week or a fresh install
// shows no figure rather than a small or invented one. The product's other figures are constants of
// the code (src/lib/site-figures.ts). Imports nothing: the quiz island's counter uses it.

/** A measured figure below this is not shown at all. */
export const FIGURE_FLOOR = 100;

/** Each measured figure, the field of GET /api/quiz-stats that carries it, and the rows it counts. */
export const MEASURED_FIGURES = {
  weekly: { field: 'weekly', source: 'quiz_completions rows completed in the last 7 days' },
  answered: { field: 'completions', source: 'every quiz_completions row' },
} as const;
export type MeasuredFigure = keyof typeof MEASURED_FIGURES;
export type MeasuredField = (typeof MEASURED_FIGURES)[MeasuredFigure]['field'];

/** Whether a measured count is shown: a whole number from the floor up. */
export function showsFigure(count: unknown): count is number {
  return typeof count === 'number' && Number.isInteger(count) && count >= FIGURE_FLOOR;
}
