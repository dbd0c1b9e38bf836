// Messages in their reader's language (decision 0050): every message in all eight locales with
// <html lang dir>, right-to-left layout for Arabic and Urdu, links to the page in the same language,
// isolated mixed-direction runs, the locale's digits for counts and ASCII for the sign-in code, ICU
// plurals (Arabic's six forms, French's many), staff strings merged at run time with English for
// whatever is invalid, and the catalogues complete and marked unreviewed.
import { describe, expect, it } from 'vitest';
import { EMAILS, EMAILS_REVIEWED } from '../../src/lib/i18n/emails.ts';
import { EMAIL_PAGES, EMAIL_PAGES_REVIEWED, emailPage } from '../../src/lib/i18n/email-pages.ts';
import { hasTranslation, type Catalogue } from '../../src/lib/i18n/format.ts';
import { placeholders } from '../../src/lib/i18n/icu.ts';
import { LOCALES, LOCALE_CODES, PREFIXED_LOCALES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { SignInVerifySchema, asciiDigits } from '../../src/lib/schemas/app-auth.ts';
import { renderCampaign } from '../../src/server/mail/campaign-message.ts';
import { confirmationMail, privacyMail, signInCodeMail } from '../../src/server/mail/messages.ts';
import { emailStrings, emailStringsFrom, forgetEmailStrings } from '../../src/server/mail/strings.ts';

const strings = emailStringsFrom([]);
const site = 'https://thawab.app';
process.env.SITE_URL = site;
const dirOf = (code: LocaleCode) => LOCALES.find((l) => l.code === code)!.dir;

describe('each message in each locale', () => {
  it.each(LOCALE_CODES)('%s: lang and dir, subject and link in the language', (code) => {
    const confirmation = confirmationMail(strings, code, 'tok', 'waitlist');
    expect(confirmation.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${code}" dir="${dirOf(code)}">`));
    expect(confirmation.html).toContain(`<body dir="${dirOf(code)}"`);
    expect(confirmation.locale).toBe(code);
    expect(confirmation.subject).toBe(strings.t(code, 'confirmSubject'));
    expect(confirmation.text).toContain(`${site}${localePath(code, '/confirm')}?token=tok`);
    const privacy = privacyMail(strings, code, 'tok', 'delete');
    expect(privacy.html).toContain(`href="${site}${localePath(code, '/privacy/confirm')}?token=tok"`);
    expect(privacy.subject).toBe(strings.t(code, 'privacyDeleteSubject'));
    // Written in the locale's own words (not the English) everywhere but English itself.
    if (code !== 'en') expect(confirmation.subject).not.toBe(strings.t('en', 'confirmSubject'));
  });

  it('lays Arabic and Urdu out right to left: the side text starts on, and links on a line of their own in the text part', () => {
    const urdu = confirmationMail(strings, 'ur', 'tok', 'newsletter');
    expect(urdu.html).toContain('text-align:right;direction:rtl;');
    expect(urdu.html).toContain("font-family:'Noto Nastaliq Urdu'".replaceAll("'", '&#39;'));
    // Nastaliq's line height from the locale table, so nothing clips.
    expect(urdu.html).toContain('line-height:2.5;');
    expect(urdu.text).toContain(`${strings.t('ur', 'confirmAction')}:\n${site}/ur/confirm?token=tok`);
    const english = confirmationMail(strings, 'en', 'tok', 'newsletter');
    expect(english.html).not.toContain('direction:rtl');
    expect(english.text).toContain(`Confirm my email: ${site}/confirm?token=tok`);
  });

  it('isolates the Latin brand in right-to-left text and writes counts in the locale’s digits', () => {
    const arabic = confirmationMail(strings, 'ar', 'tok', 'waitlist');
    expect(arabic.subject).toBe('أكِّد بريدك الإلكتروني لدى \u2068Thawab\u2069');
    expect(arabic.text).toContain('بعد ٣٠ يومًا');
    expect(confirmationMail(strings, 'bn', 'tok', 'waitlist').text).toContain('৩০ দিন');
    // Urdu's table says Latin digits.
    expect(confirmationMail(strings, 'ur', 'tok', 'waitlist').text).toContain('30 دن');
    expect(confirmationMail(strings, 'fr', 'tok', 'waitlist').subject).toBe(
      'Confirmez votre adresse e-mail pour Thawab',
    );
  });

  it('keeps the sign-in code in ASCII digits, left to right, in every language (the minutes are the locale’s)', () => {
    for (const code of LOCALE_CODES) {
      const mail = signInCodeMail(strings, code, '042917');
      expect(mail.subject).toContain(dirOf(code) === 'rtl' ? '\u2068042917\u2069' : '042917');
      expect(mail.html).toContain(
        `<p dir="ltr" style="margin:4px 0 18px;font-family:'Courier New',Courier,monospace;font-size:30px;font-weight:bold;letter-spacing:6px;text-align:center;">042917</p>`,
      );
      expect(mail.text.split('\n')).toContain('042917');
    }
    expect(signInCodeMail(strings, 'ar', '042917').text).toContain('يعمل الرمز ١٠ دقائق.');
    expect(signInCodeMail(strings, 'bn', '042917').text).toContain('এটি ১০ মিনিট কাজ করে।');
    expect(signInCodeMail(strings, 'en', '042917').subject).toBe('042917 is your Thawab sign-in code');
  });

  it('renders a campaign version in its language’s layout and small print', () => {
    const campaign = renderCampaign(
      { subject: 'وصل التطبيق', preheader: '', body: '# أطلقنا' },
      'https://thawab.app/ar/unsubscribe?token=x',
      strings,
      'ar',
    );
    expect(campaign.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(campaign.html).toContain('>إلغاء الاشتراك</a>');
    expect(campaign.text).toContain(strings.t('ar', 'campaignFooter'));
    expect(campaign.text).toContain('إلغاء الاشتراك:\nhttps://thawab.app/ar/unsubscribe?token=x');
    expect(
      renderCampaign({ subject: 'S', preheader: '', body: 'B' }, 'https://thawab.app/unsubscribe?token=x', strings)
        .text,
    ).toContain('Unsubscribe: https://thawab.app/unsubscribe?token=x');
  });
});

describe('ICU plurals where counts appear', () => {
  it('Arabic: zero, one, two, few, many and other, in Arabic-Indic digits', () => {
    const days = (n: number) => strings.t('ar', 'confirmValidity', { days: n });
    expect(days(0)).toBe('يعمل الرابط مرة واحدة خلال ٠ يوم.');
    expect(days(1)).toBe('يعمل الرابط مرة واحدة خلال يوم واحد.');
    expect(days(2)).toBe('يعمل الرابط مرة واحدة خلال يومين.');
    expect(days(7)).toBe('يعمل الرابط مرة واحدة خلال ٧ أيام.');
    expect(days(11)).toBe('يعمل الرابط مرة واحدة خلال ١١ يومًا.');
    expect(days(100)).toBe('يعمل الرابط مرة واحدة خلال ١٠٠ يوم.');
    expect(strings.t('ar', 'signInValidity', { minutes: 2 })).toBe('يعمل الرمز دقيقتين.');
  });

  it('French: one, many and other', () => {
    expect(strings.t('fr', 'signInValidity', { minutes: 1 })).toBe('Il est valable 1 minute.');
    expect(strings.t('fr', 'signInValidity', { minutes: 10 })).toBe('Il est valable 10 minutes.');
    expect(strings.t('fr', 'confirmValidity', { days: 1_000_000 })).toBe(
      'Le lien fonctionne une seule fois, pendant 1\u202f000\u202f000 de jours.',
    );
    expect(strings.t('en', 'privacyValidity', { hours: 1 })).toBe('The link works once, for 1 hour.');
  });

  it('the pages’ strings too, filled in at build time', () => {
    expect(emailPage('ar', 'requestSent', { hours: 24 })).toContain('خلال ٢٤ ساعة');
    expect(emailPage('fr', 'requestSent', { hours: 1 })).toContain('dans un délai de 1 heure');
    expect(emailPage('en', 'requestSent', { hours: 24 })).toBe(
      'Thank you. We have sent a link to that address: open it within 24 hours and press the button to carry out your request. Only one email per address is sent each hour.',
    );
  });
});

describe('staff strings at run time (src/server/mail/strings.ts)', () => {
  it('use a valid published string, and English for a cleared or invalid one', () => {
    const merged = emailStringsFrom([
      { catalogue: 'emails', key: 'confirmSubject', locale: 'tr', text: '{site} için onay' },
      { catalogue: 'emails', key: 'confirmHeading', locale: 'tr', text: 'Bozuk {nope}' },
      { catalogue: 'emails', key: 'confirmAction', locale: 'tr', text: '' },
      {
        catalogue: 'emails',
        key: 'signInValidity',
        locale: 'ar',
        text: '{minutes, plural, one {دقيقة} other {# دقيقة}}',
      },
      { catalogue: 'chrome', key: 'navBlog', locale: 'tr', text: 'Günlük' },
    ]);
    expect(merged.published).toBe(3);
    expect(merged.t('tr', 'confirmSubject')).toBe('Thawab için onay');
    expect(merged.t('tr', 'confirmHeading')).toBe('Please confirm your email address');
    expect(merged.t('tr', 'confirmAction')).toBe('Confirm my email');
    // Arabic needs all six plural forms: the staff string is refused, English is used.
    expect(merged.t('ar', 'signInValidity', { minutes: 10 })).toBe('It works for 10 minutes.');
    // The untouched strings keep the file's translation.
    expect(merged.t('tr', 'confirmBodyWaitlist')).toBe(strings.t('tr', 'confirmBodyWaitlist'));
  });

  it('send English rather than fail when a string cannot be rendered', () => {
    const file: Catalogue<keyof typeof EMAILS.en> = {
      en: EMAILS.en,
      others: { tr: { confirmSubject: 'Onay {site}' } },
    };
    const broken = emailStringsFrom([], file);
    expect(broken.t('tr', 'confirmSubject')).toBe('Onay Thawab');
    // A caller that passes a wrong value for a plural: the English words, not a failed send.
    expect(broken.t('tr', 'confirmValidity', { days: 'seven' })).toBe('The link works for # days and once.');
  });

  it('keep the file’s strings when the published ones cannot be read, and never throw', async () => {
    forgetEmailStrings();
    const down = { execute: () => Promise.reject(new Error('connection refused')) };
    const fallback = await emailStrings(down as never);
    expect(fallback.published).toBe(0);
    expect(fallback.t('tr', 'confirmSubject')).toBe(strings.t('tr', 'confirmSubject'));
    // The failure is not kept: the next message tries again.
    let reads = 0;
    const up = {
      execute: async () => (
        reads++,
        { rows: [{ catalogue: 'emails', key: 'confirmSubject', locale: 'tr', text: 'Yeni {site}' }] }
      ),
    };
    expect((await emailStrings(up as never)).t('tr', 'confirmSubject')).toBe('Yeni Thawab');
    // …and a successful read is kept for a minute.
    await emailStrings(up as never);
    expect(reads).toBe(1);
    forgetEmailStrings();
  });

  it('pass an unreachable database on (the request answers 503 at once instead of trying twice)', async () => {
    forgetEmailStrings();
    const unreachable = {
      execute: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })),
    };
    await expect(emailStrings(unreachable as never)).rejects.toThrow(/ECONNREFUSED/);
    forgetEmailStrings();
  });
});

