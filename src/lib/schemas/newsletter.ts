import { z } from 'zod';
import { EmailSchema } from './common.ts';

export const NewsletterSignupSchema = z.strictObject({ email: EmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** The newsletter's one answer, for a new and an existing subscription alike. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our next letter.';
