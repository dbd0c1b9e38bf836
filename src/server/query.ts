// Reads a URL's query string with a strict zod schema: unknown or repeated keys and bad values → 400.
import type { z } from 'zod';
import { toFieldIssues } from '../lib/schemas/common.ts';
import { HttpError } from './http.ts';

export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = new URL(request.url).searchParams;
  const data: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(data, key)) throw new HttpError(400, `Query parameter '${key}' is repeated`);
    if (value.includes('\u0000')) throw new HttpError(400, `Query parameter '${key}' is not valid`);
    data[key] = value;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error);
    throw new HttpError(400, issues[0]?.message ?? 'Invalid query', issues);
  }
  return parsed.data;
}
