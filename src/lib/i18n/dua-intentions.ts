// The app's labels of the dua intentions (src/lib/dua-library.ts, decision 0064), in every locale:
// what the app lists for a user to choose from and shows beside a request (decision 0071). A label
// names the intention and nothing more (no promise that a dua is answered), stays within 40
// characters and is unique in its locale (tests/unit/dua-intentions.test.ts). Like the library, they
// change by a reviewed edit of this file, not in the Translations tab. English is the source; the
// others were written by the team and not yet read by native speakers.
import type { DuaIntention } from '../dua-library.ts';
import { DUA_INTENTIONS } from '../dua-library.ts';
import { translate, type Catalogue } from './format.ts';
import type { LocaleCode } from './locales.ts';

type Labels = Record<DuaIntention, string>;

const en = {
  forgiveness: 'Forgiveness',
  guidance: 'Guidance',
  parents: 'For my parents',
  family: 'For my family',
  knowledge: 'Increase in knowledge',
  patience: 'Patience',
  'relief-from-distress': 'Relief from distress',
  'ease-in-a-task': 'Ease in a task',
  provision: 'Provision',
  'good-in-this-life-and-the-next': 'Good in this life and the next',
  steadfastness: 'Steadfastness',
  gratitude: 'Gratitude',
  mercy: 'Mercy',
  'believers-who-went-before': 'Those who went before us in faith',
} satisfies Labels;

// Every locale has every label: a missing one is a type error, not an English fallback.
const others = {
  ar: {
    forgiveness: 'المغفرة',
    guidance: 'الهداية',
    parents: 'للوالدين',
    family: 'للأهل والذرية',
    knowledge: 'الزيادة في العلم',
    patience: 'الصبر',
    'relief-from-distress': 'تفريج الكرب',
    'ease-in-a-task': 'تيسير الأمر',
    provision: 'الرزق',
    'good-in-this-life-and-the-next': 'حسنة الدنيا والآخرة',
    steadfastness: 'الثبات',
    gratitude: 'الشكر',
    mercy: 'الرحمة',
    'believers-who-went-before': 'لإخواننا الذين سبقونا بالإيمان',
  },
  ur: {
    forgiveness: 'مغفرت',
    guidance: 'ہدایت',
    parents: 'والدین کے لیے',
    family: 'اہل و عیال کے لیے',
    knowledge: 'علم میں اضافہ',
    patience: 'صبر',
    'relief-from-distress': 'پریشانی سے نجات',
    'ease-in-a-task': 'کام میں آسانی',
    provision: 'رزق',
    'good-in-this-life-and-the-next': 'دنیا و آخرت کی بھلائی',
    steadfastness: 'ثابت قدمی',
    gratitude: 'شکر گزاری',
    mercy: 'رحمت',
    'believers-who-went-before': 'ہم سے پہلے گزرے ہوئے اہلِ ایمان',
  },
  id: {
    forgiveness: 'Ampunan',
    guidance: 'Petunjuk',
    parents: 'Untuk kedua orang tua',
    family: 'Untuk keluarga',
    knowledge: 'Tambahan ilmu',
    patience: 'Kesabaran',
    'relief-from-distress': 'Jalan keluar dari kesusahan',
    'ease-in-a-task': 'Kemudahan dalam urusan',
    provision: 'Rezeki',
    'good-in-this-life-and-the-next': 'Kebaikan dunia dan akhirat',
    steadfastness: 'Keteguhan hati',
    gratitude: 'Rasa syukur',
    mercy: 'Rahmat',
    'believers-who-went-before': 'Orang beriman yang mendahului kita',
  },
  bn: {
    forgiveness: 'ক্ষমা',
    guidance: 'হিদায়াত',
    parents: 'বাবা-মায়ের জন্য',
    family: 'পরিবারের জন্য',
    knowledge: 'জ্ঞান বৃদ্ধি',
    patience: 'ধৈর্য',
    'relief-from-distress': 'বিপদ থেকে মুক্তি',
    'ease-in-a-task': 'কাজে সহজতা',
    provision: 'রিজিক',
    'good-in-this-life-and-the-next': 'দুনিয়া ও আখিরাতের কল্যাণ',
    steadfastness: 'অবিচলতা',
    gratitude: 'কৃতজ্ঞতা',
    mercy: 'রহমত',
    'believers-who-went-before': 'আমাদের পূর্ববর্তী মুমিনদের জন্য',
  },
  tr: {
    forgiveness: 'Bağışlanma',
    guidance: 'Hidayet',
    parents: 'Anne babam için',
    family: 'Ailem için',
    knowledge: 'İlimde artış',
    patience: 'Sabır',
    'relief-from-distress': 'Sıkıntıdan kurtuluş',
    'ease-in-a-task': 'İşlerde kolaylık',
    provision: 'Rızık',
    'good-in-this-life-and-the-next': 'Dünyada ve ahirette iyilik',
    steadfastness: 'Sebat',
    gratitude: 'Şükür',
    mercy: 'Rahmet',
    'believers-who-went-before': 'Bizden önce iman eden kardeşlerimiz',
  },
  ms: {
    forgiveness: 'Keampunan',
    guidance: 'Petunjuk',
    parents: 'Untuk ibu bapa',
    family: 'Untuk keluarga',
    knowledge: 'Tambahan ilmu',
    patience: 'Kesabaran',
    'relief-from-distress': 'Dilepaskan daripada kesusahan',
    'ease-in-a-task': 'Kemudahan dalam urusan',
    provision: 'Rezeki',
    'good-in-this-life-and-the-next': 'Kebaikan dunia dan akhirat',
    steadfastness: 'Keteguhan hati',
    gratitude: 'Kesyukuran',
    mercy: 'Rahmat',
    'believers-who-went-before': 'Orang beriman yang mendahului kita',
  },
  fr: {
    forgiveness: 'Pardon',
    guidance: 'Guidée',
    parents: 'Pour mes parents',
    family: 'Pour ma famille',
    knowledge: 'Accroître mes connaissances',
    patience: 'Patience',
    'relief-from-distress': 'Délivrance de la détresse',
    'ease-in-a-task': 'Facilité dans une tâche',
    provision: 'Subsistance',
    'good-in-this-life-and-the-next': 'Le bien ici-bas et dans l’au-delà',
    steadfastness: 'Constance',
    gratitude: 'Gratitude',
    mercy: 'Miséricorde',
    'believers-who-went-before': 'Ceux qui nous ont précédés dans la foi',
  },
} satisfies Record<Exclude<LocaleCode, 'en'>, Labels>;

export const DUA_INTENTION_LABELS: Catalogue<DuaIntention> = { en, others };

const isIntention = (key: string): key is DuaIntention => (DUA_INTENTIONS as readonly string[]).includes(key);

/**
 * An intention's label in `locale`; null for a key the library no longer has (a request keeps the
 * intention it was asked for, decision 0064).
 */
export function intentionLabel(intention: string, locale: LocaleCode): string | null {
  return isIntention(intention) ? translate(DUA_INTENTION_LABELS, locale, intention) : null;
}
