// The content tabs' search in every language (decision 0053): Thawab Tasks, Badges, the level
// table and Daily Verses match their per-locale texts (and a verse its Arabic and its published
// editions) in SQL, fold case, accents, Arabic diacritics, tatweel and Arabic/Urdu letter variants,
// name the language a row matched in, and use the trigram indexes (the planner is shown the same
// expression the index holds).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminThawabs from '../../functions/admin-thawabs.mts';
import adminBadges from '../../functions/admin-badges.mts';
import adminLevels from '../../functions/admin-quiz-levels.mts';
import adminVerses from '../../functions/admin-verses.mts';
import { API } from '../../src/lib/routes.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { translationsInput, type ContentTranslations } from '../../src/lib/i18n/content.ts';
import { fillEditionTexts } from '../../src/server/repositories/content-verses.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const TABLES = ['verses', 'thawab_tasks', 'badges', 'quiz_questions', 'spiritual_levels', 'audit_log', 'users'];
let editor = '';
let moderator = '';

type Handler = typeof adminThawabs;
interface Listed {
  id: number;
  name: string;
  matchedIn?: string[];
}
interface ListedVerse {
  id: number;
  surah: number;
  ayahNumber: string;
  version: number;
  matchedIn?: string[];
  matchedTexts?: Record<string, string>;
}

async function list<T = Listed>(
  handler: Handler,
  path: string,
  q: string,
  cookie = editor,
): Promise<{ status: number; items: T[]; total: number; body: Record<string, unknown> }> {
  const answer = await call(
    handler,
    staffRequest('GET', `${path}?${new URLSearchParams({ q, pageSize: '200' })}`, { cookie }),
    context(),
  );
  const body = answer.body as { items?: T[]; total?: number };
  return {
    status: answer.status,
    items: body.items ?? [],
    total: body.total ?? 0,
    body: answer.body as Record<string, unknown>,
  };
}
const names = (items: Listed[]) => items.map((i) => i.name);
const byName = (items: Listed[], name: string) => items.find((i) => i.name === name);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  editor = await cookieFor((await createStaff('search-editor', 'Content Editor')).id);
  moderator = await cookieFor((await createStaff('search-mod', 'Moderator')).id);
  await seedContent(db);
});

afterAll(async () => {
  await truncate('staff_accounts', ...TABLES);
  await closeDb();
});

describe('search_fold: one folding rule for stored texts and queries', () => {
  const fold = async (text: string) => (await rows<{ f: string }>(sql`SELECT search_fold(${text}) AS f`))[0]!.f;
  it.each([
    ['Arabic diacritics and the hamza/madda marks', 'ٱلصَّبْرِ أَنْ', 'الصبر ان'],
    ['tatweel', 'الصـــــبر', 'الصبر'],
    ['Urdu keheh, Farsi yeh, heh goal and do-chashmi heh as their Arabic letters', 'کی ہے بھی', 'كي هے بهي'],
    ['teh marbuta and alef maksura', 'صلاة على', 'صلاه علي'],
    ['Arabic-Indic, Eastern and Bengali digits', '١٢ ۳۴ ৫৬', '12 34 56'],
    ['case and Latin accents', 'PRIÈRE à l’Heure', "priere a l'heure"],
    ['Turkish capital dotted I and dotless ı', 'İBADET namazını', 'ibadet namazini'],
    ['bidi isolates and zero-width joiners', '\u2068Thawab\u2069 نماز\u200Cیں', 'thawab نمازيں'],
    ['Bengali vowel signs are kept', 'নামাজ পড়ুন', 'নামাজ পড়ুন'.normalize('NFD')],
  ])('%s', async (_, text, folded) => {
    expect(await fold(text)).toBe(folded);
  });

  it('LIKE wildcards in a query are literal', async () => {
    const [row] = await rows<{ a: boolean; b: boolean }>(
      sql`SELECT 'a%b' LIKE search_pattern('a%b') AS a, 'axxb' LIKE search_pattern('a%b') AS b`,
    );
    expect(row).toEqual({ a: true, b: false });
  });
});

