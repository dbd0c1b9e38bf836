import { describe, expect, it } from 'vitest';
import { ANALYTICS_VIEWS } from '../../src/lib/analytics/periods.ts';
import {
  ANALYTICS_VIEW_PERMISSIONS,
  CAMPAIGN_SEND_PERMISSION,
  can,
  EXPORT_PERMISSION,
  FLAGGED_REFERRALS_PERMISSION,
  permissionsFor,
} from '../../src/lib/permissions.ts';
import { EXPORT_KINDS } from '../../src/lib/schemas/people.ts';
import { STAFF_ROLES } from '../../src/lib/staff-roles.ts';
import { detectImageType } from '../../src/server/media/images.ts';

describe('role → permission matrix (deny by default)', () => {
  it('gives each role exactly its areas', () => {
    expect(permissionsFor('Super Admin')).toEqual([
      'blog',
      'media',
      'content',
      'users',
      'circles',
      'referrals',
      'analytics',
      'waitlist',
      'campaigns',
      'liveSessions',
      'dedications',
      'superAdmin',
    ]);
    expect(permissionsFor('Content Editor')).toEqual(['blog', 'media', 'content', 'campaigns', 'liveSessions']);
    expect(permissionsFor('Moderator')).toEqual([
      'users',
      'circles',
      'referrals',
      'analytics',
      'waitlist',
      'dedications',
    ]);
  });
  it('denies unknown roles and inherited object keys', () => {
    expect(permissionsFor('super admin')).toEqual([]);
    expect(permissionsFor('toString')).toEqual([]);
    expect(can('Moderator', 'blog')).toBe(false);
    expect(can('Content Editor', 'superAdmin')).toBe(false);
  });
});

describe('the permission exceptions, stated next to the matrix', () => {
  const rolesAllowed = (needed: readonly Parameters<typeof can>[1][]) =>
    STAFF_ROLES.filter((role) => needed.some((permission) => can(role, permission)));

  it('each people export needs the permission of the list it exports', () => {
    expect(Object.keys(EXPORT_PERMISSION).sort()).toEqual([...EXPORT_KINDS].sort());
    expect(EXPORT_PERMISSION).toEqual({ users: 'users', circles: 'circles', referrals: 'referrals' });
    expect(rolesAllowed([EXPORT_PERMISSION.users])).toEqual(['Super Admin', 'Moderator']);
  });

  it('every Analytics view needs analytics; the blog view is also open to Content Editors', () => {
    expect(Object.keys(ANALYTICS_VIEW_PERMISSIONS).sort()).toEqual([...ANALYTICS_VIEWS].sort());
    for (const view of ANALYTICS_VIEWS) {
      expect(rolesAllowed(ANALYTICS_VIEW_PERMISSIONS[view]), view).toEqual(
        view === 'blog' ? ['Super Admin', 'Content Editor', 'Moderator'] : ['Super Admin', 'Moderator'],
      );
    }
  });

  it('campaigns: Content Editors and Super Admins draft, only Super Admins send', () => {
    expect(rolesAllowed(['campaigns'])).toEqual(['Super Admin', 'Content Editor']);
    expect(rolesAllowed([CAMPAIGN_SEND_PERMISSION])).toEqual(['Super Admin']);
  });

  it('flagged referrals are for Super Admins only, though Moderators see the Referrals tab', () => {
    expect(rolesAllowed([FLAGGED_REFERRALS_PERMISSION])).toEqual(['Super Admin']);
    expect(can('Moderator', 'referrals')).toBe(true);
  });
});

describe('image type from magic bytes', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it('recognises the five allowed formats', () => {
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe('image/png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a'))?.contentType).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))?.contentType).toBe('image/webp');
    expect(detectImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))?.contentType).toBe('image/avif');
  });
  it('refuses everything else, whatever it claims to be', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
  });
});
