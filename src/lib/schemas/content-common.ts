// Pieces shared by the content schemas (verses, thawab tasks, badges, quiz questions).
import { z } from 'zod';
import { DATE_FORMAT_PROBLEM, readIsoDate } from '../dates.ts';

/** Trimmed text with a required-message and a maximum length (NUL bytes are refused for every
 * request body by readJson's one rule, src/lib/schemas/common.ts). */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((v) => v.length >= min, min <= 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

/** A whole number in [min, max] with one clear message (never NaN: NaN is not an integer). */
export const wholeNumber = (label: string, min: number, max: number) => {
  const message =
    max >= 1_000_000
      ? `${label} must be a whole number of at least ${min}`
      : `${label} must be a whole number from ${min} to ${max}`;
  return z.int({ error: message }).min(min, message).max(max, message);
};

/** A YYYY-MM-DD date within the API's date range (src/lib/dates.ts), with one clear message. */
export const IsoDateSchema = z.string({ error: `Date ${DATE_FORMAT_PROBLEM}` }).superRefine((v, ctx) => {
  const { problem } = readIsoDate(v);
  if (problem) ctx.addIssue({ code: 'custom', message: `Date ${problem}` });
});

export const DIFFICULTY_LEVELS = ['easy', 'moderate', 'hard'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Thawab and badge categories (product §3). */
export const DEED_CATEGORIES = ['Prayer', 'Study', 'Dhikr', 'Fasting', 'Giving', 'Character', 'Community'] as const;
export type DeedCategory = (typeof DEED_CATEGORIES)[number];

export const enumOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

/** Form text → number for integer inputs: blank or unparsable becomes NaN, which the schemas reject. */
export function formInt(value: string): number {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}
