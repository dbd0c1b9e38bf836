// The back-office's calls. A 401 from any of them means the session ended: the shell then shows
// the login screen (the editor's unsaved text stays in this browser).
import { ApiError, api } from '../../lib/api-client.ts';
import {
  BLOG_LIST_PAGE_SIZE_MAX,
  type BlogPost,
  type BlogPostInput,
  type BlogPostPage,
  type BlogPostSummary,
  type BlogPostWithTranslations,
} from '../../lib/schemas/blog-post.ts';
import { API, withQuery } from '../../lib/routes.ts';
import { postPath, postPreviewPath } from '../../lib/blog/translations.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { sessionEnded } from '../../stores/admin-session.ts';
import type { MediaItem } from '../../lib/media.ts';
import type { PostRevision } from '../../lib/blog/post-history.ts';
import type {
  AuditPage,
  OwnPassword,
  StaffCreate,
  StaffMember,
  StaffSessionSummary,
  StaffUpdate,
  StaffWithPassword,
} from '../../lib/schemas/staff.ts';
import type { z } from 'zod';
import type { QuotaLimitsAnswer, QuotaLimitsInput } from '../../lib/schemas/quota-limits.ts';
import type {
  AdminDedication,
  AdminDedicationsAnswerSchema,
  AdminLiveSession,
  AdminLiveSessionDetailSchema,
  DedicationModeration,
  LiveControl,
  LiveSessionInput,
} from '../../lib/schemas/live.ts';

export type { MediaItem };

