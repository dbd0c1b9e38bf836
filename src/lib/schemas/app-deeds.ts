// Request bodies of the app's deed and badge API (decision 0039).
import { z } from 'zod';

export const BadgeDisplayedSchema = z.strictObject({
  displayed: z.boolean({ error: 'displayed must be true or false' }),
});
