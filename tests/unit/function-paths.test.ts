// Netlify reads each function's `config.path` statically, so it must be a string literal; this
// keeps those literals equal to the routes module that islands and tests build URLs from.
import { describe, expect, it } from 'vitest';
import { API } from '../../src/lib/routes.ts';
import { config as staff } from '../../functions/admin-staff.mts';
import { config as staffMember } from '../../functions/admin-staff-member.mts';
import { config as resetPassword } from '../../functions/admin-staff-reset-password.mts';
import { config as sessions } from '../../functions/admin-staff-sessions.mts';
import { config as password } from '../../functions/admin-password.mts';
import { config as audit } from '../../functions/admin-audit.mts';

describe('staff-management functions answer on the paths of the routes module', () => {
  it.each([
    ['admin-staff', staff.path, API.adminStaff],
    ['admin-staff-member', staffMember.path, API.adminStaffMember.pattern],
    ['admin-staff-reset-password', resetPassword.path, API.adminStaffResetPassword.pattern],
    ['admin-staff-sessions', sessions.path, API.adminStaffSessions.pattern],
    ['admin-password', password.path, API.adminPassword],
    ['admin-audit', audit.path, API.adminAudit.pattern],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the builders fill the patterns', () => {
    expect(API.adminStaffMember.path(7)).toBe('/api/admin/staff/7');
    expect(API.adminStaffSessions.path(7, 12)).toBe('/api/admin/staff/7/sessions?sessionId=12');
    expect(API.adminAudit.path({ staffId: 3, entityType: 'post', page: 2 })).toBe('/api/admin/audit?staffId=3&entityType=post&page=2');
    expect(API.adminAudit.path({ entityType: '' })).toBe('/api/admin/audit');
  });
});
