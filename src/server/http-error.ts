// An error the API answers as JSON with its status (route() in http.ts turns it into the response).
// Its own module so that what http.ts imports (the query reader) can throw it.
import type { FieldIssue } from '../lib/schemas/common.ts';

export class HttpError extends Error {
  /** More fields of the JSON error body (a version conflict's `current` record, src/server/versions.ts). */
  details?: Record<string, unknown>;

  readonly status: number;
  readonly issues?: FieldIssue[];
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, issues?: FieldIssue[], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.issues = issues;
    this.headers = headers;
  }
}
