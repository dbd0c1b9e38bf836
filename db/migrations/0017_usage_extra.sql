-- Custom migration (data, not schema): backfill the Question Bank's usage counts
-- (quiz_question_usage, decision 0023) from the only stored submissions that name their questions
-- before this change: finished self-assessment results on the waitlist
-- (launch_signups.quiz_answers with completed = true) and knowledge-quiz answers kept with a launch
-- signup (launch_signups.metadata.knowledgeQuiz.answers). quiz_completions kept no question ids,
-- so runs finished without a signup cannot be recovered. Progress saves (not completed) are not
-- counted: from now on a question counts once per finished run (/api/quiz-completions).
-- Public ids map to rows as src/lib/quiz/published-bank.ts staffRowOfPublicId does: q-<row id>
-- names the row of that id without a code, anything else a seeded row's code.
WITH given AS (
  SELECT a ->> 'questionId' AS public_id
    FROM launch_signups s, jsonb_array_elements(s.quiz_answers -> 'answers') a
   WHERE jsonb_typeof(s.quiz_answers -> 'answers') = 'array' AND s.quiz_answers ->> 'completed' = 'true'
  UNION ALL
  SELECT a ->> 'questionId'
    FROM launch_signups s, jsonb_array_elements(s.metadata -> 'knowledgeQuiz' -> 'answers') a
   WHERE jsonb_typeof(s.metadata -> 'knowledgeQuiz' -> 'answers') = 'array'
),
answered AS (
  SELECT public_id,
         CASE WHEN public_id ~ '^q-[1-9][0-9]{0,9}$' THEN substr(public_id, 3)::bigint END AS row_id
    FROM given
),
counted AS (
  SELECT q.id AS question_id, count(*)::int AS answered
    FROM answered x
    JOIN quiz_questions q
      ON (q.code IS NOT NULL AND q.code = x.public_id)
      OR (q.code IS NULL AND q.id = x.row_id)
   GROUP BY q.id
)
INSERT INTO quiz_question_usage (question_id, answered)
SELECT question_id, answered FROM counted
ON CONFLICT (question_id) DO UPDATE SET answered = EXCLUDED.answered;
