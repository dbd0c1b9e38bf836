// What a visitor is told after a sign-up (decision 0058): the waitlist, the knowledge quiz's
// notify-me form, the self-assessment result's waitlist button and the blog's newsletter form all
// add this sentence to their own ("We'll notify you when the app launches!", "Look out for our next
// letter"), because nothing is sent until the address is confirmed and unconfirmed sign-ups are
// deleted after 30 days (decision 0036). One source per locale; {email} is the address it went to.
// Worded "unless already confirmed": the answer is the same for every address, so it never tells a
// stranger whether someone's address is confirmed.
// English is the source; the rest were written by the team and not yet read by native speakers
// (SIGNUP_REVIEWED). Each locale names the confirm page's own button (email-pages.ts confirmButton).
import { translate, type Catalogue, type Values } from './format.ts';
import type { LocaleCode } from './locales.ts';

/** The 30 days of decision 0036 (scheduled-expire-unconfirmed), as the sentences say them. */
export const UNCONFIRMED_DAYS = 30;

const en = {
  confirmationSent:
    'Unless {email} is already confirmed, a confirmation email is on its way to it: open it and press Confirm. Nothing else is sent until you do, and sign-ups not confirmed within 30 days are deleted.',
};

export type SignupKey = keyof typeof en;

export const SIGNUP: Catalogue<SignupKey> = {
  en,
  others: {
    ar: {
      confirmationSent:
        'ما لم يكن {email} مؤكَّدًا من قبل، فرسالة تأكيد في طريقها إليه: افتحها واضغط «تأكيد». لن نرسل شيئًا آخر قبل ذلك، وتُحذف التسجيلات التي لا تُؤكَّد خلال 30 يومًا.',
    },
    ur: {
      confirmationSent:
        'اگر {email} کی تصدیق پہلے نہیں ہوئی تو اس پر ایک تصدیقی ای میل بھیجی جا رہی ہے: اسے کھولیں اور «تصدیق کریں» دبائیں۔ اس سے پہلے کچھ اور نہیں بھیجا جائے گا، اور جو اندراج 30 دن میں تصدیق نہ ہوں وہ حذف کر دیے جاتے ہیں۔',
    },
    id: {
      confirmationSent:
        'Kecuali {email} sudah dikonfirmasi, email konfirmasi sedang dikirim ke alamat itu: buka dan tekan Konfirmasi. Tidak ada kiriman lain sebelum itu, dan pendaftaran yang tidak dikonfirmasi dalam 30 hari akan dihapus.',
    },
    bn: {
      confirmationSent:
        '{email} আগে থেকে নিশ্চিত না হলে সেই ঠিকানায় একটি নিশ্চিতকরণ ইমেইল পাঠানো হচ্ছে: সেটি খুলে «নিশ্চিত করুন» চাপুন। তার আগে আর কিছু পাঠানো হবে না, এবং ৩০ দিনের মধ্যে নিশ্চিত না হওয়া নিবন্ধন মুছে ফেলা হয়।',
    },
    tr: {
      confirmationSent:
        '{email} daha önce onaylanmadıysa bu adrese bir onay e-postası gönderiliyor: açıp Onayla’ya basın. Bunu yapana kadar başka bir şey gönderilmez ve 30 gün içinde onaylanmayan kayıtlar silinir.',
    },
    ms: {
      confirmationSent:
        'Melainkan {email} sudah disahkan, e-mel pengesahan sedang dihantar ke alamat itu: bukanya dan tekan Sahkan. Tiada apa-apa lagi dihantar sehingga anda berbuat demikian, dan pendaftaran yang tidak disahkan dalam 30 hari akan dipadamkan.',
    },
    fr: {
      confirmationSent:
        'Sauf si {email} est déjà confirmée, un e-mail de confirmation est en route vers cette adresse : ouvrez-le et appuyez sur Confirmer. Rien d’autre ne vous sera envoyé d’ici là, et les inscriptions non confirmées sous 30 jours sont supprimées.',
    },
  },
};

export const SIGNUP_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};

export function signupText(locale: LocaleCode, key: SignupKey, values?: Values): string {
  return translate(SIGNUP, locale, key, values);
}
