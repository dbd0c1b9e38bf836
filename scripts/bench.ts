// `npm run bench`: Lighthouse (mobile, the local Chromium, median of 3 runs) over the public pages
// of the production-like server, printing scores, LCP, TBT, transferred bytes and JavaScript bytes,
// each page against its budget. A benchmark, not a test: it reports numbers and budgets and always
// exits 0 unless it cannot run.
//
//   npm run bench                       build + serve against a throwaway Postgres, the English pages
//                                       and a few of the heaviest locale pages
//   BENCH_LOCALES=all npm run bench     every public page in every locale (decision 0063's goals), and
//                                       a blog post; BENCH_LOCALES=ar,ur for some locales only
//   BENCH_URL=http://127.0.0.1:8888 npm run bench   measure an already running server
//   BENCH_RUNS=5 BENCH_PAGES=/,/blog npm run bench
//   BENCH_PAGES=quiz npm run bench      the quiz pages in every locale (/, /test, /spiritual-quiz, and / from a share link)
//   BENCH_JS_FILES=1 npm run bench      also each script file: Lighthouse's transfer size, its body, its headers
//   BENCH_SAVE=/tmp/lhr npm run bench   keep each page's last Lighthouse report as JSON there
//
// Decision 0063: every page's LCP is judged as a ratio to a "limit page" measured in the same run and
// served by the same server (scripts/support/limit-page.ts: 21 KB of plain text, nothing else), so
// a loaded machine slows both alike. The goals, for every page in every locale: LCP ≤ 1.1× the limit
// page, TBT ≤ 50 ms above the limit page's (0 on a quiet machine; 170 ms on this 2-core one),
// CLS ≤ 0.05. The limit page is loaded right before each measured load of each page, and a page's
// ratio is the median of its runs' ratios, so a machine whose speed drifts during the run (a shared
// one does, by 10% and more) moves both sides of each ratio alike. Each load starts as a first
// visit: the origin's storage is cleared (FIRST_VISIT_STORAGE). Each page's line names, run by run,
// the requests that ended before the paint Lighthouse observed (lcpWindowOf), which its simulation
// counts into the LCP. Chromium draws with the faces a phone has for the site's scripts and emoji
// (scripts/support/phone-fonts.ts), so a page in Bengali is not charged for this machine's lack of a
// Bengali font. With BENCH_URL, BENCH_LIMIT_URL
// names a limit page served there (else the bench's own deploy folder is used when it exists).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { currentDeployDirectory } from './local-netlify/site-builds.ts';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.ts';
import { LIMIT_PAGE_PATH, writeLimitPage } from './support/limit-page.ts';
import { phoneFontsConfig } from './support/phone-fonts.ts';
import { startPostgres, type TestPostgres } from './support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from './support/production-like-server.ts';
import { PAGES, withQuery } from '../src/lib/routes.ts';
import { LOCALIZED_PAGES, localePath, pageLocale } from '../src/lib/i18n/pages.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, localeOf, type LocaleCode } from '../src/lib/i18n/locales.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS || 3);
// The bench's server keeps its deploys apart from `npm start` and the tests.
const BENCH_STATE_DIR = join(root, '.netlify/bench');

/** Decision 0063's goals: LCP as a ratio to the limit page of the same run, TBT, CLS. */
const LCP_RATIO = 1.1;
const CLS_MAX = 0.05;

