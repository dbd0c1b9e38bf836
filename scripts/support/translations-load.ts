// Concurrent staff saves of translations against a running production-like server (decision 0053):
// the Translations tab's drafts (decision 0047) and the per-locale texts of the app's content
// (decision 0048). Each scenario sends its requests at once, then reads what the database holds and
// what the server logged, and answers a report; tests/e2e/translations-load.spec.ts asserts on the
// reports, `npm run bench:translations` prints them. Every request goes to the given server only.
import { queryAt } from './postgres.ts';
import { CATALOGUES } from '../../src/lib/i18n/catalogues.ts';
import { PREFIXED_LOCALES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { API } from '../../src/lib/routes.ts';

export interface LoadTarget {
  origin: string;
  databaseUrl: string;
  /** The server's output so far (scenarios read the lines they caused). */
  output: string[];
}

export interface Timed<T = Record<string, unknown>> {
  status: number;
  ms: number;
  body: T;
  headers: Headers;
}

/** Lines that say something went wrong on the server's side. */
export const errorLines = (lines: string[]) =>
  lines.filter((line) => /error|failed|exception|savepoint|aborted|timeout/i.test(line));

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export const statusCounts = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

export const latency = (answers: { ms: number }[]) => {
  const ms = answers.map((a) => a.ms);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
};

async function request<T>(
  target: LoadTarget,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(`${target.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: target.origin, Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, ms: performance.now() - started, body: parsed as T, headers: response.headers };
}

/** Signs in as the first run's Super Admin (its password is printed once at the first start). */
export async function signInFirstAdmin(target: LoadTarget): Promise<string> {
  // The line follows "Site ready" in the same callback, but may arrive in a later chunk.
  let password: string | undefined;
  for (let waited = 0; !password && waited < 10_000; waited += 100) {
    password = /created the Super Admin "admin" with the password (\S+)/.exec(target.output.join('\n'))?.[1];
    if (!password) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!password) throw new Error('the first start did not print the Super Admin password');
  const response = await fetch(`${target.origin}${API.adminLogin}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: target.origin },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export interface CatalogueString {
  catalogue: string;
  key: string;
  locale: LocaleCode;
  english: string;
  /** The locale's text in the catalogue file, when it is plain text (what a page shows before any staff save). */
  file?: string;
}

/**
 * Catalogue strings a load test may write: plain English (no placeholder or plural, so any text
 * that keeps none is valid), in every prefixed locale, the chrome first (it is on every page).
 */
export function plainStrings(): CatalogueString[] {
  const out: CatalogueString[] = [];
  for (const entry of CATALOGUES) {
    for (const [key, message] of Object.entries(entry.catalogue.en)) {
      if (typeof message !== 'string' || /[{}<>&"']/.test(message)) continue;
      for (const locale of PREFIXED_LOCALES) {
        const file = entry.catalogue.others[locale]?.[key];
        out.push({
          catalogue: entry.name,
          key,
          locale,
          english: message,
          ...(typeof file === 'string' && !/[{}<>&"']/.test(file) ? { file } : {}),
        });
      }
    }
  }
  return out;
}

const label = (s: Pick<CatalogueString, 'catalogue' | 'key' | 'locale'>) => `${s.catalogue}.${s.key} [${s.locale}]`;

interface StringRow {
  catalogue: string;
  key: string;
  locale: string;
  text: string;
  published_text: string | null;
  version: number;
}

async function stringRows(target: LoadTarget, strings: CatalogueString[]): Promise<Map<string, StringRow>> {
  const rows = await queryAt<StringRow>(
    target.databaseUrl,
    'SELECT catalogue, key, locale, text, published_text, version FROM translation_strings',
  );
  const wanted = new Set(strings.map(label));
  return new Map(
    rows.map((r) => [label(r as unknown as CatalogueString), r]).filter(([l]) => wanted.has(l as string)) as [
      string,
      StringRow,
    ][],
  );
}

const saveString = (target: LoadTarget, cookie: string, s: CatalogueString, text: string, version: number) =>
  request<{ text?: string; version?: number; current?: { text: string; version: number }; conflict?: string }>(
    target,
    cookie,
    'PUT',
    API.adminTranslationString,
    {
      catalogue: s.catalogue,
      key: s.key,
      locale: s.locale,
      text,
      reviewed: false,
      version,
    },
  );

export interface DifferentStringsReport {
  answers: Timed[];
  /** Strings whose stored draft is exactly the text sent for them. */
  stored: number;
  audited: number;
  errors: string[];
}

/** `strings.length` saves of different strings at once, each from version 0 (no staff text yet). */
export async function saveDifferentStrings(
  target: LoadTarget,
  cookie: string,
  strings: CatalogueString[],
  tag: string,
): Promise<DifferentStringsReport> {
  const logged = target.output.length;
  const auditBefore = await auditCount(target, 'translation.saved');
  const texts = strings.map((s, i) => `${s.english} · ${tag} ${i}`);
  const answers = await Promise.all(strings.map((s, i) => saveString(target, cookie, s, texts[i]!, 0)));
  const rows = await stringRows(target, strings);
  const stored = strings.filter((s, i) => rows.get(label(s))?.text === texts[i]).length;
  return {
    answers,
    stored,
    audited: (await auditCount(target, 'translation.saved')) - auditBefore,
    errors: errorLines(target.output.slice(logged)),
  };
}

async function auditCount(target: LoadTarget, action: string): Promise<number> {
  const [row] = await queryAt<{ n: number }>(
    target.databaseUrl,
    'SELECT count(*)::int AS n FROM audit_log WHERE action = $1',
    [action],
  );
  return row?.n ?? 0;
}

export interface SameStringRound {
  version: number;
  answers: Timed<{ text?: string; version?: number; current?: { text: string; version: number }; conflict?: string }>[];
  /** Index of the request that won (the one 200), -1 when none or several did. */
  winner: number;
  /** The row after the round. */
  row: StringRow | undefined;
  /** 409 answers whose `current` is exactly the stored row (text and version). */
  conflictsWithCurrent: number;
  auditedSaves: number;
}

/**
 * `n` saves of the SAME string at once, in `rounds` rounds: the first from version 0 (no staff row
 * yet: concurrent inserts), each next from the version the last round left. Each request writes
 * its own text, so the stored row names the one that won.
 */
export async function saveSameString(
  target: LoadTarget,
  cookie: string,
  s: CatalogueString,
  n: number,
  rounds: number,
  tag: string,
): Promise<{ rounds: SameStringRound[]; errors: string[] }> {
  const logged = target.output.length;
  const out: SameStringRound[] = [];
  let version = 0;
  for (let round = 0; round < rounds; round++) {
    const auditBefore = await auditCount(target, 'translation.saved');
    const texts = Array.from({ length: n }, (_, i) => `${s.english} · ${tag} r${round} n${i}`);
    const answers = await Promise.all(texts.map((text) => saveString(target, cookie, s, text, version)));
    const row = (await stringRows(target, [s])).get(label(s));
    const won = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    const conflictsWithCurrent = answers.filter(
      (a) =>
        a.status === 409 &&
        a.body.conflict === 'version' &&
        a.body.current?.text === row?.text &&
        a.body.current?.version === row?.version,
    ).length;
    out.push({
      version,
      answers,
      winner: won.length === 1 ? won[0]! : -1,
      row,
      conflictsWithCurrent,
      auditedSaves: (await auditCount(target, 'translation.saved')) - auditBefore,
    });
    version = row?.version ?? version;
    if (won.length === 1 && row?.text !== texts[won[0]!])
      throw new Error(`round ${round}: the stored text is not the winner's`);
  }
  return { rounds: out, errors: errorLines(target.output.slice(logged)) };
}

export interface PublishReport {
  saves: Timed[];
  publishes: Timed<{ published?: string[] }>[];
  /** Labels of the saved strings each publish published. */
  publishedSets: string[][];
  /** Every saved string ends published exactly once, with the text it was saved with. */
  allPublishedOnce: boolean;
  /** After the first publish, each saved string was either published with its text or untouched. */
  consistentAtFirstPublish: boolean;
  /** Strings published by the first publish / still drafts then. */
  firstPublished: number;
  pendingAfterFirst: number;
  /** Audit rows of the publishes, each listing exactly what its answer listed. */
  auditMatches: boolean;
  /** "[build-hook] rebuild triggered: Translations published" lines the server logged during the scenario. */
  hookCalls: number;
  errors: string[];
}

type PublishAnswer = { published?: string[] };

/**
 * "Publish translations" as the tab does it (decision 0047, amended 2026-11-28): the list of changes
 * waiting, then every row of it at the versions it showed. With nothing waiting nothing is sent (the
 * tab's button is disabled): the answer is the empty list's, with no X-Rebuild.
 */
async function publishPending(target: LoadTarget, cookie: string): Promise<Timed<PublishAnswer>> {
  const preview = await request<{ pending?: { id: number; version: number }[] }>(
    target,
    cookie,
    'GET',
    API.adminTranslationsPublish,
  );
  const items = (preview.body.pending ?? []).map(({ id, version }) => ({ id, version }));
  if (items.length === 0) return { ...preview, body: { published: [] } };
  const answer = await request<PublishAnswer>(target, cookie, 'POST', API.adminTranslationsPublish, { items });
  return { ...answer, ms: answer.ms + preview.ms };
}

/**
 * Saves of different strings while publishes run: the first half of `strings` is sent at once; once
 * `afterSaves` of them have answered, a publish is sent and, right behind it, the second half (so
 * saves are in flight on both sides of the publish); when every save has answered, a second
 * publish; then a third, with nothing left. First, pending drafts of earlier scenarios are published.
 */
export async function publishDuringSaves(
  target: LoadTarget,
  cookie: string,
  strings: CatalogueString[],
  tag: string,
  afterSaves: number,
): Promise<PublishReport> {
  await publishPending(target, cookie);
  const [{ id: auditBefore } = { id: 0 }] = await queryAt<{ id: number }>(
    target.databaseUrl,
    'SELECT coalesce(max(id), 0)::int AS id FROM audit_log',
  );
  const logged = target.output.length;
  const hooks = () =>
    target.output.filter(
      (line, i) => i >= logged && line.includes('[build-hook] rebuild triggered: Translations published'),
    ).length;
  const texts = strings.map((s, i) => `${s.english} · ${tag} ${i}`);
  const half = Math.ceil(strings.length / 2);
  let answered = 0;
  let releaseFirst!: () => void;
  const firstDue = new Promise<void>((resolve) => (releaseFirst = resolve));
  const send = (from: number, to: number) =>
    strings.slice(from, to).map((s, j) =>
      saveString(target, cookie, s, texts[from + j]!, 0).then((answer) => {
        if (++answered === afterSaves) releaseFirst();
        return answer;
      }),
    );
  const early = send(0, half);
  await firstDue;
  const firstPublish = publishPending(target, cookie);
  const late = send(half, strings.length);
  const first = await firstPublish;
  const rowsAtFirst = await stringRows(target, strings);
  const saved = await Promise.all([...early, ...late]);
  const second = await publishPending(target, cookie);
  const third = await publishPending(target, cookie);
  const rows = await stringRows(target, strings);
  // The server's log reaches us a little after its answers: wait until it stops growing.
  for (let seen = -1, waited = 0; waited < 5000 && seen !== target.output.length; waited += 500) {
    seen = target.output.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const labels = new Set(strings.map(label));
  const sets = [first, second, third].map((p) => (p.body.published ?? []).filter((l) => labels.has(l)));
  const firstSet = new Set(sets[0]);
  const consistentAtFirstPublish = strings.every((s, i) => {
    const row = rowsAtFirst.get(label(s));
    // Published by the first publish: its text, as saved. Not: no row yet, or a draft never published.
    return firstSet.has(label(s))
      ? row?.published_text === texts[i] && row?.text === texts[i]
      : row === undefined || row.published_text === null;
  });
  const counted = new Map<string, number>();
  for (const l of sets.flat()) counted.set(l, (counted.get(l) ?? 0) + 1);
  const allPublishedOnce = strings.every(
    (s, i) => counted.get(label(s)) === 1 && rows.get(label(s))?.published_text === texts[i],
  );
  // One audit row per publish that published something, listing exactly what it answered.
  const audits = await queryAt<{ summary: string }>(
    target.databaseUrl,
    "SELECT summary FROM audit_log WHERE action = 'translations.published' AND id > $1 ORDER BY id",
    [auditBefore],
  );
  const expected = [first, second, third]
    .map((p) => (p.body.published ?? []).slice().sort())
    .filter((listed) => listed.length > 0)
    .map((listed) => `Published ${listed.length} translation${listed.length === 1 ? '' : 's'}: ${listed.join(', ')}`);
  const auditMatches = audits.length === expected.length && audits.every((a, i) => a.summary === expected[i]);
  return {
    saves: saved,
    publishes: [first, second, third],
    publishedSets: sets,
    allPublishedOnce,
    consistentAtFirstPublish,
    firstPublished: sets[0]!.length,
    pendingAfterFirst: strings.length - sets[0]!.length,
    auditMatches,
    hookCalls: hooks(),
    errors: errorLines(target.output.slice(logged)),
  };
}

// ---------------------------------------------------------------------------------------------
// The app's content: per-locale texts saved with their record (decision 0048)

const TASK = (i: number, tag: string) => ({
  name: `${tag} task ${i}`,
  description: `A task made by the load test (${tag}).`,
  category: 'Dhikr',
  xpValue: 10,
  icon: '📿',
  schedulingType: 'daily',
  schedulingValue: 'everyday',
  difficultyLevel: 'easy',
  isActive: true,
});

interface TaskAnswer {
  id?: number;
  version?: number;
  translations?: Record<string, { name?: string; description?: string }>;
  current?: { version: number; translations: Record<string, { name?: string; description?: string }> };
  conflict?: string;
}

/** Turkish and Arabic texts that name the request that sent them (so a mix of two would show). */
const texts = (who: string) => ({
  tr: { name: `Görev ${who}`, description: `Açıklama ${who}` },
  ar: { name: `مهمة ${who}`, description: `وصف ${who}` },
});

export interface ContentReport {
  created: Timed<TaskAnswer>[];
  different: Timed<TaskAnswer>[];
  /** Tasks whose stored Turkish and Arabic texts are exactly the ones their save sent. */
  differentStored: number;
  same: Timed<TaskAnswer>[];
  sameWinner: number;
  /** The stored texts all come from the winning request (nothing half-written). */
  sameStoredIsWinner: boolean;
  sameConflictsWithCurrent: number;
  levels: Timed<{ version?: number; current?: { version: number }; conflict?: string }>[];
  levelWinner: number;
  levelStoredIsWinner: boolean;
  errors: string[];
}

/**
 * `n` thawab tasks made at once; then `n` saves of their translations at once (each a different
 * task); then `n` saves of ONE task's translations from the same version; then `n` saves of the
 * level table (one record) from the same version.
 */
export async function saveContentTranslations(
  target: LoadTarget,
  cookie: string,
  n: number,
  tag: string,
): Promise<ContentReport> {
  const logged = target.output.length;
  const [level] = await queryAt<{ name: string }>(
    target.databaseUrl,
    'SELECT name FROM spiritual_levels ORDER BY position LIMIT 1',
  );
  const minLevel = level?.name ?? 'Seeker';
  const created = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      request<TaskAnswer>(target, cookie, 'POST', API.adminThawabs.path(), { ...TASK(i, tag), minLevel }),
    ),
  );
  const tasks = created.filter((c) => c.status === 201).map((c) => ({ id: c.body.id!, version: c.body.version! }));

  const different = await Promise.all(
    tasks.map((t, i) =>
      request<TaskAnswer>(target, cookie, 'PUT', API.adminThawabs.path(t.id), {
        ...TASK(i, tag),
        minLevel,
        version: t.version,
        translations: texts(`${tag}-d${i}`),
      }),
    ),
  );
  const stored = await queryAt<{ id: number; translations: Record<string, { name?: string; description?: string }> }>(
    target.databaseUrl,
    'SELECT id, translations FROM thawab_tasks WHERE id = ANY($1)',
    [tasks.map((t) => t.id)],
  );
  const byId = new Map(stored.map((r) => [r.id, r.translations]));
  const differentStored = tasks.filter((t, i) => {
    const want = texts(`${tag}-d${i}`);
    const got = byId.get(t.id);
    return (
      got?.tr?.name === want.tr.name &&
      got?.tr?.description === want.tr.description &&
      got?.ar?.name === want.ar.name &&
      got?.ar?.description === want.ar.description
    );
  }).length;

  const one = tasks[0]!;
  const [{ version: oneVersion } = { version: 0 }] = await queryAt<{ version: number }>(
    target.databaseUrl,
    'SELECT version FROM thawab_tasks WHERE id = $1',
    [one.id],
  );
  const same = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      request<TaskAnswer>(target, cookie, 'PUT', API.adminThawabs.path(one.id), {
        ...TASK(0, tag),
        minLevel,
        version: oneVersion,
        translations: texts(`${tag}-s${i}`),
      }),
    ),
  );
  const sameWon = same.flatMap((a, i) => (a.status === 200 ? [i] : []));
  const [after] = await queryAt<{
    version: number;
    translations: Record<string, { name?: string; description?: string }>;
  }>(target.databaseUrl, 'SELECT version, translations FROM thawab_tasks WHERE id = $1', [one.id]);
  const winnerTexts = sameWon.length === 1 ? texts(`${tag}-s${sameWon[0]}`) : null;
  const sameStoredIsWinner =
    winnerTexts !== null &&
    after?.translations.tr?.name === winnerTexts.tr.name &&
    after.translations.tr?.description === winnerTexts.tr.description &&
    after.translations.ar?.name === winnerTexts.ar.name &&
    after.translations.ar?.description === winnerTexts.ar.description;
  const sameConflictsWithCurrent = same.filter(
    (a) =>
      a.status === 409 &&
      a.body.conflict === 'version' &&
      a.body.current?.version === after?.version &&
      a.body.current?.translations.tr?.name === winnerTexts?.tr.name,
  ).length;

  // The level table is one record: concurrent saves of it from one version.
  const table = await request<{ version: number; levels: { name: string; minScore: number; description: string }[] }>(
    target,
    cookie,
    'GET',
    API.adminQuizLevels,
  );
  const levels = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      request<{ version?: number; current?: { version: number }; conflict?: string }>(
        target,
        cookie,
        'PUT',
        API.adminQuizLevels,
        {
          version: table.body.version,
          levels: table.body.levels.map((l, position) => ({
            name: l.name,
            minScore: l.minScore,
            description: l.description,
            ...(position === 0 ? { translations: { tr: { name: `Seviye ${tag}-l${i}` } } } : {}),
          })),
        },
      ),
    ),
  );
  const levelWon = levels.flatMap((a, i) => (a.status === 200 ? [i] : []));
  const [first] = await queryAt<{ tr: string | null }>(
    target.databaseUrl,
    "SELECT translations->'tr'->>'name' AS tr FROM spiritual_levels ORDER BY position LIMIT 1",
  );
  return {
    created,
    different,
    differentStored,
    same,
    sameWinner: sameWon.length === 1 ? sameWon[0]! : -1,
    sameStoredIsWinner,
    sameConflictsWithCurrent,
    levels,
    levelWinner: levelWon.length === 1 ? levelWon[0]! : -1,
    levelStoredIsWinner: levelWon.length === 1 && first?.tr === `Seviye ${tag}-l${levelWon[0]}`,
    errors: errorLines(target.output.slice(logged)),
  };
}
