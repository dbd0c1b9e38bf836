// The slug rule of product §4: lowercase; drop everything but letters, digits, spaces and hyphens;
// spaces to hyphens; repeated hyphens collapsed. Leading/trailing hyphens are trimmed so a URL
// never starts or ends with one; the cut to SLUG_MAX comes before that trim so a cut that lands on a
// hyphen cannot leave one at the end.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 200;

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}