describe('the sign-in code as a person types it', () => {
  it('reads Arabic-Indic, Urdu (Extended Arabic-Indic) and Bengali digits as ASCII', () => {
    expect(asciiDigits('٠٤٢٩١٧')).toBe('042917');
    expect(asciiDigits('۰۴۲۹۱۷')).toBe('042917');
    expect(asciiDigits('০৪২৯১৭')).toBe('042917');
    const parse = (code: string) => SignInVerifySchema.safeParse({ email: 'a@example.org', code });
    expect(parse('٠٤٢٩١٧').data?.code).toBe('042917');
    expect(parse(' 042917 ').data?.code).toBe('042917');
    for (const bad of ['04291', '0429170', '04291a', '٠٤٢٩١', '04 917']) expect(parse(bad).success, bad).toBe(false);
  });
});

describe('the catalogues', () => {
  const catalogues = { EMAILS, EMAIL_PAGES } as Record<string, Catalogue<string>>;

  it('have every key in every locale with the English placeholders, and balanced isolates', () => {
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const code of PREFIXED_LOCALES) {
        for (const key of Object.keys(catalogue.en)) {
          const where = `${name}.${code}.${key}`;
          expect(hasTranslation(catalogue, code, key), where).toBe(true);
          const text = JSON.stringify(catalogue.others[code]![key]);
          expect(placeholders(catalogue.others[code]![key]!), where).toEqual(placeholders(catalogue.en[key]!));
          expect(text.split('\u2068').length, where).toBe(text.split('\u2069').length);
        }
      }
    }
  });

  it('leave Latin runs in right-to-left strings to placeholders or isolate them', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const code of ['ar', 'ur'] as const) {
        for (const [key, message] of Object.entries(catalogue.others[code]!)) {
          const texts =
            typeof message === 'string'
              ? [message]
              : Object.entries(message!)
                  .filter(([branch]) => branch !== 'plural')
                  .map(([, text]) => String(text));
          const latin = texts
            .join(' ')
            .replace(/\u2068[^\u2069]*\u2069/g, '')
            .replace(/\{\w+\}/g, '')
            .match(/[A-Za-z]{2,}/g);
          expect(latin, `${code}.${key}`).toBeNull();
        }
      }
    }
  });

  it('are marked as not yet reviewed by a native speaker', () => {
    expect(PREFIXED_LOCALES.filter((code) => EMAILS_REVIEWED[code] || EMAIL_PAGES_REVIEWED[code])).toEqual([]);
  });
});
