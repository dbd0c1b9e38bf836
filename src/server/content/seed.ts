// Seeds the app's content on first run, table by table: a table is filled only while it is
// empty, so running it again (every `npm start`) never overwrites or duplicates staff edits.
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { badges, quizQuestions, spiritualLevels, thawabTasks, verses } from '../../../db/schema.ts';
import { addDays, todayIso } from '../../lib/dates.ts';
import { KNOWLEDGE_BANK, SELF_ASSESSMENT_BANK } from '../quiz/banks.ts';
import { KNOWLEDGE_POINTS } from '../../lib/quiz/scoring.ts';
import { verifiedVerse } from '../quran.ts';
import { SEED_BADGES, SEED_LEVELS, SEED_THAWABS } from './seed-catalogue.ts';
import { SEED_VERSES } from './seed-verses.ts';
import { seedTranslations } from './seed-translations.ts';
import { seededQuestionTranslations, seedQuestionTranslations } from '../quiz/seed-question-translations.ts';
import { fillEditionTexts } from '../repositories/content-verses.ts';
import { refreshStoredEnglish } from '../quran/english-refresh.ts';

/** Days of the seeded schedule, from the seeding day on. */
export const SEED_SCHEDULE_DAYS = 30;

async function isEmpty(
  db: Database,
  table: typeof verses | typeof thawabTasks | typeof badges | typeof quizQuestions | typeof spiritualLevels,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export async function seedContent(db: Database, today = todayIso()): Promise<string[]> {
  const seeded: string[] = [];
  if (await isEmpty(db, verses)) {
    const rows = await Promise.all(
      SEED_VERSES.map(async (v, i) => {
        const text = await verifiedVerse(v.surah, v.ayah);
        const [from] = text.ayahNumber.split('-');
        return {
          surah: v.surah,
          ayahNumber: text.ayahNumber,
          ayahFrom: Number(from),
          arabic: text.arabic,
          translation: text.translation,
          tags: v.tags,
          isWidgetPriority: v.priority ?? false,
          index: i,
        };
      }),
    );
    // Spread the themes over the month: every 7th verse of the list (7 and the list length share no factor).
    const order = rows.map((_, i) => (i * 7) % rows.length);
    const scheduleOf = new Map(
      order.slice(0, SEED_SCHEDULE_DAYS).map((rowIndex, day) => [rowIndex, addDays(today, day)]),
    );
    await db
      .insert(verses)
      .values(rows.map(({ index, ...r }) => ({ ...r, scheduledDate: scheduleOf.get(index) ?? null })));
    seeded.push(`${rows.length} verses (${SEED_SCHEDULE_DAYS} days scheduled from ${today})`);
  }
  if (await isEmpty(db, thawabTasks)) {
    await db.insert(thawabTasks).values(SEED_THAWABS.map((task) => ({ ...task, isActive: true })));
    seeded.push(`${SEED_THAWABS.length} thawab tasks`);
  }
  if (await isEmpty(db, badges)) {
    await db.insert(badges).values(SEED_BADGES.map((badge) => ({ ...badge, isActive: true })));
    seeded.push(`${SEED_BADGES.length} badges`);
  }
  if (await isEmpty(db, quizQuestions)) {
    const knowledge = KNOWLEDGE_BANK.map((q) => ({
      quiz: 'knowledge',
      code: q.id,
      question: q.question,
      options: q.options.map((text, i) => ({ text, points: i === q.answer ? KNOWLEDGE_POINTS[q.difficulty] : 0 })),
      difficulty: q.difficulty,
      category: q.category,
    }));
    const self = SELF_ASSESSMENT_BANK.map((q) => ({
      quiz: 'self_assessment',
      code: q.id,
      question: q.question,
      options: q.options.map((o) => ({ text: o.text, points: o.points, ...(o.emoji ? { emoji: o.emoji } : {}) })),
      difficulty: q.difficulty,
      category: q.category,
    }));
    // With the repository's translations of each question (decision 0051), as the files showed them.
    const at = new Date().toISOString();
    await db
      .insert(quizQuestions)
      .values(
        [...knowledge, ...self].map((q) => ({ ...q, translations: seededQuestionTranslations({ id: 0, ...q }, at) })),
      );
    seeded.push(`${knowledge.length + self.length} quiz questions`);
  }
  if (await isEmpty(db, spiritualLevels)) {
    await db.insert(spiritualLevels).values(SEED_LEVELS.map((l, position) => ({ ...l, position })));
    seeded.push(`${SEED_LEVELS.length} spiritual levels`);
  }
  // Also on a database seeded before translations existed; never over a staff save (see there).
  const translated = await seedTranslations(db);
  if (translated > 0) seeded.push(`translations of ${translated} seeded thawab tasks, badges and levels`);
  const questions = await seedQuestionTranslations(db);
  if (questions > 0) seeded.push(`translations of ${questions} seeded quiz questions`);
  // The editions' texts the Daily Verses search matches (decision 0053), for verses that lack them.
  const filled = await fillEditionTexts(db);
  if (filled > 0) seeded.push(`the published editions' texts of ${filled} verses, for search`);
  // Verses stored with the English used before QuranEnc's (decision 0061), where staff did not change it.
  const refreshed = await refreshStoredEnglish(db);
  if (refreshed > 0) seeded.push(`the licensed English translation of ${refreshed} verses`);
  return seeded;
}
