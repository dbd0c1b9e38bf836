// Who a contact address belongs to: the one place that says when two emails or two phone numbers
// are the same person (decision 0031). Two strengths:
//   identity  — certainly the same inbox or line: a waitlist record is unique on it.
//               Email: case; for Gmail also dots and a "+tag" (Gmail delivers j.ohn+x@gmail.com to
//               john@gmail.com) and googlemail.com = gmail.com. Phone: E.164-style, "+" and digits.
//   self-referral key — probably the same person: the email identity with a "+tag" removed at
//               every provider. Many providers deliver "+tags" to the base address, but not all, so
//               it only stops a referral credit; it never merges two records.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

function splitEmail(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return { local: email.slice(0, at), domain: email.slice(at + 1) };
}

/** The email a waitlist record is unique on: lowercase; Gmail without dots and "+tag", as gmail.com. */
export function emailIdentity(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  if (!trimmed) return null;
  const parts = splitEmail(trimmed);
  if (!parts) return trimmed;
  if (GMAIL_DOMAINS.has(parts.domain)) return `${withoutTag(parts.local).replace(/\./g, '')}@gmail.com`;
  return `${parts.local}@${parts.domain}`;
}

/** The email compared for self-referral: the identity with a "+tag" removed at any provider. */
export function emailSelfReferralKey(email: string | null | undefined): string | null {
  const identity = emailIdentity(email);
  const parts = identity ? splitEmail(identity) : null;
  return parts ? `${withoutTag(parts.local)}@${parts.domain}` : identity;
}

const withoutTag = (local: string) => local.split('+')[0] ?? local;

/**
 * A phone number as E.164 writes it: "+" and digits. An international "00" prefix becomes "+";
 * spaces, dashes, dots and brackets go, and so does a trunk "(0)" after a country code
 * ("+44 (0)7700 900123" → "+447700900123"). A national number (no "+" or "00") keeps its digits:
 * without a country it cannot be made international. Null when there are no digits.
 */
export function phoneIdentity(phone: string | null | undefined): string | null {
  let compact = (phone ?? '').replace(/[\s.-]/g, '');
  if (/^\(?\+/.test(compact)) compact = compact.replace(/\(0\)/, '');
  compact = compact.replace(/[()]/g, '');
  if (/^00[1-9]/.test(compact)) compact = `+${compact.slice(2)}`;
  const digits = compact.replace(/\D/g, '');
  if (!digits) return null;
  return compact.startsWith('+') ? `+${digits}` : digits;
}

export interface Contact {
  email?: string | null;
  phone?: string | null;
}

/** Whether two contacts look like one person for a referral credit: same email key or same phone. */
export function sameReferralPerson(a: Contact, b: Contact): boolean {
  const emailA = emailSelfReferralKey(a.email);
  const phoneA = phoneIdentity(a.phone);
  return (
    (emailA !== null && emailA === emailSelfReferralKey(b.email)) ||
    (phoneA !== null && phoneA === phoneIdentity(b.phone))
  );
}