describe('Thawab Tasks', () => {
  it('a Turkish word finds the tasks written with it, in any case, and says they matched in Turkish', async () => {
    const found = await list(adminThawabs, API.adminThawabs.path(), 'NAMAZINI');
    expect(found.status).toBe(200);
    expect(names(found.items)).toContain('Pray Fajr on time');
    expect(found.total).toBe(found.items.length);
    for (const item of found.items) expect(item.matchedIn).toContain('tr');
    // English alone never knew this word.
    expect(found.items.every((i) => !/namaz/i.test(i.name))).toBe(true);
  });

  it('Arabic typed without diacritics or with tatweel finds the vowelled text; typed with diacritics too', async () => {
    for (const q of ['صلها', 'الفـــجر', 'الفَجْر']) {
      const found = await list(adminThawabs, API.adminThawabs.path(), q);
      expect(names(found.items), q).toContain('Pray Fajr on time');
      expect(byName(found.items, 'Pray Fajr on time')!.matchedIn, q).toEqual(['ar']);
    }
  });

  it('Urdu typed on an Arabic keyboard (ك, ي) finds Urdu written with ک and ی', async () => {
    const found = await list(adminThawabs, API.adminThawabs.path(), 'فجر كي نماز');
    expect(names(found.items)).toContain('Pray Fajr on time');
    for (const item of found.items) expect(item.matchedIn).toEqual(['ur']);
  });

  it('French without accents and with a straight apostrophe finds "prière de l’aube"', async () => {
    const found = await list(adminThawabs, API.adminThawabs.path(), "priere de l'aube");
    expect(names(found.items)).toEqual(['Pray Fajr on time']);
    expect(found.items[0]!.matchedIn).toEqual(['fr']);
  });

  it('an English match names no other language; no search names none at all', async () => {
    const found = await list(adminThawabs, API.adminThawabs.path(), 'fajr');
    expect(byName(found.items, 'Pray Fajr on time')!.matchedIn).toEqual([]);
    const all = await list(adminThawabs, API.adminThawabs.path(), '');
    expect(all.items.length).toBeGreaterThan(20);
    expect(all.items.every((i) => i.matchedIn === undefined)).toBe(true);
  });

  it('a word in no language finds nothing; LIKE wildcards find only themselves', async () => {
    expect((await list(adminThawabs, API.adminThawabs.path(), 'zzqx-nowhere')).total).toBe(0);
    expect((await list(adminThawabs, API.adminThawabs.path(), '%')).total).toBe(0);
    expect((await list(adminThawabs, API.adminThawabs.path(), '_')).total).toBe(0);
  });

  it('a staff save of a translation is searchable at once; the writer’s name is not', async () => {
    const [row] = await rows<{ id: number }>(sql`SELECT id FROM thawab_tasks WHERE name = 'Pray Fajr on time'`);
    const loaded = await call(
      adminThawabs,
      staffRequest('GET', API.adminThawabs.path(row!.id), { cookie: editor }),
      context({ id: String(row!.id) }),
    );
    const { id, version, translations, ...task } = loaded.body as {
      id: number;
      version: number;
      translations: ContentTranslations;
    };
    const put = await call(
      adminThawabs,
      staffRequest('PUT', API.adminThawabs.path(id), {
        cookie: editor,
        body: {
          ...task,
          version,
          translations: {
            ...translationsInput(translations),
            ms: { name: 'Solat Subuh berjemaah di surau', description: 'Bangun awal.' },
          },
        },
      }),
      context({ id: String(id) }),
    );
    expect(put.status).toBe(200);
    const found = await list(adminThawabs, API.adminThawabs.path(), 'surau');
    expect(names(found.items)).toEqual(['Pray Fajr on time']);
    expect(found.items[0]!.matchedIn).toEqual(['ms']);
    expect((await list(adminThawabs, API.adminThawabs.path(), 'search-editor')).total).toBe(0);
  });

  it('a Moderator is refused (403) and a signed-out request 401, search or not', async () => {
    expect((await list(adminThawabs, API.adminThawabs.path(), 'namaz', moderator)).status).toBe(403);
    expect((await list(adminThawabs, API.adminThawabs.path(), 'namaz', '')).status).toBe(401);
  });
});

