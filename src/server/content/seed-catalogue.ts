// Sample Thawab Tasks, the app's badge catalogue (product §9) and the level descriptions seeded on an
// empty database. Descriptions describe practices plainly; no hadith is quoted here.
import type { BadgePayload } from '../../lib/schemas/content-badge.ts';
import type { ThawabPayload } from '../../lib/schemas/content-thawab.ts';
import { SPIRITUAL_LEVELS, SPIRITUAL_LEVEL_NAMES, type SpiritualLevelName } from '../../lib/people.ts';

type Task = Omit<ThawabPayload, 'isActive' | 'translations'>;
const t = (name: string, description: string, category: Task['category'], xpValue: number, icon: string, schedulingType: Task['schedulingType'], schedulingValue: string, difficultyLevel: Task['difficultyLevel'], minLevel: string = SPIRITUAL_LEVEL_NAMES[0]): Task => ({
  name, description, category, xpValue, icon, schedulingType, schedulingValue, difficultyLevel, minLevel,
});

export const SEED_THAWABS: readonly Task[] = [
  // Prayer
  t('Pray Fajr on time', 'Wake for the dawn prayer and pray it within its time.', 'Prayer', 30, '🌅', 'daily', 'everyday', 'moderate'),
  t('Pray all five prayers on time', 'Pray Fajr, Dhuhr, Asr, Maghrib and Isha each within its time today.', 'Prayer', 50, '🕌', 'daily', 'everyday', 'hard', 'Seeking Soul'),
  t('Sunnah prayers with Fajr', 'Pray the two voluntary rak‘ahs before the Fajr prayer.', 'Prayer', 20, '🤲', 'daily', 'everyday', 'easy'),
  t('Pray Witr before sleeping', 'Close the night with the Witr prayer after Isha.', 'Prayer', 25, '🌙', 'daily', 'everyday', 'moderate', 'Awakening Mind'),
  t('Attend Jumu‘ah prayer', 'Go early to the Friday congregational prayer and listen to the khutbah attentively.', 'Prayer', 50, '🕋', 'weekly', 'friday', 'moderate'),
  t('Pray in congregation', 'Pray at least one of the day’s prayers in congregation at the mosque.', 'Prayer', 35, '👥', 'weekly', 'monday,wednesday,saturday', 'moderate', 'Seeking Soul'),
  // Study
  t('Read one page of Quran', 'Read at least one page of the Quran with attention to its meaning.', 'Study', 20, '📖', 'daily', 'everyday', 'easy'),
  t('Reflect on a verse’s tafsir', 'Read the explanation (tafsir) of one verse from a trusted commentary and note one lesson.', 'Study', 30, '📝', 'weekly', 'tuesday,thursday', 'moderate', 'Awakening Mind'),
  t('Memorise a short surah', 'Learn a few verses of a short surah by heart and recite them in your prayers.', 'Study', 45, '🧠', 'weekly', 'sunday', 'hard', 'Growing Spirit'),
  t('Read Surah al-Kahf on Friday', 'Read Surah al-Kahf (surah 18) on Friday.', 'Study', 40, '📗', 'weekly', 'friday', 'moderate'),
  t('Learn a Name of Allah', 'Learn one of the Names of Allah and its meaning, and reflect on it during the day.', 'Study', 15, '✨', 'daily', 'everyday', 'easy'),
  // Dhikr
  t('Morning remembrance', 'Say the morning adhkar between Fajr and sunrise.', 'Dhikr', 20, '☀️', 'daily', 'everyday', 'easy'),
  t('Evening remembrance', 'Say the evening adhkar between Asr and Maghrib.', 'Dhikr', 20, '🌆', 'daily', 'everyday', 'easy'),
  t('Dhikr after prayer', 'After an obligatory prayer, say SubhanAllah, Alhamdulillah and Allahu Akbar thirty-three times each.', 'Dhikr', 15, '📿', 'daily', 'everyday', 'easy'),
  t('Seek forgiveness', 'Say Astaghfirullah one hundred times during the day.', 'Dhikr', 20, '💧', 'daily', 'everyday', 'easy'),
  t('Send blessings on the Prophet ﷺ', 'Send salawat on the Prophet ﷺ often on Friday.', 'Dhikr', 25, '💚', 'weekly', 'friday', 'easy'),
  // Fasting
  t('Fast on Monday', 'Keep a voluntary fast on Monday, from dawn to sunset.', 'Fasting', 50, '🌄', 'weekly', 'monday', 'hard', 'Growing Spirit'),
  t('Fast on Thursday', 'Keep a voluntary fast on Thursday, from dawn to sunset.', 'Fasting', 50, '🌇', 'weekly', 'thursday', 'hard', 'Growing Spirit'),
  t('Plan the White Days fasts', 'Check the Hijri calendar and plan to fast the 13th, 14th and 15th of the lunar month.', 'Fasting', 15, '🗓️', 'monthly', '1', 'easy', 'Seeking Soul'),
  t('Break a fast with dates', 'Break your fast with dates or water and make du‘a at iftar.', 'Fasting', 15, '🌴', 'weekly', 'monday,thursday', 'easy', 'Growing Spirit'),
  // Giving
  t('Give a small charity', 'Give any amount of sadaqah today, however small.', 'Giving', 25, '💝', 'daily', 'everyday', 'easy'),
  t('Set aside monthly sadaqah', 'On the first of the month, set aside a fixed amount for charity.', 'Giving', 40, '💰', 'monthly', '1', 'moderate', 'Awakening Mind'),
  t('Review your zakat', 'On the last day of the month, review your savings and whether zakat is due.', 'Giving', 30, '🧮', 'monthly', '31', 'moderate', 'Steady Journeyer'),
  t('Feed someone', 'Share a meal or buy food for someone in need.', 'Giving', 35, '🍲', 'weekly', 'saturday', 'moderate'),
  // Character
  t('Smile and greet with salam', 'Greet the people you meet with “as-salamu ‘alaykum” and a smile.', 'Character', 15, '😊', 'daily', 'everyday', 'easy'),
  t('Hold back anger', 'When something upsets you today, pause, stay calm and answer gently.', 'Character', 30, '🕊️', 'daily', 'everyday', 'moderate', 'Seeking Soul'),
  t('Call your parents', 'Call or visit your parents, or make du‘a for them if they have passed away.', 'Character', 30, '👪', 'weekly', 'sunday,wednesday', 'easy'),
  // Community
  t('Visit someone who is ill', 'Visit or call a person who is unwell and make du‘a for their recovery.', 'Community', 40, '🏥', 'weekly', 'saturday', 'moderate', 'Awakening Mind'),
  t('Check on a neighbour', 'Greet a neighbour and ask whether they need anything.', 'Community', 20, '🏘️', 'weekly', 'tuesday,friday', 'easy'),
  t('Volunteer for a good cause', 'Give an hour to your mosque, a food bank or another community project.', 'Community', 50, '🤝', 'monthly', '15', 'hard', 'Steady Journeyer'),
];

