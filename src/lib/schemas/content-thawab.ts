// A Thawab Task as staff save it (product §3). Shared by the dialog and the server.
import { z } from 'zod';
import { TranslationsInputSchema, type ContentTranslations } from '../i18n/content.ts';
import { normaliseSchedule, SCHEDULING_TYPES } from '../content/thawab-schedule.ts';
import { SPIRITUAL_LEVEL_NAMES } from '../people.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS, enumOf, text, wholeNumber } from './content-common.ts';

export const ThawabPayloadSchema = z
  .strictObject({
    name: text('Name', 120),
    description: text('Description', 1000),
    category: enumOf('Category', DEED_CATEGORIES),
    xpValue: wholeNumber('XP', 1, 1000),
    icon: text('Icon', 16),
    schedulingType: enumOf('Scheduling type', SCHEDULING_TYPES),
    schedulingValue: z.string({ error: 'Scheduling value must be text' }).max(120, 'Scheduling value is too long'),
    difficultyLevel: enumOf('Difficulty', DIFFICULTY_LEVELS),
    minLevel: text('Min level', 64),
    isActive: z.boolean({ error: 'Status must be true or false' }),
    /** Per-locale name and description (decision 0048); absent keeps the stored ones. */
    translations: TranslationsInputSchema.optional(),
  })
  .transform((task, ctx) => {
    const schedule = normaliseSchedule(task.schedulingType, task.schedulingValue);
    if (!schedule.ok) {
      ctx.addIssue({ code: 'custom', path: ['schedulingValue'], message: schedule.message });
      return z.NEVER;
    }
    return { ...task, schedulingValue: schedule.value };
  });

export type ThawabPayload = z.infer<typeof ThawabPayloadSchema>;
export type ThawabInput = z.input<typeof ThawabPayloadSchema>;
export interface ThawabTask extends Omit<ThawabPayload, 'translations'> {
  id: number;
  /** As stored: each locale's texts with who wrote them and whether they were reviewed. */
  translations: ContentTranslations;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

export const THAWAB_DEFAULTS: ThawabInput = {
  name: '',
  description: '',
  category: 'Prayer',
  xpValue: 20,
  icon: '🕌',
  schedulingType: 'daily',
  schedulingValue: 'everyday',
  difficultyLevel: 'easy',
  minLevel: SPIRITUAL_LEVEL_NAMES[0],
  isActive: true,
};

export const StatusPatchSchema = z.strictObject({ isActive: z.boolean({ error: 'Status must be true or false' }) });
