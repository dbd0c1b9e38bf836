// The environment module (src/server/env.ts): one validated reader of process.env, and the only one
// in src/, functions/ and db/.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, configuredDatabaseUrl, publicOrigins, serverEnv } from '../../src/server/env.ts';
import { siteOrigin } from '../../src/server/site-origin.ts';
import { SITE } from '../../src/lib/site.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('serverEnv', () => {
  it('prefers Netlify DB over DATABASE_URL and treats blanks as unset', () => {
    expect(
      configuredDatabaseUrl(
        serverEnv({ NETLIFY_DB_URL: 'postgres://netlify/db', DATABASE_URL: 'postgres://other/db' }),
      ),
    ).toBe('postgres://netlify/db');
    expect(configuredDatabaseUrl(serverEnv({ NETLIFY_DB_URL: '', DATABASE_URL: 'postgres://other/db' }))).toBe(
      'postgres://other/db',
    );
    expect(configuredDatabaseUrl(serverEnv({}))).toBeUndefined();
    expect(serverEnv({ BUILD_HOOK_URL: '  ' }).BUILD_HOOK_URL).toBeUndefined();
  });

  it('derives the site origin: SITE_URL, then Netlify URL, then the production origin', () => {
    expect(siteOrigin(serverEnv({ SITE_URL: 'https://example.org/path', URL: 'https://x.netlify.app' }))).toBe(
      'https://example.org',
    );
    expect(siteOrigin(serverEnv({ URL: 'https://x.netlify.app' }))).toBe('https://x.netlify.app');
    expect(siteOrigin(serverEnv({}))).toBe(new URL(SITE.url).origin);
  });

  it('allows the site origins and ALLOWED_ORIGINS, once each', () => {
    const env = serverEnv({
      SITE_URL: 'https://thawab.app/',
      URL: 'https://thawab.app',
      DEPLOY_PRIME_URL: 'https://preview--thawab.netlify.app',
      ALLOWED_ORIGINS: ' https://www.thawab.app , https://admin.thawab.app/x ',
    });
    expect(publicOrigins(env)).toEqual([
      'https://thawab.app',
      'https://preview--thawab.netlify.app',
      'https://www.thawab.app',
      'https://admin.thawab.app',
    ]);
  });

  it('names the variables that do not validate, never their values', () => {
    expect(() => serverEnv({ SITE_URL: 'not a url' })).toThrow(EnvError);
    expect(() => serverEnv({ ALLOWED_ORIGINS: 'https://ok.example,ftp://files.example' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => serverEnv({ BUILD_HOOK_URL: 'secret-token' })).toThrow(
      /^Invalid environment variable\(s\): BUILD_HOOK_URL$/,
    );
  });
});

describe('only the env module reads process.env', () => {
  it('in src/, functions/ and db/', () => {
    const files = ['src', 'functions', 'db'].flatMap((dir) =>
      readdirSync(`${root}${dir}`, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|astro)$/.test(entry.name))
        .map((entry) => `${entry.parentPath}/${entry.name}`),
    );
    const readers = files
      .filter((file) => /process\.env|import\.meta\.env/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length));
    expect(readers).toEqual(['src/server/env.ts']);
  });
});

describe('.env.example', () => {
  it('names every variable the code reads (the env module, scripts, tests setup and astro.config)', () => {
    const sources = ['src/server/env.ts', 'astro.config.ts', 'playwright.config.ts', 'vitest.config.ts'].filter(
      (file) => {
        try {
          readFileSync(`${root}${file}`);
          return true;
        } catch {
          return false;
        }
      },
    );
    const scripts = ['scripts', 'tests']
      .flatMap((dir) =>
        readdirSync(`${root}${dir}`, { withFileTypes: true, recursive: true })
          .filter((e) => e.isFile() && /\.(ts|mts|sh)$/.test(e.name))
          .map((e) => `${e.parentPath}/${e.name}`.slice(root.length)),
      )
      .filter((file) => !file.includes('.tmp.'));
    const read = new Set<string>();
    for (const file of [...sources, ...scripts]) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]!);
    }
    // The env module declares its variables as the keys of its zod schema.
    const schema = readFileSync(`${root}src/server/env.ts`, 'utf8').match(
      /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/,
    )![1]!;
    for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) read.add(match[1]!);
    const example = readFileSync(`${root}.env.example`, 'utf8');
    const missing = [...read].filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example)).sort();
    expect(missing).toEqual([]);
  });
});
