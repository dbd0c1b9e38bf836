// Shared by the normaliser's unit test and the waitlist API test.
// The red team's ten ways of inviting oneself (decision 0031). Each one must be recognised.
export const REFERRER = { email: 'john@gmail.com', phone: '+44 7700 900123' };
export const SELF_REFERRAL_VARIANTS: { label: string; email?: string; phone?: string }[] = [
  { label: 'upper case', email: 'JOHN@GMAIL.COM' },
  { label: 'Gmail dots', email: 'j.ohn@gmail.com' },
  { label: 'googlemail.com', email: 'john@googlemail.com' },
  { label: 'Gmail +tag', email: 'john+ref@gmail.com' },
  { label: 'dots, +tag and googlemail together', email: 'J.o.h.n+again@GoogleMail.com' },
  { label: 'phone with a 00 prefix', phone: '0044 7700 900123' },
  { label: 'phone with dashes', phone: '+44-7700-900-123' },
  { label: 'phone with brackets and a trunk (0)', phone: '+44 (0)7700 900123' },
  { label: 'phone with dots and brackets', phone: '+44 (7700) 900.123' },
  { label: 'phone without spaces', phone: '+447700900123' },
];
