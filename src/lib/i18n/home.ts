// Strings of the home page `/` around the self-assessment's entry screen (decision 0052):
// title, hero, measured figures' labels, the testimonials' heading and the desktop sticky bar. The
// quiz island's own strings are in quiz.ts; the testimonials' texts are content
// (src/content/site/<locale>/testimonials.json). English is the source; the other locales were
// written by the team, in the register the quiz on the same page uses (Anda, siz, vous), and are not
// yet reviewed by native speakers (HOME_REVIEWED). Numbers in the running text are written as each
// language writes them; the measured figures themselves go through Intl (MeasuredFigure.astro).
import { translate, type Catalogue, type Message, type Values } from './format.ts';
import type { LocaleCode } from './locales.ts';

const en = {
  title: '{name} — discover your spiritual level',
  description:
    'Take the free 2-minute spiritual self-assessment: 7 honest questions about prayer, Quran, dhikr and character. Find your level and join the {name} launch waitlist.',
  eyebrow: 'Free spiritual self-assessment',
  heading: 'Where are you on your spiritual journey?',
  lead: 'Seven honest questions about prayer, Quran, remembrance and character. Find your spiritual level in about two minutes, and one small step to grow from here.',
  figuresLabel: 'In numbers',
  figureWeekly: 'people take this quiz every week',
  figureAnswered: 'quizzes answered',
  testimonialsHeading: 'What people say after taking the quiz',
  stickyText: "Discover your spiritual level in 2 minutes. It's free.",
  stickyCta: 'Take the quiz',
} satisfies Record<string, Message>;

export type HomeKey = keyof typeof en;

