// The circles' pure rules (src/lib/circles.ts, decision 0042): invite codes, who manages a circle,
// how a join goes.
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  canManageCircle,
  inviteCodeFrom,
  joinOutcome,
  normaliseInviteCode,
  splitAyahs,
} from '../../src/lib/circles.ts';

describe('invite codes', () => {
  it('are 12 characters of an alphabet without look-alikes', () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
    const code = inviteCodeFrom(Uint8Array.from({ length: 24 }, (_, i) => i * 7));
    expect(code).toHaveLength(INVITE_CODE_LENGTH);
    expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]+$`));
  });

  it('map bytes without modulo bias: bytes at or past the last whole multiple of the alphabet are skipped', () => {
    const n = INVITE_CODE_ALPHABET.length;
    const limit = 256 - (256 % n);
    const bytes = Uint8Array.from([limit, 255, ...Array.from({ length: INVITE_CODE_LENGTH }, (_, i) => i)]);
    expect(inviteCodeFrom(bytes)).toBe(INVITE_CODE_ALPHABET.slice(0, INVITE_CODE_LENGTH));
    // Too few usable bytes: no code (the caller draws again).
    expect(inviteCodeFrom(Uint8Array.from(Array(INVITE_CODE_LENGTH + 3).fill(255)))).toBeNull();
  });

  it('are compared upper-case without spaces or hyphens', () => {
    expect(normaliseInviteCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });
});

describe('circle rules', () => {
  it('Creator and Admin manage a circle; a Member and a non-member do not', () => {
    expect([
      canManageCircle('Creator'),
      canManageCircle('Admin'),
      canManageCircle('Member'),
      canManageCircle(null),
    ]).toEqual([true, true, false, false]);
  });

  it('a public circle takes a joiner at once, a private one makes a request, a member stays a member', () => {
    expect(joinOutcome('public', false)).toBe('joined');
    expect(joinOutcome('private', false)).toBe('requested');
    expect(joinOutcome('public', true)).toBe('already-member');
    expect(joinOutcome('private', true)).toBe('already-member');
  });
});

describe('splitAyahs', () => {
  it('shares a passage among readers in order, the first parts one ayah longer', () => {
    expect(splitAyahs(1, 10, 3)).toEqual([
      { startAyah: 1, endAyah: 4 },
      { startAyah: 5, endAyah: 7 },
      { startAyah: 8, endAyah: 10 },
    ]);
    expect(splitAyahs(5, 6, 1)).toEqual([{ startAyah: 5, endAyah: 6 }]);
  });

  it('gives one ayah each to the first readers when there are fewer ayahs than readers, and nothing to no readers', () => {
    expect(splitAyahs(255, 256, 5)).toEqual([
      { startAyah: 255, endAyah: 255 },
      { startAyah: 256, endAyah: 256 },
    ]);
    expect(splitAyahs(1, 7, 0)).toEqual([]);
  });
});
