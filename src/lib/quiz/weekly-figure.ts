// The home page's "N people take this quiz every week" (decision 0058): N is measured, the quiz
// completions stored in the last 7 days (GET /api/quiz-stats `weekly`), and the sentence is shown
// only from WEEKLY_FIGURE_FLOOR up, so a quiet week (or a fresh install) shows no figure at all
// rather than a small or invented one. It replaces the spec's fixed "14,000" claim.
export const WEEKLY_FIGURE_FLOOR = 100;

/** Whether a measured weekly count is shown on the home page. */
export function showsWeeklyFigure(weekly: number): boolean {
  return Number.isInteger(weekly) && weekly >= WEEKLY_FIGURE_FLOOR;
}
