import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { csvResponse, type CsvColumn } from '../src/server/csv.ts';
import { userExportQuery } from '../src/server/repositories/people-users.ts';
import { circleExportQuery } from '../src/server/repositories/people-circles.ts';
import { inviterExportQuery } from '../src/server/repositories/people-referrals.ts';
import { ensureReferralWindow } from '../src/server/repositories/referral-window.ts';
import { EXPORT_PERMISSION } from '../src/lib/permissions.ts';
import {
  CircleListQuerySchema,
  EXPORT_KINDS,
  ReferralListQuerySchema,
  UserListQuerySchema,
  type ExportKind,
} from '../src/lib/schemas/people.ts';

type Row = Record<string, unknown>;
const text = (key: string) => (row: Row) => (row[key] ?? null) as string | number | null;
const date = (key: string) => (row: Row) => (row[key] ? new Date(row[key] as string).toISOString() : null);

const USER_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Name', value: text('name') },
  { header: 'Email', value: text('email') },
  { header: 'Location', value: text('location') },
  { header: 'Level', value: text('level') },
  { header: 'Streak (days)', value: text('streak') },
  { header: 'Barakah Score', value: text('score') },
  { header: 'Status', value: text('status') },
  { header: 'Circle Role', value: text('circleRole') },
  { header: 'Referrals', value: text('referrals') },
  { header: 'Referred By', value: (row) => (row.referredBy as { name?: string } | null)?.name ?? null },
  { header: 'Circles', value: (row) => ((row.circles as string[] | null) ?? []).join('; ') },
  { header: 'Created', value: date('createdAt') },
  { header: 'Last Active', value: date('lastActiveAt') },
];

const CIRCLE_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Name', value: text('name') },
  { header: 'Description', value: text('description') },
  { header: 'Visibility', value: (row) => (row.visibility === 'public' ? 'Public' : 'Private') },
  { header: 'Members', value: text('memberCount') },
  { header: 'Creator', value: text('creatorName') },
  { header: 'Goals', value: text('goalCount') },
  { header: 'Created', value: date('createdAt') },
  { header: 'Last Active', value: date('lastActive') },
];

const REFERRAL_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Inviter', value: text('inviterName') },
  { header: 'Email', value: text('inviterEmail') },
  { header: 'Source', value: (row) => (row.source === 'app' ? 'App' : 'Launch waitlist') },
  { header: 'Total Invites', value: text('totalInvites') },
  { header: 'Signups', value: text('signups') },
  { header: 'Active Users', value: text('activeUsers') },
  { header: 'Conversion Rate (%)', value: text('conversionRate') },
  { header: 'Retention Rate (%)', value: text('retentionRate') },
  { header: 'Last Invite', value: date('lastInviteDate') },
  { header: 'Bonus XP', value: text('bonusPoints') },
];

// CSV exports of the filtered lists in the table's current sort, streamed (UTF-8 with BOM, formula cells neutralised).
export default route({
  async GET(request, context) {
    const kind = context.params.kind as ExportKind;
    if (!EXPORT_KINDS.includes(kind)) throw new HttpError(404, 'Unknown export');
    await requireStaff(request, EXPORT_PERMISSION[kind]);
    const db = getDb();
    if (kind === 'users') {
      const { q, status, level, circleRole, kind: userKind, sort, dir } = readQuery(request, UserListQuerySchema);
      return csvResponse(
        db,
        'users',
        userExportQuery({ q, status, level, circleRole, kind: userKind, sort, dir }),
        USER_COLUMNS,
      );
    }
    if (kind === 'circles') {
      const { q, visibility, sort, dir } = readQuery(request, CircleListQuerySchema);
      return csvResponse(db, 'circles', circleExportQuery({ q, visibility, sort, dir }), CIRCLE_COLUMNS);
    }
    const { q, sort, dir } = readQuery(request, ReferralListQuerySchema);
    // The stored active counts must be today's before the cursor reads them.
    await ensureReferralWindow(db);
    return csvResponse(db, 'referrals', inviterExportQuery({ q, sort, dir }), REFERRAL_COLUMNS);
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/exports/:kind' };
