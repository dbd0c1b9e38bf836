// A Daily Verse as staff save it (product §3 Verse). Shared by the dialog and the server.
import { z } from 'zod';
import { parseVerseReference } from '../content/verse-reference.ts';
import { IsoDateSchema, text, wholeNumber } from './content-common.ts';

export const VERSE_TAGS = [
  'Hope',
  'Patience',
  'Gratitude',
  'Faith',
  'Strength',
  'Worship',
  'Compassion',
  'Forgiveness',
] as const;
export type VerseTag = (typeof VERSE_TAGS)[number];

export const VersePayloadSchema = z
  .strictObject({
    surah: wholeNumber('Surah', 1, 114),
    ayahNumber: text('Ayah', 100),
    arabic: text('Arabic text', 20_000),
    translation: text('Translation', 20_000),
    tags: z
      .array(z.enum(VERSE_TAGS, { error: `Tags must be among ${VERSE_TAGS.join(', ')}` }), {
        error: 'Tags must be a list',
      })
      .max(VERSE_TAGS.length)
      .transform((tags) => VERSE_TAGS.filter((t) => tags.includes(t))),
    scheduledDate: IsoDateSchema.nullable(),
    isWidgetPriority: z.boolean({ error: 'Widget priority must be true or false' }),
  })
  .transform((verse, ctx) => {
    const ref = parseVerseReference(verse.surah, verse.ayahNumber);
    if (!ref.ok) {
      ctx.addIssue({ code: 'custom', path: [ref.field], message: ref.message });
      return z.NEVER;
    }
    return { ...verse, ayahNumber: ref.ayah };
  });

export type VersePayload = z.infer<typeof VersePayloadSchema>;
export type VerseInput = z.input<typeof VersePayloadSchema>;

export interface Verse extends VersePayload {
  id: number;
  /** True when the stored Arabic is not the verified text for the reference. */
  arabicDiffers: boolean;
  updatedAt: string;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

export const VERSE_DEFAULTS: VerseInput = {
  surah: 1,
  ayahNumber: '',
  arabic: '',
  translation: '',
  tags: [],
  scheduledDate: null,
  isWidgetPriority: false,
};
