// Quiz questions per locale, edited in the Spiritual Quiz tab (decision 0051): the question and option
// texts of each language saved with the question (stamped, versioned, audited in one transaction),
// checked on the server (known locales only, one text per English option, complete or empty, never
// points), searched in SQL in every language, seeded from the repository files into rows never
// written (never over a staff save), and a change of texts alone rebuilding the site.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminQuestions from '../../functions/admin-quiz-questions.mts';
import { API, withQuery } from '../../src/lib/routes.ts';
import type { QuizQuestion } from '../../src/lib/schemas/content-quiz.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { BANK_TRANSLATIONS } from '../../src/server/quiz/bank-translations.ts';
import { currentPublishedBanks } from '../../src/server/quiz/bank-versions.ts';
import { seedQuestionTranslations } from '../../src/server/quiz/seed-question-translations.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const cookies = {} as Record<StaffRole, string>;
const TABLES = [
  'quiz_questions',
  'quiz_bank_versions',
  'audit_log',
  'verses',
  'thawab_tasks',
  'badges',
  'spiritual_levels',
];
const CODE = 'k-easy-01';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`SELECT id FROM quiz_questions WHERE code = ${code}`))[0]!.id;
const get = (id: number, cookie = cookies['Content Editor']) =>
  call(adminQuestions, staffRequest('GET', API.adminQuizQuestions.path(id), { cookie }), context({ id: String(id) }));
const put = (id: number, body: unknown, cookie: string | null = cookies['Content Editor']) =>
  call(
    adminQuestions,
    staffRequest('PUT', API.adminQuizQuestions.path(id), { cookie: cookie ?? undefined, body }),
    context({ id: String(id) }),
  );
const audits = async (id: number) =>
  (
    await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'quiz_question.updated' AND entity_id = ${String(id)}`,
    )
  )[0]!.n;

/** The question as the dialog loaded it, ready to send back (the API's fields minus the read-only ones). */
async function loaded(id: number) {
  const { body } = await get(id);
  const { id: _id, code: _code, usageCount: _usage, ...fields } = body as QuizQuestion;
  return fields;
}

const ARABIC = { question: 'كم عدد سور القرآن الكريم من الفاتحة إلى الناس؟', options: ['١١٠', '١١٤', '١٢٠', '٩٩'] };

beforeAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  await seedContent(db);
  await currentPublishedBanks(db);
});

afterAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  await closeDb();
});

describe('the seed', () => {
  it('gives every seeded question the repository’s texts in all seven locales, written by the team and not reviewed', async () => {
    const id = await idOf(CODE);
    const { status, body } = await get(id);
    expect(status).toBe(200);
    expect(Object.keys(body.translations).sort()).toEqual(['ar', 'bn', 'fr', 'id', 'ms', 'tr', 'ur']);
    expect(body.translations.ar).toMatchObject({
      question: BANK_TRANSLATIONS.ar!.knowledge[CODE]!.question,
      options: BANK_TRANSLATIONS.ar!.knowledge[CODE]!.options,
      writtenBy: 'team',
      reviewed: false,
    });
    const [empty] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM quiz_questions WHERE translations IS NULL OR translations = '{}'::jsonb`,
    );
    expect(empty!.n).toBe(0);
  });
});

