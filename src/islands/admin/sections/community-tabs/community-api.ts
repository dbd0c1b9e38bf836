// Calls of the community tabs (User Management, Circles, Referrals, user detail page). A 401 ends
// the session like every back-office call.
import { api, apiRequest } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import type {
  AdminCircleDetail,
  AdminCircleGoal,
  AdminCircleRow,
  AdminUserDetail,
  AdminUserRow,
  CircleGoalInput,
  CircleGoalUpdate,
  CircleListQuery,
  ExportKind,
  FlaggedReferralPage,
  Paged,
  ReferralInviterDetail,
  ReferralInviterRow,
  ReferralListQuery,
  ReferralTotals,
  UserListQuery,
  UserUpdate,
} from '../../../../lib/schemas/people.ts';
import type { AdminSubscription } from '../../../../lib/schemas/premium-admin.ts';
import type { CircleVisibility } from '../../../../lib/people.ts';
import { guarded } from '../../admin-api.ts';

type Params = Record<string, string | number | undefined | null>;

export const communityApi = {
  listUsers: (query: Partial<UserListQuery>) =>
    guarded(() => api.get<Paged<AdminUserRow>>(withQuery(API.adminUsers, query as Params))),
  getUser: (id: number) => guarded(() => api.get<AdminUserDetail>(API.adminUser.path(id))),
  getUserSubscription: (id: number) => guarded(() => api.get<AdminSubscription>(API.adminUserSubscription.path(id))),
  // Writes to one record send the version the screen showed (decision 0029; 409 when it changed since).
  updateUser: (id: number, input: UserUpdate, version: number) =>
    guarded(() => api.put<AdminUserRow>(API.adminUser.path(id), { ...input, version })),
  resetStreak: (id: number, version: number) =>
    guarded(() => api.post<{ id: number; streak: 0; version: number }>(API.adminUserStreakReset.path(id), { version })),
  deleteUser: (id: number, version: number) =>
    guarded(() => api.delete<{ deleted: true }>(API.adminUser.path(id), { version })),
  listCircles: (query: Partial<CircleListQuery>) =>
    guarded(() => api.get<Paged<AdminCircleRow>>(withQuery(API.adminCircles, query as Params))),
  getCircle: (id: number) => guarded(() => api.get<AdminCircleDetail>(API.adminCircle.path(id))),
  setVisibility: (id: number, visibility: CircleVisibility, version: number) =>
    guarded(() =>
      apiPatch<{ id: number; visibility: CircleVisibility; version: number }>(API.adminCircle.path(id), {
        visibility,
        version,
      }),
    ),
  deleteCircle: (id: number, version: number) =>
    guarded(() => api.delete<{ deleted: true }>(API.adminCircle.path(id), { version })),
  setMemberRole: (circleId: number, userId: number, role: 'Admin' | 'Member') =>
    guarded(() => apiPatch<{ role: string }>(API.adminCircleMember.path(circleId, userId), { role })),
  removeMember: (circleId: number, userId: number) =>
    guarded(() => api.delete<{ removed: true }>(API.adminCircleMember.path(circleId, userId))),
  addGoal: (circleId: number, input: CircleGoalInput) =>
    guarded(() => api.post<AdminCircleGoal>(API.adminCircleGoals.path(circleId), input)),
  updateGoal: (circleId: number, goalId: number, input: CircleGoalUpdate, version: number) =>
    guarded(() => api.put<AdminCircleGoal>(API.adminCircleGoal.path(circleId, goalId), { ...input, version })),
  deleteGoal: (circleId: number, goalId: number, version: number) =>
    guarded(() => api.delete<{ deleted: true }>(API.adminCircleGoal.path(circleId, goalId), { version })),
  listReferrals: (query: Partial<ReferralListQuery>) =>
    guarded(() =>
      api.get<Paged<ReferralInviterRow> & { totals: ReferralTotals }>(withQuery(API.adminReferrals, query as Params)),
    ),
  getInviter: (key: string) => guarded(() => api.get<ReferralInviterDetail>(API.adminReferral.path(key))),
  /** Super Admins only. */
  listFlaggedReferrals: (page: number) =>
    guarded(() => api.get<FlaggedReferralPage>(withQuery(API.adminFlaggedReferrals, { page }))),
};

function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>('PATCH', path, body);
}

/** The download link of a filtered list (the browser streams the CSV with the session cookie). */
export function exportUrl(kind: ExportKind, params: Params): string {
  return withQuery(API.adminExport.path(kind), params);
}
