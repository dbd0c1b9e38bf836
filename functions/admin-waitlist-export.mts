import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { csvResponse, type CsvColumn } from '../src/server/csv.ts';
import { exportRow, signupExportQuery } from '../src/server/repositories/waitlist-admin.ts';
import { SignupListQuerySchema, type SignupRow } from '../src/lib/schemas/waitlist-admin.ts';

type Row = Record<string, unknown>;
const cell = (pick: (row: SignupRow) => string | boolean | null) => (row: Row) => {
  const value = pick(exportRow(row));
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
};

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Key', value: cell((r) => r.key) },
  { header: 'List', value: cell((r) => (r.kind === 'waitlist' ? 'Launch waitlist' : 'Newsletter')) },
  { header: 'Name', value: cell((r) => r.name) },
  { header: 'Email', value: cell((r) => r.email) },
  { header: 'Phone', value: cell((r) => r.phone) },
  { header: 'Source', value: cell((r) => r.source) },
  { header: 'Quiz Level', value: cell((r) => r.level) },
  { header: 'Language', value: cell((r) => r.language) },
  { header: 'Signed Up', value: cell((r) => r.createdAt) },
  { header: 'Confirmed', value: cell((r) => r.confirmedAt) },
  { header: 'Notified', value: cell((r) => r.notified) },
  { header: 'Unsubscribed', value: cell((r) => r.unsubscribedAt) },
  { header: 'Referral Code', value: cell((r) => r.referralCode) },
];

// Waitlist tab: CSV of the list's current filter and sort (every page), streamed by a cursor.
export default route({
  async GET(request) {
    await requireStaff(request, 'waitlist');
    const { page: _page, pageSize: _pageSize, ...filter } = readQuery(request, SignupListQuerySchema);
    return csvResponse(getDb(), 'waitlist', signupExportQuery(filter), COLUMNS);
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/export.csv' };
