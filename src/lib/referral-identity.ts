// Who an invitee is for a referral credit (decision 0060): one credit per person for ever, whatever
// happens to their account. The person is the self-referral key of decision 0031
// (src/lib/contact-identity.ts): the normalised email with a "+tag" removed at every provider (the
// same inbox the mail budget counts, so tag variants of one inbox are one invitee), or for a record
// without an email its phone.
import { emailSelfReferralKey, phoneIdentity, type Contact } from './contact-identity.ts';

/** The invitee's identity key, or null when the contact has neither an email nor a phone. */
export function referralIdentityKey(contact: Contact): string | null {
  const email = emailSelfReferralKey(contact.email);
  if (email) return email;
  const phone = phoneIdentity(contact.phone);
  return phone ? `tel:${phone}` : null;
}
