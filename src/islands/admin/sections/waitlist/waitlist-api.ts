// Calls of the Waitlist tab. A 401 ends the session like every back-office call.
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import type { DeletedPerson, SignupDetail, SignupFigures, SignupPage } from '../../../../lib/schemas/waitlist-admin.ts';
import { guarded } from '../../admin-api.ts';

type Params = Record<string, string | number | undefined | null>;

export const waitlistApi = {
  /** Filter values as the controls hold them ('' = no filter); the server validates them. */
  list: (query: Params) => guarded(() => api.get<SignupPage>(withQuery(API.adminWaitlistSignups, query))),
  figures: (kind: string) => guarded(() => api.get<SignupFigures>(withQuery(API.adminWaitlistFigures, { kind }))),
  detail: (key: string) => guarded(() => api.get<SignupDetail>(API.adminWaitlistSignup.path(key))),
  unsubscribe: (key: string) =>
    guarded(() => api.post<{ unsubscribed: true; changed: number }>(API.adminWaitlistUnsubscribe.path(key), {})),
  remove: (key: string) => guarded(() => api.delete<DeletedPerson>(API.adminWaitlistSignup.path(key))),
};

/** The CSV download of the current filter and sort (the browser streams it with the session cookie). */
export function waitlistExportUrl(query: Params): string {
  return withQuery(API.adminWaitlistExport, query);
}
