// The one way the API reads a query string: each parameter at most once. `?date=A&date=B` is
// refused with 400 naming the parameter, so no handler silently picks the first or the last value
// (URLSearchParams.get takes the first; a proxy or a cache in front may take the other).
import { HttpError } from './http-error.ts';

/** The query of a request (or URL) with every parameter present once; 400 when one is repeated. */
export function queryParams(source: Request | URL): URLSearchParams {
  const params = (source instanceof URL ? source : new URL(source.url)).searchParams;
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key)) {
      const message = `Query parameter '${key}' is repeated`;
      throw new HttpError(400, message, [{ path: key, message }]);
    }
    seen.add(key);
  }
  return params;
}
