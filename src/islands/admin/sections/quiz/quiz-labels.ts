// How the admin names the two public quizzes.
export const QUIZ_LABEL: Record<string, string> = { knowledge: 'Knowledge quiz', self_assessment: 'Self-assessment' };
