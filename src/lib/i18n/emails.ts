// The strings of every message the site sends (decision 0050): sign-up confirmations, privacy
// request links, the app's sign-in code and the small print of campaigns. English is the source;
// the other locales were written by the team and not yet read by native speakers (REVIEWED says so
// per locale). Messages are rendered at run time (src/server/mail/messages.ts), so staff edits in
// the Translations tab reach them through src/server/mail/strings.ts, not through the build.
//
// Values: {site} is the brand (isolated in right-to-left text by `translate`), {code} the sign-in
// code (always ASCII digits: see the decision), counts are plurals whose `#` is written in the
// locale's digits.
import type { Catalogue, Message } from './format.ts';
import type { LocaleCode } from './locales.ts';

const en = {
  unsubscribe: 'Unsubscribe',
  confirmSubject: 'Confirm your email for {site}',
  confirmPreheaderWaitlist: 'One click to confirm your place on the {site} launch waitlist.',
  confirmPreheaderNewsletter: 'One click to confirm your subscription to the {site} newsletter.',
  confirmHeading: 'Please confirm your email address',
  confirmBodyWaitlist:
    'Someone (we hope you) signed up to the {site} launch waitlist with this address. Open the link and press “Confirm” to confirm it.',
  confirmBodyNewsletter:
    'Someone (we hope you) signed up to the {site} newsletter with this address. Open the link and press “Confirm” to confirm it.',
  confirmIgnore: {
    plural: 'days',
    one: 'If it was not you, ignore this message: an unconfirmed sign-up is deleted after # day and we will not write again.',
    other:
      'If it was not you, ignore this message: an unconfirmed sign-up is deleted after # days and we will not write again.',
  },
  confirmAction: 'Confirm my email',
  confirmValidity: {
    plural: 'days',
    one: 'The link works for # day and once.',
    other: 'The link works for # days and once.',
  },
  privacyCopySubject: 'Your {site} data',
  privacyDeleteSubject: 'Delete your {site} data',
  privacyCopyPreheader: 'Your link to download a copy of your data.',
  privacyDeletePreheader: 'Your link to delete your data.',
  privacyCopyHeading: 'Your copy of what we hold',
  privacyDeleteHeading: 'Delete what we hold about you',
  privacyCopyBody:
    'Someone (we hope you) asked {site} for a copy of everything we hold about this address. Open the link and press the button to download it as a file.',
  privacyDeleteBody:
    'Someone (we hope you) asked {site} to delete everything we hold about this address. Open the link and press the button to delete it; this cannot be undone.',
  privacyIgnore: 'If it was not you, ignore this message: nothing happens unless the button is pressed.',
  privacyCopyAction: 'Get my copy',
  privacyDeleteAction: 'Delete my data',
  privacyValidity: {
    plural: 'hours',
    one: 'The link works once, for # hour.',
    other: 'The link works once, for # hours.',
  },
  signInSubject: '{code} is your {site} sign-in code',
  signInHeading: 'Your sign-in code',
  signInIntro: 'Enter this code in the {site} app to sign in:',
  signInValidity: { plural: 'minutes', one: 'It works for # minute.', other: 'It works for # minutes.' },
  signInIgnore: 'If you did not ask for it, you can ignore this message: nobody can sign in without the code.',
  campaignFooter: 'You get this because you signed up for news from {site}.',
  campaignReadPost: 'Read it on {site}',
} satisfies Record<string, Message>;

export type EmailKey = keyof typeof en;

// Arabic plural categories: zero, one, two, few (3–10), many (11–99), other (100+).
const arDays = (before: string, after: string): Message => ({
  plural: 'days',
  zero: `${before}# يوم${after}`,
  one: `${before}يوم واحد${after}`,
  two: `${before}يومين${after}`,
  few: `${before}# أيام${after}`,
  many: `${before}# يومًا${after}`,
  other: `${before}# يوم${after}`,
});

const fr = (one: string, many: string, other: string, plural: string): Message => ({ plural, one, many, other });