describe('staff save a question’s texts per locale', () => {
  it('a Content Editor saves the Arabic texts with the question: stamped, audited once, other locales keep their stamps', async () => {
    const id = await idOf(CODE);
    const fields = await loaded(id);
    const auditsBefore = await audits(id);
    const saved = await put(id, {
      ...fields,
      translations: { ...fields.translations, ar: { ...ARABIC, reviewed: true } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.translations.ar).toMatchObject({ ...ARABIC, writtenBy: 'editor', reviewed: true });
    expect(saved.body.translations.fr, 'a locale sent back as read keeps its author').toMatchObject({
      writtenBy: 'team',
    });
    expect(saved.body.version).toBe(fields.version + 1);
    expect(await audits(id)).toBe(auditsBefore + 1);
    const [stored] = await rows<{ q: string }>(
      sql`SELECT translations->'ar'->>'question' AS q FROM quiz_questions WHERE id = ${id}`,
    );
    expect(stored!.q).toBe(ARABIC.question);
  });

  it('a save from an older version answers 409 with the question as it is now, and writes nothing', async () => {
    const id = await idOf(CODE);
    const fields = await loaded(id);
    const auditsBefore = await audits(id);
    const stale = await put(id, {
      ...fields,
      version: fields.version - 1,
      translations: { ar: { question: 'قديم', options: ['أ', 'ب', 'ج', 'د'] } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe('version');
    expect(stale.body.current.translations.ar.question).toBe(ARABIC.question);
    const [stored] = await rows<{ q: string }>(
      sql`SELECT translations->'ar'->>'question' AS q FROM quiz_questions WHERE id = ${id}`,
    );
    expect(stored!.q).toBe(ARABIC.question);
    expect(await audits(id)).toBe(auditsBefore);
  });

  it('refuses an unknown locale, English as a locale, another number of options, points per locale and a half translation (400, per field), writing nothing', async () => {
    const id = await idOf(CODE);
    const fields = await loaded(id);
    const auditsBefore = await audits(id);
    const send = (translations: unknown) => put(id, { ...fields, translations });

    const unknown = await send({ xx: ARABIC });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0]).toMatchObject({ path: 'translations' });
    expect(unknown.body.issues[0].message).toContain('ar, ur, id, bn, tr, ms, fr');
    expect((await send({ en: ARABIC })).status).toBe(400);

    const three = await send({ ar: { question: ARABIC.question, options: ARABIC.options.slice(0, 3) } });
    expect(three.status).toBe(400);
    expect(three.body.issues).toEqual([
      {
        path: 'translations.ar.options',
        message:
          'Arabic needs exactly 4 option texts, one per English option (their order and points are the English ones)',
      },
    ]);
    const five = await send({ tr: { question: 'Soru?', options: ['a', 'b', 'c', 'd', 'e'] } });
    expect(five.status).toBe(400);
    expect(five.body.issues[0].path).toBe('translations.tr.options');

    const points = await send({
      ar: { question: ARABIC.question, options: ARABIC.options.map((text) => ({ text, points: 6 })) },
    });
    expect(points.status).toBe(400);
    expect(points.body.issues[0].path).toMatch(/^translations\.ar\.options\.0/);
    expect((await send({ ar: { ...ARABIC, points: [6, 0, 0, 0] } })).status).toBe(400);

    const half = await send({ ur: { question: 'قرآن میں کتنی سورتیں ہیں؟', options: ['۱۱۰', '', '۱۲۰', ''] } });
    expect(half.status).toBe(400);
    expect(half.body.issues.map((i: { path: string }) => i.path)).toEqual([
      'translations.ur.options.1',
      'translations.ur.options.3',
    ]);

    const [stored] = await rows<{ t: Record<string, { question: string }> }>(
      sql`SELECT translations AS t FROM quiz_questions WHERE id = ${id}`,
    );
    expect(stored!.t.ar!.question).toBe(ARABIC.question);
    expect(stored!.t.ur!.question).toBe(BANK_TRANSLATIONS.ur!.knowledge[CODE]!.question);
    expect(await audits(id)).toBe(auditsBefore);
  });

  it('only content staff may save: Moderator 403, signed out 401', async () => {
    const id = await idOf('k-easy-06');
    const fields = await loaded(id);
    const body = {
      ...fields,
      translations: { ...fields.translations, ar: { question: 'سؤال؟', options: ['أ', 'ب', 'ج', 'د'] } },
    };
    expect((await put(id, body, cookies.Moderator)).status).toBe(403);
    expect((await put(id, body, null)).status).toBe(401);
    expect((await put(id, body, cookies['Super Admin'])).status).toBe(200);
  });

  it('a language cleared in the dialog is removed (its page shows the English); a new question may carry translations', async () => {
    const id = await idOf('k-easy-02');
    const fields = await loaded(id);
    const saved = await put(id, {
      ...fields,
      translations: { ...fields.translations, bn: { question: ' ', options: ['', '', '', ''] } },
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.translations).sort()).toEqual(['ar', 'fr', 'id', 'ms', 'tr', 'ur']);

    const created = await call(
      adminQuestions,
      staffRequest('POST', API.adminQuizQuestions.path(), {
        cookie: cookies['Content Editor'],
        body: {
          quiz: 'knowledge',
          question: 'Which surah is called the Opening?',
          options: [
            { text: 'Al-Fatihah', points: 3 },
            { text: 'Al-Ikhlas', points: 0 },
            { text: 'An-Nas', points: 0 },
            { text: 'Al-Falaq', points: 0 },
          ],
          difficulty: 'moderate',
          category: 'Quran',
          translations: {
            fr: {
              question: 'Quelle sourate est appelée l’Ouverture ?',
              options: ['Al-Fatiha', 'Al-Ikhlas', 'An-Nas', 'Al-Falaq'],
            },
          },
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.translations).toEqual({
      fr: expect.objectContaining({
        question: 'Quelle sourate est appelée l’Ouverture ?',
        writtenBy: 'editor',
        reviewed: false,
      }),
    });
  });
});

describe('search in every language, in SQL', () => {
  const search = async (q: string) => {
    const { status, body } = await call(
      adminQuestions,
      staffRequest('GET', withQuery(API.adminQuizQuestions.path(), { q }), { cookie: cookies['Content Editor'] }),
    );
    expect(status).toBe(200);
    return (body.items as QuizQuestion[]).map((item) => item.code);
  };
  it('matches the question text in English, Arabic, Urdu, French…, case-insensitively; LIKE wildcards are literal', async () => {
    expect(await search('سور القرآن الكريم من الفاتحة')).toEqual([CODE]); // the staff's Arabic
    expect(await search(BANK_TRANSLATIONS.ur!.knowledge['k-hard-03']!.question.slice(0, 20))).toContain('k-hard-03');
    expect(await search(BANK_TRANSLATIONS.fr!.selfAssessment['s-easy-01']!.question.toUpperCase())).toEqual([
      's-easy-01',
    ]);
    expect(await search('Opening')).toEqual([null]); // English, the question added above
    expect(await search('%')).toEqual([]);
    expect(await search('no such question anywhere')).toEqual([]);
  });
});

describe('what the public pages show', () => {
  it('a change of one locale’s texts alone rebuilds once (the version stays: scoring never reads texts); saving them unchanged does not', async () => {
    const id = await idOf('k-mod-01');
    const before = await currentPublishedBanks(db);
    const fields = await loaded(id);
    const changed = await put(id, {
      ...fields,
      translations: {
        ...fields.translations,
        id: { question: 'Pertanyaan yang disunting?', options: ['A', 'B', 'C', 'D'] },
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-rebuild')).toBe('not-configured'); // a rebuild was due (no hook in tests)
    const after = await currentPublishedBanks(db);
    expect(after.version).toBe(before.version);
    expect(after.textsKey).not.toBe(before.textsKey);
    expect(after.locales.id.texts.knowledge['k-mod-01']!.question).toBe('Pertanyaan yang disunting?');
    const again = await put(id, { ...(await loaded(id)) });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-rebuild')).toBe('none');
  });

  it('seeds rows never written, never a staff save (even an emptied one), never a question reshaped since', async () => {
    const emptied = await idOf('k-easy-03');
    const fields = await loaded(emptied);
    const cleared = Object.fromEntries(
      Object.keys(fields.translations).map((code) => [code, { question: '', options: ['', '', '', ''] }]),
    );
    expect((await put(emptied, { ...fields, translations: cleared })).body.translations).toEqual({});
    const unwritten = await idOf('k-easy-04');
    const reshaped = await idOf('k-easy-05');
    await db.execute(sql`UPDATE quiz_questions SET translations = NULL WHERE id IN (${unwritten}, ${reshaped})`);
    // k-easy-05's correct answer moves to another option: the repository's texts no longer fit it.
    const options = (
      await rows<{ options: { text: string; points: number }[] }>(
        sql`SELECT options FROM quiz_questions WHERE id = ${reshaped}`,
      )
    )[0]!.options;
    const correct = options.findIndex((o) => o.points > 0);
    const moved = options.map((o, i) => ({ ...o, points: i === (correct + 1) % 4 ? options[correct]!.points : 0 }));
    await db.execute(sql`UPDATE quiz_questions SET options = ${JSON.stringify(moved)}::jsonb WHERE id = ${reshaped}`);
    const versionBefore = (
      await rows<{ version: number }>(sql`SELECT version FROM quiz_questions WHERE id = ${unwritten}`)
    )[0]!.version;

    expect(await seedQuestionTranslations(db)).toBe(1);
    const stored = await rows<{ id: number; t: Record<string, { writtenBy: string }> | null; version: number }>(
      sql`SELECT id, translations AS t, version FROM quiz_questions WHERE id IN (${emptied}, ${unwritten}, ${reshaped})`,
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(byId.get(emptied)!.t).toEqual({});
    expect(Object.keys(byId.get(unwritten)!.t!)).toHaveLength(7);
    expect(byId.get(unwritten)!.t!.ar!.writtenBy).toBe('team');
    expect(byId.get(unwritten)!.version, 'an open dialog cannot save its empty languages over the seed').toBe(
      versionBefore + 1,
    );
    expect(byId.get(reshaped)!.t).toBeNull();
    // The build shows the reshaped question in English in every locale rather than misaligned.
    const banks = await currentPublishedBanks(db);
    expect(banks.locales.ar.untranslated).toEqual(expect.arrayContaining(['k-easy-03', 'k-easy-05']));
    expect(banks.locales.ar.untranslated).not.toContain('k-easy-04');
    expect(await seedQuestionTranslations(db)).toBe(0);
  });
});
