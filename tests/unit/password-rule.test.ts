import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '../../src/lib/staff/password-rule.ts';
import { NewPasswordSchema, OwnPasswordSchema, StaffCreateSchema } from '../../src/lib/schemas/staff.ts';

describe('the staff password rule', () => {
  it('needs at least 12 characters (counted as characters, not bytes) and at most 256', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem('short pass1')).toBe('The password must have at least 12 characters.');
    expect(passwordProblem('tea with mint')).toBeNull();
    expect(passwordProblem('صبر وشكر دائم')).toBeNull();
    expect(passwordProblem('🌙🌙🌙🌙🌙🌙')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('The password must have at most 256 characters.');
  });

  it('refuses common passwords whatever their case or spacing, with a clear message', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(50);
    for (const common of ['password1234', 'Password 1234', 'QWERTY123456', 'bismillah123', 'administrator']) {
      expect(passwordProblem(common)).toMatch(/one of the most common ones/);
    }
  });

  it('refuses a long run of the same few characters', () => {
    expect(passwordProblem('abababababab')).toMatch(/too few different characters/);
    expect(passwordProblem('a1b2a1b2c3c3')).toBeNull();
  });

  it('the zod schemas carry the same rule and messages', () => {
    expect(NewPasswordSchema.safeParse('password1234').error?.issues[0]?.message).toMatch(/most common/);
    expect(OwnPasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'tea with mint' }).success).toBe(true);
    expect(OwnPasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'tea with mint', extra: 1 }).success).toBe(
      false,
    );
    expect(StaffCreateSchema.safeParse({ username: 'amina', displayName: 'Amina', role: 'Moderator' }).success).toBe(
      true,
    );
    expect(
      StaffCreateSchema.safeParse({ username: 'amina', displayName: 'Amina', role: 'Moderator', password: 'short' })
        .success,
    ).toBe(false);
  });
});