interface Budget {
  tbtMs: number;
  transferKb?: number;
  /**
   * JavaScript files the page loads, judged by Lighthouse's own count: its resource summary's
   * script transfer size (compressed bodies as this server sends them, plus each file's response
   * headers). The table also shows the files' bodies gzipped at level 9 (the count before decision
   * 0054), which leaves the headers out.
   */
  jsKb?: number;
  /** Inline <script> text in the HTML, gzipped. */
  inlineJsKb?: number;
  /**
   * The HTML document as transferred. Under ~14 KB it arrives in the first round trip (TCP's
   * initial window, 10 segments); over it, first paint waits one more (~150 ms in Lighthouse's
   * mobile simulation: "/" went from ~700 to ~880 ms when its quiz bank was in its HTML).
   */
  documentKb?: number;
  minPerformance: number;
}
const FIRST_ROUND_TRIP_KB = 14;
// A locale's UI font (Noto Naskh/Nastaliq/Sans Bengali) is fetched after the first page of a visit
// has loaded, for the pages that follow (decision 0052): it is not on the page's own path, so the
// transfer budget is held without it and the font's bytes have a column of their own.
const UI_FONT = /\/noto-(naskh-arabic|nastaliq-urdu|sans-bengali)-[\w.-]+\.woff2$/;
const LOCALE_FONT_SCRIPT_KB = 0.5;
const TEXT_PAGE: Budget = {
  tbtMs: 50,
  transferKb: 60,
  jsKb: 0,
  documentKb: FIRST_ROUND_TRIP_KB,
  minPerformance: 100,
};
// The landing page is a funnel page: its analytics beacon (decision 0027) is an inline script of
// under 1 KB gzipped that sends after the load event and the first idle moment; no script file.
// Beside it, the small scripts of its parts: the language links' cookie (every page), the measured
// figures (decision 0058) and the mock-up's verse font, the last two waiting for the first
// contentful paint before they fetch (decision 0063); 1.22 KB gzipped together on 2026-11-28.
const FUNNEL_TEXT_PAGE: Budget = { ...TEXT_PAGE, inlineJsKb: 1.3 };
const QUIZ_PAGE: Budget = { tbtMs: 50, jsKb: 80, documentKb: FIRST_ROUND_TRIP_KB, minPerformance: 95 };
// Blog pages are text pages too: their HTML is held to the first round trip (decision 0049).
const BLOG_PAGE: Budget = {
  tbtMs: 50,
  jsKb: 0,
  inlineJsKb: 3,
  documentKb: FIRST_ROUND_TRIP_KB,
  minPerformance: 100,
};
// The list has the post pages' budget, featured cover included (decision 0052's amendment).
const BLOG_LIST: Budget = BLOG_PAGE;

/** Gzipped size of the page's inline scripts (JSON-LD excluded: it is data, not code). */
async function inlineScriptKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const code = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .join('\n');
  return code ? gzipSync(code).length / 1024 : 0;
}

/**
 * A page's budget: its English page's, and, where the locale has a web font, room for the inline script that declares it (0.4 KB
 * gzipped, src/layouts/locale-fonts.ts) beside the funnel page's beacon.
 */
function budgetOf(path: string, known: Record<string, Budget>): Budget {
  const { locale, path: english } = pageLocale(path);
  let budget = known[english] ?? (english.startsWith(`${PAGES.blog}/`) ? BLOG_PAGE : TEXT_PAGE);
  if (locale === DEFAULT_LOCALE) return budget;
  if (localeOf(locale).font && budget.inlineJsKb !== undefined)
    budget = { ...budget, inlineJsKb: budget.inlineJsKb + LOCALE_FONT_SCRIPT_KB };
  return budget;
}

/** BENCH_LOCALES: 'all', or codes separated by commas; none: the default list. */
function benchLocales(): LocaleCode[] | null {
  const value = process.env.BENCH_LOCALES?.trim();
  if (!value) return null;
  if (value === 'all') return [...LOCALE_CODES];
  const codes = value.split(',').map((code) => code.trim());
  const unknown = codes.filter((code) => !isLocaleCode(code));
  if (unknown.length)
    throw new Error(`BENCH_LOCALES: unknown locale(s) ${unknown.join(', ')} (known: ${LOCALE_CODES.join(', ')})`);
  return codes as LocaleCode[];
}

/**
 * The quiz pages in every locale: the JavaScript budget's pages (decision 0054). "/" loads no script
 * file until the visitor shows intent (client:intent), so Lighthouse counts none there; the same
 * page opened from a share link (`?ref=`) hydrates at once, and is measured too.
 */
