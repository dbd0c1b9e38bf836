// Level bands of product §9. Each table is ordered and covers 0–50 without gaps.

export interface LevelBand {
  name: string;
  emoji: string;
  description: string;
  minScore: number;
  maxScore: number;
  color: string;
}

export const KNOWLEDGE_LEVELS = [
  {
    name: 'Seeking Soul',
    emoji: '🌱',
    minScore: 0,
    maxScore: 9,
    color: '#6b8f71',
    description: 'You are at the start of a beautiful path. Every question you ask is a step closer.',
  },
  {
    name: 'Awakening Mind',
    emoji: '🌤️',
    minScore: 10,
    maxScore: 17,
    color: '#3f8f8a',
    description: 'Your knowledge is waking up. Small daily learning will carry you far.',
  },
  {
    name: 'Grounded Heart',
    emoji: '🌿',
    minScore: 18,
    maxScore: 26,
    color: '#2f7d5b',
    description: 'You have solid foundations. Keep watering them with reflection and practice.',
  },
  {
    name: 'Radiant Believer',
    emoji: '✨',
    minScore: 27,
    maxScore: 35,
    color: '#b7862f',
    description: 'Your understanding shines. Share it gently and keep growing.',
  },
  {
    name: 'Source of Light',
    emoji: '🌟',
    minScore: 36,
    maxScore: 50,
    color: '#8a5a1f',
    description: 'Deep knowledge, worn humbly. Others can learn a great deal from you.',
  },
] as const satisfies readonly LevelBand[];

export const SELF_ASSESSMENT_LEVELS = [
  {
    name: 'Seeking Soul',
    emoji: '🌱',
    minScore: 0,
    maxScore: 9,
    color: '#6b8f71',
    description: 'You are looking for a way in. One small, steady habit is the perfect place to begin.',
  },
  {
    name: 'Awakening Mind',
    emoji: '🌤️',
    minScore: 10,
    maxScore: 19,
    color: '#3f8f8a',
    description: 'Your intention is awake. Anchor it with a daily routine you can keep.',
  },
  {
    name: 'Grounded Heart',
    emoji: '🌿',
    minScore: 20,
    maxScore: 29,
    color: '#2f7d5b',
    description: 'You have real roots in your practice. Consistency will deepen them.',
  },
  {
    name: 'Vibrant Soul',
    emoji: '💫',
    minScore: 30,
    maxScore: 39,
    color: '#b7862f',
    description: 'Your practice is alive and growing. Keep your deeds steady and sincere.',
  },
  {
    name: 'Illuminated Spirit',
    emoji: '🌟',
    minScore: 40,
    maxScore: 50,
    color: '#8a5a1f',
    description: 'Your days are full of remembrance. Stay humble and help others along.',
  },
] as const satisfies readonly LevelBand[];

export type KnowledgeLevelName = (typeof KNOWLEDGE_LEVELS)[number]['name'];
export type SelfAssessmentLevelName = (typeof SELF_ASSESSMENT_LEVELS)[number]['name'];

export const KNOWLEDGE_LEVEL_NAMES = KNOWLEDGE_LEVELS.map((l) => l.name) as [
  KnowledgeLevelName,
  ...KnowledgeLevelName[],
];
export const SELF_ASSESSMENT_LEVEL_NAMES = SELF_ASSESSMENT_LEVELS.map((l) => l.name) as [
  SelfAssessmentLevelName,
  ...SelfAssessmentLevelName[],
];

/** The band holding a scaled score (0–50). Scores outside the table are clamped to its ends. */
export function levelFor<T extends LevelBand>(table: readonly T[], score: number): T {
  const found = table.find((band) => score >= band.minScore && score <= band.maxScore);
  if (found) return found;
  return score < 0 ? table[0]! : table[table.length - 1]!;
}
