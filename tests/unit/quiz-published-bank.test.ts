// How the staff bank maps to the public quizzes' published banks, and bank versions (decision 0016).
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  DEFAULT_ENCOURAGEMENT,
  KNOWLEDGE_OPTIONS_MESSAGE,
  knowledgeFromRow,
  optionPointsProblem,
  publicQuestionId,
  publishedBanksFromRows,
  SELF_ASSESSMENT_OPTIONS_MESSAGE,
  selfAssessmentFromRow,
  staffRowOfPublicId,
  staffRowsOfAnswers,
  type StaffQuestionRow,
} from '../../src/lib/quiz/published-bank.ts';
import {
  bankVersionOf,
  KNOWLEDGE_BANK,
  REPOSITORY_BANK_VERSION,
  REPOSITORY_BANKS,
  schemasFor,
  SELF_ASSESSMENT_BANK,
} from '../../src/server/quiz/banks.ts';
import { KNOWLEDGE_POINTS } from '../../src/lib/quiz/scoring.ts';
import { QUIZ_QUESTION_DEFAULTS, QuizQuestionPayloadSchema } from '../../src/lib/schemas/content-quiz.ts';

const row = (overrides: Partial<StaffQuestionRow> = {}): StaffQuestionRow => ({
  id: 41,
  quiz: 'knowledge',
  code: null,
  question: 'Which surah is called the Opening of the Book?',
  options: [
    { text: 'Al-Ikhlas', points: 0 },
    { text: 'Al-Fatihah', points: 6 },
    { text: 'An-Nas', points: 2 },
    { text: 'Al-Falaq', points: 4 },
  ],
  difficulty: 'easy',
  ...overrides,
});

/** The staff rows the seed writes from the repository bank (src/server/content/seed.ts). */
function seededRows(): StaffQuestionRow[] {
  let id = 0;
  return [
    ...KNOWLEDGE_BANK.map((q) => ({
      id: ++id,
      quiz: 'knowledge',
      code: q.id,
      question: q.question,
      difficulty: q.difficulty,
      options: q.options.map((text, i) => ({ text, points: i === q.answer ? KNOWLEDGE_POINTS[q.difficulty] : 0 })),
    })),
    ...SELF_ASSESSMENT_BANK.map((q) => ({
      id: ++id,
      quiz: 'self_assessment',
      code: q.id,
      question: q.question,
      difficulty: q.difficulty,
      options: q.options.map((o) => ({ text: o.text, points: o.points })),
    })),
  ];
}

describe('staff rows → public questions', () => {
  it('a knowledge row: the option with the most points is the correct answer; a staff-added row gets the id q-<row id>', () => {
    expect(knowledgeFromRow(row())).toEqual({
      id: 'q-41',
      difficulty: 'easy',
      question: 'Which surah is called the Opening of the Book?',
      options: ['Al-Ikhlas', 'Al-Fatihah', 'An-Nas', 'Al-Falaq'],
      answer: 1,
    });
    expect(knowledgeFromRow(row({ code: 'k-easy-01' }))).toMatchObject({ id: 'k-easy-01' });
  });

  it('a knowledge row without a single best option, or with an unknown difficulty, cannot be asked', () => {
    expect(knowledgeFromRow(row({ options: [0, 6, 6, 0].map((points) => ({ text: 'x', points })) }))).toBe(
      KNOWLEDGE_OPTIONS_MESSAGE,
    );
    expect(knowledgeFromRow(row({ options: [0, 0, 0, 0].map((points) => ({ text: 'x', points })) }))).toBe(
      KNOWLEDGE_OPTIONS_MESSAGE,
    );
    expect(knowledgeFromRow(row({ difficulty: 'expert' }))).toBe('unknown difficulty expert');
  });

  it('a self-assessment row needs options worth 5, 3, 2 and 1; a seeded row keeps the repository encouragement and emoji', () => {
    const repo = REPOSITORY_BANKS.selfAssessment[0]!;
    const seeded = selfAssessmentFromRow(
      row({
        quiz: 'self_assessment',
        code: repo.id,
        question: repo.question,
        difficulty: repo.difficulty,
        options: repo.options.map((o) => ({ text: o.text, points: o.points })),
      }),
      repo,
    );
    expect(seeded).toEqual(repo);
    const added = selfAssessmentFromRow(
      row({ quiz: 'self_assessment', options: [5, 3, 2, 1].map((points) => ({ text: `${points}`, points })) }),
    );
    expect(added).toMatchObject({
      id: 'q-41',
      encouragement: DEFAULT_ENCOURAGEMENT,
      options: [
        { text: '5', points: 5 },
        { text: '3', points: 3 },
        { text: '2', points: 2 },
        { text: '1', points: 1 },
      ],
    });
    expect(selfAssessmentFromRow(row({ quiz: 'self_assessment' }))).toBe(SELF_ASSESSMENT_OPTIONS_MESSAGE);
  });
});

