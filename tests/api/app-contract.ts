// The contract check (decision 0040): every answer an API test gets from /api/app/v1 is checked
// against the OpenAPI document the API serves: the operation and status must be documented, the
// body must match the status's JSON Schema (draft 2020-12, as OpenAPI 3.1) and every documented
// header (Cache-Control: no-store on personal answers, WWW-Authenticate on 401, Retry-After) must
// be there and match. tests/api/app-helpers.ts's `call` runs it on every call.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { appOpenApiDocument } from '../../src/lib/app-openapi.ts';

const V1_PREFIX = '/api/app/v1/';

interface HeaderDoc {
  required?: boolean;
  schema: object;
}
interface ResponseDoc {
  headers?: Record<string, HeaderDoc>;
  content?: Record<string, { schema: object }>;
}
interface OperationDoc {
  operationId: string;
  responses: Record<string, ResponseDoc>;
}

const document = appOpenApiDocument();
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);

const templates = Object.entries(document.paths).map(([template, methods]) => ({
  regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  methods: methods as Record<string, OperationDoc>,
}));

const compiled = new Map<object, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

const describeErrors = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The ways an answer breaks the document; [] when it keeps it, or when the path is not /api/app/v1. */
export function contractProblems(method: string, url: string, answer: Answer): string[] {
  const path = new URL(url).pathname;
  if (!path.startsWith(V1_PREFIX)) return [];
  const verb = method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase();
  const operation = templates.find((t) => t.regex.test(path))?.methods[verb];
  const where = `${method.toUpperCase()} ${path} → ${answer.status}`;
  if (!operation) return [`${where}: no such operation in the OpenAPI document`];
  const response = operation.responses[String(answer.status)];
  if (!response)
    return [
      `${where}: status ${answer.status} is not documented for ${operation.operationId} (documented: ${Object.keys(operation.responses).join(', ')})`,
    ];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${where}: header ${name} is missing`);
    } else if (!validator(header.schema)(value)) {
      problems.push(`${where}: header ${name}: ${JSON.stringify(value)} ${describeErrors(validator(header.schema))}`);
    }
  }
  const json = response.content?.['application/json'];
  if (json && method.toUpperCase() !== 'HEAD') {
    if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? ''))
      problems.push(`${where}: Content-Type is not application/json`);
    const validate = validator(json.schema);
    if (!validate(answer.body))
      problems.push(`${where}: body does not match the document: ${describeErrors(validate)}`);
  }
  return problems;
}