export const HOME: Catalogue<HomeKey> = {
  en,
  others: {
    ar: {
      title: '{name} — اكتشف مستواك الروحي',
      description:
        'خذ التقييم الروحي الذاتي المجاني في دقيقتين: سبعة أسئلة صادقة عن الصلاة والقرآن والذكر والأخلاق. اعرف مستواك وانضم إلى قائمة انتظار إطلاق {name}.',
      eyebrow: 'تقييم روحي ذاتي مجاني',
      heading: 'أين أنت في رحلتك الروحية؟',
      lead: 'سبعة أسئلة صادقة عن الصلاة والقرآن والذكر والأخلاق. اعرف مستواك الروحي في نحو دقيقتين، ومعه خطوة صغيرة تنمو بها من هنا.',
      figuresLabel: 'بالأرقام',
      figureWeekly: 'شخص يُجرون هذا الاختبار كل أسبوع',
      figureAnswered: 'اختبار أُجيب عنه',
      testimonialsHeading: 'ماذا يقول الناس بعد إجراء الاختبار',
      stickyText: 'اكتشف مستواك الروحي في دقيقتين، مجانًا.',
      stickyCta: 'ابدأ الاختبار',
    },
    ur: {
      title: '{name} — اپنا روحانی درجہ جانیں',
      description:
        'دو منٹ کا مفت روحانی خود جائزہ لیں: نماز، قرآن، ذکر اور اخلاق کے بارے میں سات دیانت دار سوال۔ اپنا درجہ جانیں اور {name} کے آغاز کی ویٹ لسٹ میں شامل ہوں۔',
      eyebrow: 'مفت روحانی خود جائزہ',
      heading: 'آپ اپنے روحانی سفر میں کہاں ہیں؟',
      lead: 'نماز، قرآن، ذکر اور اخلاق کے بارے میں سات دیانت دار سوال۔ تقریباً دو منٹ میں اپنا روحانی درجہ جانیں، اور ساتھ ہی یہاں سے آگے بڑھنے کا ایک چھوٹا قدم۔',
      figuresLabel: 'اعداد و شمار',
      figureWeekly: 'لوگ ہر ہفتے یہ کوئز دیتے ہیں',
      figureAnswered: 'کوئز مکمل ہوئے',
      testimonialsHeading: 'کوئز دینے کے بعد لوگ کیا کہتے ہیں',
      stickyText: 'دو منٹ میں اپنا روحانی درجہ جانیں۔ یہ مفت ہے۔',
      stickyCta: 'کوئز دیں',
    },
    id: {
      title: '{name} — temukan tingkat spiritual Anda',
      description:
        'Ikuti penilaian diri spiritual gratis 2 menit: 7 pertanyaan jujur tentang salat, Quran, zikir, dan akhlak. Ketahui tingkat Anda dan bergabunglah dengan daftar tunggu peluncuran {name}.',
      eyebrow: 'Penilaian diri spiritual gratis',
      heading: 'Di mana posisi Anda dalam perjalanan spiritual?',
      lead: 'Tujuh pertanyaan jujur tentang salat, Quran, zikir, dan akhlak. Ketahui tingkat spiritual Anda dalam sekitar dua menit, beserta satu langkah kecil untuk bertumbuh dari sini.',
      figuresLabel: 'Dalam angka',
      figureWeekly: 'orang mengikuti kuis ini setiap minggu',
      figureAnswered: 'kuis dijawab',
      testimonialsHeading: 'Kata mereka setelah mengikuti kuis',
      stickyText: 'Ketahui tingkat spiritual Anda dalam 2 menit. Gratis.',
      stickyCta: 'Ikuti kuis',
    },
    bn: {
      title: '{name} — আপনার আধ্যাত্মিক স্তর জানুন',
      description:
        '২ মিনিটের বিনামূল্যে আধ্যাত্মিক আত্মমূল্যায়ন করুন: সালাত, কুরআন, জিকির ও চরিত্র নিয়ে ৭টি সৎ প্রশ্ন। আপনার স্তর জানুন এবং {name}-এর উদ্বোধনের অপেক্ষা-তালিকায় যোগ দিন।',
      eyebrow: 'বিনামূল্যে আধ্যাত্মিক আত্মমূল্যায়ন',
      heading: 'আপনার আধ্যাত্মিক যাত্রায় আপনি কোথায়?',
      lead: 'সালাত, কুরআন, জিকির ও চরিত্র নিয়ে সাতটি সৎ প্রশ্ন। প্রায় দুই মিনিটে আপনার আধ্যাত্মিক স্তর জানুন, সঙ্গে এখান থেকে এগিয়ে যাওয়ার একটি ছোট পদক্ষেপ।',
      figuresLabel: 'সংখ্যায়',
      figureWeekly: 'জন প্রতি সপ্তাহে এই কুইজ দেন',
      figureAnswered: 'কুইজের উত্তর দেওয়া হয়েছে',
      testimonialsHeading: 'কুইজ দেওয়ার পর মানুষ যা বলেন',
      stickyText: '২ মিনিটে আপনার আধ্যাত্মিক স্তর জানুন। এটি বিনামূল্যে।',
      stickyCta: 'কুইজ দিন',
    },
    tr: {
      title: '{name} — manevi seviyenizi keşfedin',
      description:
        '2 dakikalık ücretsiz manevi öz değerlendirmeyi yapın: namaz, Kur’an, zikir ve ahlak üzerine 7 samimi soru. Seviyenizi öğrenin ve {name} lansman bekleme listesine katılın.',
      eyebrow: 'Ücretsiz manevi öz değerlendirme',
      heading: 'Manevi yolculuğunuzda neredesiniz?',
      lead: 'Namaz, Kur’an, zikir ve ahlak üzerine yedi samimi soru. Yaklaşık iki dakikada manevi seviyenizi öğrenin; buradan ilerlemek için de küçük bir adım.',
      figuresLabel: 'Rakamlarla',
      figureWeekly: 'kişi her hafta bu testi çözüyor',
      figureAnswered: 'test yanıtlandı',
      testimonialsHeading: 'Testi çözenler ne diyor',
      stickyText: 'Manevi seviyenizi 2 dakikada keşfedin. Ücretsiz.',
      stickyCta: 'Teste başlayın',
    },
    ms: {
      title: '{name} — temui tahap rohani anda',
      description:
        'Jawab penilaian kendiri rohani percuma 2 minit: 7 soalan jujur tentang solat, al-Quran, zikir dan akhlak. Ketahui tahap anda dan sertai senarai menunggu pelancaran {name}.',
      eyebrow: 'Penilaian kendiri rohani percuma',
      heading: 'Di manakah anda dalam perjalanan rohani anda?',
      lead: 'Tujuh soalan jujur tentang solat, al-Quran, zikir dan akhlak. Ketahui tahap rohani anda dalam kira-kira dua minit, serta satu langkah kecil untuk berkembang dari sini.',
      figuresLabel: 'Dalam angka',
      figureWeekly: 'orang menjawab kuiz ini setiap minggu',
      figureAnswered: 'kuiz dijawab',
      testimonialsHeading: 'Kata mereka selepas menjawab kuiz',
      stickyText: 'Temui tahap rohani anda dalam 2 minit. Percuma.',
      stickyCta: 'Jawab kuiz',
    },
    fr: {
      title: '{name} — découvrez votre niveau spirituel',
      description:
        'Faites l’auto-évaluation spirituelle gratuite en 2 minutes\u00a0: 7 questions sincères sur la prière, le Coran, le dhikr et le caractère. Découvrez votre niveau et rejoignez la liste d’attente du lancement de {name}.',
      eyebrow: 'Auto-évaluation spirituelle gratuite',
      heading: 'Où en êtes-vous sur votre chemin spirituel\u202f?',
      lead: 'Sept questions sincères sur la prière, le Coran, le dhikr et le caractère. Découvrez votre niveau spirituel en deux minutes environ, et un petit pas pour progresser à partir de là.',
      figuresLabel: 'En chiffres',
      figureWeekly: 'personnes font ce quiz chaque semaine',
      figureAnswered: 'quiz remplis',
      testimonialsHeading: 'Ce qu’en disent ceux qui ont fait le quiz',
      stickyText: 'Découvrez votre niveau spirituel en 2 minutes. C’est gratuit.',
      stickyCta: 'Faire le quiz',
    },
  },
};

/** Whether a native speaker has reviewed a locale's home-page strings (none has yet). */
export const HOME_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};

export function home(locale: LocaleCode, key: HomeKey, values?: Values): string {
  return translate(HOME, locale, key, values);
}
