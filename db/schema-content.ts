// The content the app serves (decision 0014): Daily Verses, Thawab Tasks, Badges, the Spiritual Quiz's
// question bank and levels. Spec §3 entities; validation lives in src/lib/schemas/content-*.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '../src/lib/i18n/content.ts';
import type { BadgeRuleKind } from '../src/lib/content/badge-rules.ts';
import type { AppTheme } from '../src/lib/schemas/app-auth.ts';
import type { QuestionTranslations } from '../src/lib/quiz/question-translations.ts';
import type { QuranEditionLocale } from '../src/lib/content/quran-source.ts';
import { versionColumns } from './schema-versions.ts';

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const verses = pgTable(
  'verses',
  {
    id: serial('id').primaryKey(),
    surah: smallint('surah').notNull(),
    /** "5" or a range "5-6" (validated against the surah's length). */
    ayahNumber: varchar('ayah_number', { length: 100 }).notNull(),
    ayahFrom: smallint('ayah_from').notNull(),
    arabic: text('arabic').notNull(),
    translation: text('translation').notNull(),
    /**
     * The verse's translation in each published edition the app serves (QURAN_EDITIONS, decision
     * 0048), copied unchanged from quran-json when the verse is written, so the Daily Verses search
     * can match them in SQL (decision 0053). Derived, never edited; null until filled (a verse
     * written before this column existed is filled at the next start or build).
     */
    editionTexts: jsonb('edition_texts').$type<Partial<Record<QuranEditionLocale, string>>>(),
    // search_text: a generated column added by the custom migration i18n_search_extra (its
    // expression calls that migration's functions, which drizzle-kit cannot express): the verse's
    // folded English, Arabic and editions' texts, trigram-indexed for the Daily Verses search.
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** One verse per date at most. */
    scheduledDate: date('scheduled_date', { mode: 'string' }).unique('verses_scheduled_date_unique'),
    isWidgetPriority: boolean('is_widget_priority').notNull().default(false),
    /**
     * Dense 0-based position in id order, and among priority verses (null for the others): the
     * verse-of-the-day rotation reads the n-th verse by index instead of counting and skipping
     * (docs/decisions/0017). Kept dense by a statement trigger on every insert, delete and
     * priority change (migration verse_rotation_extra); never written by the application.
     */
    rotationIndex: integer('rotation_index'),
    priorityIndex: integer('priority_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    check('verses_surah_range', sql`${table.surah} BETWEEN 1 AND 114`),
    index('verses_priority_idx')
      .on(table.id)
      .where(sql`${table.isWidgetPriority}`),
    index('verses_reference_idx').on(table.surah, table.ayahFrom),
    index('verses_rotation_idx').on(table.rotationIndex),
    index('verses_priority_index_idx').on(table.priorityIndex),
  ],
);

export const thawabTasks = pgTable(
  'thawab_tasks',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    xpValue: integer('xp_value').notNull(),
    icon: varchar('icon', { length: 16 }).notNull(),
    schedulingType: varchar('scheduling_type', { length: 16 }).notNull(),
    schedulingValue: varchar('scheduling_value', { length: 120 }).notNull(),
    difficultyLevel: varchar('difficulty_level', { length: 16 }).notNull(),
    minLevel: varchar('min_level', { length: 64 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Per-locale name and description (decision 0048): null until the seed or a staff save fills it,
     * so the seed can add its texts to an existing row without touching one staff have saved.
     */
    translations: jsonb('translations').$type<ContentTranslations>(),
    // search_text: a generated column added by the custom migration i18n_search_extra (the folded
    // English and per-locale names and descriptions, trigram-indexed; decision 0053).
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    check('thawab_xp_range', sql`${table.xpValue} BETWEEN 1 AND 1000`),
    index('thawab_active_idx').on(table.isActive, table.schedulingType),
  ],
);

export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull(),
    icon: varchar('icon', { length: 16 }).notNull(),
    colorClass: varchar('color_class', { length: 16 }).notNull(),
    requiredCount: integer('required_count').notNull(),
    requiredDays: integer('required_days').notNull().default(0),
    category: varchar('category', { length: 32 }).notNull(),
    difficulty: varchar('difficulty', { length: 16 }).notNull(),
    /**
     * How it is earned (decision 0056): 'count' (requiredCount deeds in total), 'streak' (a streak of
     * requiredDays) or 'theme' (requiredCount deeds of `theme`, for users who chose that theme).
     * Data staff edit in the Badges tab, never read from the badge's name.
     */
    kind: varchar('kind', { length: 16 }).$type<BadgeRuleKind>().notNull().default('count'),
    theme: varchar('theme', { length: 16 }).$type<AppTheme>(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Per-locale name and description (decision 0048): null until the seed or a staff save fills it,
     * so the seed can add its texts to an existing row without touching one staff have saved.
     */
    translations: jsonb('translations').$type<ContentTranslations>(),
    // search_text: a generated column added by the custom migration i18n_search_extra (the folded
    // English and per-locale names and descriptions, trigram-indexed; decision 0053).
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    check('badges_counts', sql`${table.requiredCount} >= 1 AND ${table.requiredDays} >= 0`),
    check(
      'badges_kind_theme',
      sql`(${table.kind} IN ('count', 'streak') AND ${table.theme} IS NULL) OR (${table.kind} = 'theme' AND ${table.theme} IN ('faith', 'hope', 'patience', 'gratitude', 'family', 'charity'))`,
    ),
    check('badges_streak_days', sql`${table.kind} <> 'streak' OR ${table.requiredDays} >= 1`),
  ],
);

export interface StoredQuizOption {
  text: string;
  points: number;
  emoji?: string;
}

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    /** Which public quiz it belongs to: 'knowledge' (/spiritual-quiz) or 'self_assessment' (/ and /test). */
    quiz: varchar('quiz', { length: 32 }).notNull(),
    /** The id in the repository bank (src/content/quiz) for seeded questions. */
    code: varchar('code', { length: 40 }).unique(),
    question: text('question').notNull(),
    options: jsonb('options').$type<StoredQuizOption[]>().notNull(),
    difficulty: varchar('difficulty', { length: 16 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    /**
     * The question and option texts per locale (decision 0051), { ar: { question, options, writtenBy,
     * reviewed, updatedAt } }; null: never written (the build then uses src/content/quiz/i18n by code).
     */
    translations: jsonb('translations').$type<QuestionTranslations>(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [index('quiz_questions_quiz_idx').on(table.quiz, table.difficulty)],
);

export const spiritualLevels = pgTable(
  'spiritual_levels',
  {
    id: serial('id').primaryKey(),
    /** Order in the table; minimums rise with it. */
    position: integer('position').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    minScore: integer('min_score').notNull(),
    description: text('description').notNull(),
    /**
     * Per-locale name and description (decision 0048): null until the seed or a staff save fills it,
     * so the seed can add its texts to an existing row without touching one staff have saved.
     */
    translations: jsonb('translations').$type<ContentTranslations>(),
  },
  (table) => [
    uniqueIndex('spiritual_levels_position_unique').on(table.position),
    uniqueIndex('spiritual_levels_name_lower_unique').on(sql`lower(${table.name})`),
    check('spiritual_levels_min_range', sql`${table.minScore} BETWEEN 0 AND 100`),
  ],
);
