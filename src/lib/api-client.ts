// Browser API client (product §7, §8): JSON in and out, cookies sent, and any non-OK answer becomes
// an ApiError whose message is "{status}: {body text or status text}".
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's human message from a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init),
  post: <T>(path: string, body: unknown = {}, init?: RequestInit) => apiRequest<T>('POST', path, body, init),
  put: <T>(path: string, body: unknown, init?: RequestInit) => apiRequest<T>('PUT', path, body, init),
  patch: <T>(path: string, body: unknown, init?: RequestInit) => apiRequest<T>('PATCH', path, body, init),
  /** A delete of a versioned record sends `{ version }` (decision 0029). */
  delete: <T>(path: string, body?: unknown, init?: RequestInit) => apiRequest<T>('DELETE', path, body, init),
};
