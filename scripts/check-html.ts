// The W3C Nu HTML checker (vnu-jar, needs Java 17+) over every built page: `npm run check:html`
// after a build (or `npm run check:html -- some/other/dist`). Prints each error with its page and
// exits 1 when there is any (or when there are no pages: build first). The e2e suite runs the same
// check over the build it serves (tests/e2e/html-validity.spec.ts), so `npm test` covers it.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface HtmlMessage {
  /** The page, relative to the checked folder. */
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

export interface HtmlReport {
  files: string[];
  errors: HtmlMessage[];
}

const vnuJar = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Validates every .html file under `dir` and answers the errors (warnings are left out). */
export async function checkHtml(dir: string): Promise<HtmlReport> {
  const root = resolve(dir);
  const files = await htmlFiles(root);
  if (!files.length) return { files, errors: [] };
  const output = await new Promise<string>((done, fail) => {
    const child = spawn('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', (error) =>
      fail(new Error(`Could not run Java for the HTML checker (install a JDK 17+): ${error.message}`)),
    );
    // vnu exits 1 when it found errors; its JSON report is what counts.
    child.on('close', () => done(text));
  });
  const start = output.search(/\{"(?:version|messages)"/);
  if (start < 0) throw new Error(`The HTML checker gave no report:\n${output.slice(0, 2000)}`);
  const { messages } = JSON.parse(output.slice(start)) as {
    messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url ? relative(root, fileURLToPath(m.url)) : '(checker)',
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
  return { files: files.map((file) => relative(root, file)), errors };
}

export function formatErrors(errors: HtmlMessage[]): string {
  return errors
    .map(
      (e) =>
        `${e.file}${e.line ? `:${e.line}` : ''}: ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  const report = await checkHtml(dir);
  if (!report.files.length) {
    console.error(`No HTML pages in ${dir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (report.errors.length) {
    console.error(formatErrors(report.errors));
    console.error(
      `\n${report.errors.length} HTML error(s) in ${new Set(report.errors.map((e) => e.file)).size} of ${report.files.length} pages.`,
    );
    process.exit(1);
  }
  console.log(`HTML valid: ${report.files.length} pages, 0 errors (W3C Nu HTML checker).`);
}
