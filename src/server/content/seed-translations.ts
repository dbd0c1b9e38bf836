// The seeded catalogue's names and descriptions in the seven locales (decision 0048), written by the
// team in good faith and not yet reviewed by a native speaker (reviewed: false). Religious terms stay
// as each language's Muslims use them (Fajr/Subuh/sabah namazı, dhikr/zikir, sadaqah/sedekah, du'a…).
// Keyed by the seeded English name: seedTranslations() adds them only to a row that still has that
// name and has never had translations saved, so staff edits are never replaced.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { badges, spiritualLevels, thawabTasks } from '../../../db/schema.ts';
import type { ContentTranslations } from '../../lib/i18n/content.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';

/** `writtenBy` of the seeded texts: the team, not a staff account. */
export const SEED_AUTHOR = 'team';

type Texts = readonly [name: string, description: string];
export type SeedTexts = Record<Exclude<LocaleCode, 'en'>, Texts>;

export const THAWAB_TRANSLATIONS: Record<string, SeedTexts> = {
  'Pray Fajr on time': {
    ar: ['صلاة الفجر في وقتها', 'استيقظ لصلاة الفجر وصلِّها في وقتها.'],
    ur: ['فجر کی نماز وقت پر', 'فجر کی نماز کے لیے جاگیں اور اسے اس کے وقت میں ادا کریں۔'],
    id: ['Salat Subuh tepat waktu', 'Bangun untuk salat Subuh dan tunaikan pada waktunya.'],
    bn: ['সময়মতো ফজরের নামাজ', 'ফজরের নামাজের জন্য জাগুন এবং সময়ের মধ্যে আদায় করুন।'],
    tr: ['Sabah namazını vaktinde kıl', 'Sabah namazı için kalk ve onu vaktinde kıl.'],
    ms: ['Solat Subuh tepat pada waktunya', 'Bangun untuk solat Subuh dan tunaikannya dalam waktunya.'],
    fr: ['Prier Fajr à l’heure', 'Se lever pour la prière de l’aube et l’accomplir dans son temps.'],
  },
  'Pray all five prayers on time': {
    ar: ['الصلوات الخمس في أوقاتها', 'صلِّ الفجر والظهر والعصر والمغرب والعشاء اليوم، كلًّا في وقتها.'],
    ur: ['پانچوں نمازیں وقت پر', 'آج فجر، ظہر، عصر، مغرب اور عشاء ہر ایک اس کے وقت میں ادا کریں۔'],
    id: [
      'Lima salat wajib tepat waktu',
      'Tunaikan Subuh, Zuhur, Asar, Magrib, dan Isya hari ini, masing-masing pada waktunya.',
    ],
    bn: ['পাঁচ ওয়াক্ত নামাজ সময়মতো', 'আজ ফজর, যোহর, আসর, মাগরিব ও ইশা প্রতিটি নামাজ তার সময়ের মধ্যে আদায় করুন।'],
    tr: [
      'Beş vakit namazı vaktinde kıl',
      'Bugün sabah, öğle, ikindi, akşam ve yatsı namazlarının her birini vaktinde kıl.',
    ],
    ms: [
      'Solat lima waktu tepat pada waktunya',
      'Tunaikan Subuh, Zohor, Asar, Maghrib dan Isyak hari ini, setiap satunya dalam waktunya.',
    ],
    fr: [
      'Accomplir les cinq prières à l’heure',
      'Prier Fajr, Dhuhr, Asr, Maghrib et Isha aujourd’hui, chacune dans son temps.',
    ],
  },
  'Sunnah prayers with Fajr': {
    ar: ['سنة الفجر', 'صلِّ الركعتين النافلتين قبل صلاة الفجر.'],
    ur: ['فجر کی سنتیں', 'فجر کی نماز سے پہلے دو رکعت سنت ادا کریں۔'],
    id: ['Salat sunah sebelum Subuh', 'Tunaikan dua rakaat sunah sebelum salat Subuh.'],
    bn: ['ফজরের সুন্নাত নামাজ', 'ফজরের নামাজের আগে দুই রাকাত সুন্নাত নামাজ আদায় করুন।'],
    tr: ['Sabah namazının sünneti', 'Sabah namazının farzından önce iki rekât sünneti kıl.'],
    ms: ['Solat sunat sebelum Subuh', 'Tunaikan dua rakaat solat sunat sebelum solat Subuh.'],
    fr: ['Prières surérogatoires de Fajr', 'Prier les deux rak‘ah surérogatoires avant la prière de Fajr.'],
  },
  'Pray Witr before sleeping': {
    ar: ['صلاة الوتر قبل النوم', 'اختم ليلتك بصلاة الوتر بعد العشاء.'],
    ur: ['سونے سے پہلے وتر', 'عشاء کے بعد وتر کی نماز سے اپنی رات کا اختتام کریں۔'],
    id: ['Salat Witir sebelum tidur', 'Tutup malam dengan salat Witir setelah Isya.'],
    bn: ['ঘুমানোর আগে বিতর', 'ইশার পরে বিতরের নামাজ দিয়ে রাত শেষ করুন।'],
    tr: ['Uyumadan önce vitir namazı', 'Yatsıdan sonra geceyi vitir namazıyla kapat.'],
    ms: ['Solat Witir sebelum tidur', 'Akhiri malam dengan solat Witir selepas Isyak.'],
    fr: ['Prier le Witr avant de dormir', 'Clore la nuit par la prière du Witr après Isha.'],
  },
  'Attend Jumu‘ah prayer': {
    ar: ['حضور صلاة الجمعة', 'بكِّر إلى صلاة الجمعة واستمع إلى الخطبة بإنصات.'],
    ur: ['جمعہ کی نماز میں حاضری', 'جمعہ کی نماز کے لیے جلدی جائیں اور خطبہ توجہ سے سنیں۔'],
    id: ['Menghadiri salat Jumat', 'Datang lebih awal ke salat Jumat dan dengarkan khotbah dengan saksama.'],
    bn: ['জুমার নামাজে উপস্থিত হোন', 'জুমার নামাজে আগেভাগে যান এবং মনোযোগ দিয়ে খুতবা শুনুন।'],
    tr: ['Cuma namazına katıl', 'Cuma namazına erken git ve hutbeyi dikkatle dinle.'],
    ms: ['Menghadiri solat Jumaat', 'Pergi awal ke solat Jumaat dan dengar khutbah dengan teliti.'],
    fr: [
      'Assister à la prière du Jumu‘ah',
      'Se rendre tôt à la prière du vendredi et écouter attentivement la khutba.',
    ],
  },
  'Pray in congregation': {
    ar: ['الصلاة في جماعة', 'صلِّ صلاة واحدة على الأقل من صلوات اليوم جماعةً في المسجد.'],
    ur: ['باجماعت نماز', 'آج کی نمازوں میں سے کم از کم ایک مسجد میں جماعت کے ساتھ ادا کریں۔'],
    id: ['Salat berjamaah', 'Tunaikan setidaknya satu salat hari ini secara berjamaah di masjid.'],
    bn: ['জামাতে নামাজ', 'আজকের নামাজগুলোর অন্তত একটি মসজিদে জামাতের সাথে আদায় করুন।'],
    tr: ['Cemaatle namaz kıl', 'Günün namazlarından en az birini camide cemaatle kıl.'],
    ms: ['Solat berjemaah', 'Tunaikan sekurang-kurangnya satu solat hari ini secara berjemaah di masjid.'],
    fr: ['Prier en assemblée', 'Accomplir au moins une des prières du jour en assemblée à la mosquée.'],
  },
  'Read one page of Quran': {
    ar: ['قراءة صفحة من القرآن', 'اقرأ صفحة واحدة على الأقل من القرآن متدبرًا معانيها.'],
    ur: ['قرآن کا ایک صفحہ پڑھیں', 'قرآن کا کم از کم ایک صفحہ اس کے معنی پر توجہ کے ساتھ پڑھیں۔'],
    id: ['Membaca satu halaman Al-Qur’an', 'Baca setidaknya satu halaman Al-Qur’an dengan memperhatikan maknanya.'],
    bn: ['কুরআনের এক পৃষ্ঠা পড়ুন', 'অর্থের দিকে মনোযোগ দিয়ে কুরআনের অন্তত এক পৃষ্ঠা পড়ুন।'],
    tr: ['Kur’an’dan bir sayfa oku', 'Kur’an’dan en az bir sayfayı anlamına dikkat ederek oku.'],
    ms: [
      'Membaca satu muka surat al-Quran',
      'Baca sekurang-kurangnya satu muka surat al-Quran dengan memberi perhatian kepada maknanya.',
    ],
    fr: ['Lire une page du Coran', 'Lire au moins une page du Coran en étant attentif à son sens.'],
  },
  'Reflect on a verse’s tafsir': {
    ar: ['التدبر في تفسير آية', 'اقرأ تفسير آية واحدة من تفسير موثوق ودوِّن فائدة منها.'],
    ur: ['ایک آیت کی تفسیر پر غور', 'کسی معتبر تفسیر سے ایک آیت کی تفسیر پڑھیں اور اس سے ایک سبق لکھ لیں۔'],
    id: [
      'Merenungkan tafsir satu ayat',
      'Baca tafsir satu ayat dari kitab tafsir yang tepercaya dan catat satu pelajaran.',
    ],
    bn: ['একটি আয়াতের তাফসীর নিয়ে চিন্তা', 'নির্ভরযোগ্য তাফসীর থেকে একটি আয়াতের ব্যাখ্যা পড়ুন এবং একটি শিক্ষা লিখে রাখুন।'],
    tr: ['Bir ayetin tefsiri üzerine düşün', 'Güvenilir bir tefsirden bir ayetin açıklamasını oku ve bir ders not et.'],
    ms: [
      'Merenung tafsir satu ayat',
      'Baca tafsir satu ayat daripada kitab tafsir yang dipercayai dan catat satu pengajaran.',
    ],
    fr: [
      'Méditer le tafsir d’un verset',
      'Lire l’explication (tafsir) d’un verset dans un commentaire fiable et noter une leçon.',
    ],
  },
  'Memorise a short surah': {
    ar: ['حفظ سورة قصيرة', 'احفظ بضع آيات من سورة قصيرة واقرأها في صلاتك.'],
    ur: ['ایک چھوٹی سورت حفظ کریں', 'کسی چھوٹی سورت کی چند آیات یاد کریں اور انہیں اپنی نمازوں میں پڑھیں۔'],
    id: ['Menghafal surah pendek', 'Hafalkan beberapa ayat dari surah pendek dan bacalah dalam salat Anda.'],
    bn: ['একটি ছোট সূরা মুখস্থ করুন', 'একটি ছোট সূরার কয়েকটি আয়াত মুখস্থ করুন এবং নামাজে তিলাওয়াত করুন।'],
    tr: ['Kısa bir sure ezberle', 'Kısa bir surenin birkaç ayetini ezberle ve namazlarında oku.'],
    ms: ['Menghafal surah pendek', 'Hafal beberapa ayat daripada surah pendek dan bacalah dalam solat anda.'],
    fr: [
      'Mémoriser une courte sourate',
      'Apprendre par cœur quelques versets d’une courte sourate et les réciter dans ses prières.',
    ],
  },
  'Read Surah al-Kahf on Friday': {
    ar: ['قراءة سورة الكهف يوم الجمعة', 'اقرأ سورة الكهف (السورة ١٨) يوم الجمعة.'],
    ur: ['جمعہ کو سورۃ الکہف پڑھیں', 'جمعہ کے دن سورۃ الکہف (سورت ۱۸) پڑھیں۔'],
    id: ['Membaca Surah Al-Kahfi pada hari Jumat', 'Baca Surah Al-Kahfi (surah ke-18) pada hari Jumat.'],
    bn: ['জুমার দিনে সূরা কাহফ পড়ুন', 'শুক্রবারে সূরা আল-কাহফ (সূরা ১৮) পড়ুন।'],
    tr: ['Cuma günü Kehf suresini oku', 'Cuma günü Kehf suresini (18. sure) oku.'],
    ms: ['Membaca Surah al-Kahfi pada hari Jumaat', 'Baca Surah al-Kahfi (surah ke-18) pada hari Jumaat.'],
    fr: ['Lire la sourate al-Kahf le vendredi', 'Lire la sourate al-Kahf (sourate 18) le vendredi.'],
  },
  'Learn a Name of Allah': {
    ar: ['تعلَّم اسمًا من أسماء الله', 'تعلَّم اسمًا من أسماء الله الحسنى ومعناه، وتأمَّل فيه خلال يومك.'],
    ur: ['اللہ کا ایک نام سیکھیں', 'اللہ کے ناموں میں سے ایک نام اور اس کا معنی سیکھیں، اور دن بھر اس پر غور کریں۔'],
    id: [
      'Mempelajari satu Nama Allah',
      'Pelajari salah satu Nama Allah beserta maknanya, dan renungkan sepanjang hari.',
    ],
    bn: ['আল্লাহর একটি নাম শিখুন', 'আল্লাহর নামগুলোর একটি ও তার অর্থ শিখুন এবং দিনভর তা নিয়ে চিন্তা করুন।'],
    tr: ['Allah’ın bir ismini öğren', 'Allah’ın isimlerinden birini ve anlamını öğren, gün boyunca üzerinde düşün.'],
    ms: [
      'Mempelajari satu Nama Allah',
      'Pelajari salah satu Nama Allah dan maknanya, dan renungkannya sepanjang hari.',
    ],
    fr: [
      'Apprendre un Nom d’Allah',
      'Apprendre l’un des Noms d’Allah et son sens, et le méditer au cours de la journée.',
    ],
  },
  'Morning remembrance': {
    ar: ['أذكار الصباح', 'قل أذكار الصباح بين الفجر وطلوع الشمس.'],
    ur: ['صبح کے اذکار', 'فجر اور طلوعِ آفتاب کے درمیان صبح کے اذکار پڑھیں۔'],
    id: ['Zikir pagi', 'Baca zikir pagi antara Subuh dan terbit matahari.'],
    bn: ['সকালের যিকির', 'ফজর ও সূর্যোদয়ের মাঝে সকালের যিকিরগুলো পড়ুন।'],
    tr: ['Sabah zikirleri', 'Sabah namazı ile güneşin doğuşu arasında sabah zikirlerini oku.'],
    ms: ['Zikir pagi', 'Baca zikir pagi antara Subuh dan terbit matahari.'],
    fr: ['Dhikr du matin', 'Réciter les adhkar du matin entre Fajr et le lever du soleil.'],
  },
  'Evening remembrance': {
    ar: ['أذكار المساء', 'قل أذكار المساء بين العصر والمغرب.'],
    ur: ['شام کے اذکار', 'عصر اور مغرب کے درمیان شام کے اذکار پڑھیں۔'],
    id: ['Zikir petang', 'Baca zikir petang antara Asar dan Magrib.'],
    bn: ['সন্ধ্যার যিকির', 'আসর ও মাগরিবের মাঝে সন্ধ্যার যিকিরগুলো পড়ুন।'],
    tr: ['Akşam zikirleri', 'İkindi ile akşam namazı arasında akşam zikirlerini oku.'],
    ms: ['Zikir petang', 'Baca zikir petang antara Asar dan Maghrib.'],
    fr: ['Dhikr du soir', 'Réciter les adhkar du soir entre Asr et Maghrib.'],
  },
  'Dhikr after prayer': {
    ar: ['الذكر بعد الصلاة', 'بعد الصلاة المفروضة قل: سبحان الله، والحمد لله، والله أكبر، ثلاثًا وثلاثين مرة لكلٍّ منها.'],
    ur: ['نماز کے بعد ذکر', 'فرض نماز کے بعد سبحان اللہ، الحمد للہ اور اللہ اکبر ہر ایک تینتیس مرتبہ کہیں۔'],
    id: [
      'Zikir setelah salat',
      'Setelah salat wajib, ucapkan Subhanallah, Alhamdulillah, dan Allahu Akbar masing-masing tiga puluh tiga kali.',
    ],
    bn: ['নামাজের পরে যিকির', 'ফরজ নামাজের পরে সুবহানাল্লাহ, আলহামদুলিল্লাহ ও আল্লাহু আকবার প্রতিটি তেত্রিশবার বলুন।'],
    tr: [
      'Namazdan sonra zikir',
      'Farz namazdan sonra Sübhanallah, Elhamdülillah ve Allahu Ekber’i otuz üçer kez söyle.',
    ],
    ms: [
      'Zikir selepas solat',
      'Selepas solat fardu, ucapkan Subhanallah, Alhamdulillah dan Allahu Akbar tiga puluh tiga kali setiap satu.',
    ],
    fr: [
      'Dhikr après la prière',
      'Après une prière obligatoire, dire SubhanAllah, Alhamdulillah et Allahu Akbar trente-trois fois chacun.',
    ],
  },
  'Seek forgiveness': {
    ar: ['الاستغفار', 'قل «أستغفر الله» مئة مرة خلال اليوم.'],
    ur: ['استغفار', 'دن بھر میں سو مرتبہ استغفر اللہ کہیں۔'],
    id: ['Memohon ampunan', 'Ucapkan Astaghfirullah seratus kali sepanjang hari.'],
    bn: ['ইস্তিগফার', 'দিনে একশো বার আস্তাগফিরুল্লাহ বলুন।'],
    tr: ['İstiğfar et', 'Gün içinde yüz kez Estağfirullah de.'],
    ms: ['Memohon keampunan', 'Ucapkan Astaghfirullah seratus kali sepanjang hari.'],
    fr: ['Demander pardon', 'Dire Astaghfirullah cent fois au cours de la journée.'],
  },
  'Send blessings on the Prophet ﷺ': {
    ar: ['الصلاة على النبي ﷺ', 'أكثِر من الصلاة على النبي ﷺ يوم الجمعة.'],
    ur: ['نبی ﷺ پر درود', 'جمعہ کے دن نبی ﷺ پر کثرت سے درود بھیجیں۔'],
    id: ['Berselawat kepada Nabi ﷺ', 'Perbanyak selawat kepada Nabi ﷺ pada hari Jumat.'],
    bn: ['নবী ﷺ-এর ওপর দরুদ', 'জুমার দিনে নবী ﷺ-এর ওপর বেশি বেশি দরুদ পাঠ করুন।'],
    tr: ['Peygamber’e ﷺ salavat getir', 'Cuma günü Peygamber’e ﷺ bolca salavat getir.'],
    ms: ['Berselawat ke atas Nabi ﷺ', 'Perbanyakkan selawat ke atas Nabi ﷺ pada hari Jumaat.'],
    fr: ['Prier sur le Prophète ﷺ', 'Dire souvent la salât ‘ala an-Nabi (salawat) sur le Prophète ﷺ le vendredi.'],
  },
  'Fast on Monday': {
    ar: ['صيام يوم الاثنين', 'صُم يوم الاثنين تطوعًا من الفجر إلى المغرب.'],
    ur: ['پیر کا روزہ', 'پیر کے دن فجر سے غروبِ آفتاب تک نفلی روزہ رکھیں۔'],
    id: ['Puasa hari Senin', 'Berpuasa sunah pada hari Senin, dari fajar hingga matahari terbenam.'],
    bn: ['সোমবারের রোজা', 'সোমবার ভোর থেকে সূর্যাস্ত পর্যন্ত নফল রোজা রাখুন।'],
    tr: ['Pazartesi orucu', 'Pazartesi günü imsaktan akşama kadar nafile oruç tut.'],
    ms: ['Puasa hari Isnin', 'Berpuasa sunat pada hari Isnin, dari fajar hingga matahari terbenam.'],
    fr: ['Jeûner le lundi', 'Jeûner volontairement le lundi, de l’aube au coucher du soleil.'],
  },
  'Fast on Thursday': {
    ar: ['صيام يوم الخميس', 'صُم يوم الخميس تطوعًا من الفجر إلى المغرب.'],
    ur: ['جمعرات کا روزہ', 'جمعرات کے دن فجر سے غروبِ آفتاب تک نفلی روزہ رکھیں۔'],
    id: ['Puasa hari Kamis', 'Berpuasa sunah pada hari Kamis, dari fajar hingga matahari terbenam.'],
    bn: ['বৃহস্পতিবারের রোজা', 'বৃহস্পতিবার ভোর থেকে সূর্যাস্ত পর্যন্ত নফল রোজা রাখুন।'],
    tr: ['Perşembe orucu', 'Perşembe günü imsaktan akşama kadar nafile oruç tut.'],
    ms: ['Puasa hari Khamis', 'Berpuasa sunat pada hari Khamis, dari fajar hingga matahari terbenam.'],
    fr: ['Jeûner le jeudi', 'Jeûner volontairement le jeudi, de l’aube au coucher du soleil.'],
  },
  'Plan the White Days fasts': {
    ar: [
      'التخطيط لصيام الأيام البيض',
      'راجع التقويم الهجري وخطِّط لصيام الثالث عشر والرابع عشر والخامس عشر من الشهر القمري.',
    ],
    ur: [
      'ایامِ بیض کے روزوں کی منصوبہ بندی',
      'ہجری کیلنڈر دیکھیں اور قمری مہینے کی تیرہ، چودہ اور پندرہ تاریخ کے روزوں کا ارادہ کریں۔',
    ],
    id: [
      'Merencanakan puasa Ayyamul Bidh',
      'Periksa kalender Hijriah dan rencanakan puasa pada tanggal 13, 14, dan 15 bulan kamariah.',
    ],
    bn: ['আইয়ামে বীযের রোজার পরিকল্পনা', 'হিজরি ক্যালেন্ডার দেখে চান্দ্র মাসের ১৩, ১৪ ও ১৫ তারিখে রোজার পরিকল্পনা করুন।'],
    tr: [
      'Eyyâm-ı bîz oruçlarını planla',
      'Hicri takvime bak ve kameri ayın 13, 14 ve 15. günlerinde oruç tutmayı planla.',
    ],
    ms: [
      'Merancang puasa Hari Putih',
      'Semak kalendar Hijrah dan rancang untuk berpuasa pada 13, 14 dan 15 bulan qamariah.',
    ],
    fr: [
      'Prévoir le jeûne des Jours blancs',
      'Consulter le calendrier hégirien et prévoir de jeûner les 13, 14 et 15 du mois lunaire.',
    ],
  },
  'Break a fast with dates': {
    ar: ['الإفطار على التمر', 'أفطر على تمر أو ماء، وادعُ عند الإفطار.'],
    ur: ['کھجور سے افطار', 'کھجور یا پانی سے روزہ افطار کریں اور افطار کے وقت دعا کریں۔'],
    id: ['Berbuka dengan kurma', 'Berbukalah dengan kurma atau air dan berdoalah saat berbuka.'],
    bn: ['খেজুর দিয়ে ইফতার', 'খেজুর বা পানি দিয়ে ইফতার করুন এবং ইফতারের সময় দোয়া করুন।'],
    tr: ['Orucunu hurmayla aç', 'Orucunu hurma ya da suyla aç ve iftar vaktinde dua et.'],
    ms: ['Berbuka dengan kurma', 'Berbukalah dengan kurma atau air dan berdoalah ketika berbuka.'],
    fr: [
      'Rompre le jeûne avec des dattes',
      'Rompre le jeûne avec des dattes ou de l’eau et faire une dou‘a à l’iftar.',
    ],
  },
  'Give a small charity': {
    ar: ['صدقة ولو قليلة', 'تصدَّق اليوم بأي مبلغ مهما كان قليلًا.'],
    ur: ['تھوڑا سا صدقہ', 'آج کچھ صدقہ دیں، چاہے کتنا ہی تھوڑا ہو۔'],
    id: ['Bersedekah walau sedikit', 'Berikan sedekah hari ini berapa pun jumlahnya, sekecil apa pun.'],
    bn: ['অল্প হলেও সাদাকাহ', 'আজ যেকোনো পরিমাণ সাদাকাহ দিন, তা যত অল্পই হোক।'],
    tr: ['Az da olsa sadaka ver', 'Bugün ne kadar az olursa olsun bir miktar sadaka ver.'],
    ms: ['Bersedekah walaupun sedikit', 'Berikan sedekah hari ini walau berapa pun jumlahnya, sekecil mana pun.'],
    fr: ['Donner une petite aumône', 'Donner une sadaqa aujourd’hui, aussi modeste soit-elle.'],
  },
  'Set aside monthly sadaqah': {
    ar: ['تخصيص صدقة شهرية', 'في أول الشهر خصِّص مبلغًا ثابتًا للصدقة.'],
    ur: ['ماہانہ صدقہ الگ رکھیں', 'مہینے کی پہلی تاریخ کو صدقے کے لیے ایک مقررہ رقم الگ کر لیں۔'],
    id: ['Menyisihkan sedekah bulanan', 'Pada awal bulan, sisihkan jumlah tetap untuk sedekah.'],
    bn: ['মাসিক সাদাকাহ আলাদা রাখুন', 'মাসের প্রথম দিনে সাদাকাহর জন্য একটি নির্দিষ্ট পরিমাণ আলাদা করে রাখুন।'],
    tr: ['Aylık sadaka ayır', 'Ayın ilk günü sadaka için belirli bir miktar ayır.'],
    ms: ['Mengasingkan sedekah bulanan', 'Pada hari pertama bulan, asingkan jumlah tetap untuk sedekah.'],
    fr: ['Mettre de côté une sadaqa mensuelle', 'Le premier du mois, mettre de côté une somme fixe pour l’aumône.'],
  },
  'Review your zakat': {
    ar: ['مراجعة الزكاة', 'في آخر يوم من الشهر راجع مدخراتك وهل وجبت عليك الزكاة.'],
    ur: ['اپنی زکوٰۃ کا جائزہ', 'مہینے کے آخری دن اپنی بچت کا جائزہ لیں اور دیکھیں کہ زکوٰۃ واجب ہے یا نہیں۔'],
    id: ['Meninjau zakat Anda', 'Pada hari terakhir bulan, tinjau tabungan Anda dan apakah zakat sudah wajib.'],
    bn: ['আপনার যাকাত পর্যালোচনা', 'মাসের শেষ দিনে আপনার সঞ্চয় দেখুন এবং যাকাত ফরজ হয়েছে কিনা যাচাই করুন।'],
    tr: ['Zekâtını gözden geçir', 'Ayın son günü birikimlerini gözden geçir ve zekâtın gerekip gerekmediğine bak.'],
    ms: ['Menyemak zakat anda', 'Pada hari terakhir bulan, semak simpanan anda dan sama ada zakat sudah wajib.'],
    fr: ['Faire le point sur sa zakat', 'Le dernier jour du mois, examiner son épargne et voir si la zakat est due.'],
  },
  'Feed someone': {
    ar: ['إطعام الطعام', 'شارك وجبة أو اشترِ طعامًا لمحتاج.'],
    ur: ['کسی کو کھانا کھلائیں', 'کسی ضرورت مند کے ساتھ کھانا بانٹیں یا اس کے لیے کھانا خریدیں۔'],
    id: ['Memberi makan orang lain', 'Berbagi makanan atau belikan makanan untuk orang yang membutuhkan.'],
    bn: ['কাউকে খাওয়ান', 'অভাবী কারো সাথে খাবার ভাগ করুন বা তার জন্য খাবার কিনে দিন।'],
    tr: ['Birini doyur', 'İhtiyacı olan biriyle yemeğini paylaş ya da ona yiyecek al.'],
    ms: ['Memberi makan seseorang', 'Kongsi makanan atau belikan makanan untuk orang yang memerlukan.'],
    fr: ['Nourrir quelqu’un', 'Partager un repas ou acheter de quoi manger à une personne dans le besoin.'],
  },
  'Smile and greet with salam': {
    ar: ['التبسم وإفشاء السلام', 'حيِّ من تلقاه بـ«السلام عليكم» مع ابتسامة.'],
    ur: ['مسکراہٹ اور سلام', 'جن لوگوں سے ملیں انہیں مسکراہٹ کے ساتھ "السلام علیکم" کہیں۔'],
    id: ['Tersenyum dan mengucap salam', 'Sapa orang yang Anda temui dengan “assalamu’alaikum” dan senyuman.'],
    bn: ['হাসিমুখে সালাম দিন', 'যাদের সাথে দেখা হয় তাদের হাসিমুখে “আসসালামু আলাইকুম” বলুন।'],
    tr: ['Gülümse ve selam ver', 'Karşılaştığın insanlara gülümseyerek “es-selâmu aleyküm” de.'],
    ms: ['Senyum dan beri salam', 'Sapa orang yang anda temui dengan “assalamualaikum” dan senyuman.'],
    fr: [
      'Sourire et saluer par le salam',
      'Saluer les personnes rencontrées par « as-salamu ‘alaykum » et un sourire.',
    ],
  },
  'Hold back anger': {
    ar: ['كظم الغيظ', 'إذا أغضبك شيء اليوم فتمهَّل واهدأ وأجب بلطف.'],
    ur: ['غصہ ضبط کریں', 'آج اگر کوئی بات ناگوار گزرے تو رکیں، پرسکون رہیں اور نرمی سے جواب دیں۔'],
    id: [
      'Menahan amarah',
      'Saat sesuatu membuat Anda kesal hari ini, berhenti sejenak, tetap tenang, dan jawab dengan lembut.',
    ],
    bn: ['রাগ সংবরণ করুন', 'আজ কিছু আপনাকে বিরক্ত করলে থামুন, শান্ত থাকুন এবং নম্রভাবে উত্তর দিন।'],
    tr: ['Öfkeni yut', 'Bugün seni üzen bir şey olduğunda dur, sakin kal ve yumuşak bir dille cevap ver.'],
    ms: [
      'Menahan marah',
      'Apabila sesuatu menyakitkan hati anda hari ini, berhenti seketika, bertenang dan jawab dengan lembut.',
    ],
    fr: [
      'Retenir sa colère',
      'Quand quelque chose vous contrarie aujourd’hui, marquer une pause, rester calme et répondre avec douceur.',
    ],
  },
  'Call your parents': {
    ar: ['صِل والديك', 'اتصل بوالديك أو زُرهما، أو ادعُ لهما إن كانا قد توفيا.'],
    ur: [
      'والدین سے رابطہ کریں',
      'اپنے والدین کو فون کریں یا ان سے ملیں، اور اگر وہ وفات پا چکے ہوں تو ان کے لیے دعا کریں۔',
    ],
    id: ['Menghubungi orang tua', 'Telepon atau kunjungi orang tua Anda, atau doakan mereka jika telah wafat.'],
    bn: ['বাবা-মায়ের খোঁজ নিন', 'বাবা-মাকে ফোন করুন বা দেখা করুন, আর তাঁরা মারা গিয়ে থাকলে তাঁদের জন্য দোয়া করুন।'],
    tr: ['Anne babanı ara', 'Anne babanı ara ya da ziyaret et; vefat etmişlerse onlar için dua et.'],
    ms: [
      'Hubungi ibu bapa anda',
      'Telefon atau ziarahi ibu bapa anda, atau doakan mereka jika mereka telah meninggal dunia.',
    ],
    fr: [
      'Appeler ses parents',
      'Appeler ou rendre visite à ses parents, ou faire des dou‘as pour eux s’ils sont décédés.',
    ],
  },
  'Visit someone who is ill': {
    ar: ['عيادة المريض', 'زُر مريضًا أو اتصل به وادعُ له بالشفاء.'],
    ur: ['بیمار کی عیادت', 'کسی بیمار کی عیادت کریں یا فون کریں اور اس کی صحت یابی کے لیے دعا کریں۔'],
    id: ['Menjenguk orang sakit', 'Jenguk atau telepon orang yang sedang sakit dan doakan kesembuhannya.'],
    bn: ['অসুস্থকে দেখতে যান', 'অসুস্থ কাউকে দেখতে যান বা ফোন করুন এবং তার সুস্থতার জন্য দোয়া করুন।'],
    tr: ['Bir hastayı ziyaret et', 'Rahatsız birini ziyaret et ya da ara ve şifa bulması için dua et.'],
    ms: ['Menziarahi orang sakit', 'Ziarahi atau telefon orang yang sakit dan doakan kesembuhannya.'],
    fr: [
      'Rendre visite à un malade',
      'Rendre visite ou téléphoner à une personne malade et faire une dou‘a pour sa guérison.',
    ],
  },
  'Check on a neighbour': {
    ar: ['تفقُّد الجار', 'سلِّم على جارك واسأله إن كان يحتاج شيئًا.'],
    ur: ['پڑوسی کی خبر گیری', 'کسی پڑوسی کو سلام کریں اور پوچھیں کہ کیا انہیں کسی چیز کی ضرورت ہے۔'],
    id: ['Menengok tetangga', 'Sapa tetangga dan tanyakan apakah mereka membutuhkan sesuatu.'],
    bn: ['প্রতিবেশীর খোঁজ নিন', 'একজন প্রতিবেশীকে সালাম দিন এবং জিজ্ঞেস করুন তাঁর কিছু লাগবে কিনা।'],
    tr: ['Bir komşunu yokla', 'Bir komşuna selam ver ve bir ihtiyacı olup olmadığını sor.'],
    ms: ['Bertanya khabar jiran', 'Sapa seorang jiran dan tanya sama ada mereka memerlukan apa-apa.'],
    fr: ['Prendre des nouvelles d’un voisin', 'Saluer un voisin et lui demander s’il a besoin de quelque chose.'],
  },
  'Volunteer for a good cause': {
    ar: ['التطوع في عمل خير', 'خصِّص ساعة لمسجدك أو لبنك طعام أو لمشروع مجتمعي آخر.'],
    ur: ['نیک کام کے لیے رضاکاری', 'اپنی مسجد، فوڈ بینک یا کسی اور سماجی منصوبے کو ایک گھنٹہ دیں۔'],
    id: [
      'Menjadi relawan untuk kebaikan',
      'Luangkan satu jam untuk masjid, bank makanan, atau kegiatan sosial lainnya.',
    ],
    bn: ['ভালো কাজে স্বেচ্ছাসেবা', 'আপনার মসজিদ, খাদ্য ব্যাংক বা অন্য কোনো সামাজিক উদ্যোগে এক ঘণ্টা সময় দিন।'],
    tr: [
      'Bir hayır işinde gönüllü ol',
      'Camine, bir gıda bankasına ya da başka bir toplum projesine bir saatini ayır.',
    ],
    ms: [
      'Menjadi sukarelawan untuk kebaikan',
      'Luangkan sejam untuk masjid anda, bank makanan atau projek komuniti yang lain.',
    ],
    fr: [
      'Faire du bénévolat pour une bonne cause',
      'Donner une heure à sa mosquée, à une banque alimentaire ou à un autre projet local.',
    ],
  },
};

