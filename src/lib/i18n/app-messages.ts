// Every sentence the app API says to a user (decision 0056): the encouragement after a completed
// deed, the unmark line, a new badge, a level reached and the errors a user meets on their day.
// English is the source; the other locales were written by the team and not yet read by native
// speakers (APP_MESSAGES_REVIEWED). The server answers in the user's language, English where a
// text is missing, and says which (`messageLocale`).
//
// Values: {name} a badge's name, {level} a level's name, {deed} a deed's name (all already in the
// user's language), {date}/{today} YYYY-MM-DD dates, {timeZone} an IANA name, {graceTime} "03:00".
import { hasTranslation, translate, type Catalogue, type Message, type Values } from './format.ts';
import type { LocaleCode } from './locales.ts';

const en = {
  encouragement1: 'MashaAllah, keep going!',
  encouragement2: 'Every good deed counts. Well done!',
  encouragement3: 'May Allah accept it from you.',
  encouragement4: 'Small deeds, done steadily, are the most beloved.',
  encouragement5: 'Another step closer to Allah. Keep it up!',
  encouragement6: 'Your consistency is beautiful. Alhamdulillah!',
  encouragement7: 'Barakah is in the little things. Great job!',
  encouragement8: 'You are building a habit that lasts. Well done!',
  deedUnmarked: 'Deed unmarked. You can always complete it later.',
  newBadge: 'New badge: {name}!',
  levelReached: 'You reached {level}!',
  deedNotFound: 'No such deed: it does not exist or was deactivated',
  notYourDeed: '“{deed}” is not one of your deeds on {date}',
  dateFuture: '{date} is in the future in your time zone ({timeZone}; today is {today})',
  dateGracePassed: 'Deeds of {date} could be logged until {graceTime} of {today} ({timeZone}); it is past that now',
  dateTooOld:
    "Only today's deeds (and yesterday's until {graceTime}) can be changed; {date} is too long ago ({timeZone}; today is {today})",
  dateZoneCap:
    '{date} has not begun yet in your previous time zone ({previousTimeZone}; it is {latest} there): within {hours} hours of changing your time zone, deeds can be logged up to that date',
  badgeNotHeld: 'You have not earned this badge',
} satisfies Record<string, Message>;

export type AppMessageKey = keyof typeof en;

/** The eight encouragement lines, in order (the spec names eight without their text; decision 0039). */
export const ENCOURAGEMENT_KEYS = [
  'encouragement1',
  'encouragement2',
  'encouragement3',
  'encouragement4',
  'encouragement5',
  'encouragement6',
  'encouragement7',
  'encouragement8',
] as const satisfies readonly AppMessageKey[];

