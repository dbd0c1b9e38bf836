// A post's language and its translations (decision 0049), pure so the server, the build
// and the tests share one rule. A translation points at its original (`translationOf`); the
// original and every post pointing at it are one group, named by the original's id. A group holds
// one post per language, an original is never itself a translation, so a link can only ever be
// one step long: no chains, no cycles.
import { DEFAULT_LOCALE, LOCALE_CODES, localeOf, type LocaleCode } from '../i18n/locales.ts';
import { localePath } from '../i18n/pages.ts';
import { PAGES } from '../public-routes.ts';

/** What the rules need to know of a post. */
export interface GroupMember {
  id: number;
  slug: string;
  title: string;
  language: LocaleCode;
  translationOf: number | null;
}

/** The id that names a post's group: its original's, or its own when it is an original. */
export function groupKey(post: Pick<GroupMember, 'id' | 'translationOf'>): number {
  return post.translationOf ?? post.id;
}

/** A post's address in its language: /blog/{slug} for English, /{language}/blog/{slug} otherwise. */
export function postPath(slug: string, language: LocaleCode = DEFAULT_LOCALE): string {
  return localePath(language, PAGES.blogPost(slug));
}

/** A draft or scheduled post opened by signed-in staff (the editor's Preview), at its language's address. */
export function postPreviewPath(slug: string, id: number | string, language: LocaleCode = DEFAULT_LOCALE): string {
  return localePath(language, PAGES.blogPostPreview(slug, id));
}

export interface LinkProblem {
  /** 400: the link itself is wrong; 409: another post already holds the place. */
  status: 400 | 409;
  message: string;
}

export interface LinkRequest {
  /** The post being saved (null while it is created). */
  id: number | null;
  language: LocaleCode;
  translationOf: number | null;
}

export interface LinkFacts {
  /** The post `translationOf` names, or null when there is none (or no link is asked for). */
  target: GroupMember | null;
  /** The posts of the group the saved post belongs to after the save, without the post itself. */
  group: readonly GroupMember[];
  /** How many posts name the saved post as their original. */
  ownTranslations: number;
}

const nameOf = (post: GroupMember) => `“${post.title}” (#${post.id}, /${post.slug})`;

/**
 * Why the saved post cannot have this language and link, or null when it can. The server checks it
 * under a lock (src/server/blog/translations.ts); the unique index on (group, language) is the last
 * word on "one post per language" when two saves race.
 */
export function linkProblem(request: LinkRequest, facts: LinkFacts): LinkProblem | null {
  const { id, language, translationOf } = request;
  if (translationOf !== null) {
    if (translationOf === id) return { status: 400, message: 'A post cannot be a translation of itself.' };
    const target = facts.target;
    if (!target) return { status: 400, message: `There is no post #${translationOf} to link to.` };
    if (id !== null && target.translationOf === id) {
      return {
        status: 400,
        message: `${nameOf(target)} is a translation of this post: linking this post to it would make a cycle.`,
      };
    }
    if (target.translationOf !== null) {
      return {
        status: 400,
        message: `${nameOf(target)} is itself a translation of post #${target.translationOf}: link to that original instead.`,
      };
    }
    if (facts.ownTranslations > 0) {
      const n = facts.ownTranslations;
      return {
        status: 400,
        message: `This post is the original of ${n} translation${n === 1 ? '' : 's'}, so it cannot become a translation: unlink ${n === 1 ? 'it' : 'them'} first.`,
      };
    }
  }
  const sameLanguage = facts.group.find((member) => member.id !== id && member.language === language);
  if (sameLanguage) {
    return {
      status: 409,
      message: `${nameOf(sameLanguage)} is already the ${localeOf(language).englishName} post of this group: a group has one post per language.`,
    };
  }
  return null;
}

/** Posts by group (key → members, in the locale table's order). */
export function groupsOf<T extends GroupMember>(posts: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const post of posts) {
    const key = groupKey(post);
    const members = groups.get(key);
    if (members) members.push(post);
    else groups.set(key, [post]);
  }
  for (const members of groups.values()) members.sort(byLocaleOrder);
  return groups;
}

function byLocaleOrder(a: GroupMember, b: GroupMember): number {
  return LOCALE_CODES.indexOf(a.language) - LOCALE_CODES.indexOf(b.language) || a.id - b.id;
}

/**
 * The group's default page: its English post, else its original, else its oldest post. Every member
 * computes the same one from the same members, so x-default agrees across the group (and a post
 * without translations is its own).
 */
export function defaultMember<T extends GroupMember>(members: readonly T[]): T | undefined {
  return (
    members.find((m) => m.language === DEFAULT_LOCALE) ??
    members.find((m) => m.translationOf === null) ??
    [...members].sort((a, b) => a.id - b.id)[0]
  );
}

/**
 * The hreflang alternates of a post page: each public, indexable member of its group (itself
 * included) under its language, and x-default. `members` are those posts; the same list on every
 * member makes the set reciprocal. Empty when the post itself is not among them (noindex).
 */
export function postAlternates(
  post: GroupMember,
  members: readonly GroupMember[],
): { hreflang: string; path: string }[] {
  if (!members.some((m) => m.id === post.id)) return [];
  const sorted = [...members].sort(byLocaleOrder);
  const fallback = defaultMember(sorted)!;
  return [
    ...sorted.map((m) => ({ hreflang: m.language, path: postPath(m.slug, m.language) })),
    { hreflang: 'x-default', path: postPath(fallback.slug, fallback.language) },
  ];
}

/** "Read this in: …": the other public members of the post's group, in the locale table's order. */
export function otherLanguages<T extends GroupMember>(post: GroupMember, members: readonly T[]): T[] {
  return [...members].filter((m) => m.id !== post.id).sort(byLocaleOrder);
}
