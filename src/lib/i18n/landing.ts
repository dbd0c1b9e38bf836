// Strings of /landingpage, the app marketing page (decision 0045). English is the source;
// the other locales were written by the team, not yet reviewed by native speakers (REVIEWED below).
// Terms of the faith stay as each language's Muslims say them (thawab/sevap/pahala, barakah,
// dhikr, Quran). The phone shows the English app, so it is not here; the testimonials' texts are
// content (src/content/site/<locale>/testimonials.json), their heading, note and rating line are
// here. `<a>…</a>` marks the words that carry a link (linkParts).
import { translate, type Catalogue, type Message, type Values } from './format.ts';
import type { LocaleCode } from './locales.ts';

const en = {
  title: '{name} — the faith-habit app for Muslims',
  description:
    'Track your daily good deeds, read a Quran verse every day, keep a gentle streak and grow with friends in circles. Coming to iPhone and Android.',
  eyebrow: 'The faith-habit app for Muslims',
  heroHeading: 'Small good deeds, every day, that add up to a life of barakah',
  lead: '{name} helps you build steady habits of worship and kindness: track your thawabs, read a verse a day, keep a gentle streak and grow together with a circle of friends.',
  secondaryCta: 'Not sure where to start? <a>Take the free 2-minute spiritual quiz</a>.',
  featuresHeading: 'Everything you need to stay consistent',
  f1Title: 'Track your good deeds',
  f1Text: 'Log thawabs — prayer on time, Quran, dhikr, kindness, charity — in a tap and earn XP for each one.',
  f2Title: 'A verse every day',
  f2Text: 'A Quran verse with its translation greets you on your home screen widget each morning.',
  f3Title: 'Gentle streaks',
  f3Text: 'Keep a daily streak that motivates without shaming. Missed a day? Your streak waits for you.',
  f4Title: 'Badges that mean something',
  f4Text: 'Earn badges for consistency — First Steps at {a} days, Weekly Devotion at {b}, Consistent Worship at {c}.',
  f5Title: 'Circles with friends',
  f5Text: 'Form a small circle with family or friends, set shared goals and encourage each other.',
  deedsPrivate:
    'Each completed deed stays private unless you turn on sharing with a circle or choose circles when you complete it.',
  f6Title: 'Your spiritual level',
  f6Text:
    'Every {per} XP adds a point to your Barakah Score, and each friend who joins with your link adds {invite} XP: your score carries you from Waking Soul to Luminous Soul, and a missed day never lowers it.',
  testimonialsHeading: 'What our beta testers say',
  // Under the testimonials' heading in the other languages only: the testers wrote in English
  // (decision 0052; it replaces 0045's testimonialsNote, which said the quotes were left in English).
  testimonialsTranslated: '',
  testimonialRating: 'Rated {rating} out of {max}',
  statsHeading: '{name} in numbers',
  statAnswered: 'spiritual quizzes answered',
  statLanguages: 'languages',
  statLevels: 'spiritual levels to grow through',
  statThemes: 'themes to choose from',
  quizHeading: 'Where are you on your journey?',
  quizText: 'Seven honest questions, no judgement. Discover your spiritual level and join the launch waitlist.',
  quizButton: 'Start the free quiz',
  downloadHeading: 'Carry your good deeds with you',
  downloadText:
    'Log your daily deeds, see a new verse every morning and keep a gentle streak with friends. {name} is coming to iPhone and Android.',
  appStoreSmall: 'Download on the',
  playStoreSmall: 'Get it on',
  phoneLabel: "The {name} app home screen: a daily verse, a 12-day streak and today's good deeds",
} satisfies Record<string, Message>;

export type LandingKey = keyof typeof en;

