// A back-office CSS file imported the plain way is collected by Astro into every admin page's
// inline <style> (decision 0019). Only the shell's admin.css may be; every other admin CSS file is
// imported with `?inline` and adopted by its module (kit/styles.ts), so it loads with its chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminDir = join(root, 'src/islands/admin');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|astro)$/.test(entry.name) ? [path] : [];
  });
}

const cssImports = (text: string) =>
  [...text.matchAll(/import\s+(?:(\w+)\s+from\s+)?['"]([^'"]+\.css(?:\?[^'"]*)?)['"]/g)].map((m) => ({
    name: m[1],
    spec: m[2]!,
  }));

describe('admin CSS ships with its chunk', () => {
  const files = sources(adminDir).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

  it('only the shell imports a stylesheet the plain way', () => {
    const plain = files.flatMap(({ path, text }) =>
      cssImports(text)
        .filter((i) => !i.spec.endsWith('?inline'))
        .map((i) => `${path}: ${i.spec}`),
    );
    expect(plain).toEqual(['src/islands/admin/AdminShell.tsx: ./admin.css']);
  });

  it('every ?inline stylesheet is adopted by the module that imports it', () => {
    const inline = files.flatMap(({ path, text }) =>
      cssImports(text)
        .filter((i) => i.spec.endsWith('?inline'))
        .map((i) => ({ path, text, name: i.name })),
    );
    expect(inline.length).toBeGreaterThan(5);
    for (const { path, text, name } of inline) {
      expect(name, `${path} names its ?inline import`).toBeTruthy();
      expect(text, `${path} adopts ${name}`).toMatch(new RegExp(`adoptStyles\\('[\\w-]+', ${name}\\)`));
    }
  });

  it('every CSS file of the admin island is imported by some module', () => {
    const cssFiles = readdirSync(adminDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.css'),
    );
    const imported = new Set(
      files.flatMap(({ path, text }) =>
        cssImports(text).map((i) => relative(root, join(root, path, '..', i.spec.replace(/\?.*$/, '')))),
      ),
    );
    for (const css of cssFiles) expect(imported, css).toContain(join('src/islands/admin', css));
  });
});
