// What every staff write of a post shares: content stored as written (sanitised when rendered), slug
// conflicts as 409, and one rebuild when the public site changes (a post becomes, stays or stops
// being published).
import { HttpError } from '../http.ts';
import { hasVisibleContent } from '../../lib/blog/render.ts';
import type { BlogPost, BlogPostPayload } from '../../lib/schemas/blog-post.ts';
import type { AuditEntry } from '../audit.ts';
import { getPostById, LanguageTakenError, SlugTakenError } from '../repositories/blog-posts.ts';
import { linkChangeSummary } from './translations.ts';
import type { VersionedEntity } from '../versions.ts';
import { triggerRebuild, type RebuildResult } from '../build-hook.ts';

/**
 * The content is stored exactly as the editor wrote it: Markdown autolinks, code and text that
 * looks like a tag are the editor's words (decision 0010). Every reader gets it through renderPostBody,
 * which sanitises the HTML. A body that renders to nothing visible (only a script, say) is refused.
 */
export function cleanPayload(payload: BlogPostPayload): BlogPostPayload {
  if (!hasVisibleContent(payload.content)) {
    throw new HttpError(400, 'Content is required', [{ path: 'content', message: 'Content is required' }]);
  }
  return payload;
}

export const POST_NOT_FOUND = 'Post not found';

/** Posts as versioned records (src/server/versions.ts). */
export const postVersions: VersionedEntity<BlogPost> = {
  table: 'blog_posts',
  noun: 'post',
  notFound: POST_NOT_FOUND,
  load: getPostById,
};

export async function asConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SlugTakenError) {
      throw new HttpError(409, error.message, [{ path: 'slug', message: error.message }]);
    }
    if (error instanceof LanguageTakenError) {
      throw new HttpError(409, error.message, [{ path: 'language', message: error.message }]);
    }
    throw error;
  }
}

export async function rebuildIfPublic(
  before: string | null,
  after: string | null,
  slug: string,
): Promise<RebuildResult | 'none'> {
  if (before !== 'published' && after !== 'published') return 'none';
  const what =
    after === 'published'
      ? before === 'published'
        ? 'updated'
        : 'published'
      : after === null
        ? 'deleted'
        : 'unpublished';
  return triggerRebuild(`Blog post ${what}: ${slug}`);
}

type PostFacts = Pick<BlogPost, 'id' | 'slug' | 'title' | 'status' | 'language' | 'translationOf'>;

/**
 * The audit entry of a staff write of a post: created, published, unpublished, updated or deleted,
 * with a change of language or translation link said in the same row (decision 0049).
 */
export function postAuditEntry(
  before: PostFacts | null,
  after: PostFacts | null,
  regrouped?: number | null,
): AuditEntry {
  const post = (after ?? before)!;
  const name = `"${post.title}" (/${post.slug})`;
  const links = after ? linkChangeSummary(before, after) : '';
  if (!before)
    return {
      action: 'post.created',
      entityType: 'post',
      entityId: post.id,
      summary: `Created ${post.status} post ${name}${links}`,
    };
  if (!after) {
    const moved = regrouped ? `; its translations now gather around post #${regrouped}` : '';
    return {
      action: 'post.deleted',
      entityType: 'post',
      entityId: post.id,
      summary: `Deleted ${before.status} post ${name}${moved}`,
    };
  }
  if (after.status === 'published' && before.status !== 'published') {
    return { action: 'post.published', entityType: 'post', entityId: post.id, summary: `Published ${name}${links}` };
  }
  if (before.status === 'published' && after.status !== 'published') {
    return {
      action: 'post.unpublished',
      entityType: 'post',
      entityId: post.id,
      summary: `Unpublished ${name} (now ${after.status})${links}`,
    };
  }
  const status = before.status === after.status ? '' : ` (${before.status} → ${after.status})`;
  return { action: 'post.updated', entityType: 'post', entityId: post.id, summary: `Updated ${name}${status}${links}` };
}