const QUIZ_PAGES = [
  ...[PAGES.home, PAGES.test, PAGES.spiritualQuiz].flatMap((path) =>
    LOCALE_CODES.map((code) => localePath(code, path)),
  ),
  ...LOCALE_CODES.map((code) => withQuery(localePath(code, PAGES.home), { ref: 'bench0054' })),
];

function pagesToMeasure(): { path: string; budget: Budget }[] {
  const known: Record<string, Budget> = {
    [PAGES.landing]: FUNNEL_TEXT_PAGE,
    [PAGES.home]: QUIZ_PAGE,
    [PAGES.test]: QUIZ_PAGE,
    [PAGES.spiritualQuiz]: QUIZ_PAGE,
    [PAGES.blog]: BLOG_LIST,
  };
  if (process.env.BENCH_PAGES === 'quiz') return QUIZ_PAGES.map((path) => ({ path, budget: QUIZ_PAGE }));
  if (process.env.BENCH_PAGES) {
    // A locale's page (/ar/test) has its English page's budget (decision 0044), LCP aside (above).
    return process.env.BENCH_PAGES.split(',').map((path) => ({ path, budget: budgetOf(path, known) }));
  }
  const locales = benchLocales();
  const paths = locales
    ? // Every public page in each locale (decision 0044; the 404 is no page anyone lands on to read).
      locales.flatMap((code) =>
        Object.entries(LOCALIZED_PAGES)
          .filter(([page]) => page !== 'notFound')
          .map(([, english]) => localePath(code, english)),
      )
    : [
        PAGES.landing,
        PAGES.support,
        PAGES.privacy,
        PAGES.terms,
        PAGES.home,
        PAGES.test,
        PAGES.spiritualQuiz,
        PAGES.blog,
        // Right to left with the locale's web font: the heaviest locale pages (decisions 0044, 0052).
        localePath('ar', PAGES.home),
        localePath('ar', PAGES.landing),
        localePath('ur', PAGES.test),
        localePath('ur', PAGES.support),
        localePath('bn', PAGES.privacy),
        // The blog in the languages that have posts of their own (decision 0049).
        localePath('id', PAGES.blog),
        localePath('ar', PAGES.blog),
      ];
  const pages = paths.map((path) => ({ path, budget: budgetOf(path, known) }));
  for (const code of ['en', 'ar'] as const) {
    try {
      const dir = join(currentDeployDirectory(BENCH_STATE_DIR), localePath(code, PAGES.blog).slice(1));
      const post = readdirSync(dir).find((f) => f.endsWith('.html'));
      if (post) pages.push({ path: localePath(code, PAGES.blogPost(post.replace(/\.html$/, ''))), budget: BLOG_PAGE });
    } catch {
      /* no post of that language built */
    }
  }
  return pages;
}

/** Median of the runs that produced the figure (a run Lighthouse could not measure gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface Sample {
  /** Lighthouse could not measure the page load (e.g. NO_NAVSTART): the run is taken again. */
  failed: boolean;
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** The LCP element as Lighthouse names it (its tag and a snippet). */
  lcpElement: string;
  /** Every request but the locale's UI font (see UI_FONT). */
  transfer: number;
  font: number;
  /** Lighthouse's own count: resource-summary's script transfer size (bodies as sent plus headers). */
  lighthouseJs: number;
  /** The same files' bodies gzipped at level 9 (headers left out). */
  js: number;
  document: number;
  /** Each script file as Lighthouse saw it. */
  scripts: { url: string; transferSize: number }[];
  /** The requests besides the document that ended before the LCP observed unthrottled (lcpWindowOf). */
  lcpWindow: string[];
}

