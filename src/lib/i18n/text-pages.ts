// Strings around the texts of /support, /privacy and /terms (decision 0045): headings,
// contact box, links, the "last updated" line and the notice that a legal text is a translation
// of the English original, which prevails. The texts themselves are Markdown/JSON per locale in
// src/content/{support,legal}/<locale>/. Written by the team; not yet reviewed by native speakers.
import { translate, type Catalogue, type Message, type Values } from './format.ts';
import type { LocaleCode } from './locales.ts';

const en = {
  supportTitle: 'Support — {name}',
  supportDescription:
    'Answers to common questions about Thawab: deeds, XP and streaks, circles, subscriptions and your data. Contact our team by email.',
  backHome: 'Back to home',
  faqHeading: 'Frequently asked questions',
  contactHeading: 'Still need help?',
  contactText: 'Write to us and a member of the team will reply, usually within two working days.',
  contactButton: 'Email {email}',
  privacyLine: 'Read how we handle your data in our <a>Privacy Policy</a>.',
  privacyDescription:
    'How Thawab collects, uses and protects your information, how long we keep it and the rights you have.',
  termsDescription:
    'The terms for using Thawab: accounts, subscriptions through in-app purchase, termination, liability and how to contact us.',
  backSupport: 'Back to Support',
  lastUpdated: 'Last updated {date}',
  translationNotice:
    'This is a translation of the English original. If the two differ, the <a>English version</a> prevails.',
} satisfies Record<string, Message>;

export type TextPageKey = keyof typeof en;