export const BADGE_TRANSLATIONS: Record<string, SeedTexts> = {
  'First Steps': {
    ar: ['الخطوات الأولى', 'حافظ على سلسلة ٣ أيام: أنجز عملًا صالحًا ثلاثة أيام متتالية.'],
    ur: ['پہلے قدم', 'تین دن کا سلسلہ: لگاتار تین دن کوئی نیک عمل مکمل کریں۔'],
    id: ['Langkah Pertama', 'Pertahankan rangkaian 3 hari: selesaikan satu amal selama tiga hari berturut-turut.'],
    bn: ['প্রথম পদক্ষেপ', '৩ দিনের ধারাবাহিকতা: পরপর তিন দিন একটি করে ভালো কাজ সম্পন্ন করুন।'],
    tr: ['İlk Adımlar', '3 günlük seri: üç gün üst üste bir salih amel tamamla.'],
    ms: ['Langkah Pertama', 'Kekalkan rentetan 3 hari: lengkapkan satu amalan selama tiga hari berturut-turut.'],
    fr: ['Premiers pas', 'Tenir une série de 3 jours : accomplir une bonne action trois jours d’affilée.'],
  },
  'Weekly Devotion': {
    ar: ['مواظبة أسبوعية', 'حافظ على سلسلة ٧ أيام: أنجز عملًا صالحًا كل يوم لمدة أسبوع.'],
    ur: ['ہفتہ بھر کی پابندی', 'سات دن کا سلسلہ: ایک ہفتے تک روزانہ کوئی نیک عمل مکمل کریں۔'],
    id: ['Ketekunan Sepekan', 'Pertahankan rangkaian 7 hari: selesaikan satu amal setiap hari selama seminggu.'],
    bn: ['সাপ্তাহিক নিষ্ঠা', '৭ দিনের ধারাবাহিকতা: এক সপ্তাহ প্রতিদিন একটি ভালো কাজ সম্পন্ন করুন।'],
    tr: ['Haftalık Bağlılık', '7 günlük seri: bir hafta boyunca her gün bir salih amel tamamla.'],
    ms: ['Istiqamah Seminggu', 'Kekalkan rentetan 7 hari: lengkapkan satu amalan setiap hari selama seminggu.'],
    fr: [
      'Dévotion de la semaine',
      'Tenir une série de 7 jours : accomplir une bonne action chaque jour pendant une semaine.',
    ],
  },
  'Consistent Worship': {
    ar: ['المداومة على العبادة', 'حافظ على سلسلة ٣٠ يومًا: أنجز عملًا صالحًا كل يوم لمدة ثلاثين يومًا.'],
    ur: ['مستقل عبادت', 'تیس دن کا سلسلہ: تیس دن تک روزانہ کوئی نیک عمل مکمل کریں۔'],
    id: [
      'Ibadah yang Istikamah',
      'Pertahankan rangkaian 30 hari: selesaikan satu amal setiap hari selama tiga puluh hari.',
    ],
    bn: ['নিয়মিত ইবাদত', '৩০ দিনের ধারাবাহিকতা: ত্রিশ দিন প্রতিদিন একটি ভালো কাজ সম্পন্ন করুন।'],
    tr: ['Devamlı İbadet', '30 günlük seri: otuz gün boyunca her gün bir salih amel tamamla.'],
    ms: ['Ibadah Berterusan', 'Kekalkan rentetan 30 hari: lengkapkan satu amalan setiap hari selama tiga puluh hari.'],
    fr: [
      'Adoration constante',
      'Tenir une série de 30 jours : accomplir une bonne action chaque jour pendant trente jours.',
    ],
  },
  Beginner: {
    ar: ['البداية', 'أنجز ١٠ أعمال صالحة في المجموع.'],
    ur: ['آغاز', 'کل ملا کر ۱۰ نیک اعمال مکمل کریں۔'],
    id: ['Pemula', 'Selesaikan 10 amal kebaikan secara keseluruhan.'],
    bn: ['সূচনা', 'মোট ১০টি ভালো কাজ সম্পন্ন করুন।'],
    tr: ['Başlangıç', 'Toplam 10 salih amel tamamla.'],
    ms: ['Permulaan', 'Lengkapkan 10 amalan kebaikan secara keseluruhan.'],
    fr: ['Débutant', 'Accomplir 10 bonnes actions au total.'],
  },
  Devoted: {
    ar: ['المواظب', 'أنجز ٥٠ عملًا صالحًا في المجموع.'],
    ur: ['پابند', 'کل ملا کر ۵۰ نیک اعمال مکمل کریں۔'],
    id: ['Tekun', 'Selesaikan 50 amal kebaikan secara keseluruhan.'],
    bn: ['নিবেদিত', 'মোট ৫০টি ভালো কাজ সম্পন্ন করুন।'],
    tr: ['Bağlı', 'Toplam 50 salih amel tamamla.'],
    ms: ['Tekun', 'Lengkapkan 50 amalan kebaikan secara keseluruhan.'],
    fr: ['Assidu', 'Accomplir 50 bonnes actions au total.'],
  },
  Steadfast: {
    ar: ['الثابت', 'أنجز ١٠٠ عمل صالح في المجموع.'],
    ur: ['ثابت قدم', 'کل ملا کر ۱۰۰ نیک اعمال مکمل کریں۔'],
    id: ['Teguh', 'Selesaikan 100 amal kebaikan secara keseluruhan.'],
    bn: ['অবিচল', 'মোট ১০০টি ভালো কাজ সম্পন্ন করুন।'],
    tr: ['Sebatlı', 'Toplam 100 salih amel tamamla.'],
    ms: ['Teguh', 'Lengkapkan 100 amalan kebaikan secara keseluruhan.'],
    fr: ['Constant', 'Accomplir 100 bonnes actions au total.'],
  },
  'Faith Builder': {
    ar: ['باني الإيمان', 'أنجز ٥ أعمال من موضوع الإيمان.'],
    ur: ['ایمان کی تعمیر', 'ایمان کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Pembangun Iman', 'Selesaikan 5 amal bertema Iman.'],
    bn: ['ঈমান গঠনকারী', 'ঈমান বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['İman İnşa Eden', 'İman temasından 5 amel tamamla.'],
    ms: ['Pembina Iman', 'Lengkapkan 5 amalan bertemakan Iman.'],
    fr: ['Bâtisseur de foi', 'Accomplir 5 actions du thème Foi.'],
  },
  'Beacon of Hope': {
    ar: ['منارة الأمل', 'أنجز ٥ أعمال من موضوع الأمل.'],
    ur: ['امید کا چراغ', 'امید کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Cahaya Harapan', 'Selesaikan 5 amal bertema Harapan.'],
    bn: ['আশার আলো', 'আশা বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['Umut Işığı', 'Umut temasından 5 amel tamamla.'],
    ms: ['Suluh Harapan', 'Lengkapkan 5 amalan bertemakan Harapan.'],
    fr: ['Lueur d’espoir', 'Accomplir 5 actions du thème Espoir.'],
  },
  'Patience Master': {
    ar: ['أهل الصبر', 'أنجز ٥ أعمال من موضوع الصبر.'],
    ur: ['صبر کا پیکر', 'صبر کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Ahli Sabar', 'Selesaikan 5 amal bertema Sabar.'],
    bn: ['ধৈর্যশীল', 'সবর বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['Sabır Ustası', 'Sabır temasından 5 amel tamamla.'],
    ms: ['Ahli Sabar', 'Lengkapkan 5 amalan bertemakan Sabar.'],
    fr: ['Maître de la patience', 'Accomplir 5 actions du thème Patience.'],
  },
  'Grateful Heart': {
    ar: ['القلب الشاكر', 'أنجز ٥ أعمال من موضوع الشكر.'],
    ur: ['شکر گزار دل', 'شکر کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Hati yang Bersyukur', 'Selesaikan 5 amal bertema Syukur.'],
    bn: ['কৃতজ্ঞ হৃদয়', 'শোকর বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['Şükreden Kalp', 'Şükür temasından 5 amel tamamla.'],
    ms: ['Hati yang Bersyukur', 'Lengkapkan 5 amalan bertemakan Syukur.'],
    fr: ['Cœur reconnaissant', 'Accomplir 5 actions du thème Gratitude.'],
  },
  'Family Guardian': {
    ar: ['راعي الأسرة', 'أنجز ٥ أعمال من موضوع الأسرة.'],
    ur: ['خاندان کا نگہبان', 'خاندان کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Penjaga Keluarga', 'Selesaikan 5 amal bertema Keluarga.'],
    bn: ['পরিবারের অভিভাবক', 'পরিবার বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['Ailenin Koruyucusu', 'Aile temasından 5 amel tamamla.'],
    ms: ['Penjaga Keluarga', 'Lengkapkan 5 amalan bertemakan Keluarga.'],
    fr: ['Gardien de la famille', 'Accomplir 5 actions du thème Famille.'],
  },
  'Generous Soul': {
    ar: ['النفس الكريمة', 'أنجز ٥ أعمال من موضوع الصدقة.'],
    ur: ['سخی روح', 'صدقہ و خیرات کے موضوع کے ۵ اعمال مکمل کریں۔'],
    id: ['Jiwa Dermawan', 'Selesaikan 5 amal bertema Sedekah.'],
    bn: ['উদার হৃদয়', 'সাদাকাহ বিষয়ের ৫টি কাজ সম্পন্ন করুন।'],
    tr: ['Cömert Gönül', 'Sadaka temasından 5 amel tamamla.'],
    ms: ['Jiwa Pemurah', 'Lengkapkan 5 amalan bertemakan Sedekah.'],
    fr: ['Âme généreuse', 'Accomplir 5 actions du thème Charité.'],
  },
};

export const LEVEL_TRANSLATIONS: Record<string, SeedTexts> = {
  'Waking Soul': {
    ar: ['الروح المستيقظة', 'بداية الرحلة: الانتباه لشوق القلب واتخاذ الخطوات الصغيرة الأولى.'],
    ur: ['بیدار ہوتی روح', 'سفر کا آغاز: دل کی تڑپ کو پہچاننا اور پہلے چھوٹے قدم اٹھانا۔'],
    id: ['Jiwa yang Terjaga', 'Perjalanan dimulai: menyadari kerinduan hati dan mengambil langkah kecil pertama.'],
    bn: ['জাগ্রত আত্মা', 'যাত্রার শুরু: হৃদয়ের আকুতি টের পাওয়া এবং প্রথম ছোট পদক্ষেপগুলো নেওয়া।'],
    tr: ['Uyanan Ruh', 'Yolculuk başlıyor: kalbin özlemini fark etmek ve ilk küçük adımları atmak.'],
    ms: ['Jiwa yang Terjaga', 'Perjalanan bermula: menyedari kerinduan hati dan mengambil langkah kecil yang pertama.'],
    fr: ['Âme qui s’éveille', 'Le chemin commence : remarquer l’aspiration du cœur et faire les premiers petits pas.'],
  },
  'Seeking Soul': {
    ar: ['الروح الباحثة', 'البحث عن الهداية والبدء في بناء عادات يومية من العبادة.'],
    ur: ['متلاشی روح', 'ہدایت کی تلاش اور عبادت کی روزمرہ عادتیں بنانے کا آغاز۔'],
    id: ['Jiwa yang Mencari', 'Mencari petunjuk dan mulai membangun kebiasaan ibadah harian.'],
    bn: ['সন্ধানী আত্মা', 'হিদায়াতের সন্ধান এবং ইবাদতের দৈনিক অভ্যাস গড়া শুরু।'],
    tr: ['Arayan Ruh', 'Hidayet aramak ve günlük ibadet alışkanlıkları edinmeye başlamak.'],
    ms: ['Jiwa yang Mencari', 'Mencari petunjuk dan mula membina kebiasaan ibadah harian.'],
    fr: ['Âme en quête', 'Chercher la guidée et commencer à bâtir des habitudes quotidiennes d’adoration.'],
  },
  'Awakening Mind': {
    ar: ['العقل اليقظ', 'التعلُّم بنيّة صادقة وفهم المزيد من الدين كل يوم.'],
    ur: ['بیدار ذہن', 'نیت کے ساتھ سیکھنا اور ہر روز دین کو کچھ زیادہ سمجھنا۔'],
    id: ['Pikiran yang Tercerahkan', 'Belajar dengan niat dan memahami agama sedikit lebih banyak setiap hari.'],
    bn: ['জাগ্রত মন', 'নিয়তসহ শেখা এবং প্রতিদিন দ্বীনকে আরও একটু বোঝা।'],
    tr: ['Uyanan Zihin', 'Niyetle öğrenmek ve dini her gün biraz daha anlamak.'],
    ms: ['Minda yang Tercerah', 'Belajar dengan niat dan memahami agama sedikit demi sedikit setiap hari.'],
    fr: ['Esprit qui s’éveille', 'Apprendre avec intention et comprendre chaque jour un peu plus la foi.'],
  },
  'Growing Spirit': {
    ar: ['الروح النامية', 'العادات تترسخ، والعبادة تصبح جزءًا من إيقاع اليوم.'],
    ur: ['پروان چڑھتی روح', 'عادتیں جڑ پکڑ رہی ہیں؛ عبادت روزمرہ کا حصہ بن رہی ہے۔'],
    id: ['Jiwa yang Bertumbuh', 'Kebiasaan mulai mengakar; ibadah menjadi bagian dari irama harian.'],
    bn: ['বিকাশমান আত্মা', 'অভ্যাসগুলো শিকড় গাড়ছে; ইবাদত দৈনন্দিন ছন্দের অংশ হয়ে উঠছে।'],
    tr: ['Gelişen Ruh', 'Alışkanlıklar kök salıyor; ibadet günlük hayatın bir parçası oluyor.'],
    ms: ['Jiwa yang Berkembang', 'Kebiasaan mula berakar; ibadah menjadi sebahagian daripada rentak harian.'],
    fr: ['Esprit qui grandit', 'Les habitudes s’enracinent ; l’adoration entre dans le rythme du quotidien.'],
  },
  'Steady Journeyer': {
    ar: ['السائر الثابت', 'المداومة على الصلاة والذكر، في الأيام السهلة والصعبة.'],
    ur: ['ثابت قدم مسافر', 'آسان اور مشکل دنوں میں نماز اور ذکر پر قائم رہنا۔'],
    id: ['Pejalan yang Istikamah', 'Konsisten dalam salat dan zikir, di hari yang mudah maupun sulit.'],
    bn: ['অবিচল পথিক', 'সহজ ও কঠিন দিনে নামাজ ও যিকিরে নিয়মিত থাকা।'],
    tr: ['İstikrarlı Yolcu', 'Kolay ve zor günlerde namazda ve zikirde devamlı olmak.'],
    ms: ['Pengembara yang Istiqamah', 'Konsisten dalam solat dan zikir, pada hari yang mudah mahupun sukar.'],
    fr: ['Voyageur constant', 'Régulier dans la prière et le dhikr, les jours faciles comme les jours difficiles.'],
  },
  'Tranquil Heart': {
    ar: ['القلب المطمئن', 'الطمأنينة في ذكر الله والرضا بما قدَّره الله.'],
    ur: ['مطمئن دل', 'ذکر میں سکون اور اللہ کی تقدیر پر رضا۔'],
    id: ['Hati yang Tenang', 'Menemukan ketenangan dalam zikir dan rida atas ketetapan Allah.'],
    bn: ['প্রশান্ত হৃদয়', 'যিকিরে প্রশান্তি এবং আল্লাহর ফয়সালায় সন্তুষ্টি খুঁজে পাওয়া।'],
    tr: ['Huzurlu Kalp', 'Zikirde huzur, Allah’ın takdirinde rıza bulmak.'],
    ms: ['Hati yang Tenang', 'Menemui ketenangan dalam zikir dan reda dengan ketentuan Allah.'],
    fr: ['Cœur apaisé', 'Trouver la sérénité dans le dhikr et le contentement dans ce qu’Allah a décrété.'],
  },
  'Sincere Seeker': {
    ar: ['الطالب المخلص', 'العمل لوجه الله، مع العناية بالعمل وبالنية معًا.'],
    ur: ['مخلص طالب', 'اللہ کی رضا کے لیے عمل، عمل اور نیت دونوں کی فکر کے ساتھ۔'],
    id: ['Pencari yang Ikhlas', 'Beramal karena Allah, dengan menjaga amal dan niat sekaligus.'],
    bn: ['একনিষ্ঠ অন্বেষী', 'আল্লাহর সন্তুষ্টির জন্য আমল, কাজ ও নিয়ত দুটোরই যত্ন নিয়ে।'],
    tr: ['İhlaslı Talip', 'Allah rızası için amel etmek; hem amele hem niyete özen göstermek.'],
    ms: ['Pencari yang Ikhlas', 'Beramal kerana Allah, dengan menjaga amalan dan niat bersama-sama.'],
    fr: ['Chercheur sincère', 'Agir pour Allah, en prenant soin à la fois de l’acte et de l’intention.'],
  },
  'Barakah Builder': {
    ar: ['صانع البركة', 'أعمال صالحة يصل نفعها إلى الآخرين: الأسرة والجيران والمجتمع.'],
    ur: ['برکت کا معمار', 'نیک اعمال جن کا فائدہ دوسروں تک پہنچے: خاندان، پڑوسی اور معاشرہ۔'],
    id: ['Pembangun Barakah', 'Amal kebaikan yang menjangkau orang lain: keluarga, tetangga, dan masyarakat.'],
    bn: ['বারাকাহ গঠনকারী', 'এমন ভালো কাজ যা অন্যদের কাছে পৌঁছায়: পরিবার, প্রতিবেশী ও সমাজ।'],
    tr: ['Bereket İnşa Eden', 'Başkalarına ulaşan salih ameller: aile, komşular ve toplum.'],
    ms: ['Pembina Barakah', 'Amalan kebaikan yang sampai kepada orang lain: keluarga, jiran dan masyarakat.'],
    fr: [
      'Bâtisseur de barakah',
      'Des bonnes actions qui profitent aux autres : la famille, les voisins et la communauté.',
    ],
  },
  'Luminous Soul': {
    ar: ['الروح المضيئة', 'حياة يشكّلها الإيمان، ثابتة في العبادة وكريمة في الخُلُق.'],
    ur: ['روشن روح', 'ایمان سے سنوری ہوئی زندگی، عبادت میں ثابت قدم اور اخلاق میں فیاض۔'],
    id: ['Jiwa yang Bercahaya', 'Hidup yang dibentuk oleh iman, teguh dalam ibadah dan murah hati dalam akhlak.'],
    bn: ['আলোকিত আত্মা', 'ঈমানে গড়া এক জীবন, ইবাদতে অবিচল এবং চরিত্রে উদার।'],
    tr: ['Nurlu Ruh', 'İmanla şekillenen bir hayat; ibadette sebatlı, ahlakta cömert.'],
    ms: ['Jiwa yang Bercahaya', 'Kehidupan yang dibentuk oleh iman, teguh dalam ibadah dan pemurah dalam akhlak.'],
    fr: ['Âme lumineuse', 'Une vie façonnée par la foi, constante dans l’adoration et généreuse dans le caractère.'],
  },
};

/** The stored form of a seeded entry: every locale written by the team, not reviewed. */
export function seededTranslations(texts: SeedTexts, at: string): ContentTranslations {
  const out: ContentTranslations = {};
  for (const [code, [name, description]] of Object.entries(texts) as [Exclude<LocaleCode, 'en'>, Texts][]) {
    out[code] = { name, description, writtenBy: SEED_AUTHOR, reviewed: false, updatedAt: at };
  }
  return out;
}

/**
 * Adds the seeded texts to rows that still carry a seeded English name and have no translations
 * yet (null: neither this seed nor a staff save has written them). A row staff renamed, or whose
 * translations staff saved (even emptied: `{}`), is left alone. Runs on every start, like the seed.
 */
export async function seedTranslations(db: Database, at = new Date().toISOString()): Promise<number> {
  let filled = 0;
  const tables = [
    [thawabTasks, THAWAB_TRANSLATIONS],
    [badges, BADGE_TRANSLATIONS],
    [spiritualLevels, LEVEL_TRANSLATIONS],
  ] as const;
  for (const [table, catalogue] of tables) {
    for (const [name, texts] of Object.entries(catalogue)) {
      const rows = await db
        .update(table)
        .set({ translations: seededTranslations(texts, at) })
        .where(and(eq(table.name, name), isNull(table.translations)))
        .returning({ id: table.id });
      filled += rows.length;
    }
  }
  return filled;
}