describe('Badges', () => {
  it('a word of a translation finds the badge and names the language', async () => {
    const [badge] = await rows<{ name: string; tr: string }>(
      sql`SELECT name, translations->'tr'->>'name' AS tr FROM badges WHERE translations ? 'tr' ORDER BY id LIMIT 1`,
    );
    const word = badge!.tr.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const found = await list(adminBadges, API.adminBadges.path(), word.toLocaleUpperCase('tr'));
    expect(names(found.items)).toContain(badge!.name);
    expect(byName(found.items, badge!.name)!.matchedIn).toContain('tr');
  });
});

describe('the level table', () => {
  it('?q= lists only the levels that match, in any language, with their share of all users', async () => {
    const all = await call(adminLevels, staffRequest('GET', API.adminQuizLevels, { cookie: editor }), context());
    const levels = (
      all.body as {
        levels: {
          name: string;
          translations: Record<string, { name?: string }>;
          percentage: number;
          matchedIn?: string[];
        }[];
      }
    ).levels;
    expect(levels.every((l) => l.matchedIn === undefined)).toBe(true);
    const target = levels[2]!;
    const arabic = target.translations.ar!.name!;
    const found = await call(
      adminLevels,
      staffRequest('GET', `${API.adminQuizLevels}?${new URLSearchParams({ q: arabic })}`, { cookie: editor }),
      context(),
    );
    expect(found.status).toBe(200);
    const body = found.body as { levels: typeof levels; version: number };
    expect(body.levels.map((l) => l.name)).toEqual([target.name]);
    expect(body.levels[0]!.matchedIn).toEqual(['ar']);
    expect(body.levels[0]!.percentage).toBe(target.percentage);
    expect(body.version).toBeGreaterThan(0);
  });
});

