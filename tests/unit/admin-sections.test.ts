// The back-office registry: each role sees exactly the tabs its permissions allow, in the product's
// order; every tab and deep-linked page names a real permission and loads a component.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionsFor } from '../../src/lib/permissions.ts';
import { ADMIN_SECTIONS, sectionById, sectionsFor } from '../../src/islands/admin/sections.ts';
import { ADMIN_PAGES } from '../../src/islands/admin/admin-pages.ts';

const labels = (role: string) => sectionsFor(permissionsFor(role)).map((s) => s.label);

describe('the section registry', () => {
  it('a Super Admin sees all fourteen tabs, Admin Roles last', () => {
    expect(labels('Super Admin')).toEqual([
      'User Management',
      'Blog Management',
      'Daily Verses',
      'Thawab Tasks',
      'Badges',
      'Circles',
      'Referrals',
      'Waitlist',
      'Campaigns',
      'Spiritual Quiz',
      'Analytics',
      'Live Recitation',
      'Translations',
      'Admin Roles',
    ]);
  });

  it('a Content Editor sees the content tabs only, never Admin Roles', () => {
    expect(labels('Content Editor')).toEqual([
      'Blog Management',
      'Daily Verses',
      'Thawab Tasks',
      'Badges',
      'Campaigns',
      'Spiritual Quiz',
      'Live Recitation',
      'Translations',
    ]);
  });

  it('a Moderator sees the community tabs and Live Recitation (its dedication queue)', () => {
    expect(labels('Moderator')).toEqual([
      'User Management',
      'Circles',
      'Referrals',
      'Waitlist',
      'Analytics',
      'Live Recitation',
    ]);
  });

  it('a tab with a list of permissions shows to whoever has any one of them', () => {
    expect(sectionsFor(['dedications']).map((s) => s.id)).toEqual(['live']);
    expect(sectionsFor(['liveSessions']).map((s) => s.id)).toEqual(['live']);
  });

  it('an unknown role sees nothing (deny by default)', () => {
    expect(labels('Owner')).toEqual([]);
    expect(sectionsFor([])).toEqual([]);
  });

  it('ids are unique, every permission is a known one, and lookups work', () => {
    const ids = ADMIN_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of ADMIN_SECTIONS) {
      const needed: readonly string[] =
        typeof section.permission === 'string' ? [section.permission] : section.permission;
      for (const permission of needed) expect(PERMISSIONS).toContain(permission);
    }
    for (const page of Object.values(ADMIN_PAGES)) expect(PERMISSIONS).toContain(page.permission);
    expect(sectionById('roles')?.permission).toBe('superAdmin');
    expect(sectionById('nope')).toBeUndefined();
  });

  it('Admin Roles loads its own component (not the "later" placeholder)', async () => {
    const roles = await sectionById('roles')!.load();
    const unbuilt = await sectionById('verses')!.load();
    expect(roles.default.name).toBe('RolesSection');
    expect(roles.default).not.toBe(unbuilt.default);
  });
});
