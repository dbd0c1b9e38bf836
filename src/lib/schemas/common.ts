import { z } from 'zod';
import { DATE_MAX, DATE_MIN, instantInRange } from '../dates.ts';

export const EMAIL_MAX = 254;

/** A trimmed, syntactically valid email address. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

/** Phone numbers as people type them: digits with optional +, spaces, dashes, dots and brackets. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32, 'Phone number is too long')
  .regex(/^\+?[\d\s().-]+$/, 'Please enter a valid phone number')
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Please enter a valid phone number');

/** Empty strings from form fields count as "not given". */
export const optionalBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export type FieldIssue = { path: string; message: string };

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

// The NUL-character rule lives here and only here: Postgres cannot store NUL in text, so no text
// may hold one. The server applies it to every body (parseBody) and query (readQuery) in
// src/server/http.ts; schemas the islands also run client-side use `hasNul` for the same message.
export const NUL_BYTE_MESSAGE = 'Text must not contain NUL characters (\\u0000)';

export const hasNul = (text: string): boolean => text.includes('\u0000');

/** Paths (as "a.b.0") of every string or object key in `value` that holds a NUL character. */
export function nulBytePaths(value: unknown, path: (string | number)[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasNul(value)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulBytePaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) found.push([...path, key].join('.'));
      nulBytePaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Postgres refuses NUL in text, so no schema may let one through: `parseBody` and `readQuery` (the
 * server's ways into a schema) wrap every schema with this, and islands can do the same before sending.
 */
export function withoutNulBytes<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of nulBytePaths(value)) {
        ctx.addIssue({ code: 'custom', message: NUL_BYTE_MESSAGE, path: path === '' ? [] : path.split('.') });
      }
    })
    .pipe(schema);
}

/**
 * A date given as an ISO-like string or a Date (never a boolean or a number, which JavaScript would
 * turn into 1970), on a UTC day within the API's date range (DATE_MIN..DATE_MAX, decision 0030).
 */
export function dateField(label: string) {
  const message = `${label} must be a valid date between ${DATE_MIN} and ${DATE_MAX}`;
  return z
    .union([z.string({ error: message }).trim().max(64, message), z.date({ error: message })], { error: message })
    .transform((value, ctx) => {
      const date = typeof value === 'string' ? new Date(value) : value;
      if (!instantInRange(date)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });
}
