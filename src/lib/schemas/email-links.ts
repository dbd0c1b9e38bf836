// Emailed links (decision 0036): confirming a sign-up, unsubscribing, privacy requests. Shared by
// the functions and the pages that press the button.
import { z } from 'zod';
import { EmailSchema } from './common.ts';

/** A random emailed token (32 bytes, base64url). */
export const EmailTokenSchema = z.string({ error: 'The link has no token' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');

export const ConfirmRequestSchema = z.strictObject({
  token: EmailTokenSchema,
  /** The confirming browser's waitlist owner token, if it has one (it then keeps it). */
  ownerToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(),
});

export const PRIVACY_ACTIONS = ['copy', 'delete'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

export const PrivacyRequestSchema = z.strictObject({
  email: EmailSchema,
  action: z.enum(PRIVACY_ACTIONS, { error: 'Choose a copy or deletion' }),
});

export const PrivacyConfirmSchema = z.strictObject({ token: EmailTokenSchema });

/** The one answer to a privacy request, whatever we hold about the address. */
export const PRIVACY_REQUEST_ANSWER =
  'Thank you. We have sent a link to that address: open it within 24 hours and press the button to carry out your request. Only one email per address is sent each hour.';

export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed. You will get no more newsletters or announcements from us.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Check that you opened the whole link from the email.';