const gzippedFiles = new Map<string, Promise<number>>();
/** Sum of the gzipped bodies of the distinct files at `urls` (each fetched once per bench). */
async function gzippedBytes(urls: string[]): Promise<number> {
  const sizes = [...new Set(urls)].map((url) => {
    let size = gzippedFiles.get(url);
    if (!size) {
      size = fetch(url).then(
        async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length,
      );
      gzippedFiles.set(url, size);
    }
    return size;
  });
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

/**
 * A file's response as the browser receives it (brotli, as Chromium asks): the bytes of its status
 * line and headers, and of its body as sent (still compressed).
 */
function rawResponse(url: string): Promise<{ headerBytes: number; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => resolve({ headerBytes, bodyBytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The LCP element's selector from Lighthouse's audit details (the LCP breakdown's node in Lighthouse 13). */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"((?:[^"\\]|\\.)*)"/);
  return found ? JSON.parse(`"${found[1]}"`).slice(0, 90) : '?';
}

/**
 * What Lighthouse clears before each load, beside the disk cache: everything the origin stored.
 * Its default keeps cookies, localStorage and IndexedDB, so every page measured after a quiz page
 * measured a returning visitor: `/test` saved its progress, and each later home page hydrated at
 * once to resume it, and each later quiz page resumed instead of starting.
 */
const FIRST_VISIT_STORAGE = ['all'] as const;

interface TimedRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  networkEndTime?: number;
}

/**
 * Lighthouse's simulated LCP replays at slow-4G speed every request that ended before the LCP it
 * observed unthrottled (low-priority images aside), whether the paint needed it or not: a request
 * that wins that race in one run and loses it in the next (the browser's icon fetch after the load
 * event, a script started at idle) moves the page's LCP by a simulated round trip or more (decision
 * 0063). Named per run, so a ratio that moves can be told from a page that got slower.
 */
function lcpWindowOf(requests: TimedRequest[], observedLcp: number | undefined): string[] {
  if (observedLcp === undefined) return [];
  return requests
    .filter((r) => r.resourceType !== 'Document' && (r.networkEndTime ?? Infinity) < observedLcp)
    .filter((r) => !(r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')))
    .map((r) => new URL(r.url).pathname.split('/').pop() || r.url);
}

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    clearStorageTypes: [...FIRST_VISIT_STORAGE],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  // BENCH_SAVE=dir keeps each page's last report (its LCP breakdown, long tasks, requests).
  if (process.env.BENCH_SAVE) {
    mkdirSync(process.env.BENCH_SAVE, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w]+/g, '_') || '_';
    writeFileSync(join(process.env.BENCH_SAVE, `${name}.json`), JSON.stringify(lhr));
  }
  const requests =
    (lhr.audits['network-requests']?.details as { items?: (TimedRequest & { transferSize?: number })[] } | undefined)
      ?.items ?? [];
  const observed = (
    lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0];
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
  );
  const problem = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
  if (problem) console.warn(`[bench] ${url}: Lighthouse could not measure every figure: ${problem}`);
  return {
    failed: Boolean(problem),
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(
      lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details,
    ),
    transfer: requests.filter((r) => !UI_FONT.test(r.url)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    font: requests.filter((r) => UI_FONT.test(r.url)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lighthouseJs: summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    js: await gzippedBytes(scripts.map((r) => r.url)),
    document: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? NaN,
    scripts: scripts.map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 })),
    lcpWindow: lcpWindowOf(requests, observed?.observedLargestContentfulPaint),
  };
}

/**
 * Where the limit page is served: written into the bench's own deploy folder (the server serves its
 * files from disk), or BENCH_LIMIT_URL's path on an already running server.
 */
function limitPagePath(baseUrl: string): string | null {
  if (process.env.BENCH_LIMIT_URL) return new URL(process.env.BENCH_LIMIT_URL, baseUrl).pathname;
  if (process.env.BENCH_URL) {
    console.warn('[bench] BENCH_URL without BENCH_LIMIT_URL: LCP is shown without its ratio to a limit page');
    return null;
  }
  try {
    writeLimitPage(root, currentDeployDirectory(BENCH_STATE_DIR));
    return LIMIT_PAGE_PATH;
  } catch {
    console.warn('[bench] no limit page (no bench deploy folder): LCP is shown without its ratio');
    return null;
  }
}

async function main() {
  let baseUrl = process.env.BENCH_URL;
  let postgres: TestPostgres | undefined;
  let server: ProductionLikeServer | undefined;
  if (!baseUrl) {
    const port = Number(process.env.BENCH_PORT || 8897);
    postgres = await startPostgres();
    console.log('[bench] building and starting the production-like server…');
    server = await startProductionLikeServer({
      port,
      databaseUrl: postgres.url,
      stateDir: BENCH_STATE_DIR,
      echo: null,
      // The build runs first: on a loaded shared machine it can take many minutes.
      timeoutMs: 1_200_000,
    });
    baseUrl = `http://127.0.0.1:${port}`;
  }
  const fontsConfig = phoneFontsConfig(BENCH_STATE_DIR);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    envVars: { ...process.env, ...(fontsConfig ? { FONTCONFIG_FILE: fontsConfig } : {}) },
  });
  const rows: string[] = [];
  const misses: string[] = [];
  let over = 0;
  const quizVerdicts: string[] = [];
  const fileRows: string[] = [];
  const limitPath = limitPagePath(baseUrl);
  const limitSamples: Sample[] = [];
  /**
   * `runs` measured loads of a page, each right after a load of the limit page: a page's LCP is
   * read against the limit page's of the same moment, so a machine that slows down or speeds up
   * during the run moves both. A failed recording is retried (at most `runs` more times), so the
   * median is never taken over fewer runs than announced.
   */
  const samplesOf = async (path: string) => {
    const samples: Sample[] = [];
    const ratios: number[] = [];
    const runNotes: string[] = [];
    await measure(`${baseUrl}${path}`, chrome.port); // warm-up: function builds, caches
    for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt++) {
      const limit = limitPath ? await measure(`${baseUrl}${limitPath}`, chrome.port) : null;
      const sample = await measure(`${baseUrl}${path}`, chrome.port);
      if (sample.failed || limit?.failed) continue;
      samples.push(sample);
      if (limit) {
        limitSamples.push(limit);
        ratios.push(sample.lcp / limit.lcp);
      }
      const ratio = limit ? `${(sample.lcp / limit.lcp).toFixed(2)}×` : `${Math.round(sample.lcp)} ms`;
      const early = [...sample.lcpWindow, ...(limit?.lcpWindow ?? []).map((name) => `limit page: ${name}`)];
      runNotes.push(early.length ? `${ratio} (before the LCP: ${early.join(', ')})` : ratio);
    }
    return { samples, ratio: ratios.length ? median(ratios) : NaN, runNotes };
  };
  let limitLcp = NaN;
  // The limit page's TBT: this machine's floor (its own parse and Lighthouse's tasks), 0 on a quiet
  // one. A page's TBT is judged by what it adds above it, as its LCP by its ratio (decision 0063).
  let limitTbt = NaN;
  const limitRows: string[] = [];
  try {
    if (limitPath) await measure(`${baseUrl}${limitPath}`, chrome.port); // warm-up
    const measured: { path: string; budget: Budget; samples: Sample[]; ratio: number }[] = [];
    for (const { path, budget } of pagesToMeasure()) {
      const { samples, ratio, runNotes } = await samplesOf(path);
      const lcp = median(samples.map((s) => s.lcp));
      console.log(
        `[bench] ${path}: LCP ${Math.round(lcp)} ms (${ratio.toFixed(2)}× the limit page loaded before each run), element ${samples[0]?.lcpElement ?? '?'}; runs: ${runNotes.join('; ')}`,
      );
      measured.push({ path, budget, samples, ratio });
    }
    if (limitSamples.length) {
      limitLcp = median(limitSamples.map((s) => s.lcp));
      limitTbt = median(limitSamples.map((s) => s.tbt));
      const lcps = limitSamples.map((s) => s.lcp);
      limitRows.push(
        `limit page (${limitPath}): loaded before each run of each page; LCP median ${Math.round(limitLcp)} ms (${Math.round(Math.min(...lcps))}–${Math.round(Math.max(...lcps))} ms over ${limitSamples.length} loads), TBT ${Math.round(limitTbt)} ms (the floor the TBT column's "+" counts from), transfer ${(median(limitSamples.map((s) => s.transfer)) / 1024).toFixed(1)} KB`,
      );
    }
    for (const { path, budget, samples, ratio } of measured) {
      const pageMisses: string[] = [];
      if (samples.length < runs) pageMisses.push(`only ${samples.length} of ${runs} runs measured`);
      const pick = (f: (s: Sample) => number) => median(samples.map(f));
      const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
      const scores = categories.map((c) => pick((s) => s.scores[c] ?? 0));
      const lcp = pick((s) => s.lcp);
      const tbt = pick((s) => s.tbt);
      const cls = pick((s) => s.cls);
      const transferKb = pick((s) => s.transfer) / 1024;
      const fontKb = pick((s) => s.font) / 1024;
      const jsKb = pick((s) => s.js) / 1024;
      const lighthouseJsKb = pick((s) => s.lighthouseJs) / 1024;
      const documentKb = pick((s) => s.document) / 1024;
      const inlineKb = await inlineScriptKb(`${baseUrl}${path}`);
      // Lighthouse's own count (0 where Lighthouse saw no script: the resource summary omits it).
      const scriptKb = Number.isFinite(lighthouseJsKb) ? lighthouseJsKb : 0;
      const tbtAbove = Number.isFinite(limitTbt) ? Math.max(0, tbt - limitTbt) : tbt;
      if (tbtAbove > budget.tbtMs)
        pageMisses.push(
          `TBT ${Math.round(tbt)} ms, ${Math.round(tbtAbove)} ms above the limit page's > ${budget.tbtMs} ms`,
        );
      if (budget.inlineJsKb !== undefined && inlineKb > budget.inlineJsKb)
        pageMisses.push(`inline scripts ${inlineKb.toFixed(1)} KB > ${budget.inlineJsKb} KB`);
      if (scores[0]! < budget.minPerformance || scores.slice(1).some((s) => s < 100))
        pageMisses.push(`scores ${scores.join('/')}`);
      if (Number.isFinite(limitLcp) && !(ratio <= LCP_RATIO))
        pageMisses.push(`LCP ${ratio.toFixed(2)}× the limit page > ${LCP_RATIO}×`);
      if (!(cls <= CLS_MAX)) pageMisses.push(`CLS ${cls.toFixed(3)} > ${CLS_MAX}`);
      if (budget.transferKb !== undefined && transferKb > budget.transferKb)
        pageMisses.push(`transfer ${transferKb.toFixed(1)} KB > ${budget.transferKb} KB`);
      if (budget.jsKb !== undefined && scriptKb > budget.jsKb)
        pageMisses.push(`JS ${scriptKb.toFixed(1)} KB (Lighthouse) > ${budget.jsKb} KB`);
      if (budget.documentKb !== undefined && !(documentKb <= budget.documentKb))
        pageMisses.push(`HTML ${documentKb.toFixed(1)} KB > ${budget.documentKb} KB`);
      // The budget beside the figures: LCP, JS and HTML limits (scores, TBT and transfer are listed under "Over budget" when missed).
      const limits = [
        `LCP≤${LCP_RATIO}×`,
        budget.jsKb !== undefined ? `JS≤${budget.jsKb}` : '',
        budget.documentKb !== undefined ? `HTML≤${budget.documentKb}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      rows.push(
        [
          path.padEnd(44),
          ...scores.map((s) => String(s).padStart(4)),
          `${Math.round(lcp)} ms`.padStart(9),
          `${ratio.toFixed(2)}×`.padStart(6),
          cls.toFixed(3).padStart(6),
          `${Math.round(tbt)} ms`.padStart(8),
          `+${Math.round(tbtAbove)}`.padStart(5),
          `${transferKb.toFixed(1)} KB`.padStart(10),
          `${fontKb.toFixed(1)} KB`.padStart(9),
          `${scriptKb.toFixed(1)} KB`.padStart(9),
          `${jsKb.toFixed(1)} KB`.padStart(9),
          `${inlineKb.toFixed(1)} KB`.padStart(9),
          `${documentKb.toFixed(1)} KB`.padStart(9),
          `  ${limits.padEnd(26)}`,
          pageMisses.length ? 'OVER' : 'ok',
        ].join(' '),
      );
      if (pageMisses.length) over++;
      misses.push(...pageMisses.map((miss) => `${path}: ${miss}`));
      if (pageMisses.length) console.log(`[bench] ${path}: over: ${pageMisses.join('; ')}`);
      if (budget === QUIZ_PAGE) {
        const files = samples[0]?.scripts.length ?? 0;
        const verdict =
          files === 0
            ? 'within: no script file while the page loads'
            : scriptKb <= budget.jsKb!
              ? `within, ${(budget.jsKb! - scriptKb).toFixed(1)} KB to spare`
              : `OVER by ${(scriptKb - budget.jsKb!).toFixed(1)} KB`;
        quizVerdicts.push(
          `${path.padEnd(24)} ${`${scriptKb.toFixed(1)} KB`.padStart(9)} in ${String(files).padStart(2)} files ≤ ${budget.jsKb} KB: ${verdict}`,
        );
      }
      if (process.env.BENCH_JS_FILES && samples[0]) {
        for (const script of samples[0].scripts) {
          const { headerBytes, bodyBytes } = await rawResponse(script.url);
          const name = new URL(script.url).pathname;
          fileRows.push(
            `${path.padEnd(24)} ${name.padEnd(52)} ${String(script.transferSize).padStart(7)} ${String(bodyBytes).padStart(7)} ${String(headerBytes).padStart(6)}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    server?.stop();
    postgres?.stop();
  }
  console.log(
    `\nLighthouse mobile, median of ${runs} (perf / a11y / best practices / SEO, LCP, LCP as a ratio to the limit page's, CLS, TBT, +: TBT above the limit page's, transferred without the locale's UI font, that font (fetched after load for the next page), JS: Lighthouse's script transfer size (the budget's count), JS gz: the same files' bodies gzipped, inline scripts gzipped, HTML document transferred; budget)`,
  );
  console.log(
    [
      'page'.padEnd(44),
      'perf',
      'a11y',
      '  bp',
      ' seo',
      '      LCP',
      '×limit',
      '   CLS',
      '     TBT',
      '    +',
      '  transfer',
      '     font',
      '       JS',
      '    JS gz',
      '   inline',
      '     HTML',
      '  budget'.padEnd(28),
      '',
    ].join(' '),
  );
  for (const row of rows) console.log(row);
  for (const row of limitRows) console.log(row);
  if (fileRows.length) {
    console.log(
      `\nScript files (bytes): Lighthouse's transfer size, the body as sent (compressed), the status line and headers`,
    );
    console.log(['page'.padEnd(24), 'file'.padEnd(52), 'transfer'.padStart(7), '   body', 'headers'].join(' '));
    for (const row of fileRows) console.log(row);
  }
  if (quizVerdicts.length) {
    console.log(`\nQuiz pages' JavaScript by Lighthouse's count (resource summary, script transfer size):`);
    for (const line of quizVerdicts) console.log(`  ${line}`);
  }
  console.log(
    misses.length
      ? `\n${over} of ${rows.length} pages over budget:\n  ${misses.join('\n  ')}`
      : `\nAll ${rows.length} pages within budget.`,
  );
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