export const LANDING: Catalogue<LandingKey> = {
  en,
  others: {
    ar: {
      title: '{name} — تطبيق العادات الإيمانية للمسلمين',
      description:
        'سجّل أعمالك الصالحة اليومية، واقرأ آية من القرآن كل يوم، وحافظ على سلسلة أيام لطيفة، وتقدّم مع أصدقائك في الحلقات. قريبًا على \u2068iPhone\u2069 وAndroid.',
      eyebrow: 'تطبيق العادات الإيمانية للمسلمين',
      heroHeading: 'أعمال صالحة صغيرة كل يوم، تجتمع لتصنع حياةً مليئة بالبركة',
      lead: 'يساعدك {name} على بناء عادات ثابتة من العبادة والإحسان: سجّل ثوابك، واقرأ آية كل يوم، وحافظ على سلسلة أيامك بلطف، وتقدّم مع حلقة من أصدقائك.',
      secondaryCta: 'لا تعرف من أين تبدأ؟ <a>خذ الاختبار الروحي المجاني في دقيقتين</a>.',
      featuresHeading: 'كل ما تحتاجه لتبقى ثابتًا',
      f1Title: 'سجّل أعمالك الصالحة',
      f1Text:
        'سجّل أعمال الثواب — الصلاة في وقتها، والقرآن، والذكر، والإحسان، والصدقة — بلمسة واحدة، واكسب نقاط الخبرة (\u2068XP\u2069) على كل منها.',
      f2Title: 'آية كل يوم',
      f2Text: 'آية من القرآن مع ترجمتها تستقبلك كل صباح في أداة الشاشة الرئيسية.',
      f3Title: 'سلاسل أيام لطيفة',
      f3Text: 'حافظ على سلسلة يومية تحفّزك دون لوم. فاتك يوم؟ سلسلتك تنتظرك.',
      f4Title: 'أوسمة لها معنى',
      f4Text: 'اكسب أوسمة على المداومة: بعد {a} أيام، ثم {b}، ثم {c} يومًا.',
      f5Title: 'حلقات مع الأصدقاء',
      f5Text: 'كوّن حلقة صغيرة مع أهلك أو أصدقائك، وضعوا أهدافًا مشتركة، وشجّعوا بعضكم بعضًا.',
      deedsPrivate: 'يبقى كل عمل تكمله خاصًا ما لم تفعّل المشاركة مع حلقة أو تختر حلقات عند إكماله.',
      f6Title: 'مستواك الروحي',
      f6Text:
        'كل {per} نقطة خبرة تضيف نقطة إلى مؤشّر البركة لديك، وكل صديق ينضم عبر رابطك يضيف {invite} نقاط خبرة: يرتفع بك المؤشّر مستوى بعد مستوى، ولا يُنزله يومٌ فائت أبدًا.',
      testimonialsHeading: 'ماذا يقول مختبرو النسخة التجريبية',
      testimonialsTranslated: 'ترجمنا كلماتهم عن الإنجليزية.',
      testimonialRating: 'التقييم {rating} من {max}',
      statsHeading: '{name} بالأرقام',
      statAnswered: 'اختبار روحي أُجيب عنه',
      statLanguages: 'لغات',
      statLevels: 'مستويات روحية تتدرّج فيها',
      statThemes: 'موضوعات تختار منها',
      quizHeading: 'أين أنت في رحلتك؟',
      quizText: 'سبعة أسئلة صادقة، بلا أحكام. اكتشف مستواك الروحي وانضم إلى قائمة انتظار الإطلاق.',
      quizButton: 'ابدأ الاختبار المجاني',
      downloadHeading: 'احمل أعمالك الصالحة معك',
      downloadText:
        'سجّل أعمالك اليومية، وطالِع آية جديدة كل صباح، وحافظ على سلسلة أيامك مع أصدقائك. {name} قادم قريبًا إلى \u2068iPhone\u2069 وAndroid.',
      appStoreSmall: 'حمّله من',
      playStoreSmall: 'احصل عليه من',
      phoneLabel: 'الشاشة الرئيسية لتطبيق {name}: آية اليوم، وسلسلة من ١٢ يومًا، وأعمال اليوم الصالحة',
    },
    ur: {
      title: '{name} — مسلمانوں کے لیے ایمانی عادات کی ایپ',
      description:
        'اپنے روزانہ کے نیک اعمال درج کریں، ہر دن قرآن کی ایک آیت پڑھیں، نرم سلسلہ قائم رکھیں اور حلقوں میں دوستوں کے ساتھ آگے بڑھیں۔ جلد \u2068iPhone\u2069 اور \u2068Android\u2069 پر۔',
      eyebrow: 'مسلمانوں کے لیے ایمانی عادات کی ایپ',
      heroHeading: 'ہر دن چھوٹے نیک اعمال، جو مل کر برکت والی زندگی بنتے ہیں',
      lead: '{name} آپ کو عبادت اور بھلائی کی مستقل عادتیں بنانے میں مدد دیتا ہے: اپنا ثواب درج کریں، روز ایک آیت پڑھیں، نرم سلسلہ قائم رکھیں اور دوستوں کے حلقے کے ساتھ مل کر آگے بڑھیں۔',
      secondaryCta: 'سمجھ نہیں آ رہا کہاں سے شروع کریں؟ <a>دو منٹ کا مفت روحانی کوئز دیں</a>۔',
      featuresHeading: 'ثابت قدم رہنے کے لیے سب کچھ',
      f1Title: 'اپنے نیک اعمال درج کریں',
      f1Text:
        'ثواب کے کام — وقت پر نماز، قرآن، ذکر، حسنِ سلوک، صدقہ — ایک ٹیپ میں درج کریں اور ہر ایک پر \u2068XP\u2069 پائیں۔',
      f2Title: 'ہر دن ایک آیت',
      f2Text: 'ہر صبح آپ کی ہوم اسکرین کے وِجٹ پر قرآن کی ایک آیت اپنے ترجمے کے ساتھ آپ کا استقبال کرتی ہے۔',
      f3Title: 'نرم سلسلے',
      f3Text: 'روزانہ کا سلسلہ جو شرمندہ کیے بغیر حوصلہ دے۔ کوئی دن رہ گیا؟ آپ کا سلسلہ آپ کا انتظار کرتا ہے۔',
      f4Title: 'بامعنی بیجز',
      f4Text: 'مستقل مزاجی پر بیجز پائیں: {a} دن پر، پھر {b} پر، پھر {c} دن پر۔',
      f5Title: 'دوستوں کے ساتھ حلقے',
      f5Text: 'گھر والوں یا دوستوں کے ساتھ چھوٹا سا حلقہ بنائیں، مشترکہ اہداف طے کریں اور ایک دوسرے کی ہمت بڑھائیں۔',
      deedsPrivate:
        'ہر مکمل کیا ہوا عمل نجی رہتا ہے جب تک آپ کسی حلقے کے ساتھ شیئرنگ آن نہ کریں یا عمل مکمل کرتے وقت حلقے نہ چنیں۔',
      f6Title: 'آپ کا روحانی درجہ',
      f6Text:
        'ہر {per} XP آپ کے برکت اسکور میں ایک پوائنٹ بڑھاتا ہے، اور آپ کے لنک سے شامل ہونے والا ہر دوست {invite} XP دیتا ہے: اسکور آپ کو درجہ بدرجہ آگے لے جاتا ہے، اور کوئی چھوٹا ہوا دن اسے کبھی کم نہیں کرتا۔',
      testimonialsHeading: 'بیٹا ٹیسٹرز کیا کہتے ہیں',
      testimonialsTranslated: 'ان کے الفاظ انگریزی سے ترجمہ کیے گئے ہیں۔',
      testimonialRating: 'ریٹنگ: {max} میں سے {rating}',
      statsHeading: '{name} اعداد و شمار میں',
      statAnswered: 'روحانی کوئز مکمل ہوئے',
      statLanguages: 'زبانیں',
      statLevels: 'روحانی درجے آگے بڑھنے کے لیے',
      statThemes: 'موضوعات جن میں سے آپ چنتے ہیں',
      quizHeading: 'آپ اپنے سفر میں کہاں ہیں؟',
      quizText: 'سات دیانت دار سوال، کوئی فیصلہ نہیں۔ اپنا روحانی درجہ جانیں اور لانچ کی ویٹ لسٹ میں شامل ہوں۔',
      quizButton: 'مفت کوئز شروع کریں',
      downloadHeading: 'اپنے نیک اعمال ساتھ رکھیں',
      downloadText:
        'روزانہ کے اعمال درج کریں، ہر صبح نئی آیت دیکھیں اور دوستوں کے ساتھ نرم سلسلہ قائم رکھیں۔ {name} جلد \u2068iPhone\u2069 اور \u2068Android\u2069 پر آ رہا ہے۔',
      appStoreSmall: 'ڈاؤن لوڈ کریں',
      playStoreSmall: 'حاصل کریں',
      phoneLabel: '{name} ایپ کی ہوم اسکرین: آج کی آیت، ۱۲ دن کا سلسلہ اور آج کے نیک اعمال',
    },
    id: {
      title: '{name} — aplikasi kebiasaan iman untuk Muslim',
      description:
        'Catat amal baik harianmu, baca satu ayat Quran setiap hari, jaga runtutan dengan lembut, dan bertumbuh bersama teman dalam lingkaran. Segera hadir di iPhone dan Android.',
      eyebrow: 'Aplikasi kebiasaan iman untuk Muslim',
      heroHeading: 'Amal baik kecil, setiap hari, yang terkumpul menjadi hidup penuh barakah',
      lead: '{name} membantumu membangun kebiasaan ibadah dan kebaikan yang konsisten: catat pahalamu, baca satu ayat sehari, jaga runtutan dengan lembut, dan bertumbuh bersama lingkaran temanmu.',
      secondaryCta: 'Bingung mulai dari mana? <a>Ikuti kuis spiritual gratis 2 menit</a>.',
      featuresHeading: 'Semua yang kamu perlukan untuk tetap istiqamah',
      f1Title: 'Catat amal baikmu',
      f1Text:
        'Catat amal berpahala — salat tepat waktu, Quran, dzikir, kebaikan, sedekah — dengan satu ketukan dan dapatkan XP untuk masing-masing.',
      f2Title: 'Satu ayat setiap hari',
      f2Text: 'Satu ayat Quran beserta terjemahannya menyambutmu di widget layar utama setiap pagi.',
      f3Title: 'Runtutan yang lembut',
      f3Text: 'Jaga runtutan harian yang memotivasi tanpa mempermalukan. Terlewat sehari? Runtutanmu menunggumu.',
      f4Title: 'Lencana yang bermakna',
      f4Text: 'Dapatkan lencana untuk konsistensi: pada {a} hari, lalu {b}, lalu {c} hari.',
      f5Title: 'Lingkaran bersama teman',
      f5Text: 'Bentuk lingkaran kecil dengan keluarga atau teman, tetapkan tujuan bersama, dan saling menyemangati.',
      deedsPrivate:
        'Setiap amal yang kamu selesaikan tetap privat kecuali kamu mengaktifkan berbagi dengan sebuah lingkaran atau memilih lingkaran saat menyelesaikannya.',
      f6Title: 'Tingkat spiritualmu',
      f6Text:
        'Setiap {per} XP menambah satu poin Skor Barakah-mu, dan setiap teman yang bergabung lewat tautanmu menambah {invite} XP: skor itu membawamu naik tingkat demi tingkat, dan hari yang terlewat tidak pernah menurunkannya.',
      testimonialsHeading: 'Kata para penguji beta kami',
      testimonialsTranslated: 'Kata-kata mereka kami terjemahkan dari bahasa Inggris.',
      testimonialRating: 'Nilai {rating} dari {max}',
      statsHeading: '{name} dalam angka',
      statAnswered: 'kuis spiritual dijawab',
      statLanguages: 'bahasa',
      statLevels: 'tingkat spiritual untuk dilalui',
      statThemes: 'tema untuk dipilih',
      quizHeading: 'Di mana posisimu dalam perjalanan ini?',
      quizText:
        'Tujuh pertanyaan jujur, tanpa menghakimi. Ketahui tingkat spiritualmu dan bergabunglah dengan daftar tunggu peluncuran.',
      quizButton: 'Mulai kuis gratis',
      downloadHeading: 'Bawa amal baikmu ke mana pun',
      downloadText:
        'Catat amal harianmu, lihat ayat baru setiap pagi, dan jaga runtutan bersama teman. {name} segera hadir di iPhone dan Android.',
      appStoreSmall: 'Unduh di',
      playStoreSmall: 'Dapatkan di',
      phoneLabel: 'Layar utama aplikasi {name}: ayat harian, runtutan 12 hari, dan amal baik hari ini',
    },
    bn: {
      title: '{name} — মুসলিমদের জন্য ঈমানি অভ্যাসের অ্যাপ',
      description:
        'প্রতিদিনের নেক আমল লিখে রাখুন, প্রতিদিন কুরআনের একটি আয়াত পড়ুন, কোমল ধারাবাহিকতা বজায় রাখুন এবং সার্কেলে বন্ধুদের সাথে এগিয়ে চলুন। শিগগিরই iPhone ও Android-এ।',
      eyebrow: 'মুসলিমদের জন্য ঈমানি অভ্যাসের অ্যাপ',
      heroHeading: 'প্রতিদিনের ছোট ছোট নেক আমল, যা মিলে বরকতময় জীবন গড়ে',
      lead: '{name} আপনাকে ইবাদত ও সদাচরণের স্থায়ী অভ্যাস গড়তে সাহায্য করে: আপনার সওয়াবের কাজ লিখে রাখুন, প্রতিদিন একটি আয়াত পড়ুন, কোমল ধারাবাহিকতা বজায় রাখুন এবং বন্ধুদের সার্কেলের সাথে একসাথে এগিয়ে চলুন।',
      secondaryCta: 'কোথা থেকে শুরু করবেন বুঝতে পারছেন না? <a>২ মিনিটের বিনামূল্যে আধ্যাত্মিক কুইজ দিন</a>।',
      featuresHeading: 'অবিচল থাকতে যা যা দরকার',
      f1Title: 'নেক আমল লিখে রাখুন',
      f1Text: 'সওয়াবের কাজ — সময়মতো সালাত, কুরআন, যিকির, সদাচরণ, সদকা — এক ট্যাপে লিখুন এবং প্রতিটির জন্য XP অর্জন করুন।',
      f2Title: 'প্রতিদিন একটি আয়াত',
      f2Text: 'প্রতিদিন সকালে হোম স্ক্রিনের উইজেটে অনুবাদসহ কুরআনের একটি আয়াত আপনাকে স্বাগত জানায়।',
      f3Title: 'কোমল ধারাবাহিকতা',
      f3Text: 'প্রতিদিনের ধারাবাহিকতা যা লজ্জা না দিয়ে অনুপ্রাণিত করে। একদিন বাদ পড়েছে? আপনার ধারা আপনার অপেক্ষায় থাকে।',
      f4Title: 'অর্থবহ ব্যাজ',
      f4Text: 'নিয়মিততার জন্য ব্যাজ অর্জন করুন: {a} দিনে, তারপর {b}, তারপর {c} দিনে।',
      f5Title: 'বন্ধুদের সাথে সার্কেল',
      f5Text: 'পরিবার বা বন্ধুদের নিয়ে ছোট একটি সার্কেল গড়ুন, যৌথ লক্ষ্য ঠিক করুন এবং একে অপরকে উৎসাহ দিন।',
      deedsPrivate:
        'প্রতিটি সম্পন্ন আমল ব্যক্তিগতই থাকে, যদি না আপনি কোনো সার্কেলের সাথে শেয়ার করা চালু করেন বা আমলটি সম্পন্ন করার সময় সার্কেল বেছে নেন।',
      f6Title: 'আপনার আধ্যাত্মিক স্তর',
      f6Text:
        'প্রতি {per} XP আপনার বারাকাহ স্কোরে এক পয়েন্ট যোগ করে, আর আপনার লিংক দিয়ে যোগ দেওয়া প্রতিটি বন্ধু {invite} XP যোগ করে: স্কোর আপনাকে ধাপে ধাপে উপরের স্তরে নিয়ে যায়, আর কোনো বাদ পড়া দিন তা কখনো কমায় না।',
      testimonialsHeading: 'আমাদের বেটা পরীক্ষকরা যা বলেন',
      testimonialsTranslated: 'তাঁদের কথা ইংরেজি থেকে অনূদিত।',
      testimonialRating: 'রেটিং: {max}-এর মধ্যে {rating}',
      statsHeading: 'সংখ্যায় {name}',
      statAnswered: 'আধ্যাত্মিক কুইজের উত্তর দেওয়া হয়েছে',
      statLanguages: 'ভাষা',
      statLevels: 'আধ্যাত্মিক স্তর, ধাপে ধাপে এগোনোর জন্য',
      statThemes: 'থিম, যেখান থেকে আপনি বেছে নেন',
      quizHeading: 'আপনার যাত্রায় আপনি কোথায়?',
      quizText: 'সাতটি সৎ প্রশ্ন, কোনো বিচার নয়। আপনার আধ্যাত্মিক স্তর জানুন এবং উদ্বোধনের অপেক্ষা-তালিকায় যোগ দিন।',
      quizButton: 'বিনামূল্যে কুইজ শুরু করুন',
      downloadHeading: 'আপনার নেক আমল সঙ্গে রাখুন',
      downloadText:
        'প্রতিদিনের আমল লিখে রাখুন, প্রতি সকালে নতুন আয়াত দেখুন এবং বন্ধুদের সাথে কোমল ধারাবাহিকতা বজায় রাখুন। {name} শিগগিরই আসছে iPhone ও Android-এ।',
      appStoreSmall: 'ডাউনলোড করুন',
      playStoreSmall: 'পেতে যান',
      phoneLabel: '{name} অ্যাপের হোম স্ক্রিন: দিনের আয়াত, ১২ দিনের ধারা এবং আজকের নেক আমল',
    },
    tr: {
      title: '{name} — Müslümanlar için iman alışkanlıkları uygulaması',
      description:
        'Günlük iyiliklerini kaydet, her gün Kur’an’dan bir ayet oku, yumuşak bir seri sürdür ve halkalarda arkadaşlarınla birlikte geliş. Yakında iPhone ve Android’de.',
      eyebrow: 'Müslümanlar için iman alışkanlıkları uygulaması',
      heroHeading: 'Her gün küçük iyilikler; birikerek bereketli bir hayata dönüşür',
      lead: '{name}, ibadet ve iyilikte istikrarlı alışkanlıklar edinmene yardım eder: sevaplarını kaydet, her gün bir ayet oku, yumuşak bir seri sürdür ve bir arkadaş halkasıyla birlikte geliş.',
      secondaryCta: 'Nereden başlayacağını bilmiyor musun? <a>2 dakikalık ücretsiz manevi testi çöz</a>.',
      featuresHeading: 'İstikrarlı kalmak için ihtiyacın olan her şey',
      f1Title: 'İyiliklerini kaydet',
      f1Text:
        'Sevap kazandıran işleri — vaktinde namaz, Kur’an, zikir, iyilik, sadaka — tek dokunuşla kaydet ve her biri için XP kazan.',
      f2Title: 'Her gün bir ayet',
      f2Text: 'Her sabah ana ekran widget’ında meali ile birlikte bir Kur’an ayeti seni karşılar.',
      f3Title: 'Yumuşak seriler',
      f3Text: 'Utandırmadan motive eden bir günlük seri sürdür. Bir günü mü kaçırdın? Serin seni bekler.',
      f4Title: 'Anlamı olan rozetler',
      f4Text: 'İstikrar için rozetler kazan: {a} günde, sonra {b}, sonra {c} günde.',
      f5Title: 'Arkadaşlarla halkalar',
      f5Text:
        'Ailenizle ya da arkadaşlarınızla küçük bir halka kurun, ortak hedefler belirleyin ve birbirinizi teşvik edin.',
      deedsPrivate:
        'Tamamladığınız her iyilik, bir halkayla paylaşımı açmadıkça ya da tamamlarken halka seçmedikçe gizli kalır.',
      f6Title: 'Manevi seviyen',
      f6Text:
        'Her {per} XP Bereket Puanı’na bir puan ekler, bağlantınla katılan her arkadaşın da {invite} XP ekler: puanın seni seviye seviye yükseltir ve kaçırılan bir gün onu asla düşürmez.',
      testimonialsHeading: 'Beta test kullanıcılarımız ne diyor',
      testimonialsTranslated: 'Sözlerini İngilizceden çevirdik.',
      testimonialRating: '{max} üzerinden {rating} puan',
      statsHeading: 'Rakamlarla {name}',
      statAnswered: 'manevi test yanıtlandı',
      statLanguages: 'dil',
      statLevels: 'adım adım yükseleceğiniz manevi seviye',
      statThemes: 'seçebileceğiniz tema',
      quizHeading: 'Yolculuğunda neredesin?',
      quizText: 'Yedi dürüst soru, yargı yok. Manevi seviyeni keşfet ve lansman bekleme listesine katıl.',
      quizButton: 'Ücretsiz teste başla',
      downloadHeading: 'İyiliklerin hep yanında olsun',
      downloadText:
        'Günlük iyiliklerini kaydet, her sabah yeni bir ayet gör ve arkadaşlarınla yumuşak bir seri sürdür. {name} yakında iPhone ve Android’de.',
      appStoreSmall: 'İndirin:',
      playStoreSmall: 'Edinin:',
      phoneLabel: '{name} uygulamasının ana ekranı: günün ayeti, 12 günlük seri ve bugünün iyilikleri',
    },
    ms: {
      title: '{name} — aplikasi tabiat iman untuk Muslim',
      description:
        'Catat amalan baik harian anda, baca satu ayat al-Quran setiap hari, kekalkan rentetan dengan lembut dan berkembang bersama rakan dalam bulatan. Akan datang ke iPhone dan Android.',
      eyebrow: 'Aplikasi tabiat iman untuk Muslim',
      heroHeading: 'Amalan baik yang kecil, setiap hari, yang terkumpul menjadi hidup penuh barakah',
      lead: '{name} membantu anda membina tabiat ibadah dan kebaikan yang berterusan: catat pahala anda, baca satu ayat sehari, kekalkan rentetan dengan lembut dan berkembang bersama bulatan rakan.',
      secondaryCta: 'Tidak pasti mahu bermula di mana? <a>Jawab kuiz rohani percuma 2 minit</a>.',
      featuresHeading: 'Semua yang anda perlukan untuk kekal istiqamah',
      f1Title: 'Catat amalan baik anda',
      f1Text:
        'Catat amalan berpahala — solat tepat pada waktunya, al-Quran, zikir, kebaikan, sedekah — dengan satu ketikan dan peroleh XP bagi setiap satu.',
      f2Title: 'Satu ayat setiap hari',
      f2Text: 'Satu ayat al-Quran bersama terjemahannya menyambut anda pada widget skrin utama setiap pagi.',
      f3Title: 'Rentetan yang lembut',
      f3Text:
        'Kekalkan rentetan harian yang memberi semangat tanpa memalukan. Terlepas sehari? Rentetan anda menanti anda.',
      f4Title: 'Lencana yang bermakna',
      f4Text: 'Peroleh lencana untuk konsistensi: pada {a} hari, kemudian {b}, kemudian {c} hari.',
      f5Title: 'Bulatan bersama rakan',
      f5Text: 'Bentuk bulatan kecil bersama keluarga atau rakan, tetapkan matlamat bersama dan saling memberi galakan.',
      deedsPrivate:
        'Setiap amalan yang diselesaikan kekal peribadi melainkan anda menghidupkan perkongsian dengan sesebuah bulatan atau memilih bulatan semasa menyelesaikannya.',
      f6Title: 'Tahap rohani anda',
      f6Text:
        'Setiap {per} XP menambah satu mata pada Skor Barakah anda, dan setiap rakan yang menyertai melalui pautan anda menambah {invite} XP: skor itu membawa anda naik tahap demi tahap, dan hari yang terlepas tidak pernah menurunkannya.',
      testimonialsHeading: 'Kata penguji beta kami',
      testimonialsTranslated: 'Kata-kata mereka diterjemahkan daripada bahasa Inggeris.',
      testimonialRating: 'Penilaian {rating} daripada {max}',
      statsHeading: '{name} dalam angka',
      statAnswered: 'kuiz rohani dijawab',
      statLanguages: 'bahasa',
      statLevels: 'tahap rohani untuk dilalui',
      statThemes: 'tema untuk dipilih',
      quizHeading: 'Di manakah anda dalam perjalanan ini?',
      quizText:
        'Tujuh soalan jujur, tanpa menghakimi. Ketahui tahap rohani anda dan sertai senarai menunggu pelancaran.',
      quizButton: 'Mulakan kuiz percuma',
      downloadHeading: 'Bawa amalan baik anda ke mana-mana',
      downloadText:
        'Catat amalan harian anda, lihat ayat baharu setiap pagi dan kekalkan rentetan bersama rakan. {name} akan datang ke iPhone dan Android.',
      appStoreSmall: 'Muat turun di',
      playStoreSmall: 'Dapatkan di',
      phoneLabel: 'Skrin utama aplikasi {name}: ayat harian, rentetan 12 hari dan amalan baik hari ini',
    },
    fr: {
      title: '{name} — l’application des habitudes de foi pour les musulmans',
      description:
        'Notez vos bonnes actions du jour, lisez un verset du Coran chaque jour, gardez une série bienveillante et progressez avec vos amis dans des cercles. Bientôt sur iPhone et Android.',
      eyebrow: 'L’application des habitudes de foi pour les musulmans',
      heroHeading: 'De petites bonnes actions, chaque jour, pour une vie pleine de barakah',
      lead: '{name} vous aide à prendre des habitudes durables d’adoration et de bonté : notez vos thawabs, lisez un verset par jour, gardez une série bienveillante et progressez avec un cercle d’amis.',
      secondaryCta: 'Vous ne savez pas par où commencer ? <a>Faites le quiz spirituel gratuit en 2 minutes</a>.',
      featuresHeading: 'Tout ce qu’il faut pour rester régulier',
      f1Title: 'Notez vos bonnes actions',
      f1Text:
        'Notez vos thawabs — la prière à l’heure, le Coran, le dhikr, la bonté, l’aumône — d’un geste, et gagnez des XP pour chacun.',
      f2Title: 'Un verset chaque jour',
      f2Text:
        'Chaque matin, un verset du Coran et sa traduction vous accueillent sur le widget de votre écran d’accueil.',
      f3Title: 'Des séries bienveillantes',
      f3Text: 'Une série quotidienne qui motive sans culpabiliser. Un jour manqué ? Votre série vous attend.',
      f4Title: 'Des badges qui ont du sens',
      f4Text: 'Gagnez des badges pour votre régularité : à {a} jours, puis à {b}, puis à {c} jours.',
      f5Title: 'Des cercles entre amis',
      f5Text:
        'Formez un petit cercle avec votre famille ou vos amis, fixez-vous des objectifs communs et encouragez-vous.',
      deedsPrivate:
        'Chaque action accomplie reste privée, sauf si vous activez le partage avec un cercle ou choisissez des cercles au moment de l’accomplir.',
      f6Title: 'Votre niveau spirituel',
      f6Text:
        'Chaque tranche de {per} XP ajoute un point à votre score Barakah, et chaque ami qui s’inscrit grâce à votre lien ajoute {invite} XP\u202f: votre score vous fait monter niveau après niveau, et un jour manqué ne le fait jamais baisser.',
      testimonialsHeading: 'Ce qu’en disent nos bêta-testeurs',
      testimonialsTranslated: 'Leurs mots, traduits de l’anglais.',
      testimonialRating: 'Noté {rating} sur {max}',
      statsHeading: '{name} en chiffres',
      statAnswered: 'quiz spirituels remplis',
      statLanguages: 'langues',
      statLevels: 'niveaux spirituels à gravir',
      statThemes: 'thèmes au choix',
      quizHeading: 'Où en êtes-vous sur votre chemin ?',
      quizText:
        'Sept questions sincères, sans jugement. Découvrez votre niveau spirituel et rejoignez la liste d’attente du lancement.',
      quizButton: 'Commencer le quiz gratuit',
      downloadHeading: 'Emportez vos bonnes actions partout',
      downloadText:
        'Notez vos actions du jour, découvrez un nouveau verset chaque matin et gardez une série bienveillante avec vos amis. {name} arrive bientôt sur iPhone et Android.',
      appStoreSmall: 'Télécharger dans l’',
      playStoreSmall: 'Disponible sur',
      phoneLabel:
        'L’écran d’accueil de l’application {name} : le verset du jour, une série de 12 jours et les bonnes actions du jour',
    },
  },
};

/** Whether a native speaker has reviewed a locale's landing-page strings (none has yet). */
export const LANDING_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};

export function landing(locale: LocaleCode, key: LandingKey, values?: Values): string {
  return translate(LANDING, locale, key, values);
}
