// Word lists for the sample community (scripts/db-sample.ts and the first-run seed): names and
// cities from several regions of the Muslim world and its diaspora, circle names, deeds. Arabic-
// script names carry a Latin transliteration for their email address.

export interface SampleRegion {
  label: string;
  weight: number;
  /** [display, latin] pairs; latin is derived when omitted. */
  first: (string | [string, string])[];
  last: (string | [string, string])[];
  cities: string[];
}

export const SAMPLE_REGIONS: SampleRegion[] = [
  {
    label: 'Arab world',
    weight: 0.2,
    first: ['Ahmed', 'Omar', 'Yusuf', 'Khalid', 'Hamza', 'Bilal', 'Ibrahim', 'Tariq', 'Layla', 'Fatima', 'Aisha', 'Mariam', 'Noor', 'Huda', 'Salma', 'Zainab', 'Yasmin', 'Amira', 'Karim', 'Sami'],
    last: ['Al-Sayed', 'Haddad', 'Nasser', 'Mansour', 'Khalil', 'Saleh', 'Farouk', 'Hassan', 'Abdullah', 'Al-Amin', 'Darwish', 'Mahmoud', 'Aziz', 'Othman'],
    cities: ['Cairo, Egypt', 'Amman, Jordan', 'Riyadh, Saudi Arabia', 'Dubai, UAE', 'Casablanca, Morocco', 'Tunis, Tunisia', 'Doha, Qatar', 'Beirut, Lebanon', 'Algiers, Algeria', 'Muscat, Oman'],
  },
  {
    label: 'Arab world (Arabic script)',
    weight: 0.06,
    first: [['أحمد', 'ahmed'], ['عمر', 'omar'], ['يوسف', 'yusuf'], ['فاطمة', 'fatima'], ['عائشة', 'aisha'], ['مريم', 'mariam'], ['خالد', 'khalid'], ['ليلى', 'layla'], ['نور', 'noor'], ['إبراهيم', 'ibrahim'], ['سلمى', 'salma'], ['حمزة', 'hamza']],
    last: [['الحسن', 'alhassan'], ['المنصور', 'almansour'], ['الخطيب', 'alkhatib'], ['العلي', 'alali'], ['النجار', 'alnajjar'], ['الشريف', 'alsharif'], ['القاسم', 'alqasim']],
    cities: ['Riyadh, Saudi Arabia', 'Jeddah, Saudi Arabia', 'Cairo, Egypt', 'Kuwait City, Kuwait', 'Manama, Bahrain', 'Rabat, Morocco'],
  },
  {
    label: 'South Asia',
    weight: 0.2,
    first: ['Ayesha', 'Imran', 'Zara', 'Bilal', 'Sana', 'Faisal', 'Hira', 'Usman', 'Nadia', 'Arif', 'Rabia', 'Adnan', 'Farhan', 'Sadia', 'Kamran', 'Mehwish', 'Tahmina', 'Rafiq'],
    last: ['Khan', 'Qureshi', 'Siddiqui', 'Chaudhry', 'Ahmed', 'Malik', 'Sheikh', 'Hussain', 'Rahman', 'Islam', 'Ansari', 'Mirza'],
    cities: ['Karachi, Pakistan', 'Lahore, Pakistan', 'Islamabad, Pakistan', 'Dhaka, Bangladesh', 'Chittagong, Bangladesh', 'Hyderabad, India', 'Mumbai, India', 'Srinagar, India'],
  },
  {
    label: 'Southeast Asia',
    weight: 0.14,
    first: ['Rizky', 'Siti', 'Nur', 'Putri', 'Ahmad', 'Dewi', 'Aisyah', 'Hafiz', 'Farah', 'Iskandar', 'Intan', 'Azlan', 'Nabila', 'Fikri'],
    last: ['Rahman', 'Hidayat', 'Saputra', 'Ismail', 'Abdullah', 'Yusof', 'Ibrahim', 'Wijaya', 'Hakim', 'Hamzah'],
    cities: ['Jakarta, Indonesia', 'Surabaya, Indonesia', 'Bandung, Indonesia', 'Kuala Lumpur, Malaysia', 'Penang, Malaysia', 'Singapore, Singapore', 'Bandar Seri Begawan, Brunei'],
  },
  {
    label: 'Türkiye and Central Asia',
    weight: 0.1,
    first: ['Mehmet', 'Elif', 'Zeynep', 'Emre', 'Ayşe', 'Yusuf', 'Büşra', 'Murat', 'Nurlan', 'Aigerim', 'Timur', 'Dilnoza', 'Kübra', 'Aziz'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Çelik', 'Şahin', 'Aydın', 'Öztürk', 'Karimov', 'Akhmetov', 'Rashidova', 'Aliyev'],
    cities: ['Istanbul, Türkiye', 'Ankara, Türkiye', 'Konya, Türkiye', 'Almaty, Kazakhstan', 'Tashkent, Uzbekistan', 'Baku, Azerbaijan', 'Bishkek, Kyrgyzstan'],
  },
  {
    label: 'Africa',
    weight: 0.13,
    first: ['Amina', 'Abdullahi', 'Fatou', 'Moussa', 'Aminata', 'Ibrahim', 'Halima', 'Sulaiman', 'Khadija', 'Mamadou', 'Zainab', 'Hassan', 'Hodan', 'Abdi'],
    last: ['Diallo', 'Bello', 'Traoré', 'Abubakar', 'Sow', 'Mohamed', 'Osman', 'Ndiaye', 'Balogun', 'Warsame', 'Kamara', 'Cissé'],
    cities: ['Lagos, Nigeria', 'Kano, Nigeria', 'Dakar, Senegal', 'Mogadishu, Somalia', 'Nairobi, Kenya', 'Zanzibar, Tanzania', 'Bamako, Mali', 'Khartoum, Sudan'],
  },
  {
    label: 'Europe, the Americas and Oceania',
    weight: 0.17,
    first: ['Adam', 'Sarah', 'Yusuf', 'Hannah', 'Idris', 'Maryam', 'Jamal', 'Sophia', 'Malik', 'Leila', 'Daniel', 'Amira', 'Ismail', 'Nadia', 'Lucas', 'Inès'],
    last: ['Johnson', 'Ali', 'Williams', 'Benali', 'Smith', 'Dubois', 'Müller', 'Hussein', 'Garcia', 'Brown', 'Rossi', 'Said', 'Begum', "O'Connor"],
    cities: ['London, United Kingdom', 'Birmingham, United Kingdom', 'Paris, France', 'Berlin, Germany', 'Toronto, Canada', 'New York, USA', 'Chicago, USA', 'Houston, USA', 'Amsterdam, Netherlands', 'Sydney, Australia', 'São Paulo, Brazil'],
  },
];

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.com'];

export const CIRCLE_NAME_FIRST = ['Fajr', 'Quran', 'Sabr', 'Shukr', 'Dhikr', 'Sadaqah', 'Tahajjud', 'Barakah', 'Ihsan', 'Noor', "Jumu'ah", 'Sunnah', 'Mercy', 'Gratitude', 'Morning', 'Night Prayer', 'Kindness', 'Hifz'];
export const CIRCLE_NAME_SECOND = ['Circle', 'Companions', 'Risers', 'Friends', 'Family', 'Seekers', 'Builders', 'Collective', 'Journey', 'Club', 'Sisters', 'Brothers', 'Neighbours', 'Study Group'];

export const CIRCLE_DESCRIPTIONS = [
  'We remind each other to pray Fajr on time and share how the day started.',
  'A small group reading a page of the Quran every day together.',
  'Sisters keeping each other consistent with morning and evening adhkar.',
  'Friends from the masjid building one good habit at a time.',
  'A family circle: parents, siblings and cousins tracking deeds together.',
  'University students balancing exams with prayer and Quran.',
  'Colleagues who meet for Jumu\u2019ah and keep each other going during the week.',
  'Giving a little every week and encouraging one another in charity.',
  'Working through Juz\u2019 Amma with tafsir notes and weekly check-ins.',
  'New Muslims and their mentors learning the basics step by step.',
  'Night prayer buddies: a gentle nudge for tahajjud.',
  'Neighbours who started visiting the sick and elderly together.',
];

export const GOAL_TITLES = [
  'Pray every Fajr on time this month',
  'Read Surah Al-Kahf every Friday',
  'Finish the Quran together',
  'Give sadaqah every week',
  'Memorise Surah Al-Mulk',
  'Morning and evening adhkar for 30 days',
  'Visit someone who is ill',
  'Fast Mondays and Thursdays',
];

export const DEEDS = [
  'Prayed Fajr on time',
  'Read a page of the Quran',
  'Said the morning adhkar',
  'Said the evening adhkar',
  'Gave sadaqah',
  'Visited a friend who is ill',
  'Called my parents',
  'Fasted a voluntary fast',
  'Prayed Duha',
  'Made dua for a friend',
  'Helped at the masjid',
  'Fed a neighbour',
];

/** Passages of the sample circles' Quran challenges (decision 0042): surah and its ayah count. */
export const QURAN_CHALLENGE_SURAHS = [
  { surahName: 'Al-Mulk', ayahs: 30 },
  { surahName: 'Yasin', ayahs: 83 },
  { surahName: 'Ar-Rahman', ayahs: 78 },
  { surahName: 'Al-Waqi\u2019ah', ayahs: 96 },
  { surahName: 'Al-Kahf', ayahs: 110 },
] as const;

export const QURAN_COMPLETIONS = ['Finished Surah Al-Kahf', 'Finished Surah Al-Mulk', 'Finished Surah Yasin', 'Finished Juz\u2019 Amma', 'Finished Surah Al-Baqarah'];

export function latinOf(value: string | [string, string]): [string, string] {
  if (Array.isArray(value)) return value;
  const latin = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return [value, latin];
}
