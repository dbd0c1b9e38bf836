// The faces a phone draws the site's scripts with, for the bench's Chromium only (decision 0063,
// amendment of 2026-12-02, last). A Debian machine with no Arabic, Bengali or emoji font makes
// Chromium search every installed font, in vain, for each such character while it lays out the
// first screen: layout time no phone spends (Android and iOS ship these faces), which the bench
// would count into the pages of those locales and not into the English limit page. The faces come
// from Debian's own packages, unpacked into the bench's folder and named in a fontconfig file of
// its own, so the system and the e2e stories (which need a machine without them) stay as they are.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PACKAGES: Record<string, string[]> = {
  'fonts-noto-core': ['NotoNaskhArabic-*.ttf', 'NotoNastaliqUrdu-*.ttf', 'NotoSansBengali-*.ttf'],
  'fonts-noto-color-emoji': ['NotoColorEmoji.ttf'],
};
const FONT_FOLDER = './usr/share/fonts/truetype/noto/';

/**
 * A fontconfig file naming the system's fonts and the phone faces, unpacked into `stateDir` on the
 * first call; null (with the reason on stderr) where Debian's tools or packages cannot be had.
 */
export function phoneFontsConfig(stateDir: string): string | null {
  const dir = resolve(stateDir, 'phone-fonts');
  const fontsDir = join(dir, 'fonts');
  const config = join(dir, 'fonts.conf');
  // The config is written last, after every face is unpacked: its presence means a whole set.
  if (existsSync(config)) return config;
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(fontsDir, { recursive: true });
    for (const [name, files] of Object.entries(PACKAGES)) {
      execFileSync('apt-get', ['download', '-qq', name], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      const deb = readdirSync(dir).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
      if (!deb) throw new Error(`apt-get download ${name} left no package`);
      const tar = execFileSync('dpkg-deb', ['--fsys-tarfile', join(dir, deb)], { maxBuffer: 512 * 1024 * 1024 });
      execFileSync(
        'tar',
        ['-x', '-C', fontsDir, '--strip-components=6', '--wildcards', ...files.map((file) => FONT_FOLDER + file)],
        { input: tar },
      );
      rmSync(join(dir, deb));
    }
    writeFileSync(
      config,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fontsDir}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
    return config;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.warn(
      `[bench] the phone fonts (Debian's ${Object.keys(PACKAGES).join(', ')}) could not be unpacked: ${(error as Error).message.split('\n')[0]}.\n` +
        "        Pages in Arabic, Urdu and Bengali, and the emoji, are drawn with this machine's fonts: their LCP includes searching for missing glyphs.",
    );
    return null;
  }
}