export const EMAILS: Catalogue<EmailKey> = {
  en,
  others: {
    ar: {
      unsubscribe: 'إلغاء الاشتراك',
      confirmSubject: 'أكِّد بريدك الإلكتروني لدى {site}',
      confirmPreheaderWaitlist: 'نقرة واحدة لتأكيد مكانك في قائمة انتظار إطلاق {site}.',
      confirmPreheaderNewsletter: 'نقرة واحدة لتأكيد اشتراكك في نشرة {site} البريدية.',
      confirmHeading: 'يُرجى تأكيد عنوان بريدك الإلكتروني',
      confirmBodyWaitlist:
        'سجّل أحدٌ (نرجو أن تكون أنت) في قائمة انتظار إطلاق {site} بهذا العنوان. افتح الرابط واضغط «تأكيد» لتأكيده.',
      confirmBodyNewsletter:
        'اشترك أحدٌ (نرجو أن تكون أنت) في نشرة {site} البريدية بهذا العنوان. افتح الرابط واضغط «تأكيد» لتأكيده.',
      confirmIgnore: arDays('إن لم تكن أنت، فتجاهل هذه الرسالة: يُحذف التسجيل غير المؤكَّد بعد ', ' ولن نراسلك مرة أخرى.'),
      confirmAction: 'أكِّد بريدي الإلكتروني',
      confirmValidity: arDays('يعمل الرابط مرة واحدة خلال ', '.'),
      privacyCopySubject: 'بياناتك لدى {site}',
      privacyDeleteSubject: 'حذف بياناتك لدى {site}',
      privacyCopyPreheader: 'رابطك لتنزيل نسخة من بياناتك.',
      privacyDeletePreheader: 'رابطك لحذف بياناتك.',
      privacyCopyHeading: 'نسختك مما نحتفظ به',
      privacyDeleteHeading: 'احذف ما نحتفظ به عنك',
      privacyCopyBody:
        'طلب أحدٌ (نرجو أن تكون أنت) من {site} نسخةً من كل ما نحتفظ به عن هذا العنوان. افتح الرابط واضغط الزر لتنزيلها ملفًّا.',
      privacyDeleteBody:
        'طلب أحدٌ (نرجو أن تكون أنت) من {site} حذف كل ما نحتفظ به عن هذا العنوان. افتح الرابط واضغط الزر لحذفه؛ ولا يمكن التراجع عن ذلك.',
      privacyIgnore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: لا يحدث شيء ما لم يُضغط الزر.',
      privacyCopyAction: 'احصل على نسختي',
      privacyDeleteAction: 'احذف بياناتي',
      privacyValidity: {
        plural: 'hours',
        zero: 'يعمل الرابط مرة واحدة خلال # ساعة.',
        one: 'يعمل الرابط مرة واحدة خلال ساعة واحدة.',
        two: 'يعمل الرابط مرة واحدة خلال ساعتين.',
        few: 'يعمل الرابط مرة واحدة خلال # ساعات.',
        many: 'يعمل الرابط مرة واحدة خلال # ساعة.',
        other: 'يعمل الرابط مرة واحدة خلال # ساعة.',
      },
      signInSubject: '{code} رمز تسجيل دخولك إلى {site}',
      signInHeading: 'رمز تسجيل الدخول',
      signInIntro: 'أدخل هذا الرمز في تطبيق {site} لتسجيل الدخول:',
      signInValidity: {
        plural: 'minutes',
        zero: 'يعمل الرمز # دقيقة.',
        one: 'يعمل الرمز دقيقة واحدة.',
        two: 'يعمل الرمز دقيقتين.',
        few: 'يعمل الرمز # دقائق.',
        many: 'يعمل الرمز # دقيقة.',
        other: 'يعمل الرمز # دقيقة.',
      },
      signInIgnore: 'إن لم تطلبه، فيمكنك تجاهل هذه الرسالة: لا يستطيع أحد الدخول دون الرمز.',
      campaignFooter: 'تصلك هذه الرسالة لأنك اشتركت في أخبار {site}.',
      campaignReadPost: 'اقرأها على {site}',
    },
    ur: {
      unsubscribe: 'رکنیت ختم کریں',
      confirmSubject: '{site} کے لیے اپنی ای میل کی تصدیق کریں',
      confirmPreheaderWaitlist: 'ایک کلک سے {site} کی لانچ ویٹ لسٹ میں اپنی جگہ کی تصدیق کریں۔',
      confirmPreheaderNewsletter: 'ایک کلک سے {site} کے نیوز لیٹر کی رکنیت کی تصدیق کریں۔',
      confirmHeading: 'براہ کرم اپنے ای میل ایڈریس کی تصدیق کریں',
      confirmBodyWaitlist:
        'کسی نے (امید ہے آپ نے) اس ایڈریس سے {site} کی لانچ ویٹ لسٹ میں نام لکھوایا ہے۔ تصدیق کے لیے لنک کھولیں اور "تصدیق کریں" دبائیں۔',
      confirmBodyNewsletter:
        'کسی نے (امید ہے آپ نے) اس ایڈریس سے {site} کے نیوز لیٹر کی رکنیت لی ہے۔ تصدیق کے لیے لنک کھولیں اور "تصدیق کریں" دبائیں۔',
      confirmIgnore: {
        plural: 'days',
        one: 'اگر یہ آپ نہیں تھے تو اس پیغام کو نظر انداز کریں: غیر تصدیق شدہ اندراج # دن بعد حذف ہو جاتا ہے اور ہم دوبارہ نہیں لکھیں گے۔',
        other:
          'اگر یہ آپ نہیں تھے تو اس پیغام کو نظر انداز کریں: غیر تصدیق شدہ اندراج # دن بعد حذف ہو جاتا ہے اور ہم دوبارہ نہیں لکھیں گے۔',
      },
      confirmAction: 'میری ای میل کی تصدیق کریں',
      confirmValidity: {
        plural: 'days',
        one: 'یہ لنک # دن تک اور صرف ایک بار کام کرتا ہے۔',
        other: 'یہ لنک # دن تک اور صرف ایک بار کام کرتا ہے۔',
      },
      privacyCopySubject: '{site} کے پاس آپ کا ڈیٹا',
      privacyDeleteSubject: '{site} سے اپنا ڈیٹا حذف کریں',
      privacyCopyPreheader: 'اپنے ڈیٹا کی نقل ڈاؤن لوڈ کرنے کا لنک۔',
      privacyDeletePreheader: 'اپنا ڈیٹا حذف کرنے کا لنک۔',
      privacyCopyHeading: 'ہمارے پاس موجود آپ کے ڈیٹا کی نقل',
      privacyDeleteHeading: 'آپ کے بارے میں ہمارے پاس موجود ڈیٹا حذف کریں',
      privacyCopyBody:
        'کسی نے (امید ہے آپ نے) {site} سے اس ایڈریس کے بارے میں ہمارے پاس موجود ہر چیز کی نقل مانگی ہے۔ اسے فائل کی صورت میں ڈاؤن لوڈ کرنے کے لیے لنک کھولیں اور بٹن دبائیں۔',
      privacyDeleteBody:
        'کسی نے (امید ہے آپ نے) {site} سے اس ایڈریس کے بارے میں ہمارے پاس موجود ہر چیز حذف کرنے کو کہا ہے۔ حذف کرنے کے لیے لنک کھولیں اور بٹن دبائیں؛ یہ عمل واپس نہیں ہو سکتا۔',
      privacyIgnore: 'اگر یہ آپ نہیں تھے تو اس پیغام کو نظر انداز کریں: بٹن دبائے بغیر کچھ نہیں ہوتا۔',
      privacyCopyAction: 'میری نقل حاصل کریں',
      privacyDeleteAction: 'میرا ڈیٹا حذف کریں',
      privacyValidity: {
        plural: 'hours',
        one: 'یہ لنک # گھنٹے کے اندر صرف ایک بار کام کرتا ہے۔',
        other: 'یہ لنک # گھنٹے کے اندر صرف ایک بار کام کرتا ہے۔',
      },
      signInSubject: '{code} آپ کا {site} سائن اِن کوڈ ہے',
      signInHeading: 'آپ کا سائن اِن کوڈ',
      signInIntro: 'سائن اِن کرنے کے لیے یہ کوڈ {site} ایپ میں درج کریں:',
      signInValidity: { plural: 'minutes', one: 'یہ # منٹ تک کام کرتا ہے۔', other: 'یہ # منٹ تک کام کرتا ہے۔' },
      signInIgnore:
        'اگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کر سکتے ہیں: کوڈ کے بغیر کوئی سائن اِن نہیں کر سکتا۔',
      campaignFooter: 'یہ پیغام آپ کو اس لیے ملا کیونکہ آپ نے {site} کی خبروں کے لیے رکنیت لی تھی۔',
      campaignReadPost: '{site} پر پڑھیں',
    },
    id: {
      unsubscribe: 'Berhenti berlangganan',
      confirmSubject: 'Konfirmasi email Anda untuk {site}',
      confirmPreheaderWaitlist: 'Satu klik untuk mengonfirmasi tempat Anda di daftar tunggu peluncuran {site}.',
      confirmPreheaderNewsletter: 'Satu klik untuk mengonfirmasi langganan buletin {site} Anda.',
      confirmHeading: 'Mohon konfirmasi alamat email Anda',
      confirmBodyWaitlist:
        'Seseorang (semoga Anda) mendaftar ke daftar tunggu peluncuran {site} dengan alamat ini. Buka tautannya dan tekan “Konfirmasi” untuk mengonfirmasinya.',
      confirmBodyNewsletter:
        'Seseorang (semoga Anda) berlangganan buletin {site} dengan alamat ini. Buka tautannya dan tekan “Konfirmasi” untuk mengonfirmasinya.',
      confirmIgnore: {
        plural: 'days',
        other:
          'Jika itu bukan Anda, abaikan pesan ini: pendaftaran yang belum dikonfirmasi dihapus setelah # hari dan kami tidak akan menulis lagi.',
      },
      confirmAction: 'Konfirmasi email saya',
      confirmValidity: { plural: 'days', other: 'Tautan ini berlaku selama # hari dan hanya sekali.' },
      privacyCopySubject: 'Data {site} Anda',
      privacyDeleteSubject: 'Hapus data {site} Anda',
      privacyCopyPreheader: 'Tautan Anda untuk mengunduh salinan data Anda.',
      privacyDeletePreheader: 'Tautan Anda untuk menghapus data Anda.',
      privacyCopyHeading: 'Salinan data yang kami simpan',
      privacyDeleteHeading: 'Hapus data yang kami simpan tentang Anda',
      privacyCopyBody:
        'Seseorang (semoga Anda) meminta {site} salinan semua yang kami simpan tentang alamat ini. Buka tautannya dan tekan tombolnya untuk mengunduhnya sebagai berkas.',
      privacyDeleteBody:
        'Seseorang (semoga Anda) meminta {site} menghapus semua yang kami simpan tentang alamat ini. Buka tautannya dan tekan tombolnya untuk menghapusnya; ini tidak dapat dibatalkan.',
      privacyIgnore: 'Jika itu bukan Anda, abaikan pesan ini: tidak ada yang terjadi kecuali tombolnya ditekan.',
      privacyCopyAction: 'Dapatkan salinan saya',
      privacyDeleteAction: 'Hapus data saya',
      privacyValidity: { plural: 'hours', other: 'Tautan ini berlaku sekali, selama # jam.' },
      signInSubject: '{code} adalah kode masuk {site} Anda',
      signInHeading: 'Kode masuk Anda',
      signInIntro: 'Masukkan kode ini di aplikasi {site} untuk masuk:',
      signInValidity: { plural: 'minutes', other: 'Kode ini berlaku selama # menit.' },
      signInIgnore: 'Jika Anda tidak memintanya, abaikan saja pesan ini: tidak ada yang bisa masuk tanpa kode ini.',
      campaignFooter: 'Anda menerima pesan ini karena mendaftar untuk kabar dari {site}.',
      campaignReadPost: 'Baca selengkapnya di {site}',
    },
    bn: {
      unsubscribe: 'সাবস্ক্রিপশন বাতিল করুন',
      confirmSubject: '{site}-এর জন্য আপনার ইমেইল নিশ্চিত করুন',
      confirmPreheaderWaitlist: 'এক ক্লিকে {site}-এর লঞ্চ অপেক্ষমাণ তালিকায় আপনার জায়গা নিশ্চিত করুন।',
      confirmPreheaderNewsletter: 'এক ক্লিকে {site}-এর নিউজলেটারে আপনার সাবস্ক্রিপশন নিশ্চিত করুন।',
      confirmHeading: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা নিশ্চিত করুন',
      confirmBodyWaitlist:
        'কেউ (আশা করি আপনি) এই ঠিকানা দিয়ে {site}-এর লঞ্চ অপেক্ষমাণ তালিকায় নাম লিখিয়েছেন। নিশ্চিত করতে লিংকটি খুলে “নিশ্চিত করুন” চাপুন।',
      confirmBodyNewsletter:
        'কেউ (আশা করি আপনি) এই ঠিকানা দিয়ে {site}-এর নিউজলেটারে সাবস্ক্রাইব করেছেন। নিশ্চিত করতে লিংকটি খুলে “নিশ্চিত করুন” চাপুন।',
      confirmIgnore: {
        plural: 'days',
        one: 'এটি আপনি না হলে এই বার্তাটি উপেক্ষা করুন: নিশ্চিত না করা নিবন্ধন # দিন পরে মুছে ফেলা হয় এবং আমরা আর লিখব না।',
        other: 'এটি আপনি না হলে এই বার্তাটি উপেক্ষা করুন: নিশ্চিত না করা নিবন্ধন # দিন পরে মুছে ফেলা হয় এবং আমরা আর লিখব না।',
      },
      confirmAction: 'আমার ইমেইল নিশ্চিত করুন',
      confirmValidity: {
        plural: 'days',
        one: 'লিংকটি # দিন পর্যন্ত এবং একবারই কাজ করে।',
        other: 'লিংকটি # দিন পর্যন্ত এবং একবারই কাজ করে।',
      },
      privacyCopySubject: '{site}-এ আপনার তথ্য',
      privacyDeleteSubject: '{site}-এ আপনার তথ্য মুছুন',
      privacyCopyPreheader: 'আপনার তথ্যের একটি কপি ডাউনলোড করার লিংক।',
      privacyDeletePreheader: 'আপনার তথ্য মোছার লিংক।',
      privacyCopyHeading: 'আমাদের কাছে থাকা তথ্যের কপি',
      privacyDeleteHeading: 'আপনার সম্পর্কে আমাদের কাছে থাকা তথ্য মুছুন',
      privacyCopyBody:
        'কেউ (আশা করি আপনি) {site}-এর কাছে এই ঠিকানা সম্পর্কে আমাদের কাছে থাকা সবকিছুর একটি কপি চেয়েছেন। ফাইল হিসেবে ডাউনলোড করতে লিংকটি খুলে বোতাম চাপুন।',
      privacyDeleteBody:
        'কেউ (আশা করি আপনি) {site}-কে এই ঠিকানা সম্পর্কে আমাদের কাছে থাকা সবকিছু মুছে ফেলতে বলেছেন। মুছতে লিংকটি খুলে বোতাম চাপুন; এটি আর ফেরানো যাবে না।',
      privacyIgnore: 'এটি আপনি না হলে এই বার্তাটি উপেক্ষা করুন: বোতাম না চাপলে কিছুই ঘটে না।',
      privacyCopyAction: 'আমার কপি নিন',
      privacyDeleteAction: 'আমার তথ্য মুছুন',
      privacyValidity: {
        plural: 'hours',
        one: 'লিংকটি # ঘণ্টার মধ্যে একবারই কাজ করে।',
        other: 'লিংকটি # ঘণ্টার মধ্যে একবারই কাজ করে।',
      },
      signInSubject: '{code} আপনার {site} সাইন-ইন কোড',
      signInHeading: 'আপনার সাইন-ইন কোড',
      signInIntro: 'সাইন ইন করতে {site} অ্যাপে এই কোডটি লিখুন:',
      signInValidity: { plural: 'minutes', one: 'এটি # মিনিট কাজ করে।', other: 'এটি # মিনিট কাজ করে।' },
      signInIgnore: 'আপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করতে পারেন: কোড ছাড়া কেউ সাইন ইন করতে পারে না।',
      campaignFooter: 'আপনি {site}-এর খবর পেতে সাইন আপ করেছেন বলে এটি পাচ্ছেন।',
      campaignReadPost: '{site}-এ পড়ুন',
    },
    tr: {
      unsubscribe: 'Abonelikten çık',
      confirmSubject: '{site} için e-posta adresinizi onaylayın',
      confirmPreheaderWaitlist: '{site} lansman bekleme listesindeki yerinizi tek tıkla onaylayın.',
      confirmPreheaderNewsletter: '{site} bültenine aboneliğinizi tek tıkla onaylayın.',
      confirmHeading: 'Lütfen e-posta adresinizi onaylayın',
      confirmBodyWaitlist:
        'Birisi (umarız sizsiniz) bu adresle {site} lansman bekleme listesine kaydoldu. Onaylamak için bağlantıyı açın ve “Onayla” düğmesine basın.',
      confirmBodyNewsletter:
        'Birisi (umarız sizsiniz) bu adresle {site} bültenine abone oldu. Onaylamak için bağlantıyı açın ve “Onayla” düğmesine basın.',
      confirmIgnore: {
        plural: 'days',
        one: 'Siz değilseniz bu iletiyi dikkate almayın: onaylanmamış bir kayıt # gün sonra silinir ve size bir daha yazmayız.',
        other:
          'Siz değilseniz bu iletiyi dikkate almayın: onaylanmamış bir kayıt # gün sonra silinir ve size bir daha yazmayız.',
      },
      confirmAction: 'E-postamı onayla',
      confirmValidity: {
        plural: 'days',
        one: 'Bağlantı # gün boyunca ve yalnızca bir kez çalışır.',
        other: 'Bağlantı # gün boyunca ve yalnızca bir kez çalışır.',
      },
      privacyCopySubject: '{site} verileriniz',
      privacyDeleteSubject: '{site} verilerinizi silin',
      privacyCopyPreheader: 'Verilerinizin bir kopyasını indirme bağlantınız.',
      privacyDeletePreheader: 'Verilerinizi silme bağlantınız.',
      privacyCopyHeading: 'Hakkınızda tuttuklarımızın kopyası',
      privacyDeleteHeading: 'Hakkınızda tuttuklarımızı silin',
      privacyCopyBody:
        'Birisi (umarız sizsiniz) {site}’dan bu adres hakkında tuttuğumuz her şeyin bir kopyasını istedi. Dosya olarak indirmek için bağlantıyı açın ve düğmeye basın.',
      privacyDeleteBody:
        'Birisi (umarız sizsiniz) {site}’dan bu adres hakkında tuttuğumuz her şeyi silmesini istedi. Silmek için bağlantıyı açın ve düğmeye basın; bu işlem geri alınamaz.',
      privacyIgnore: 'Siz değilseniz bu iletiyi dikkate almayın: düğmeye basılmadıkça hiçbir şey olmaz.',
      privacyCopyAction: 'Kopyamı al',
      privacyDeleteAction: 'Verilerimi sil',
      privacyValidity: {
        plural: 'hours',
        one: 'Bağlantı # saat içinde yalnızca bir kez çalışır.',
        other: 'Bağlantı # saat içinde yalnızca bir kez çalışır.',
      },
      signInSubject: '{code}, {site} giriş kodunuzdur',
      signInHeading: 'Giriş kodunuz',
      signInIntro: 'Giriş yapmak için bu kodu {site} uygulamasına girin:',
      signInValidity: { plural: 'minutes', one: 'Kod # dakika geçerlidir.', other: 'Kod # dakika geçerlidir.' },
      signInIgnore: 'Bu kodu siz istemediyseniz bu iletiyi dikkate almayabilirsiniz: kod olmadan kimse giriş yapamaz.',
      campaignFooter: 'Bu iletiyi, {site} haberleri için kaydolduğunuz için alıyorsunuz.',
      campaignReadPost: '{site} üzerinde okuyun',
    },
    ms: {
      unsubscribe: 'Berhenti melanggan',
      confirmSubject: 'Sahkan e-mel anda untuk {site}',
      confirmPreheaderWaitlist: 'Satu klik untuk mengesahkan tempat anda dalam senarai menunggu pelancaran {site}.',
      confirmPreheaderNewsletter: 'Satu klik untuk mengesahkan langganan surat berita {site} anda.',
      confirmHeading: 'Sila sahkan alamat e-mel anda',
      confirmBodyWaitlist:
        'Seseorang (kami harap anda) telah mendaftar dalam senarai menunggu pelancaran {site} dengan alamat ini. Buka pautan dan tekan “Sahkan” untuk mengesahkannya.',
      confirmBodyNewsletter:
        'Seseorang (kami harap anda) telah melanggan surat berita {site} dengan alamat ini. Buka pautan dan tekan “Sahkan” untuk mengesahkannya.',
      confirmIgnore: {
        plural: 'days',
        other:
          'Jika itu bukan anda, abaikan mesej ini: pendaftaran yang tidak disahkan akan dipadam selepas # hari dan kami tidak akan menulis lagi.',
      },
      confirmAction: 'Sahkan e-mel saya',
      confirmValidity: { plural: 'days', other: 'Pautan ini berfungsi selama # hari dan sekali sahaja.' },
      privacyCopySubject: 'Data {site} anda',
      privacyDeleteSubject: 'Padam data {site} anda',
      privacyCopyPreheader: 'Pautan anda untuk memuat turun salinan data anda.',
      privacyDeletePreheader: 'Pautan anda untuk memadam data anda.',
      privacyCopyHeading: 'Salinan apa yang kami simpan',
      privacyDeleteHeading: 'Padam apa yang kami simpan tentang anda',
      privacyCopyBody:
        'Seseorang (kami harap anda) telah meminta {site} untuk salinan semua yang kami simpan tentang alamat ini. Buka pautan dan tekan butang untuk memuat turunnya sebagai fail.',
      privacyDeleteBody:
        'Seseorang (kami harap anda) telah meminta {site} untuk memadam semua yang kami simpan tentang alamat ini. Buka pautan dan tekan butang untuk memadamnya; ini tidak boleh dibatalkan.',
      privacyIgnore: 'Jika itu bukan anda, abaikan mesej ini: tiada apa-apa berlaku melainkan butang ditekan.',
      privacyCopyAction: 'Dapatkan salinan saya',
      privacyDeleteAction: 'Padam data saya',
      privacyValidity: { plural: 'hours', other: 'Pautan ini berfungsi sekali, selama # jam.' },
      signInSubject: '{code} ialah kod log masuk {site} anda',
      signInHeading: 'Kod log masuk anda',
      signInIntro: 'Masukkan kod ini dalam aplikasi {site} untuk log masuk:',
      signInValidity: { plural: 'minutes', other: 'Kod ini berfungsi selama # minit.' },
      signInIgnore:
        'Jika anda tidak memintanya, anda boleh abaikan mesej ini: tiada sesiapa boleh log masuk tanpa kod ini.',
      campaignFooter: 'Anda menerima ini kerana anda mendaftar untuk berita daripada {site}.',
      campaignReadPost: 'Baca di {site}',
    },
    fr: {
      unsubscribe: 'Se désabonner',
      confirmSubject: 'Confirmez votre adresse e-mail pour {site}',
      confirmPreheaderWaitlist: 'Un clic pour confirmer votre place sur la liste d’attente du lancement de {site}.',
      confirmPreheaderNewsletter: 'Un clic pour confirmer votre abonnement à la newsletter de {site}.',
      confirmHeading: 'Veuillez confirmer votre adresse e-mail',
      confirmBodyWaitlist:
        'Quelqu’un (vous, nous l’espérons) s’est inscrit sur la liste d’attente du lancement de {site} avec cette adresse. Ouvrez le lien et appuyez sur «\u202fConfirmer\u202f» pour la confirmer.',
      confirmBodyNewsletter:
        'Quelqu’un (vous, nous l’espérons) s’est abonné à la newsletter de {site} avec cette adresse. Ouvrez le lien et appuyez sur «\u202fConfirmer\u202f» pour la confirmer.',
      confirmIgnore: fr(
        'Si ce n’était pas vous, ignorez ce message\u202f: une inscription non confirmée est supprimée au bout de # jour et nous ne vous écrirons plus.',
        'Si ce n’était pas vous, ignorez ce message\u202f: une inscription non confirmée est supprimée au bout de # de jours et nous ne vous écrirons plus.',
        'Si ce n’était pas vous, ignorez ce message\u202f: une inscription non confirmée est supprimée au bout de # jours et nous ne vous écrirons plus.',
        'days',
      ),
      confirmAction: 'Confirmer mon adresse',
      confirmValidity: fr(
        'Le lien fonctionne une seule fois, pendant # jour.',
        'Le lien fonctionne une seule fois, pendant # de jours.',
        'Le lien fonctionne une seule fois, pendant # jours.',
        'days',
      ),
      privacyCopySubject: 'Vos données {site}',
      privacyDeleteSubject: 'Supprimer vos données {site}',
      privacyCopyPreheader: 'Votre lien pour télécharger une copie de vos données.',
      privacyDeletePreheader: 'Votre lien pour supprimer vos données.',
      privacyCopyHeading: 'Votre copie de ce que nous détenons',
      privacyDeleteHeading: 'Supprimer ce que nous détenons sur vous',
      privacyCopyBody:
        'Quelqu’un (vous, nous l’espérons) a demandé à {site} une copie de tout ce que nous détenons sur cette adresse. Ouvrez le lien et appuyez sur le bouton pour la télécharger sous forme de fichier.',
      privacyDeleteBody:
        'Quelqu’un (vous, nous l’espérons) a demandé à {site} de supprimer tout ce que nous détenons sur cette adresse. Ouvrez le lien et appuyez sur le bouton pour le supprimer\u202f; cette action est irréversible.',
      privacyIgnore:
        'Si ce n’était pas vous, ignorez ce message\u202f: rien ne se passe tant que le bouton n’est pas pressé.',
      privacyCopyAction: 'Obtenir ma copie',
      privacyDeleteAction: 'Supprimer mes données',
      privacyValidity: fr(
        'Le lien fonctionne une seule fois, pendant # heure.',
        'Le lien fonctionne une seule fois, pendant # d’heures.',
        'Le lien fonctionne une seule fois, pendant # heures.',
        'hours',
      ),
      signInSubject: '{code} est votre code de connexion {site}',
      signInHeading: 'Votre code de connexion',
      signInIntro: 'Saisissez ce code dans l’application {site} pour vous connecter\u202f:',
      signInValidity: fr(
        'Il est valable # minute.',
        'Il est valable # de minutes.',
        'Il est valable # minutes.',
        'minutes',
      ),
      signInIgnore:
        'Si vous ne l’avez pas demandé, vous pouvez ignorer ce message\u202f: personne ne peut se connecter sans le code.',
      campaignFooter: 'Vous recevez ce message parce que vous vous êtes inscrit pour recevoir les nouvelles de {site}.',
      campaignReadPost: 'À lire sur {site}',
    },
  },
};

/**
 * Whether a native speaker has reviewed a locale's strings. None has yet: a reviewer sets theirs to
 * true after reading every message above as it arrives (the Translations tab's Reviewed mark does
 * the same for a staff edit).
 */
export const EMAILS_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};