/** The catalogue as written in this file. */
export const APP_MESSAGES_FILE: Catalogue<AppMessageKey> = {
  en,
  others: {
    ar: {
      encouragement1: 'ما شاء الله، واصل!',
      encouragement2: 'كل عمل صالح له أثره. أحسنت!',
      encouragement3: 'تقبّل الله منك.',
      encouragement4: 'الأعمال الصغيرة الدائمة هي الأحبّ.',
      encouragement5: 'خطوة أخرى تقرّبك إلى الله. واصل!',
      encouragement6: 'ثباتك جميل. الحمد لله!',
      encouragement7: 'البركة في الأشياء الصغيرة. عمل رائع!',
      encouragement8: 'أنت تبني عادة تدوم. أحسنت!',
      deedUnmarked: 'أُلغي إتمام العمل. يمكنك دائمًا إتمامه لاحقًا.',
      newBadge: 'وسام جديد: {name}!',
      levelReached: 'بلغتَ مستوى {level}!',
      deedNotFound: 'لا يوجد هذا العمل: إما أنه غير موجود أو أُوقف',
      notYourDeed: '«{deed}» ليس من أعمالك في {date}',
      dateFuture: '{date} في المستقبل حسب منطقتك الزمنية ({timeZone}؛ اليوم هو {today})',
      dateGracePassed:
        'كان يمكن تسجيل أعمال {date} حتى الساعة {graceTime} من يوم {today} ({timeZone})؛ وقد فات ذلك الآن',
      dateTooOld:
        'لا يمكن تغيير إلا أعمال اليوم (وأعمال الأمس حتى الساعة {graceTime})؛ {date} مضى عليه وقت طويل ({timeZone}؛ اليوم هو {today})',
      dateZoneCap:
        'لم يبدأ {date} بعد في منطقتك الزمنية السابقة ({previousTimeZone}؛ التاريخ هناك {latest}): خلال {hours} ساعة من تغيير منطقتك الزمنية تُسجَّل الأعمال حتى ذلك التاريخ فقط',
      badgeNotHeld: 'لم تحصل على هذا الوسام',
    },
    ur: {
      encouragement1: 'ماشاءاللہ، جاری رکھیں!',
      encouragement2: 'ہر نیک عمل کی قدر ہے۔ بہت خوب!',
      encouragement3: 'اللہ آپ سے قبول فرمائے۔',
      encouragement4: 'چھوٹے اعمال جو پابندی سے ہوں، سب سے زیادہ پسندیدہ ہیں۔',
      encouragement5: 'اللہ کے قریب ایک اور قدم۔ جاری رکھیں!',
      encouragement6: 'آپ کی پابندی خوبصورت ہے۔ الحمدللہ!',
      encouragement7: 'برکت چھوٹی چیزوں میں ہے۔ بہت اچھا!',
      encouragement8: 'آپ ایک دیرپا عادت بنا رہے ہیں۔ بہت خوب!',
      deedUnmarked: 'عمل کا نشان ہٹا دیا گیا۔ آپ اسے بعد میں کبھی بھی مکمل کر سکتے ہیں۔',
      newBadge: 'نیا بیج: {name}!',
      levelReached: 'آپ {level} کے درجے پر پہنچ گئے!',
      deedNotFound: 'ایسا کوئی عمل نہیں: یہ موجود نہیں یا غیر فعال کر دیا گیا ہے',
      notYourDeed: '“{deed}” {date} کو آپ کے اعمال میں شامل نہیں',
      dateFuture: 'آپ کے ٹائم زون ({timeZone}) میں {date} ابھی آئندہ ہے؛ آج {today} ہے',
      dateGracePassed:
        '{date} کے اعمال {today} کو {graceTime} تک درج کیے جا سکتے تھے ({timeZone})؛ اب وہ وقت گزر چکا ہے',
      dateTooOld:
        'صرف آج کے اعمال (اور کل کے، {graceTime} تک) بدلے جا سکتے ہیں؛ {date} بہت پہلے کی تاریخ ہے ({timeZone}؛ آج {today} ہے)',
      dateZoneCap:
        'آپ کے پچھلے ٹائم زون ({previousTimeZone}) میں {date} ابھی شروع نہیں ہوا؛ وہاں {latest} ہے۔ ٹائم زون بدلنے کے {hours} گھنٹے تک اعمال صرف اسی تاریخ تک درج ہو سکتے ہیں',
      badgeNotHeld: 'آپ نے یہ بیج حاصل نہیں کیا',
    },
    id: {
      encouragement1: 'MasyaAllah, teruskan!',
      encouragement2: 'Setiap amal baik berarti. Bagus sekali!',
      encouragement3: 'Semoga Allah menerimanya darimu.',
      encouragement4: 'Amal kecil yang dilakukan terus-menerus adalah yang paling dicintai.',
      encouragement5: 'Satu langkah lagi lebih dekat kepada Allah. Pertahankan!',
      encouragement6: 'Konsistensimu indah. Alhamdulillah!',
      encouragement7: 'Barakah ada dalam hal-hal kecil. Kerja bagus!',
      encouragement8: 'Kamu sedang membangun kebiasaan yang bertahan lama. Bagus sekali!',
      deedUnmarked: 'Tanda amal dihapus. Kamu selalu bisa menyelesaikannya nanti.',
      newBadge: 'Lencana baru: {name}!',
      levelReached: 'Kamu mencapai tingkat {level}!',
      deedNotFound: 'Amal ini tidak ada: tidak ditemukan atau sudah dinonaktifkan',
      notYourDeed: '“{deed}” bukan salah satu amalmu pada {date}',
      dateFuture: '{date} masih di masa depan di zona waktumu ({timeZone}; hari ini {today})',
      dateGracePassed:
        'Amal tanggal {date} bisa dicatat sampai pukul {graceTime} tanggal {today} ({timeZone}); waktunya sudah lewat',
      dateTooOld:
        'Hanya amal hari ini (dan kemarin sampai pukul {graceTime}) yang bisa diubah; {date} sudah terlalu lama ({timeZone}; hari ini {today})',
      dateZoneCap:
        '{date} belum dimulai di zona waktumu sebelumnya ({previousTimeZone}; di sana masih {latest}): dalam {hours} jam setelah mengganti zona waktu, amal hanya bisa dicatat sampai tanggal itu',
      badgeNotHeld: 'Kamu belum mendapatkan lencana ini',
    },
    bn: {
      encouragement1: 'মাশাআল্লাহ, চালিয়ে যান!',
      encouragement2: 'প্রতিটি নেক আমলের মূল্য আছে। দারুণ!',
      encouragement3: 'আল্লাহ আপনার কাছ থেকে তা কবুল করুন।',
      encouragement4: 'নিয়মিত করা ছোট আমলই সবচেয়ে প্রিয়।',
      encouragement5: 'আল্লাহর আরও এক ধাপ কাছে। চালিয়ে যান!',
      encouragement6: 'আপনার ধারাবাহিকতা সুন্দর। আলহামদুলিল্লাহ!',
      encouragement7: 'বারাকাহ ছোট ছোট জিনিসে। চমৎকার!',
      encouragement8: 'আপনি একটি স্থায়ী অভ্যাস গড়ে তুলছেন। দারুণ!',
      deedUnmarked: 'আমলের চিহ্ন সরানো হয়েছে। আপনি পরে যেকোনো সময় এটি সম্পন্ন করতে পারেন।',
      newBadge: 'নতুন ব্যাজ: {name}!',
      levelReached: 'আপনি {level} স্তরে পৌঁছেছেন!',
      deedNotFound: 'এমন কোনো আমল নেই: এটি নেই বা নিষ্ক্রিয় করা হয়েছে',
      notYourDeed: '“{deed}” {date} তারিখে আপনার আমলের মধ্যে নেই',
      dateFuture: 'আপনার সময় অঞ্চলে ({timeZone}) {date} এখনও ভবিষ্যতে; আজ {today}',
      dateGracePassed:
        '{date} তারিখের আমল {today} তারিখের {graceTime} পর্যন্ত লেখা যেত ({timeZone}); সেই সময় পেরিয়ে গেছে',
      dateTooOld: 'শুধু আজকের আমল (এবং গতকালের, {graceTime} পর্যন্ত) বদলানো যায়; {date} অনেক আগের ({timeZone}; আজ {today})',
      dateZoneCap:
        'আপনার আগের সময় অঞ্চলে ({previousTimeZone}) {date} এখনও শুরু হয়নি; সেখানে এখন {latest}। সময় অঞ্চল বদলানোর {hours} ঘণ্টার মধ্যে শুধু ওই তারিখ পর্যন্ত আমল লেখা যায়',
      badgeNotHeld: 'আপনি এই ব্যাজ অর্জন করেননি',
    },
    tr: {
      encouragement1: 'Maşallah, devam et!',
      encouragement2: 'Her iyilik değerlidir. Aferin!',
      encouragement3: 'Allah kabul etsin.',
      encouragement4: 'Az da olsa devamlı yapılan ameller en sevimli olanlardır.',
      encouragement5: 'Allah’a bir adım daha yakın. Böyle devam!',
      encouragement6: 'İstikrarın çok güzel. Elhamdülillah!',
      encouragement7: 'Bereket küçük şeylerdedir. Harika!',
      encouragement8: 'Kalıcı bir alışkanlık ediniyorsun. Aferin!',
      deedUnmarked: 'İyiliğin işareti kaldırıldı. Onu istediğin zaman daha sonra tamamlayabilirsin.',
      newBadge: 'Yeni rozet: {name}!',
      levelReached: '{level} seviyesine ulaştın!',
      deedNotFound: 'Böyle bir iyilik yok: mevcut değil ya da devre dışı bırakıldı',
      notYourDeed: '“{deed}”, {date} tarihinde iyiliklerinden biri değil',
      dateFuture: '{date}, saat diliminde ({timeZone}) henüz gelecekte; bugün {today}',
      dateGracePassed:
        '{date} tarihli iyilikler {today} günü saat {graceTime}’e kadar kaydedilebilirdi ({timeZone}); o saat geçti',
      dateTooOld:
        'Yalnızca bugünün iyilikleri (ve dünün, saat {graceTime}’e kadar) değiştirilebilir; {date} çok eskide kaldı ({timeZone}; bugün {today})',
      dateZoneCap:
        '{date}, önceki saat diliminde ({previousTimeZone}) henüz başlamadı; orada tarih {latest}. Saat dilimini değiştirdikten sonraki {hours} saat içinde ameller yalnızca o tarihe kadar kaydedilebilir',
      badgeNotHeld: 'Bu rozeti kazanmadın',
    },
    ms: {
      encouragement1: 'MasyaAllah, teruskan!',
      encouragement2: 'Setiap amalan baik ada nilainya. Syabas!',
      encouragement3: 'Semoga Allah menerimanya daripada anda.',
      encouragement4: 'Amalan kecil yang dibuat secara berterusan adalah yang paling disukai.',
      encouragement5: 'Selangkah lagi lebih dekat kepada Allah. Teruskan!',
      encouragement6: 'Konsistensi anda sungguh indah. Alhamdulillah!',
      encouragement7: 'Barakah ada pada perkara kecil. Bagus sekali!',
      encouragement8: 'Anda sedang membina tabiat yang kekal. Syabas!',
      deedUnmarked: 'Tanda amalan dibuang. Anda sentiasa boleh melengkapkannya kemudian.',
      newBadge: 'Lencana baharu: {name}!',
      levelReached: 'Anda mencapai tahap {level}!',
      deedNotFound: 'Tiada amalan sedemikian: ia tidak wujud atau telah dinyahaktifkan',
      notYourDeed: '“{deed}” bukan salah satu amalan anda pada {date}',
      dateFuture: '{date} masih pada masa hadapan dalam zon waktu anda ({timeZone}; hari ini {today})',
      dateGracePassed:
        'Amalan {date} boleh direkod sehingga pukul {graceTime} pada {today} ({timeZone}); masa itu sudah berlalu',
      dateTooOld:
        'Hanya amalan hari ini (dan semalam sehingga pukul {graceTime}) boleh diubah; {date} sudah terlalu lama ({timeZone}; hari ini {today})',
      dateZoneCap:
        '{date} belum bermula dalam zon waktu anda sebelum ini ({previousTimeZone}; di sana masih {latest}): dalam {hours} jam selepas menukar zon waktu, amalan hanya boleh direkod sehingga tarikh itu',
      badgeNotHeld: 'Anda belum memperoleh lencana ini',
    },
    fr: {
      encouragement1: 'MashaAllah, continuez\u202f!',
      encouragement2: 'Chaque bonne action compte. Bravo\u202f!',
      encouragement3: 'Qu’Allah l’accepte de vous.',
      encouragement4: 'Les petites actions, faites avec constance, sont les plus aimées.',
      encouragement5: 'Un pas de plus vers Allah. Continuez ainsi\u202f!',
      encouragement6: 'Votre constance est belle. Alhamdulillah\u202f!',
      encouragement7: 'La barakah est dans les petites choses. Bravo\u202f!',
      encouragement8: 'Vous construisez une habitude qui dure. Bravo\u202f!',
      deedUnmarked: 'Action décochée. Vous pourrez toujours l’accomplir plus tard.',
      newBadge: 'Nouveau badge\u202f: {name}\u202f!',
      levelReached: 'Vous avez atteint le niveau {level}\u202f!',
      deedNotFound: 'Action introuvable\u202f: elle n’existe pas ou a été désactivée',
      notYourDeed: '«\u202f{deed}\u202f» ne fait pas partie de vos actions du {date}',
      dateFuture: 'Le {date} est dans le futur dans votre fuseau horaire ({timeZone}\u202f; nous sommes le {today})',
      dateGracePassed:
        'Les actions du {date} pouvaient être notées jusqu’à {graceTime} le {today} ({timeZone})\u202f; cette heure est passée',
      dateTooOld:
        'Seules les actions d’aujourd’hui (et celles d’hier jusqu’à {graceTime}) peuvent être modifiées\u202f; le {date} est trop ancien ({timeZone}\u202f; nous sommes le {today})',
      dateZoneCap:
        'Le {date} n’a pas encore commencé dans votre fuseau horaire précédent ({previousTimeZone}\u202f; on y est le {latest})\u202f: dans les {hours} heures qui suivent un changement de fuseau, les actions ne peuvent être notées que jusqu’à cette date',
      badgeNotHeld: 'Vous n’avez pas obtenu ce badge',
    },
  },
};

/**
 * What the app API says: the file's strings until the server installs the staff's published edits
 * over them (src/server/app/app-messages.ts, decision 0047 amended 2026-11-28).
 */
export const APP_MESSAGES: Catalogue<AppMessageKey> = { en, others: APP_MESSAGES_FILE.others };

/**
 * Whether a native speaker has reviewed a locale's strings. None has yet: a reviewer sets theirs to
 * true after reading every message above (the Translations tab's Reviewed mark does the same for a
 * staff edit).
 */
export const APP_MESSAGES_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};

/** `key` in the user's language, English where the locale has no text for it. */
export function appText(locale: LocaleCode, key: AppMessageKey, values: Values = {}): string {
  return translate(APP_MESSAGES, locale, key, values);
}

/** The language `key` is answered in for `locale`: the locale's, or 'en' where its text is missing. */
export function appTextLocale(locale: LocaleCode, key: AppMessageKey): LocaleCode {
  return hasTranslation(APP_MESSAGES, locale, key) ? locale : 'en';
}
