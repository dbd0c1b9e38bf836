// Counter limits of product §5 (shown, not enforced). Kept apart from the zod schema so the editor
// can show them without shipping zod to the browser.
export const EXCERPT_LIMIT = 160;
export const META_TITLE_LIMIT = 60;
export const META_DESCRIPTION_LIMIT = 155;
