// Every date the API takes lies within 1900-01-01..2200-12-31 (src/lib/dates.ts, decision
// 0030). Outside it: a 400 that says so. Before, year 0000 and 0013–0099 were 500s, and 0001–0012
// answered for the wrong day (JavaScript's Date reads years 0–99 as 19xx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminVerses from '../../functions/admin-verses.mts';
import adminThawabs from '../../functions/admin-thawabs.mts';
import appVerse from '../../functions/app-verse-of-the-day.mts';
import appThawabs from '../../functions/app-thawabs.mts';
import blogPosts from '../../functions/blog-posts.mts';
import blogPost from '../../functions/blog-post.mts';
import { API } from '../../src/lib/routes.ts';
import { DATE_MAX, DATE_MIN } from '../../src/lib/dates.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';

const db = useTestDatabase();
let cookie = '';

const OUTSIDE = ['0000-01-01', '0050-06-01', '0012-01-01', '1899-12-31', '2201-01-01'];
const INSIDE = ['1900-01-01', '2200-12-31'];
const RANGE = `between ${DATE_MIN} and ${DATE_MAX}`;

type Handler = typeof appVerse;
const get = (handler: Handler, path: string, params: Record<string, string> = {}) =>
  call(handler, staffRequest('GET', path, { cookie }), context(params));
const send = (handler: Handler, method: string, path: string, body: unknown, params: Record<string, string> = {}) =>
  call(handler, staffRequest(method, path, { cookie, body }), context(params));

const verse = (scheduledDate: string | null) => ({
  surah: 94,
  ayahNumber: '5-6',
  arabic: 'x',
  translation: 'With hardship comes ease.',
  tags: [],
  scheduledDate,
  isWidgetPriority: false,
});
const thawab = (date: string) => ({
  name: `On ${date}`,
  description: 'A deed for one day',
  category: 'Prayer',
  xpValue: 20,
  icon: '🕌',
  schedulingType: 'specific-date',
  schedulingValue: date,
  difficultyLevel: 'easy',
  minLevel: 'Waking Soul',
  isActive: true,
});
let slug = 0;
const post = (date: string) =>
  validPost({ slug: `dated-${++slug}`, status: 'published', publishDate: `${date}T09:00:00.000Z` });

let verseId = 0;
let thawabId = 0;
let postId = 0;

beforeAll(async () => {
  await truncate(
    'staff_accounts',
    'verses',
    'thawab_tasks',
    'badges',
    'quiz_questions',
    'spiritual_levels',
    'audit_log',
    'blog_posts',
  );
  cookie = await cookieFor((await createStaff('dates-root', 'Super Admin')).id);
  await seedContent(db);
  verseId = (await send(adminVerses, 'POST', API.adminVerses.path(), verse(null))).body.id;
  thawabId = (await send(adminThawabs, 'POST', API.adminThawabs.path(), thawab('2026-01-01'))).body.id;
  postId = (await send(blogPosts, 'POST', API.blogPosts, post('2026-01-01'))).body.id;
});
afterAll(async () => {
  await truncate(
    'staff_accounts',
    'verses',
    'thawab_tasks',
    'badges',
    'quiz_questions',
    'spiritual_levels',
    'audit_log',
    'blog_posts',
  );
  await closeDb();
});

/** Every endpoint that takes a date, as a call with that date. */
const ENDPOINTS: { name: string; call: (date: string) => ReturnType<typeof call> }[] = [
  { name: 'GET verse-of-the-day ?date', call: (d) => get(appVerse, `${API.appVerseOfTheDay}?date=${d}`) },
  { name: 'GET app thawabs ?date', call: (d) => get(appThawabs, `${API.appThawabs}?date=${d}`) },
  { name: 'GET admin verses ?from', call: (d) => get(adminVerses, `${API.adminVerses.path()}?from=${d}&to=${d}`) },
  // from valid, to outside (or both the day itself): the answer is about `to`.
  {
    name: 'GET admin verses ?to',
    call: (d) =>
      get(
        adminVerses,
        `${API.adminVerses.path()}?from=${OUTSIDE.includes(d) ? (d > DATE_MAX ? DATE_MAX : DATE_MIN) : d}&to=${d}`,
      ),
  },
  {
    name: 'POST verse scheduledDate',
    call: async (d) => {
      const res = await send(adminVerses, 'POST', API.adminVerses.path(), verse(d));
      // Free the date again (one verse per date) for the calls that follow.
      if (res.status === 201)
        await send(
          adminVerses,
          'DELETE',
          API.adminVerses.path(res.body.id),
          { version: res.body.version },
          { id: String(res.body.id) },
        );
      return res;
    },
  },
  // Each save names the version it was made from (decision 0029).
  {
    name: 'PUT verse scheduledDate',
    call: async (d) =>
      send(
        adminVerses,
        'PUT',
        API.adminVerses.path(verseId),
        { ...verse(d), version: await versionOf('verses', verseId) },
        { id: String(verseId) },
      ),
  },
  { name: 'POST thawab specific date', call: (d) => send(adminThawabs, 'POST', API.adminThawabs.path(), thawab(d)) },
  {
    name: 'PUT thawab specific date',
    call: async (d) =>
      send(
        adminThawabs,
        'PUT',
        API.adminThawabs.path(thawabId),
        { ...thawab(d), version: await versionOf('thawab_tasks', thawabId) },
        { id: String(thawabId) },
      ),
  },
  { name: 'POST blog post publishDate', call: (d) => send(blogPosts, 'POST', API.blogPosts, post(d)) },
  {
    name: 'PUT blog post publishDate',
    call: async (d) =>
      send(
        blogPost,
        'PUT',
        API.blogPostById.path(postId),
        { ...post(d), slug: 'dated-put', version: await versionOf('blog_posts', postId) },
        { id: String(postId) },
      ),
  },
];

describe('dates outside 1900-01-01..2200-12-31', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: 400 saying the range for ${OUTSIDE.join(', ')}`, async () => {
      for (const date of OUTSIDE) {
        const res = await endpoint.call(date);
        expect(res.status, date).toBe(400);
        expect(res.body.error, date).toContain(RANGE);
      }
    });
  }
});

describe('dates at the ends of the range', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${INSIDE.join(' and ')} are accepted`, async () => {
      for (const date of INSIDE) {
        const res = await endpoint.call(date);
        expect(res.status, `${date}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      }
    });
  }

  it("the verse of the day answers for the day asked, and a verse scheduled on it is that day's verse", async () => {
    for (const date of INSIDE) {
      const res = await get(appVerse, `${API.appVerseOfTheDay}?date=${date}`);
      expect(res.body.date).toBe(date);
    }
    // The PUT above left the verse on the range's last day.
    const last = await get(appVerse, `${API.appVerseOfTheDay}?date=${DATE_MAX}`);
    expect(last.body).toMatchObject({ reason: 'scheduled', id: verseId });
    const calendar = await get(adminVerses, `${API.adminVerses.path()}?from=${DATE_MAX}&to=${DATE_MAX}`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.items.map((v: { id: number }) => v.id)).toEqual([verseId]);
  });
});
