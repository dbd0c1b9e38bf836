// The production-like server's reading of a request line, as the platform would: the URL a function
// sees is always on one of this site's hosts (a request-target can never name another host), and an
// odd request line gets a 4xx answer, never a 500.
//   - methods outside HTTP_METHODS (TRACE, TRACK, CONNECT, …) → 405 with Allow
//   - `//x`, `/\x` or anything else that would parse to another host → 404 (a path this site lacks)
//   - a path with malformed percent-encoding (`/%ff`) → 400
//   - absolute-form (`GET http://host/path`) → its path, on its host only if that host is ours
//   - anything else that is not a path (`*`, `x`) → 400

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type RequestTarget =
  { ok: true; url: URL } | { ok: false; status: 400 | 404 | 405; error: string; headers: Record<string, string> };

const refuse = (status: 400 | 404 | 405, error: string, headers: Record<string, string> = {}): RequestTarget => ({
  ok: false,
  status,
  error,
  headers,
});

/**
 * The URL of a request, or the status to answer instead. `hosts` are the Host values this server
 * answers as; any other Host (or none) means `publicOrigin`.
 */
export function resolveRequestTarget(
  method: string | undefined,
  target: string | undefined,
  hostHeader: string | undefined,
  hosts: ReadonlySet<string>,
  publicOrigin: string,
): RequestTarget {
  if (!(HTTP_METHODS as readonly string[]).includes((method ?? '').toUpperCase())) {
    return refuse(405, `Method ${method ?? ''} is not allowed`, { Allow: HTTP_METHODS.join(', ') });
  }
  let raw = target ?? '';
  let claimedHost = hostHeader ?? '';
  const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (absolute) {
    // RFC 9112 §3.2.2: the host of an absolute-form target replaces the Host header.
    claimedHost = absolute[1]!.toLowerCase();
    raw = absolute[2] || '/';
    if (!raw.startsWith('/')) raw = `/${raw}`;
  }
  if (!raw.startsWith('/')) return refuse(400, 'Bad request target');
  const origin = hosts.has(claimedHost) ? `http://${claimedHost}` : publicOrigin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return refuse(404, 'Not found');
  }
  // `//evil.example/…` and `/\evil.example/…` are network-path references: the path is not ours.
  if (url.origin !== new URL(origin).origin || /^\/[/\\]/.test(raw)) return refuse(404, 'Not found');
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return refuse(400, 'Malformed percent-encoding in the path');
  }
  return { ok: true, url };
}
