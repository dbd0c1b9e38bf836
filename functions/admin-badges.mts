import type { Config } from '@netlify/functions';
import { BadgePayloadSchema } from '../src/lib/schemas/content-badge.ts';
import { contentCrud } from '../src/server/content/crud.ts';
import {
  deleteBadge,
  getBadge,
  insertBadge,
  listBadges,
  updateBadge,
} from '../src/server/repositories/content-catalogue.ts';

// Staff (permission 'content'): Badges, with the Active/Inactive toggle as PATCH.
export default contentCrud({
  entity: 'badge',
  table: 'badges',
  noun: 'badge',
  notFound: 'Badge not found',
  schema: BadgePayloadSchema,
  list: listBadges,
  get: getBadge,
  insert: insertBadge,
  update: updateBadge,
  remove: deleteBadge,
  setStatus: (tx, id, isActive) => updateBadge(tx, id, { isActive }),
  describe: (b) => `badge "${b.name}"`,
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: ['/api/admin/badges', '/api/admin/badges/:id'] };
