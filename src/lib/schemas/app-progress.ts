// A level as the app API answers it (decision 0056): in /me and in every completion answer.
import { z } from 'zod';

export const LevelViewSchema = z.object({
  /** The level's position in the level table (0 = the first level): the stable key of the rule. */
  position: z.number().int(),
  /** The level's English name, as thawab tasks' `minLevel` names it. */
  key: z.string(),
  /** The level's name in the user's language (English where it has none). */
  name: z.string(),
  /** The Barakah Score the level starts at, and the next level's (null at the last level). */
  minScore: z.number().int(),
  nextMinScore: z.number().int().nullable(),
});
export type LevelViewAnswer = z.infer<typeof LevelViewSchema>;
