import type { Config } from '@netlify/functions';
import { VersePayloadSchema } from '../src/lib/schemas/content-verse.ts';
import { dayNumber, readIsoDate } from '../src/lib/dates.ts';
import { contentCrud } from '../src/server/content/crud.ts';
import { HttpError } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import {
  deleteVerse,
  getVerse,
  insertVerse,
  listVerses,
  scheduledBetween,
  updateVerse,
  verseLabel,
  verseOnDate,
} from '../src/server/repositories/content-verses.ts';

// Staff (permission 'content'): Daily Verses. GET ?from=&to= answers the calendar's scheduled verses.
export default contentCrud({
  entity: 'verse',
  table: 'verses',
  noun: 'verse',
  notFound: 'Verse not found',
  schema: VersePayloadSchema,
  maxBytes: 64 * 1024,
  list: listVerses,
  get: getVerse,
  insert: insertVerse,
  update: updateVerse,
  remove: deleteVerse,
  describe: (v) => verseLabel(v),
  async beforeWrite(tx, payload, id) {
    if (!payload.scheduledDate) return;
    const other = await verseOnDate(tx, payload.scheduledDate, id);
    if (other) {
      const message = `${payload.scheduledDate} already has a verse: ${verseLabel(other)}. One verse per date; choose another date or unschedule that verse first.`;
      throw new HttpError(409, message, [{ path: 'scheduledDate', message }]);
    }
  },
  async collectionGet(db, url) {
    const params = queryParams(url);
    const from = params.get('from');
    const to = params.get('to');
    if (from === null && to === null) return undefined;
    const a = readIsoDate(from ?? '');
    const b = readIsoDate(to ?? '');
    if (!a.date) throw new HttpError(400, `from ${a.problem}`, [{ path: 'from', message: `from ${a.problem}` }]);
    if (!b.date) throw new HttpError(400, `to ${b.problem}`, [{ path: 'to', message: `to ${b.problem}` }]);
    if (dayNumber(b.date) < dayNumber(a.date) || dayNumber(b.date) - dayNumber(a.date) > 62) {
      throw new HttpError(400, 'from and to must be dates (YYYY-MM-DD), from ≤ to, at most 62 days apart');
    }
    return { from, to, items: await scheduledBetween(db, from!, to!) };
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: ['/api/admin/verses', '/api/admin/verses/:id'] };