/** Runs a call; a 401 ends the session in the shell (the login screen shows). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionEnded();
    throw error;
  }
}

export const adminApi = {
  /** Every post (bodies left out), read page by page: the Blog Dashboard searches and counts them all. */
  listPosts: () => guarded(() => listEveryPost()),
  /** One page of posts matching a search: the editor's "Translation of" offers originals (decision 0049). */
  searchPosts: (query: { q?: string; originals?: boolean; language?: LocaleCode; pageSize?: number }) =>
    guarded(() =>
      api.get<BlogPostPage>(
        withQuery(API.blogPosts, {
          q: query.q,
          originals: query.originals === undefined ? undefined : String(query.originals),
          language: query.language,
          pageSize: query.pageSize,
        }),
      ),
    ),
  getPost: (id: number) => guarded(() => api.get<BlogPostWithTranslations>(API.blogPostById.path(id))),
  createPost: (payload: BlogPostInput) => guarded(() => api.post<BlogPost>(API.blogPosts, payload)),
  // Writes to one record send the version the screen loaded (decision 0029; 409 when it changed since).
  updatePost: (id: number, payload: BlogPostInput, version: number) =>
    guarded(() => api.put<BlogPost>(API.blogPostById.path(id), { ...payload, version })),
  /** A draft saved in place while it is edited (decision 0037). */
  autosavePost: (id: number, payload: BlogPostInput, version: number) =>
    guarded(() => api.put<BlogPost>(API.blogPostAutosave.path(id), { ...payload, version })),
  listRevisions: (id: number) => guarded(() => api.get<{ revisions: PostRevision[] }>(API.blogPostRevisions.path(id))),
  restoreRevision: (id: number, revisionId: number, version: number) =>
    guarded(() => api.post<BlogPost>(API.blogPostRevisionRestore.path(id, revisionId), { version })),
  deletePost: (id: number, version: number) =>
    guarded(() => api.delete<{ deleted: true }>(API.blogPostById.path(id), { version })),
  importBuiltInPosts: () => guarded(() => api.post<{ posts: BlogPost[]; count?: number }>(API.blogBuiltInImport, {})),
  rebuild: () =>
    guarded(() => api.post<{ rebuild: 'triggered' | 'not-configured' | 'preview' | 'failed' }>(API.adminRebuild, {})),
  listMedia: () => guarded(() => api.get<MediaItem[]>(API.media)),
  deleteMedia: (key: string) => guarded(() => api.delete<{ deleted: true }>(withQuery(API.media, { key: key }))),
  changeOwnPassword: (body: OwnPassword) => guarded(() => api.post<{ changed: true }>(API.adminPassword, body)),
  listStaff: () => guarded(() => api.get<StaffMember[]>(API.adminStaff)),
  createStaff: (body: StaffCreate) => guarded(() => api.post<StaffWithPassword>(API.adminStaff, body)),
  updateStaff: (id: number, body: StaffUpdate, version: number) =>
    guarded(() => api.patch<StaffMember>(API.adminStaffMember.path(id), { ...body, version })),
  resetStaffPassword: (id: number, version: number, password?: string) =>
    guarded(() =>
      api.post<StaffWithPassword>(
        API.adminStaffResetPassword.path(id),
        password === undefined ? { version } : { password, version },
      ),
    ),
  listStaffSessions: (id: number) => guarded(() => api.get<StaffSessionSummary[]>(API.adminStaffSessions.path(id))),
  endStaffSessions: (id: number, sessionId?: number) =>
    guarded(() => api.delete<{ ended: number }>(API.adminStaffSessions.path(id, sessionId))),
  listAudit: (query: { staffId?: number; entityType?: string; page?: number }) =>
    guarded(() => api.get<AuditPage>(API.adminAudit.path(query))),
  /** Live recitation sessions (Live Recitation tab): newest start first. */
  listLiveSessions: () => guarded(() => api.get<{ sessions: AdminLiveSession[] }>(API.adminLiveSessions)),
  getLiveSession: (id: number) => guarded(() => api.get<LiveSessionDetail>(API.adminLiveSession.path(id))),
  createLiveSession: (body: LiveSessionInput) =>
    guarded(() => api.post<{ session: AdminLiveSession }>(API.adminLiveSessions, body)),
  updateLiveSession: (id: number, body: LiveSessionInput, version: number) =>
    guarded(() => api.put<{ session: AdminLiveSession }>(API.adminLiveSession.path(id), { ...body, version })),
  /** Only a scheduled session without dedications may be deleted. */
  deleteLiveSession: (id: number, version: number) =>
    guarded(() => api.delete<unknown>(API.adminLiveSession.path(id), { version })),
  controlLiveSession: (id: number, command: LiveControl) =>
    guarded(() => api.post<{ session: AdminLiveSession }>(API.adminLiveSessionControl.path(id), command)),
  /** The moderation queue: one status (or 'reported'), a page at a time. */
  listDedications: (query: { status: string; page: number; pageSize: number }) =>
    guarded(() => api.get<DedicationPage>(withQuery(API.adminDedications, query))),
  moderateDedication: (id: number, command: DedicationModeration) =>
    guarded(() => api.patch<{ dedication: AdminDedication }>(API.adminDedication.path(id), command)),
  /** The monthly limits of dua requests and dedications (decision 0070): Super Admins. */
  getQuotaLimits: () => guarded(() => api.get<QuotaLimitsAnswer>(API.adminQuotaLimits)),
  saveQuotaLimits: (body: QuotaLimitsInput, version: number) =>
    guarded(() => api.put<QuotaLimitsAnswer>(API.adminQuotaLimits, { ...body, version })),
  /** Sends the file's bytes as base64 JSON (the server checks the type from the bytes). */
  uploadMedia: (file: File) =>
    guarded(async () => api.post<MediaItem>(API.media, { name: file.name.slice(0, 200), data: await toBase64(file) })),
};

export type { DedicationModeration, LiveControl, LiveSessionInput };
export type LiveSessionDetail = z.infer<typeof AdminLiveSessionDetailSchema>;
export type DedicationPage = z.infer<typeof AdminDedicationsAnswerSchema>;

async function listEveryPost(): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let page = 1; ; page++) {
    const batch = await api.get<BlogPostPage>(
      withQuery(API.blogPosts, { page: page, pageSize: BLOG_LIST_PAGE_SIZE_MAX }),
    );
    posts.push(...batch.posts);
    if (batch.posts.length < batch.pageSize || posts.length >= batch.total) return posts;
  }
}

async function toBase64(file: File): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** The human message for a failed call: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The public URL of a post, in its language; drafts and scheduled posts open as a staff-only preview. */
export function postViewUrl(post: Pick<BlogPost, 'slug' | 'status'> & { id?: number; language?: LocaleCode }): string {
  return post.status === 'published' || post.id === undefined
    ? postPath(post.slug, post.language)
    : postPreviewPath(post.slug, post.id, post.language);
}
