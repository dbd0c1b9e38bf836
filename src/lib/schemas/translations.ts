// The Translations tab's requests (decision 0047), shared by the tab and the server.
import { z } from 'zod';
import { PREFIXED_LOCALES } from '../i18n/locales.ts';
import { TRANSLATION_AREAS } from '../i18n/areas.ts';

export const TRANSLATION_FILTERS = ['missing', 'outdated', 'unreviewed', 'same', 'draft'] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];

export const FILTER_LABELS: Record<TranslationFilter, string> = {
  missing: 'Missing',
  outdated: 'Outdated',
  unreviewed: 'Unreviewed',
  same: 'Same as source',
  draft: 'Unpublished drafts',
};

/** The sample counts the plural preview shows (decision 0047). */
export const PLURAL_SAMPLES = [0, 1, 2, 3, 11, 100, 1_000_000] as const;

export const MAX_TRANSLATION_CHARS = 5000;

/**
 * Saves one string's draft. `version` is the one the editor loaded: 0 when no staff text existed
 * (the file's text or nothing), so two people starting the same string clash like any other write.
 * `text` '' clears the string (English shows until someone translates it).
 */
export const TranslationDraftSchema = z.strictObject({
  catalogue: z.string({ error: 'catalogue is required' }).min(1, 'catalogue is required').max(32),
  key: z.string({ error: 'key is required' }).min(1, 'key is required').max(120),
  locale: z.enum(PREFIXED_LOCALES as [string, ...string[]], {
    error: `locale must be one of ${PREFIXED_LOCALES.join(', ')}`,
  }),
  text: z
    .string({ error: 'text must be a string' })
    .max(MAX_TRANSLATION_CHARS, `A translation is at most ${MAX_TRANSLATION_CHARS} characters`),
  reviewed: z.boolean({ error: 'reviewed must be true or false' }),
  version: z.int({ error: 'version is required (0 when nothing was stored yet)' }).min(0).max(2_147_483_647),
});
export type TranslationDraft = z.infer<typeof TranslationDraftSchema>;

export const TranslationAreaSchema = z.enum(TRANSLATION_AREAS);

/** One row of the list: a catalogue string in one locale. */
export interface TranslationItem {
  catalogue: string;
  area: string;
  key: string;
  locale: string;
  /** The English in ICU text form. */
  source: string;
  /** The locale's current text (the draft when staff wrote one), '' when missing. */
  text: string;
  /** Whether the row's text comes from staff (a database row) or the catalogue file. */
  origin: 'staff' | 'file';
  missing: boolean;
  outdated: boolean;
  reviewed: boolean;
  same: boolean;
  /** A staff draft not yet published. */
  draft: boolean;
  writtenBy: string | null;
  updatedAt: string | null;
  /** 0 when no staff row exists. */
  version: number;
}

export interface TranslationCoverage {
  area: string;
  locale: string;
  total: number;
  translated: number;
}

export interface TranslationList {
  items: TranslationItem[];
  total: number;
  page: number;
  pageSize: number;
  coverage: TranslationCoverage[];
  unpublished: number;
}

/**
 * One change waiting to be published, as the publish dialog lists it (decision 0047, amended
 * 2026-11-28): what the site shows now, what it will show, who wrote it and whether a native
 * speaker reviewed it. `version` pins exactly this text: publishing sends it back.
 */
export interface PendingTranslation {
  id: number;
  catalogue: string;
  area: string;
  key: string;
  locale: string;
  /** The English in ICU text form. */
  source: string;
  /** What the site shows now: the published staff text, else the file's; '' when English shows. */
  current: string;
  currentOrigin: 'published' | 'file';
  /** What publishing puts there; '' clears the string (English shows). */
  text: string;
  writtenBy: string;
  reviewed: boolean;
  outdated: boolean;
  updatedAt: string;
  version: number;
}

export interface PublishPreview {
  pending: PendingTranslation[];
}

/** Far above keys × locales of every catalogue: a list longer than that names rows that cannot exist. */
export const MAX_PUBLISH_ITEMS = 20_000;

/** "Publish translations": exactly the rows the publisher chose from the preview, at the versions shown. */
export const PublishRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.int({ error: 'id is required' }).min(1).max(2_147_483_647),
        version: z.int({ error: 'version is required (the one the preview showed)' }).min(1).max(2_147_483_647),
      }),
      { error: 'items is required: the changes of the preview to publish, each { id, version }' },
    )
    .min(1, 'Choose at least one change to publish')
    .max(MAX_PUBLISH_ITEMS, `At most ${MAX_PUBLISH_ITEMS} changes at once`)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each change may be listed once'),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

/** Why a chosen change was not published (the rest were). */
export type SkipReason = 'changed' | 'published' | 'gone';

export interface SkippedTranslation {
  id: number;
  /** `catalogue.key [locale]`, or `#id` when the row does not exist. */
  label: string;
  /** 409: the row is not at the version shown; 404: there is no such change. */
  status: 404 | 409;
  reason: SkipReason;
  message: string;
  /** Who changed it after the preview, and its version now (null when it is gone). */
  changedBy: string | null;
  version: number | null;
}

export interface PublishAnswer {
  /** `catalogue.key [locale]` of every published change, sorted. */
  published: string[];
  skipped: SkippedTranslation[];
}
