// Debian's Chromium drives the e2e tests and the bench; Playwright never downloads a browser here.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// Chromium's old headless shell (Debian's chromium-headless-shell, the same Blink as chromium): what
// Playwright itself runs headless tests in. The stories took a third less time in it (decision 0074).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the bench's Lighthouse drives: the full Chromium, whose headless mode measures as a browser does. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? '/usr/bin/chromium';
}

/** The browser the e2e stories run in: the headless shell where it is installed. */
export function e2eChromiumPath(): string {
  return !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