describe('Daily Verses', () => {
  it('the seeded verses carry their editions’ texts, unchanged from the QuranEnc files (decision 0061)', async () => {
    const [verse] = await rows<{ edition_texts: Record<string, string> }>(
      sql`SELECT edition_texts FROM verses WHERE surah = 2 AND ayah_number = '153'`,
    );
    expect(Object.keys(verse!.edition_texts).sort()).toEqual(['id']);
    expect(verse!.edition_texts.id).toContain('Mohonlah pertolongan (kepada Allah) dengan sabar dan salat');
  });

  it('the Arabic typed in modern spelling finds the Uthmani text, whichever way it writes the long a', async () => {
    for (const [q, reference] of [
      ['الصبر', '2:153'],
      ['الصابرين', '2:153'],
      ['الرحمن الرحيم', '1:1-7'],
      ['الْحَمْدُ لِلَّه', '1:1-7'],
    ] as const) {
      const found = await list<ListedVerse>(adminVerses, API.adminVerses.path(), q);
      const verse = found.items.find((v) => `${v.surah}:${v.ayahNumber}` === reference);
      expect(verse?.matchedIn, q).toContain('ar');
    }
    const patience = await list<ListedVerse>(adminVerses, API.adminVerses.path(), 'الصبر');
    expect(patience.items.map((v) => `${v.surah}:${v.ayahNumber}`)).toContain('2:153');
  });

  it('a word of the Indonesian edition finds the verse, names Indonesian and shows the edition’s text', async () => {
    const found = await list<ListedVerse>(adminVerses, API.adminVerses.path(), 'SALAT. SUNGGUH, ALLAH BESERTA');
    expect(found.items.map((v) => `${v.surah}:${v.ayahNumber}`)).toEqual(['2:153']);
    expect(found.items[0]!.matchedIn).toEqual(['id']);
    expect(found.items[0]!.matchedTexts!.id).toContain('salat. Sungguh, Allah beserta');
  });

  it('English, the ayah number and the surah name still match, and name no other language', async () => {
    const found = await list<ListedVerse>(adminVerses, API.adminVerses.path(), 'seek help through patience');
    expect(found.items.map((v) => `${v.surah}:${v.ayahNumber}`)).toContain('2:153');
    expect(found.items.every((v) => v.matchedIn!.length === 0)).toBe(true);
    const bySurah = await list<ListedVerse>(adminVerses, API.adminVerses.path(), 'Al-Ikhlas');
    expect(bySurah.items.map((v) => v.surah)).toEqual([112]);
    // An ayah number typed in Arabic-Indic digits is the same number.
    const byAyah = await list<ListedVerse>(adminVerses, API.adminVerses.path(), '١٥٣');
    expect(byAyah.items.map((v) => `${v.surah}:${v.ayahNumber}`)).toContain('2:153');
    expect(byAyah.items.every((v) => v.matchedIn!.length === 0)).toBe(true);
  });

  it('a verse written before the column existed gets its editions at the next start; a staff edit of the reference refreshes them', async () => {
    await db.execute(sql`UPDATE verses SET edition_texts = NULL WHERE surah = 2 AND ayah_number = '153'`);
    const q = 'salat. Sungguh, Allah beserta';
    expect((await list<ListedVerse>(adminVerses, API.adminVerses.path(), q)).total).toBe(0);
    expect(await fillEditionTexts(db)).toBe(1);
    expect((await list<ListedVerse>(adminVerses, API.adminVerses.path(), q)).total).toBe(1);

    const [verse] = await rows<{ id: number; version: number; tags: string[] }>(
      sql`SELECT id, version, tags FROM verses WHERE surah = 2 AND ayah_number = '153'`,
    );
    const moved = await call(
      adminVerses,
      staffRequest('PUT', API.adminVerses.path(verse!.id), {
        cookie: editor,
        body: {
          version: verse!.version,
          surah: 2,
          ayahNumber: '154',
          arabic: 'x',
          translation: 'And do not say about those who are killed in the way of Allah, "They are dead."',
          tags: verse!.tags,
          scheduledDate: null,
          isWidgetPriority: false,
        },
      }),
      context({ id: String(verse!.id) }),
    );
    expect(moved.status).toBe(200);
    expect((await list<ListedVerse>(adminVerses, API.adminVerses.path(), q)).total).toBe(0);
    const [after] = await rows<{ id: string }>(
      sql`SELECT edition_texts->>'id' AS id FROM verses WHERE id = ${verse!.id}`,
    );
    expect(after!.id).toContain('orang-orang yang terbunuh di jalan Allah');
  });
});

describe('the indexes', () => {
  // With so few rows the planner rightly scans; forbidding scans shows the lists' condition (the
  // stored search_text, spelled as content-search.ts spells it) is served by the index.
  it('the stored search text follows every write: a translation saved is in it, folded', async () => {
    const [row] = await rows<{ search_text: string }>(
      sql`SELECT search_text FROM thawab_tasks WHERE name = 'Pray Fajr on time'`,
    );
    expect(row!.search_text).toContain('surau');
    expect(row!.search_text).toContain('صلاه الفجر في وقتها');
    expect(row!.search_text).not.toContain('search-editor');
  });

  it.each([
    [
      'thawab_tasks_search_trgm_idx',
      sql`SELECT id FROM thawab_tasks WHERE thawab_tasks.search_text LIKE search_pattern('namaz')`,
    ],
    ['badges_search_trgm_idx', sql`SELECT id FROM badges WHERE badges.search_text LIKE search_pattern('namaz')`],
    ['verses_search_trgm_idx', sql`SELECT id FROM verses WHERE verses.search_text LIKE search_pattern('sabır')`],
  ])('%s serves the search', async (index, query) => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return ((await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain(index);
  });
});
