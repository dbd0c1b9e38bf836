// The routes module (src/lib/routes.ts, with its public part src/lib/public-routes.ts) builds every
// path, encodes what it interpolates, and is the only source of the functions' `config.path`: each
// function declares one of its patterns, and each API pattern is served by exactly one function.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listFunction } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { ADMIN, API, PAGES, apiPatterns, blogEditIdFrom, blogSlugFrom, withQuery } from '../../src/lib/routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('page paths', () => {
  it('are the public routes of product §2', () => {
    expect([
      PAGES.home,
      PAGES.test,
      PAGES.spiritualQuiz,
      PAGES.landing,
      PAGES.blog,
      PAGES.support,
      PAGES.privacy,
      PAGES.terms,
    ]).toEqual(['/', '/test', '/spiritual-quiz', '/landingpage', '/blog', '/support', '/privacy', '/terms']);
    expect(PAGES.rss).toBe('/rss.xml');
    expect(PAGES.download).toBe('/landingpage#download');
    expect(PAGES.privacyCookies).toBe('/privacy#cookies-and-browser-storage');
  });

  it('build post, preview and cover paths, encoding what they interpolate', () => {
    expect(PAGES.blogPost('consistency-in-prayer')).toBe('/blog/consistency-in-prayer');
    expect(PAGES.blogPost('a b/c?d#e')).toBe('/blog/a%20b%2Fc%3Fd%23e');
    expect(PAGES.blogPostPreview('draft-post', 12)).toBe('/blog/draft-post?preview=12');
    expect(PAGES.blogPostPreview('x/y', '1&2')).toBe('/blog/x%2Fy?preview=1%262');
    expect(PAGES.blogCover('small-consistent-deeds')).toBe('/blog/covers/small-consistent-deeds.webp');
    expect(PAGES.blogCover('../x')).toBe(`${PAGES.blogCoverPrefix}..%2Fx.webp`);
    expect(PAGES.blogFallbackCover).toBe('/blog/fallback-cover.webp');
    expect(PAGES.blogFallback).toBe('/blog-fallback');
  });

  it('each static page path has a page file in src/pages', () => {
    const pageFile = (path: string) => {
      const name = path === '/' ? 'index' : path.slice(1);
      return [`${name}.astro`, `${name}/index.astro`, `${name}.ts`].some((file) =>
        existsSync(`${root}src/pages/${file}`),
      );
    };
    const staticPaths = Object.entries(PAGES)
      .filter(
        ([key, value]) =>
          typeof value === 'string' && !value.includes('#') && key !== 'blogCoverPrefix' && key !== 'sitemapIndex',
      )
      .map(([, value]) => value as string);
    for (const path of staticPaths) expect(pageFile(path), path).toBe(true);
  });
});

describe('back-office paths', () => {
  it('build the deep links, encoding ids and section ids', () => {
    expect(ADMIN.dashboard).toBe('/admin');
    expect(ADMIN.blog).toBe('/admin/blog');
    expect(ADMIN.blogNew).toBe('/admin/blog/new');
    expect(ADMIN.blogEdit(42)).toBe('/admin/blog/edit/42');
    expect(ADMIN.blogEdit('4/2')).toBe('/admin/blog/edit/4%2F2');
    expect(ADMIN.media).toBe('/admin/media');
    expect(ADMIN.section('roles')).toBe('/admin#roles');
    expect(ADMIN.section('a b')).toBe('/admin#a%20b');
  });

  it('serves every /admin/blog/edit/{id} from the edit shell (netlify.toml rewrite)', () => {
    const toml = readFileSync(`${root}netlify.toml`, 'utf8');
    expect(toml).toContain(`from = "${ADMIN.blogEditShell}/*"\n  to = "${ADMIN.blogEditShell}"`);
  });
});

