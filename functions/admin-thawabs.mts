import type { Config } from '@netlify/functions';
import { ThawabPayloadSchema } from '../src/lib/schemas/content-thawab.ts';
import { contentCrud } from '../src/server/content/crud.ts';
import { HttpError } from '../src/server/http.ts';
import { levelExists } from '../src/server/repositories/content-quiz.ts';
import {
  deleteThawab,
  getThawab,
  insertThawab,
  listThawabs,
  updateThawab,
} from '../src/server/repositories/content-catalogue.ts';

// Staff (permission 'content'): Thawab Tasks, with the Active/Inactive toggle as PATCH.
export default contentCrud({
  entity: 'thawab',
  table: 'thawab_tasks',
  noun: 'thawab task',
  notFound: 'Thawab task not found',
  schema: ThawabPayloadSchema,
  list: listThawabs,
  get: getThawab,
  insert: insertThawab,
  update: updateThawab,
  remove: deleteThawab,
  setStatus: (tx, id, isActive) => updateThawab(tx, id, { isActive }),
  describe: (t) => `thawab "${t.name}"`,
  async beforeWrite(tx, payload) {
    if (!(await levelExists(tx, payload.minLevel))) {
      const message = `Min level must be one of the spiritual levels; "${payload.minLevel}" is not`;
      throw new HttpError(400, message, [{ path: 'minLevel', message }]);
    }
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: ['/api/admin/thawabs', '/api/admin/thawabs/:id'] };
