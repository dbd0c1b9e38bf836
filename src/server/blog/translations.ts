// The translation links of a staff write (decision 0049): every post write takes one advisory
// lock first, so the link rules of src/lib/blog/translations.ts are checked against a group
// nobody else is changing at that moment (two editors linking posts to each other at once would
// otherwise both pass and make a chain). The lock is taken before the version claim in every
// write, so locks are always taken in one order and two saves never wait on each other in a circle.
// The rule "one post per language in a group" is also a unique index, which names the post.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { groupKey, linkProblem } from '../../lib/blog/translations.ts';
import type { BlogPostPayload, TranslationLink } from '../../lib/schemas/blog-post.ts';
import { HttpError } from '../http.ts';
import { countTranslationsOf, getPostById, listGroupMembers } from '../repositories/blog-posts.ts';

/** Serialises post writes for the time of their transaction (cheap: staff writes are few). */
export async function lockPostLinks(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('blog-post-translation-links'))`);
}

/**
 * Refuses (400/409 naming the field) a save whose language or "translation of" breaks the rules.
 * `id` is the saved post (null while creating); call it under lockPostLinks.
 */
export async function checkTranslationLink(
  tx: Database,
  id: number | null,
  payload: Pick<BlogPostPayload, 'language' | 'translationOf'>,
): Promise<void> {
  const target = payload.translationOf === null ? null : await getPostById(tx, payload.translationOf);
  const ownTranslations = id === null ? 0 : await countTranslationsOf(tx, id);
  // The group the post belongs to after the save: the target's, or its own when it stays an original.
  const key = target ? groupKey(target) : payload.translationOf === null ? id : null;
  const group = key === null ? [] : await listGroupMembers(tx, key);
  const problem = linkProblem(
    { id, language: payload.language, translationOf: payload.translationOf },
    { target, group, ownTranslations },
  );
  if (!problem) return;
  const path = problem.status === 409 && payload.translationOf === null ? 'language' : 'translationOf';
  throw new HttpError(problem.status, problem.message, [{ path, message: problem.message }]);
}

/** The other posts of a post's group, its original first (what the editor lists). */
export async function otherGroupMembers(
  db: Database,
  post: { id: number; translationOf: number | null },
): Promise<TranslationLink[]> {
  const members = await listGroupMembers(db, groupKey(post));
  return members
    .filter((member) => member.id !== post.id)
    .sort((a, b) => Number(a.translationOf !== null) - Number(b.translationOf !== null) || a.id - b.id)
    .map(({ id, slug, title, language, status, translationOf }) => ({
      id,
      slug,
      title,
      language,
      status,
      translationOf,
    }));
}

/** A sentence for the audit row when a save changes a post's language or link (empty otherwise). */
export function linkChangeSummary(
  before: { language: string; translationOf: number | null } | null,
  after: { language: string; translationOf: number | null },
): string {
  const parts: string[] = [];
  if (before && before.language !== after.language) parts.push(`language ${before.language} → ${after.language}`);
  else if (!before && after.language !== 'en') parts.push(`language ${after.language}`);
  if ((before?.translationOf ?? null) !== after.translationOf) {
    parts.push(
      after.translationOf === null
        ? `unlinked from post #${before!.translationOf}`
        : `linked as a translation of post #${after.translationOf}`,
    );
  }
  return parts.length ? `; ${parts.join(', ')}` : '';
}