type BadgeSeed = Omit<BadgePayload, 'isActive' | 'translations'>;
const b = (name: string, description: string, icon: string, colorClass: BadgeSeed['colorClass'], requiredCount: number, requiredDays: number, category: BadgeSeed['category'], difficulty: BadgeSeed['difficulty']): BadgeSeed => ({
  name, description, icon, colorClass, requiredCount, requiredDays, category, difficulty,
});

/**
 * The app's badge catalogue (product §9). Streak badges: one completed deed a day for N days in a row
 * (N completions within N days). Count badges: N completed deeds in total. Theme badges: 5
 * completed deeds of the theme, offered only to users who chose that theme.
 */
export const SEED_BADGES: readonly BadgeSeed[] = [
  b('First Steps', 'Keep a 3-day streak: complete a deed on three days in a row.', '👣', 'Emerald', 3, 3, 'Prayer', 'easy'),
  b('Weekly Devotion', 'Keep a 7-day streak: complete a deed every day for a week.', '📅', 'Blue', 7, 7, 'Prayer', 'moderate'),
  b('Consistent Worship', 'Keep a 30-day streak: complete a deed every day for thirty days.', '🏆', 'Amber', 30, 30, 'Prayer', 'hard'),
  b('Beginner', 'Complete 10 good deeds in total.', '🌱', 'Cyan', 10, 0, 'Character', 'easy'),
  b('Devoted', 'Complete 50 good deeds in total.', '⭐', 'Indigo', 50, 0, 'Character', 'moderate'),
  b('Steadfast', 'Complete 100 good deeds in total.', '💎', 'Purple', 100, 0, 'Character', 'hard'),
  b('Faith Builder', 'Complete 5 deeds of the Faith theme.', '🕌', 'Emerald', 5, 0, 'Study', 'easy'),
  b('Beacon of Hope', 'Complete 5 deeds of the Hope theme.', '🌟', 'Yellow', 5, 0, 'Dhikr', 'easy'),
  b('Patience Master', 'Complete 5 deeds of the Patience theme.', '⏳', 'Blue', 5, 0, 'Character', 'easy'),
  b('Grateful Heart', 'Complete 5 deeds of the Gratitude theme.', '💖', 'Pink', 5, 0, 'Dhikr', 'easy'),
  b('Family Guardian', 'Complete 5 deeds of the Family theme.', '🏡', 'Red', 5, 0, 'Community', 'easy'),
  b('Generous Soul', 'Complete 5 deeds of the Charity theme.', '🤲', 'Amber', 5, 0, 'Giving', 'easy'),
];

const LEVEL_DESCRIPTIONS: Record<SpiritualLevelName, string> = {
  'Waking Soul': 'The journey begins: noticing the heart’s longing and taking the first small steps.',
  'Seeking Soul': 'Looking for guidance and starting to build daily habits of worship.',
  'Awakening Mind': 'Learning with intention and understanding more of the faith each day.',
  'Growing Spirit': 'Habits are taking root; worship is becoming part of the daily rhythm.',
  'Steady Journeyer': 'Consistent in prayer and remembrance, through easy days and hard ones.',
  'Tranquil Heart': 'Finding calm in remembrance and contentment in what Allah has decreed.',
  'Sincere Seeker': 'Acting for Allah’s sake, with care for both the deed and the intention.',
  'Barakah Builder': 'Good deeds that reach others: family, neighbours and community.',
  'Luminous Soul': 'A life shaped by faith, steadfast in worship and generous in character.',
};

export const SEED_LEVELS = SPIRITUAL_LEVELS.map(({ name, min }) => ({ name, minScore: min, description: LEVEL_DESCRIPTIONS[name] }));