describe('API paths', () => {
  it('build parameterised paths that match their pattern, encoding the parameter', () => {
    const cases: [{ pattern: string; path: (value: never) => string }, string | number, string][] = [
      [API.referral, 'Abc123', '/api/referrals/Abc123'],
      [API.referral, 'a/b', '/api/referrals/a%2Fb'],
      [API.blogPostById, 7, '/api/blog/posts/7'],
      [API.blogPostById, '../1', '/api/blog/posts/..%2F1'],
      [API.blogPostBySlug, 'the-post', '/api/blog/posts/slug/the-post'],
      [API.blogPostBySlug, 'ü?x', '/api/blog/posts/slug/%C3%BC%3Fx'],
      [API.mediaFile, 'ab12.webp', '/media/ab12.webp'],
    ];
    for (const [entry, value, expected] of cases) {
      const built = entry.path(value as never);
      expect(built).toBe(expected);
      // The built path fills the pattern's one `:param` with one path segment.
      const pattern = new RegExp(`^${entry.pattern.replace(/:[a-z]+/i, '[^/]+')}$`);
      expect(built).toMatch(pattern);
    }
    expect(withQuery(API.media, { key: 'a b&c.png' })).toBe('/api/media?key=a+b%26c.png');
  });

  it('keeps the public path of the built-in import that product §7 names', () => {
    expect(API.blogBuiltInImport).toBe('/api/blog/migrate-existing');
  });

  it('lists every pattern once', () => {
    const patterns = apiPatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain(API.blogPostById.pattern);
    expect(patterns).toContain(API.waitlist);
    expect(patterns).not.toContain(withQuery(API.media, { key: 'x' }));
  });

  it('scheduled functions, and only they, are named scheduled-…', () => {
    const misnamed = readdirSync(`${root}functions`)
      .filter((name) => name.endsWith('.mts'))
      .filter(
        (name) =>
          /schedule\s*:/.test(readFileSync(`${root}functions/${name}`, 'utf8')) !== name.startsWith('scheduled-'),
      );
    expect(misnamed).toEqual([]);
  });

  it('every entry has one of the two shapes: a fixed path, or { pattern, path }', () => {
    const misshapen = Object.entries(API).filter(([, entry]) => {
      if (typeof entry === 'string') return !entry.startsWith('/');
      if (typeof entry !== 'object' || entry === null) return true;
      const keys = Object.keys(entry).sort().join(',');
      return keys !== 'path,pattern' || typeof (entry as { path: unknown }).path !== 'function';
    });
    expect(misshapen.map(([name]) => name)).toEqual([]);
  });
});

describe('staff-management paths', () => {
  it('the builders fill the patterns', () => {
    expect(API.adminStaffMember.path(7)).toBe('/api/admin/staff/7');
    expect(API.adminStaffSessions.path(7, 12)).toBe('/api/admin/staff/7/sessions?sessionId=12');
    expect(API.adminAudit.path({ staffId: 3, entityType: 'post', page: 2 })).toBe(
      '/api/admin/audit?staffId=3&entityType=post&page=2',
    );
    expect(API.adminAudit.path({ entityType: '' })).toBe('/api/admin/audit');
  });
});

describe('functions and the routes module', () => {
  const files = readdirSync(`${root}functions`).filter((file) => file.endsWith('.mts'));

  // Importing every function (and its dependencies) takes seconds on a busy 2-core machine.
  it('each HTTP function declares one of the module patterns, and each pattern has exactly one function', async () => {
    const declared: string[] = [];
    for (const file of files) {
      const { config } = (await import(pathToFileURL(`${root}functions/${file}`).href)) as {
        config: { path?: string | string[]; schedule?: string };
      };
      if (config.schedule) {
        expect(config.path, `${file} is scheduled, not routed`).toBeUndefined();
        continue;
      }
      const paths = Array.isArray(config.path) ? config.path : [config.path];
      for (const path of paths) {
        expect(apiPatterns(), `${file} config.path`).toContain(path);
        declared.push(path!);
      }
    }
    expect([...declared].sort()).toEqual([...apiPatterns()].sort());
  }, 60_000);

  // Netlify reads `config` statically (zip-it-and-ship-it's in-source config parser): a path taken
  // from the routes module at run time would be invisible to it and the function unreachable in
  // production. So each function spells its path as a literal, and this test holds the literal to
  // the routes module.
  it("the platform's static parser finds each function's path, and it is the one the function declares", async () => {
    for (const file of files) {
      const { config } = (await import(pathToFileURL(`${root}functions/${file}`).href)) as {
        config: { path?: string | string[]; schedule?: string };
      };
      const meta = await listFunction(`${root}functions/${file}`, { parseISC: true });
      const declared = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
      expect(
        (meta?.routes ?? []).map((route) => route.pattern),
        file,
      ).toEqual(declared);
      expect(meta?.schedule, file).toBe(config.schedule);
    }
  }, 60_000);
});

