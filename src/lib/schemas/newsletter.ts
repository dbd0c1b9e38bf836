import { z } from 'zod';
import { EmailSchema } from './common.ts';

export const NewsletterSignupSchema = z.strictObject({ email: EmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;
