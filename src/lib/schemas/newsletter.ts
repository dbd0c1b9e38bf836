import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { PageLocaleSchema } from './locale.ts';

export const NewsletterSignupSchema = z.strictObject({
  email: EmailSchema,
  /** The locale of the page the form is on: the subscriber's language for mail (decision 0050). */
  locale: PageLocaleSchema.optional(),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** The newsletter's one answer, for a new and an existing subscription alike. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our next letter.';
