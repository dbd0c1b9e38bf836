// The back-office's calls. A 401 from any of them means the session ended: the shell then shows
// the login screen (the editor's unsaved text stays in this browser).
import { ApiError, api } from '../../lib/api-client.ts';
import { BLOG_LIST_PAGE_SIZE_MAX, type BlogPost, type BlogPostInput, type BlogPostPage, type BlogPostSummary } from '../../lib/schemas/blog-post.ts';
import { API } from '../../lib/routes.ts';
import { sessionEnded } from '../../stores/admin-session.ts';
import type { MediaItem } from '../../lib/media.ts';

export type { MediaItem };

async function guarded<T>(work: () => Promise<T>): Promise<T> {
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
  getPost: (id: number) => guarded(() => api.get<BlogPost>(`/api/blog/posts/${id}`)),
  createPost: (payload: BlogPostInput) => guarded(() => api.post<BlogPost>('/api/blog/posts', payload)),
  updatePost: (id: number, payload: BlogPostInput) => guarded(() => api.put<BlogPost>(`/api/blog/posts/${id}`, payload)),
  deletePost: (id: number) => guarded(() => api.delete<{ deleted: true }>(`/api/blog/posts/${id}`)),
  importPosts: () => guarded(() => api.post<{ posts: BlogPost[]; count?: number }>('/api/blog/migrate-existing', {})),
  rebuild: () => guarded(() => api.post<{ rebuild: 'triggered' | 'not-configured' | 'failed' }>('/api/admin/rebuild', {})),
  listMedia: () => guarded(() => api.get<MediaItem[]>('/api/media')),
  deleteMedia: (key: string) => guarded(() => api.delete<{ deleted: true }>(`/api/media?key=${encodeURIComponent(key)}`)),
  /** Sends the file's bytes as base64 JSON (the server checks the type from the bytes). */
  uploadMedia: (file: File) =>
    guarded(async () => api.post<MediaItem>('/api/media', { name: file.name.slice(0, 200), data: await toBase64(file) })),
};

async function listEveryPost(): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let page = 1; ; page++) {
    const batch = await api.get<BlogPostPage>(API.blogPostsPage(page, BLOG_LIST_PAGE_SIZE_MAX));
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

/** The public URL of a post; drafts and scheduled posts open as a staff-only preview. */
export function postViewUrl(post: Pick<BlogPost, 'slug' | 'status'> & { id?: number }): string {
  const base = `/blog/${encodeURIComponent(post.slug)}`;
  return post.status === 'published' || post.id === undefined ? base : `${base}?preview=${post.id}`;
}