describe('the staff API refuses options the public quiz cannot ask', () => {
  it('knowledge: one option with the most points; self-assessment: 5, 3, 2 and 1 in any order', () => {
    expect(optionPointsProblem('knowledge', [0, 2, 4, 6])).toBeNull();
    expect(optionPointsProblem('knowledge', [6, 0, 6, 0])).toBe(KNOWLEDGE_OPTIONS_MESSAGE);
    expect(optionPointsProblem('self_assessment', [1, 5, 2, 3])).toBeNull();
    expect(optionPointsProblem('self_assessment', [0, 2, 4, 6])).toBe(SELF_ASSESSMENT_OPTIONS_MESSAGE);
    expect(
      QuizQuestionPayloadSchema.safeParse({
        ...QUIZ_QUESTION_DEFAULTS,
        question: 'Which prayer is prayed at dawn?',
        options: QUIZ_QUESTION_DEFAULTS.options.map((o) => ({ ...o, text: 'x' })),
      }).success,
    ).toBe(true);
    const self = QuizQuestionPayloadSchema.safeParse({
      ...QUIZ_QUESTION_DEFAULTS,
      quiz: 'self_assessment',
      question: 'How often do you pray on time?',
      options: QUIZ_QUESTION_DEFAULTS.options.map((o) => ({ ...o, text: 'x' })),
    });
    expect(self.error?.issues).toEqual([
      expect.objectContaining({ path: ['options'], message: SELF_ASSESSMENT_OPTIONS_MESSAGE }),
    ]);
  });
});

