// Pure rules of the app's sign-in and profile API (decision 0038): the request schemas (age under
// 13, IANA time zones, the badge catalogue's themes), the code generator and the Bearer parsing.
import { describe, expect, it } from 'vitest';
import {
  AGE_TOO_YOUNG_MESSAGE,
  APP_THEMES,
  DEFAULT_THEMES,
  MePatchSchema,
  RefreshSchema,
  SignInVerifySchema,
} from '../../src/lib/schemas/app-auth.ts';
import { isTimeZone } from '../../src/lib/time-zone.ts';
import { accountEmail, newSignInCode } from '../../src/server/app/auth.ts';

const issues = (body: unknown) => {
  const parsed = MePatchSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('profile changes', () => {
  it('refuses an age under 13, as the privacy policy says, and accepts 13', () => {
    expect(issues({ age: 12 })).toEqual([`age: ${AGE_TOO_YOUNG_MESSAGE}`]);
    expect(issues({ age: 13 })).toEqual([]);
    expect(issues({ age: 13.5 })).toEqual(['age: Age must be a whole number']);
    expect(issues({ age: '20' })).toEqual(['age: Age must be a number']);
    expect(issues({ age: 121 })).toEqual(['age: Age must be at most 120']);
  });

  it('accepts IANA time zones the runtime knows, including the far ends, and nothing else', () => {
    for (const zone of ['Europe/London', 'Pacific/Kiritimati', 'Etc/GMT+12', 'America/Argentina/Buenos_Aires', 'UTC'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '', 'Europe/London; DROP', '../etc/passwd', 'x'.repeat(70)])
      expect(isTimeZone(zone), zone).toBe(false);
    expect(issues({ timeZone: 'Nowhere/Town' })).toEqual([
      'timeZone: Time zone must be an IANA name such as Europe/London',
    ]);
  });

  it("themes: the badge catalogue's six, each once, at least one; the default is faith, hope, patience", () => {
    expect(APP_THEMES).toEqual(['faith', 'hope', 'patience', 'gratitude', 'family', 'charity']);
    expect(DEFAULT_THEMES).toEqual(['faith', 'hope', 'patience']);
    expect(issues({ themes: ['charity', 'family'] })).toEqual([]);
    expect(issues({ themes: ['Faith'] })[0]).toMatch(/^themes\.0: Themes must be among/);
    expect(issues({ themes: [] })).toEqual(['themes: Choose at least one theme']);
    expect(issues({ themes: ['hope', 'hope'] })).toEqual(['themes: Each theme once']);
  });

  it('onboarding can only be marked done; unknown fields and empty changes are refused', () => {
    expect(issues({ onboarded: true })).toEqual([]);
    expect(issues({ onboarded: false })).toEqual(['onboarded: onboarded can only be set to true']);
    expect(issues({ email: 'a@b.c' })[0]).toMatch(/Unrecognized key/);
    expect(issues({})).toEqual([': Send at least one field to change']);
    expect(issues({ name: '   ' })).toEqual(['name: Name is required']);
  });
});

describe('sign-in requests', () => {
  it('a code is exactly 6 digits; a referral code has the waitlist shape', () => {
    expect(SignInVerifySchema.safeParse({ email: 'a@example.org', code: '012345' }).success).toBe(true);
    expect(SignInVerifySchema.safeParse({ email: 'a@example.org', code: '12345' }).success).toBe(false);
    expect(SignInVerifySchema.safeParse({ email: 'a@example.org', code: '１２３４５６' }).success).toBe(false);
    expect(SignInVerifySchema.safeParse({ email: 'a@example.org', code: '123456', ref: 'abc DEF' }).success).toBe(
      false,
    );
    expect(RefreshSchema.safeParse({ refreshToken: 'short' }).success).toBe(false);
  });

  it('codes are 6 digits, zero-padded, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newSignInCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('an account is found by its address up to case and surrounding spaces', () => {
    expect(accountEmail('  Amina.Yusuf@Example.ORG ')).toBe('amina.yusuf@example.org');
  });
});
