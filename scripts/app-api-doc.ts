// Rewrites the generated operations table of docs/app-api.md from the OpenAPI document
// (src/lib/app-openapi.ts, decision 0040). tests/unit/app-openapi.test.ts fails until it is run
// after an operation, a status or a summary changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withOperationsTable } from '../src/lib/app-openapi.ts';

const file = fileURLToPath(new URL('../docs/app-api.md', import.meta.url));
const before = readFileSync(file, 'utf8');
const after = withOperationsTable(before);
if (after === before) console.log('docs/app-api.md is up to date');
else {
  writeFileSync(file, after);
  console.log('docs/app-api.md: operations table rewritten');
}