describe('published banks', () => {
  it('the rows the seed writes publish exactly the repository banks, with the repository version', () => {
    const published = publishedBanksFromRows(seededRows(), REPOSITORY_BANKS);
    expect(published.sources).toEqual({ knowledge: 'database', selfAssessment: 'database' });
    expect(published.skipped).toEqual([]);
    expect(published.banks).toEqual(REPOSITORY_BANKS);
    expect(bankVersionOf(published.banks)).toBe(REPOSITORY_BANK_VERSION);
  });

  it('no rows, or too few to draw once, keep the repository bank for that quiz only', () => {
    expect(publishedBanksFromRows([], REPOSITORY_BANKS).sources).toEqual({
      knowledge: 'repository',
      selfAssessment: 'repository',
    });
    const onlyTwoHard = seededRows()
      .filter((r) => !(r.quiz === 'knowledge' && r.difficulty === 'hard'))
      .concat(
        seededRows()
          .filter((r) => r.quiz === 'knowledge' && r.difficulty === 'hard')
          .slice(0, 2),
      );
    const published = publishedBanksFromRows(onlyTwoHard, REPOSITORY_BANKS);
    expect(published.sources).toEqual({ knowledge: 'repository', selfAssessment: 'database' });
    expect(published.banks.knowledge).toBe(REPOSITORY_BANKS.knowledge);
    expect(published.skipped).toEqual([
      {
        id: 0,
        quiz: 'knowledge',
        reason: 'the whole quiz keeps the repository bank: 2 hard questions, a draw needs 3',
      },
    ]);
  });

  it('any change a visitor would see gives a new version; the same banks always give the same version', () => {
    const rows = seededRows();
    const edited = rows.map((r) => (r.id === 1 ? { ...r, question: `${r.question} ` } : r));
    expect(bankVersionOf(publishedBanksFromRows(edited, REPOSITORY_BANKS).banks)).not.toBe(REPOSITORY_BANK_VERSION);
    // Row order in the query does not matter (rows are taken by id).
    expect(bankVersionOf(publishedBanksFromRows([...rows].reverse(), REPOSITORY_BANKS).banks)).toBe(
      REPOSITORY_BANK_VERSION,
    );
    expect(REPOSITORY_BANK_VERSION).toMatch(/^[0-9a-f]{16}$/);
  });

  it('canonical JSON ignores key order (a snapshot read back from jsonb hashes the same)', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 'x' }] })).toBe(canonicalJson({ a: [{ c: 'x', d: 2 }], b: 1 }));
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it('schemas bound to a published bank score by that bank', () => {
    const rows = seededRows();
    const first = KNOWLEDGE_BANK[0]!;
    const moved = rows.map((r) =>
      r.code === first.id
        ? { ...r, options: r.options.map((o, i) => ({ ...o, points: i === (first.answer + 1) % 4 ? 1 : 0 })) }
        : r,
    );
    const banks = publishedBanksFromRows(moved, REPOSITORY_BANKS).banks;
    const easy = banks.knowledge.filter((q) => q.difficulty === 'easy').slice(0, 5);
    const rest = banks.knowledge.filter((q) => q.difficulty !== 'easy');
    const answers = [
      ...easy,
      ...rest.filter((q) => q.difficulty === 'moderate').slice(0, 2),
      ...rest.filter((q) => q.difficulty === 'hard').slice(0, 3),
    ].map((q) => ({ questionId: q.id, optionIndex: first.id === q.id ? first.answer : q.answer }));
    expect(schemasFor(REPOSITORY_BANKS).scoreKnowledgeAnswers(answers).score).toBe(50);
    expect(schemasFor(banks).scoreKnowledgeAnswers(answers).score).toBe(48);
  });
});

describe('staffRowOfPublicId (usage counts map answers to staff rows, decision 0023)', () => {
  it('is the inverse of publicQuestionId for seeded and staff-added rows', () => {
    for (const row of [
      { id: 3, code: 'k-easy-01' },
      { id: 42, code: null },
      { id: 2_147_483_647, code: null },
    ]) {
      const target = staffRowOfPublicId(publicQuestionId(row));
      expect(target).toEqual(row.code ? { code: row.code } : { rowId: row.id });
    }
  });

  it('reads anything that is not a valid q-<row id> as a code (never NaN, never beyond int4)', () => {
    expect(staffRowOfPublicId('q-0')).toEqual({ code: 'q-0' });
    expect(staffRowOfPublicId('q-007')).toEqual({ code: 'q-007' });
    expect(staffRowOfPublicId('q-2147483648')).toEqual({ code: 'q-2147483648' });
    expect(staffRowOfPublicId('q-12x')).toEqual({ code: 'q-12x' });
    expect(staffRowOfPublicId('q-')).toEqual({ code: 'q-' });
  });

  it('staffRowsOfAnswers names each row once, sorted (the counter rows are locked in one order)', () => {
    expect(
      staffRowsOfAnswers([
        { questionId: 'q-9' },
        { questionId: 's-hard-02' },
        { questionId: 'q-2' },
        { questionId: 'k-easy-01' },
        { questionId: 'q-9' },
      ]),
    ).toEqual({
      rowIds: [2, 9],
      codes: ['k-easy-01', 's-hard-02'],
    });
    expect(staffRowsOfAnswers([])).toEqual({ rowIds: [], codes: [] });
  });
});