describe('no hand-built paths', () => {
  function sources(dir: string): string[] {
    return readdirSync(`${root}${dir}`, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|astro)$/.test(entry.name))
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .filter((file) => !/src\/lib\/(public-)?routes\.ts$/.test(file));
  }

  it('src, functions and db build API, post and back-office paths only through the routes module', () => {
    const handBuilt = /['"`]\/(api|media)\/|['"`]\/blog\/['"`]\s*\+|`\/blog\/\$\{|`\/admin\//;
    const offenders = [...sources('src'), ...sources('functions'), ...sources('db')].filter((file) => {
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join('\n')
        // A placeholder hint in the editor is text for people, not a path the code builds.
        .replace(/placeholder="[^"]*"/g, '')
        // A function's own `path:` must be a literal (Netlify parses it statically); the test above
        // holds each one to the routes module.
        .replace(/^\s*(export const config: Config = \{ )?path: ('[^']*'|\[('[^']*',?\s*)+\])/gm, '');
      return handBuilt.test(code);
    });
    expect(offenders).toEqual([]);
  });
});

describe('reading paths back', () => {
  it('finds the id of an editor deep link, and only there', () => {
    expect(blogEditIdFrom(ADMIN.blogEdit(42))).toBe('42');
    expect(blogEditIdFrom(`${ADMIN.blogEdit(42)}/`)).toBe('42');
    expect(blogEditIdFrom(ADMIN.blogEdit('a b'))).toBe('a b');
    expect(blogEditIdFrom(ADMIN.blogEditShell)).toBe('');
    expect(blogEditIdFrom(`${ADMIN.blogEditShell}/`)).toBe('');
    expect(blogEditIdFrom('/admin/blog/edit/%E0%A4%A')).toBe('%E0%A4%A');
    expect(blogEditIdFrom('/admin/blog/edit/1/2')).toBeNull();
    expect(blogEditIdFrom(ADMIN.blogNew)).toBeNull();
    expect(blogEditIdFrom('/admin/blog/editor')).toBeNull();
  });

  it('finds the slug of a post path, and only there', () => {
    for (const slug of ['consistency-in-prayer', 'a b', 'ü']) expect(blogSlugFrom(PAGES.blogPost(slug))).toBe(slug);
    expect(blogSlugFrom(`${PAGES.blogPost('x')}/`)).toBe('x');
    expect(blogSlugFrom(PAGES.blog)).toBeNull();
    expect(blogSlugFrom(`${PAGES.blog}/`)).toBeNull();
    expect(blogSlugFrom(PAGES.blogCover('x'))).toBeNull();
    expect(blogSlugFrom('/blog/%E0%A4%A')).toBeNull();
    expect(blogSlugFrom('/blog-fallback')).toBeNull();
  });
});

describe('withQuery', () => {
  it('appends encoded parameters and leaves out undefined ones', () => {
    expect(withQuery(PAGES.test, { seed: 3 })).toBe('/test?seed=3');
    expect(withQuery(PAGES.home, { autostart: true, seed: undefined })).toBe('/?autostart=true');
    expect(withQuery(PAGES.spiritualQuiz, { ref: 'a&b c' })).toBe('/spiritual-quiz?ref=a%26b+c');
    expect(withQuery(PAGES.blog, {})).toBe('/blog');
  });
});
