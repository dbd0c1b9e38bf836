// The movable clock of end-to-end stories (decision 0043): only the local machinery (scripts/) can
// move the server's clock, through a file; a production context refuses it, and nothing a deployed
// function runs (src/, functions/, db/) can move it or even reads the variable.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { installTestClock, readClockOffset } from '../../scripts/local-netlify/test-clock.ts';
import { now, setClock } from '../../src/server/clock.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DAY = 86_400_000;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|tsx|astro)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

afterEach(() => {
  setClock();
  delete process.env.START_CLOCK_OFFSET_FILE;
});

describe('the test clock', () => {
  it('moves now() by the offset in the file, read at every reading, so a test moves it while the server runs', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'offset');
    expect(installTestClock(file, {})).toBe(true);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000); // no file yet: no offset
    writeFileSync(file, String(2 * DAY));
    expect(Math.round((now().getTime() - Date.now()) / DAY)).toBe(2);
    writeFileSync(file, 'not a number');
    expect(readClockOffset(file)).toBe(0);
    expect(installTestClock(undefined, {})).toBe(false);
  });

  it('is refused in a production context', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'offset');
    writeFileSync(file, String(3 * DAY));
    expect(() => installTestClock(file, { CONTEXT: 'production' })).toThrow(/refused in production/);
    expect(() => installTestClock(file, { NODE_ENV: 'production' })).toThrow(/refused in production/);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('cannot be moved by deployed code: the variable alone changes nothing, and only scripts/ and tests/ move the clock', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'offset');
    writeFileSync(file, String(5 * DAY));
    process.env.START_CLOCK_OFFSET_FILE = file;
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    const deployed = [...sources('src'), ...sources('functions'), ...sources('db')];
    expect(deployed.length).toBeGreaterThan(100);
    const movers = deployed.filter((path) =>
      /\bsetClock\s*\(|START_CLOCK_OFFSET_FILE|test-clock/.test(readFileSync(path, 'utf8')),
    );
    expect(movers.map((path) => path.slice(root.length))).toEqual(['src/server/clock.ts']);
  });
});