export const TEXT_PAGES: Catalogue<TextPageKey> = {
  en,
  others: {
    ar: {
      supportTitle: 'الدعم — {name}',
      supportDescription:
        'إجابات عن الأسئلة الشائعة حول \u2068Thawab\u2069: الأعمال، ونقاط الخبرة وسلاسل الأيام، والحلقات، والاشتراكات، وبياناتك. راسل فريقنا عبر البريد الإلكتروني.',
      backHome: 'العودة إلى الصفحة الرئيسية',
      faqHeading: 'الأسئلة الشائعة',
      contactHeading: 'ما زلت تحتاج إلى مساعدة؟',
      contactText: 'راسلنا وسيردّ عليك أحد أعضاء الفريق، عادةً خلال يومَي عمل.',
      contactButton: 'راسل {email}',
      privacyLine: 'اقرأ كيف نتعامل مع بياناتك في <a>سياسة الخصوصية</a>.',
      privacyDescription: 'كيف يجمع \u2068Thawab\u2069 معلوماتك ويستخدمها ويحميها، ومدة احتفاظنا بها، والحقوق التي لك.',
      termsDescription:
        'شروط استخدام \u2068Thawab\u2069: الحسابات، والاشتراكات عبر الشراء داخل التطبيق، والإنهاء، والمسؤولية، وكيفية التواصل معنا.',
      backSupport: 'العودة إلى الدعم',
      lastUpdated: 'آخر تحديث: {date}',
      translationNotice: 'هذه ترجمة للنص الإنجليزي الأصلي. إذا اختلف النصّان، فالمعتمد هو <a>النص الإنجليزي</a>.',
    },
    ur: {
      supportTitle: 'مدد — {name}',
      supportDescription:
        '\u2068Thawab\u2069 کے بارے میں عام سوالوں کے جواب: اعمال، \u2068XP\u2069 اور سلسلے، حلقے، سبسکرپشن اور آپ کا ڈیٹا۔ ای میل کے ذریعے ہماری ٹیم سے رابطہ کریں۔',
      backHome: 'ہوم پیج پر واپس',
      faqHeading: 'اکثر پوچھے جانے والے سوالات',
      contactHeading: 'ابھی بھی مدد چاہیے؟',
      contactText: 'ہمیں لکھیں، ٹیم کا کوئی رکن عموماً دو کاروباری دنوں میں جواب دے گا۔',
      contactButton: '{email} پر ای میل کریں',
      privacyLine: 'ہم آپ کا ڈیٹا کیسے سنبھالتے ہیں، یہ ہماری <a>پرائیویسی پالیسی</a> میں پڑھیں۔',
      privacyDescription:
        '\u2068Thawab\u2069 آپ کی معلومات کیسے جمع کرتا، استعمال کرتا اور محفوظ رکھتا ہے، ہم انہیں کب تک رکھتے ہیں اور آپ کے کیا حقوق ہیں۔',
      termsDescription:
        '\u2068Thawab\u2069 استعمال کرنے کی شرائط: اکاؤنٹ، ایپ کے اندر خریداری سے سبسکرپشن، خاتمہ، ذمہ داری اور ہم سے رابطے کا طریقہ۔',
      backSupport: 'مدد کے صفحے پر واپس',
      lastUpdated: 'آخری تازہ کاری: {date}',
      translationNotice: 'یہ انگریزی اصل متن کا ترجمہ ہے۔ دونوں میں فرق ہو تو <a>انگریزی متن</a> ہی معتبر ہے۔',
    },
    id: {
      supportTitle: 'Bantuan — {name}',
      supportDescription:
        'Jawaban atas pertanyaan umum tentang Thawab: amal, XP dan runtutan, lingkaran, langganan, dan datamu. Hubungi tim kami lewat email.',
      backHome: 'Kembali ke beranda',
      faqHeading: 'Pertanyaan yang sering diajukan',
      contactHeading: 'Masih butuh bantuan?',
      contactText: 'Kirimi kami pesan dan anggota tim akan membalas, biasanya dalam dua hari kerja.',
      contactButton: 'Email {email}',
      privacyLine: 'Baca cara kami menangani datamu di <a>Kebijakan Privasi</a> kami.',
      privacyDescription:
        'Cara Thawab mengumpulkan, menggunakan, dan melindungi informasimu, berapa lama kami menyimpannya, dan hak-hakmu.',
      termsDescription:
        'Ketentuan penggunaan Thawab: akun, langganan melalui pembelian dalam aplikasi, pengakhiran, tanggung jawab, dan cara menghubungi kami.',
      backSupport: 'Kembali ke Bantuan',
      lastUpdated: 'Terakhir diperbarui {date}',
      translationNotice:
        'Ini adalah terjemahan dari naskah asli berbahasa Inggris. Jika keduanya berbeda, yang berlaku adalah <a>versi bahasa Inggris</a>.',
    },
    bn: {
      supportTitle: 'সহায়তা — {name}',
      supportDescription:
        'Thawab সম্পর্কে সাধারণ প্রশ্নের উত্তর: আমল, XP ও ধারাবাহিকতা, সার্কেল, সাবস্ক্রিপশন এবং আপনার ডেটা। ইমেইলে আমাদের দলের সাথে যোগাযোগ করুন।',
      backHome: 'হোমপেজে ফিরুন',
      faqHeading: 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
      contactHeading: 'আরও সাহায্য লাগবে?',
      contactText: 'আমাদের লিখুন, দলের একজন সদস্য সাধারণত দুই কর্মদিবসের মধ্যে উত্তর দেবেন।',
      contactButton: '{email}-এ ইমেইল করুন',
      privacyLine: 'আমরা আপনার ডেটা কীভাবে সামলাই তা আমাদের <a>গোপনীয়তা নীতিতে</a> পড়ুন।',
      privacyDescription: 'Thawab কীভাবে আপনার তথ্য সংগ্রহ, ব্যবহার ও সুরক্ষা করে, কত দিন রাখে এবং আপনার কী কী অধিকার আছে।',
      termsDescription:
        'Thawab ব্যবহারের শর্তাবলি: অ্যাকাউন্ট, অ্যাপের ভেতরে কেনাকাটার মাধ্যমে সাবস্ক্রিপশন, সমাপ্তি, দায় এবং আমাদের সাথে যোগাযোগের উপায়।',
      backSupport: 'সহায়তায় ফিরুন',
      lastUpdated: 'সর্বশেষ হালনাগাদ: {date}',
      translationNotice: 'এটি ইংরেজি মূল পাঠের অনুবাদ। দুটির মধ্যে পার্থক্য থাকলে <a>ইংরেজি সংস্করণই</a> প্রাধান্য পাবে।',
    },
    tr: {
      supportTitle: 'Destek — {name}',
      supportDescription:
        'Thawab hakkında sık sorulan sorulara yanıtlar: iyilikler, XP ve seriler, halkalar, abonelikler ve verileriniz. Ekibimize e-postayla ulaşın.',
      backHome: 'Ana sayfaya dön',
      faqHeading: 'Sık sorulan sorular',
      contactHeading: 'Hâlâ yardıma mı ihtiyacınız var?',
      contactText: 'Bize yazın; ekibimizden biri genellikle iki iş günü içinde yanıt verir.',
      contactButton: '{email} adresine yazın',
      privacyLine: 'Verilerinizi nasıl işlediğimizi <a>Gizlilik Politikamızda</a> okuyun.',
      privacyDescription:
        'Thawab’ın bilgilerinizi nasıl topladığı, kullandığı ve koruduğu, ne kadar sakladığımız ve haklarınız.',
      termsDescription:
        'Thawab’ın kullanım koşulları: hesaplar, uygulama içi satın alma ile abonelikler, fesih, sorumluluk ve bize nasıl ulaşacağınız.',
      backSupport: 'Desteğe dön',
      lastUpdated: 'Son güncelleme: {date}',
      translationNotice:
        'Bu metin İngilizce aslının çevirisidir. İkisi arasında fark olursa <a>İngilizce metin</a> geçerlidir.',
    },
    ms: {
      supportTitle: 'Sokongan — {name}',
      supportDescription:
        'Jawapan kepada soalan lazim tentang Thawab: amalan, XP dan rentetan, bulatan, langganan dan data anda. Hubungi pasukan kami melalui e-mel.',
      backHome: 'Kembali ke laman utama',
      faqHeading: 'Soalan lazim',
      contactHeading: 'Masih perlukan bantuan?',
      contactText: 'Tulis kepada kami dan ahli pasukan akan membalas, biasanya dalam dua hari bekerja.',
      contactButton: 'E-mel {email}',
      privacyLine: 'Baca cara kami mengendalikan data anda dalam <a>Dasar Privasi</a> kami.',
      privacyDescription:
        'Cara Thawab mengumpul, menggunakan dan melindungi maklumat anda, berapa lama kami menyimpannya dan hak-hak anda.',
      termsDescription:
        'Terma penggunaan Thawab: akaun, langganan melalui pembelian dalam aplikasi, penamatan, liabiliti dan cara menghubungi kami.',
      backSupport: 'Kembali ke Sokongan',
      lastUpdated: 'Kemas kini terakhir {date}',
      translationNotice:
        'Ini ialah terjemahan daripada teks asal bahasa Inggeris. Jika kedua-duanya berbeza, <a>versi bahasa Inggeris</a> yang terpakai.',
    },
    fr: {
      supportTitle: 'Aide — {name}',
      supportDescription:
        'Réponses aux questions fréquentes sur Thawab : actions, XP et séries, cercles, abonnements et vos données. Écrivez à notre équipe.',
      backHome: 'Retour à l’accueil',
      faqHeading: 'Questions fréquentes',
      contactHeading: 'Besoin d’aide ?',
      contactText: 'Écrivez-nous : un membre de l’équipe vous répondra, en général sous deux jours ouvrés.',
      contactButton: 'Écrire à {email}',
      privacyLine: 'Découvrez comment nous traitons vos données dans notre <a>politique de confidentialité</a>.',
      privacyDescription:
        'Comment Thawab collecte, utilise et protège vos informations, combien de temps nous les gardons et quels sont vos droits.',
      termsDescription:
        'Les conditions d’utilisation de Thawab : comptes, abonnements par achat intégré, résiliation, responsabilité et comment nous contacter.',
      backSupport: 'Retour à l’aide',
      lastUpdated: 'Dernière mise à jour : {date}',
      translationNotice:
        'Ceci est une traduction de l’original anglais. En cas de différence, la <a>version anglaise</a> fait foi.',
    },
  },
};

/** Whether a native speaker has reviewed a locale's strings and texts of these pages (none has yet). */
export const TEXT_PAGES_REVIEWED: Record<LocaleCode, boolean> = {
  en: true,
  ar: false,
  ur: false,
  id: false,
  bn: false,
  tr: false,
  ms: false,
  fr: false,
};

export function textPage(locale: LocaleCode, key: TextPageKey, values?: Values): string {
  return translate(TEXT_PAGES, locale, key, values);
}

/** A message with one `<a>…</a>` split around it, so a template can put the link where the language does. */
export function linkParts(text: string): { before: string; link: string; after: string } {
  const match = /^(.*?)<a>(.*?)<\/a>(.*)$/s.exec(text);
  if (!match) throw new Error(`message has no <a>…</a>: ${text}`);
  return { before: match[1]!, link: match[2]!, after: match[3]! };
}
