// What visitors are told after a sign-up (decision 0058): one sentence per locale, naming the
// address, the need to confirm and the 30 days after which an unconfirmed sign-up is deleted.
import { describe, expect, it } from 'vitest';
import { catalogueByName } from '../../src/lib/i18n/catalogues.ts';
import { emailPage } from '../../src/lib/i18n/email-pages.ts';
import { formatNumber } from '../../src/lib/i18n/format.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { quizText } from '../../src/lib/i18n/quiz.ts';
import { SIGNUP, UNCONFIRMED_DAYS, signupText } from '../../src/lib/i18n/signup.ts';

describe('the sign-up confirmation notice', () => {
  it('exists in every locale, in that language, with the address, the confirm button and the 30 days', () => {
    for (const locale of LOCALE_CODES) {
      const text = signupText(locale, 'confirmationSent', { email: 'amina@example.com' });
      expect(text, locale).toContain('amina@example.com');
      if (locale !== 'en') expect(SIGNUP.others[locale]?.confirmationSent, locale).toBeTruthy();
      // The button it names is the confirm page's own.
      expect(text, locale).toContain(emailPage(locale, 'confirmButton'));
      const days = [String(UNCONFIRMED_DAYS), formatNumber(locale, UNCONFIRMED_DAYS)];
      expect(
        days.some((d) => text.includes(d)),
        locale,
      ).toBe(true);
    }
  });

  it('is editable in the Translations tab and reaches the quiz islands with a literal {email}', () => {
    expect(catalogueByName('signup')?.catalogue).toBe(SIGNUP);
    for (const locale of LOCALE_CODES) {
      const notice = quizText(locale, 'self', 'all').signupNotice;
      expect(notice).toBe(signupText(locale, 'confirmationSent', { email: '{email}' }));
      expect(notice).toContain('{email}');
      expect(quizText(locale, 'knowledge', 'first').signupNotice).toBe('');
    }
  });
});
