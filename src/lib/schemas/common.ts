import { z } from 'zod';

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
