// The staff session as the back-office sees it. The truth lives on the server (an HttpOnly
// cookie the page cannot read); this store only mirrors GET /api/admin/session.
import { atom } from 'nanostores';
import { ApiError, api } from '../lib/api-client.ts';
import type { StaffSessionInfo } from '../lib/schemas/staff-login.ts';
import { API } from '../lib/routes.ts';

export type AdminSessionState =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; info: StaffSessionInfo };

export const $adminSession = atom<AdminSessionState>({ status: 'checking' });

export async function checkAdminSession(): Promise<void> {
  try {
    const info = await api.get<StaffSessionInfo>(API.adminSession);
    $adminSession.set({ status: 'signed-in', info });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error('[admin] session check failed:', error);
    $adminSession.set({ status: 'signed-out' });
  }
}

/** Signs in; throws ApiError (401 'Invalid username or password', 429 …) on failure. */
export async function signInStaff(username: string, password: string): Promise<void> {
  const info = await api.post<StaffSessionInfo>(API.adminLogin, { username, password });
  $adminSession.set({ status: 'signed-in', info });
}

export async function signOutStaff(): Promise<void> {
  try {
    await api.post(API.adminLogout, {});
  } catch (error) {
    // 401: the session had already ended; either way the person is signed out now.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  $adminSession.set({ status: 'signed-out' });
}

/** Call when any staff request answers 401: the session ended (expired, disabled, signed out elsewhere). */
export function sessionEnded(): void {
  $adminSession.set({ status: 'signed-out' });
}

/** The signed-in person chose their own password: the back-office opens up. */
export function passwordChanged(): void {
  const state = $adminSession.get();
  if (state.status === 'signed-in')
    $adminSession.set({ status: 'signed-in', info: { ...state.info, mustChangePassword: false } });
}

export function hasPermission(state: AdminSessionState, permission: string): boolean {
  return state.status === 'signed-in' && state.info.permissions.includes(permission);
}
