// Strings of the two quiz islands and their pages (/, /test, /spiritual-quiz), decision 0046. The
// page resolves ONE locale's strings at build time (quizText) and hands them to the island as a
// prop, so the browser never receives the other locales. English is the source; the other locales
// were written by the team (the i18nquiz helper), not reviewed by a native speaker yet (REVIEWED).
// The product spec's English messages (toasts, validation) stay as they are: MESSAGES maps each
// exact English text to the locale's, and the islands show the mapped text.
import { translate, type Catalogue, type Message } from './format.ts';
import { DEFAULT_LOCALE, intlTag, type LocaleCode } from './locales.ts';
import { localePath } from './pages.ts';
import { PAGES } from '../public-routes.ts';
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS } from '../quiz/levels.ts';

const en = {
  selfHeading: 'Spiritual self-assessment',
  selfIntro:
    'Seven honest questions about your prayer, Quran, remembrance and character. There are no wrong answers: choose what is true for you today, and see your spiritual level, your score out of 7 and how you compare with others who took the quiz.',
  selfDescription: 'Seven honest questions about prayer, Quran, dhikr and character. Find your spiritual level in about two minutes.',
  knowledgeHeading: 'How well do you know your deen?',
  knowledgeIntro:
    'Ten questions on the Quran, the life of the Prophet ﷺ, prayer and everyday Islamic practice, drawn fresh for you. Easy questions are worth 1 point, harder ones 3 or 5, and your score is shown out of 50. Every answer comes from a Quran verse or an authentic hadith.',
  knowledgeTitle: 'Spiritual knowledge quiz',
  knowledgeDescription:
    'Ten questions on the Quran, the Prophet ﷺ, prayer and Islamic practice. See your level out of 50, share your result card and join the Thawab waitlist.',
  preparing: 'Preparing your questions...',
  gateHeading: 'Discover your spiritual level',
  gateIntro: "{count} honest questions, about {minutes} minutes. We'll email you when the app launches.",
  emailAddress: 'Email address',
  starting: 'Starting…',
  start: 'Start the free quiz',
  visitors: { plural: 'count', one: '# person has discovered their spiritual level', other: '# people have discovered their spiritual level' },
  selfCount: '{n} of {total}',
  progress: 'Quiz progress',
  answered: '{n} of {total} answered',
  answers: 'Answers',
  yourLevel: 'Your spiritual level',
  score: 'Score',
  percentile: 'Percentile',
  outOf: '{n} out of {total}',
  percentileValue: '{ord} percentile',
  consistency: 'You answered with more consistency than {percent}% of people who took this quiz.',
  onWaitlist: "You're on the waitlist ✓",
  joinWaitlist: 'Join the waitlist',
  shareResult: 'Share my result',
  copyLink: 'Copy link',
  invitesSelf: 'Friends who joined through your link: {invites} (+{xp} XP). Each friend who joins earns you +{per} XP.',
  invites: 'Friends who joined through your link: {invites} (+{xp} XP).',
  takeAgain: 'Take the quiz again',
  selfShareText: "I'm a {emoji} {level} on the Thawab spiritual quiz: {n} out of 7, {ord} percentile. Discover yours:",
  shareTitle: 'My Thawab spiritual level',
  copyResult: 'Copy your result',
  copyThisLink: 'Copy this link',
  copyThisLinkUrl: 'Copy this link: {url}',
  close: 'Close',
  promptTitle: 'Enjoying the quiz? 🤲',
  promptText: 'Invite a friend to discover their spiritual level too.',
  promptWithCode: 'Every friend who joins the waitlist through your link earns you +{xp} XP.',
  promptWithoutCode: 'Join the waitlist to get your own link: every friend who joins through it earns you +{xp} XP.',
  inviteFriend: 'Invite a friend',
  solo: "I'll finish solo for now",
  continuing: 'Continuing in {s} s',
  quizShareTitle: 'Thawab spiritual quiz',
  quizShareText: 'Discover your spiritual level in 2 minutes 🌱',
  preparingKnowledge: 'Preparing your spiritual assessment...',
  calculating: 'Calculating your result...',
  knowledgeCount: 'Question {n} of {total}',
  joinInstead: 'Join the waitlist instead',
  yourResult: 'Your result',
  outOf50: 'out of 50',
  correct: '{correct} of {total} answers correct.',
  cardBrand: 'Thawab · Spiritual Quiz',
  cardWithCode: '🎁 Each friend who joins through my link earns +{xp} XP',
  cardWithoutCode: '🌱 Take the quiz and discover yours',
  preparingImage: 'Preparing image…',
  downloadImage: 'Download image',
  knowledgeShareText: "I'm a {emoji} {level} ({score}/50) on the Thawab spiritual quiz. Take it and see yours:",
  waitlistIntro: 'Be the first to know when the app launches. Give us an email or a phone number.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  joining: 'Joining…',
  joinedShort: 'Joined ✓',
  joinButton: 'Join Waitlist',
  backToQuiz: 'Back to the quiz',
  offline: "We couldn't load the questions. Check your connection and try again.",
  outdated: 'This quiz has just been updated. Reload the page to get the new questions.',
  reload: 'Reload the page',
  tryAgain: 'Try again',
  notifications: 'Notifications (F8)',
  dismiss: 'Dismiss notification',
} satisfies Record<string, Message>;

export type QuizKey = keyof typeof en;

const ar: Record<QuizKey, Message> = {
  selfHeading: 'التقييم الروحي الذاتي',
  selfIntro:
    'سبعة أسئلة صادقة عن صلاتك والقرآن والذكر والأخلاق. لا توجد إجابات خاطئة: اختر ما يصدق عليك اليوم، واعرف مستواك الروحي ونتيجتك من ٧ ومكانك بين من أجابوا قبلك.',
  selfDescription: 'سبعة أسئلة صادقة عن الصلاة والقرآن والذكر والأخلاق. اعرف مستواك الروحي في دقيقتين تقريبًا.',
  knowledgeHeading: 'ما مدى معرفتك بدينك؟',
  knowledgeIntro:
    'عشرة أسئلة عن القرآن وسيرة النبي ﷺ والصلاة وأمور الحياة الإسلامية اليومية، تُختار لك من جديد. السؤال السهل بنقطة واحدة، والأصعب بثلاث أو خمس، وتظهر نتيجتك من ٥٠. كل إجابة مأخوذة من آية قرآنية أو حديث صحيح.',
  knowledgeTitle: 'اختبار المعرفة الروحية',
  knowledgeDescription: 'عشرة أسئلة عن القرآن والنبي ﷺ والصلاة والممارسة الإسلامية. اعرف مستواك من ٥٠، وشارك بطاقة نتيجتك، وانضم إلى قائمة انتظار ثواب.',
  preparing: 'نُحضّر أسئلتك...',
  gateHeading: 'اكتشف مستواك الروحي',
  gateIntro: '{count} أسئلة صادقة، في دقيقتين تقريبًا. سنراسلك عند إطلاق التطبيق.',
  emailAddress: 'البريد الإلكتروني',
  starting: 'جارٍ البدء…',
  start: 'ابدأ الاختبار المجاني',
  visitors: {
    plural: 'count',
    zero: '# شخص اكتشفوا مستواهم الروحي',
    one: 'شخص واحد اكتشف مستواه الروحي',
    two: 'شخصان اكتشفا مستواهما الروحي',
    few: '# أشخاص اكتشفوا مستواهم الروحي',
    many: '# شخصًا اكتشفوا مستواهم الروحي',
    other: '# شخص اكتشفوا مستواهم الروحي',
  },
  selfCount: '{n} من {total}',
  progress: 'التقدّم في الاختبار',
  answered: 'أُجيب عن {n} من {total}',
  answers: 'الإجابات',
  yourLevel: 'مستواك الروحي',
  score: 'النتيجة',
  percentile: 'المئين',
  outOf: '{n} من {total}',
  percentileValue: 'المئين {pct}',
  consistency: 'كانت إجاباتك أكثر ثباتًا من {percent}٪ ممن أجابوا عن هذا الاختبار.',
  onWaitlist: 'أنت في قائمة الانتظار ✓',
  joinWaitlist: 'انضم إلى قائمة الانتظار',
  shareResult: 'شارك نتيجتي',
  copyLink: 'انسخ الرابط',
  invitesSelf: 'أصدقاء انضموا عبر رابطك: {invites} (+{xp} XP). كل صديق ينضم يمنحك +{per} XP.',
  invites: 'أصدقاء انضموا عبر رابطك: {invites} (+{xp} XP).',
  takeAgain: 'أعد الاختبار',
  selfShareText: 'مستواي {emoji} {level} في اختبار ثواب الروحي: {n} من ٧، في المئين {pct}. اكتشف مستواك:',
  shareTitle: 'مستواي الروحي في ثواب',
  copyResult: 'انسخ نتيجتك',
  copyThisLink: 'انسخ هذا الرابط',
  copyThisLinkUrl: 'انسخ هذا الرابط: {url}',
  close: 'إغلاق',
  promptTitle: 'هل يعجبك الاختبار؟ 🤲',
  promptText: 'ادعُ صديقًا ليكتشف مستواه الروحي أيضًا.',
  promptWithCode: 'كل صديق ينضم إلى قائمة الانتظار عبر رابطك يمنحك +{xp} XP.',
  promptWithoutCode: 'انضم إلى قائمة الانتظار لتحصل على رابطك: كل صديق ينضم عبره يمنحك +{xp} XP.',
  inviteFriend: 'ادعُ صديقًا',
  solo: 'سأكمل وحدي الآن',
  continuing: 'نتابع بعد {s} ث',
  quizShareTitle: 'اختبار ثواب الروحي',
  quizShareText: 'اكتشف مستواك الروحي في دقيقتين 🌱',
  preparingKnowledge: 'نُحضّر تقييمك الروحي...',
  calculating: 'نحسب نتيجتك...',
  knowledgeCount: 'السؤال {n} من {total}',
  joinInstead: 'انضم إلى قائمة الانتظار بدلًا من ذلك',
  yourResult: 'نتيجتك',
  outOf50: 'من ٥٠',
  correct: '{correct} من {total} إجابات صحيحة.',
  cardBrand: 'ثواب · الاختبار الروحي',
  cardWithCode: '🎁 كل صديق ينضم عبر رابطي يمنحني +{xp} XP',
  cardWithoutCode: '🌱 خذ الاختبار واكتشف مستواك',
  preparingImage: 'نُحضّر الصورة…',
  downloadImage: 'نزّل الصورة',
  knowledgeShareText: 'مستواي {emoji} {level} ({score}/٥٠) في اختبار ثواب الروحي. خذه واعرف مستواك:',
  waitlistIntro: 'كن أول من يعلم بإطلاق التطبيق. أعطنا بريدًا إلكترونيًا أو رقم هاتف.',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  joining: 'جارٍ الانضمام…',
  joinedShort: 'انضممت ✓',
  joinButton: 'انضم إلى قائمة الانتظار',
  backToQuiz: 'العودة إلى الاختبار',
  offline: 'تعذّر تحميل الأسئلة. تحقّق من اتصالك وحاول مرة أخرى.',
  outdated: 'حُدّث هذا الاختبار للتو. أعد تحميل الصفحة لتحصل على الأسئلة الجديدة.',
  reload: 'أعد تحميل الصفحة',
  tryAgain: 'حاول مرة أخرى',
  notifications: 'الإشعارات (F8)',
  dismiss: 'إغلاق الإشعار',
};

const ur: Record<QuizKey, Message> = {
  selfHeading: 'روحانی خود جائزہ',
  selfIntro:
    'آپ کی نماز، قرآن، ذکر اور اخلاق کے بارے میں سات دیانت دار سوال۔ کوئی جواب غلط نہیں: وہ چنیں جو آج آپ پر سچ ہے، اور اپنا روحانی درجہ، 7 میں سے اپنا اسکور اور دوسروں کے مقابلے میں اپنی جگہ دیکھیں۔',
  selfDescription: 'نماز، قرآن، ذکر اور اخلاق کے بارے میں سات دیانت دار سوال۔ تقریباً دو منٹ میں اپنا روحانی درجہ جانیں۔',
  knowledgeHeading: 'آپ اپنے دین کو کتنا جانتے ہیں؟',
  knowledgeIntro:
    'قرآن، نبی ﷺ کی سیرت، نماز اور روزمرہ اسلامی عمل پر دس سوال، ہر بار نئے چنے ہوئے۔ آسان سوال 1 پوائنٹ کا، مشکل 3 یا 5 کا، اور آپ کا اسکور 50 میں سے دکھایا جاتا ہے۔ ہر جواب کسی آیتِ قرآنی یا صحیح حدیث سے ہے۔',
  knowledgeTitle: 'روحانی معلومات کا کوئز',
  knowledgeDescription: 'قرآن، نبی ﷺ، نماز اور اسلامی عمل پر دس سوال۔ 50 میں سے اپنا درجہ دیکھیں، اپنا نتیجہ کارڈ شیئر کریں اور ثواب کی ویٹ لسٹ میں شامل ہوں۔',
  preparing: 'آپ کے سوال تیار ہو رہے ہیں...',
  gateHeading: 'اپنا روحانی درجہ جانیں',
  gateIntro: '{count} دیانت دار سوال، تقریباً {minutes} منٹ۔ ایپ کے آغاز پر ہم آپ کو ای میل کریں گے۔',
  emailAddress: 'ای میل ایڈریس',
  starting: 'شروع ہو رہا ہے…',
  start: 'مفت کوئز شروع کریں',
  visitors: { plural: 'count', one: '# شخص اپنا روحانی درجہ جان چکا ہے', other: '# لوگ اپنا روحانی درجہ جان چکے ہیں' },
  selfCount: '{total} میں سے {n}',
  progress: 'کوئز میں پیش رفت',
  answered: '{total} میں سے {n} کے جواب دیے',
  answers: 'جوابات',
  yourLevel: 'آپ کا روحانی درجہ',
  score: 'اسکور',
  percentile: 'پرسنٹائل',
  outOf: '{total} میں سے {n}',
  percentileValue: '{pct}واں پرسنٹائل',
  consistency: 'آپ کے جواب اس کوئز کے {percent}% شرکاء سے زیادہ مستقل مزاجی کے ہیں۔',
  onWaitlist: 'آپ ویٹ لسٹ میں ہیں ✓',
  joinWaitlist: 'ویٹ لسٹ میں شامل ہوں',
  shareResult: 'اپنا نتیجہ شیئر کریں',
  copyLink: 'لنک کاپی کریں',
  invitesSelf: 'آپ کے لنک سے شامل ہونے والے دوست: {invites} (+{xp} XP)۔ ہر شامل ہونے والا دوست آپ کو +{per} XP دیتا ہے۔',
  invites: 'آپ کے لنک سے شامل ہونے والے دوست: {invites} (+{xp} XP)۔',
  takeAgain: 'کوئز دوبارہ دیں',
  selfShareText: 'ثواب کے روحانی کوئز میں میرا درجہ {emoji} {level} ہے: 7 میں سے {n}، {pct}واں پرسنٹائل۔ اپنا درجہ جانیں:',
  shareTitle: 'ثواب میں میرا روحانی درجہ',
  copyResult: 'اپنا نتیجہ کاپی کریں',
  copyThisLink: 'یہ لنک کاپی کریں',
  copyThisLinkUrl: 'یہ لنک کاپی کریں: {url}',
  close: 'بند کریں',
  promptTitle: 'کوئز اچھا لگ رہا ہے؟ 🤲',
  promptText: 'کسی دوست کو بھی اپنا روحانی درجہ جاننے کی دعوت دیں۔',
  promptWithCode: 'آپ کے لنک سے ویٹ لسٹ میں شامل ہونے والا ہر دوست آپ کو +{xp} XP دیتا ہے۔',
  promptWithoutCode: 'اپنا لنک پانے کے لیے ویٹ لسٹ میں شامل ہوں: اس سے شامل ہونے والا ہر دوست آپ کو +{xp} XP دیتا ہے۔',
  inviteFriend: 'دوست کو دعوت دیں',
  solo: 'ابھی میں اکیلے مکمل کروں گا',
  continuing: '{s} سیکنڈ میں جاری',
  quizShareTitle: 'ثواب کا روحانی کوئز',
  quizShareText: 'دو منٹ میں اپنا روحانی درجہ جانیں 🌱',
  preparingKnowledge: 'آپ کا روحانی جائزہ تیار ہو رہا ہے...',
  calculating: 'آپ کا نتیجہ نکالا جا رہا ہے...',
  knowledgeCount: 'سوال {n} از {total}',
  joinInstead: 'اس کے بجائے ویٹ لسٹ میں شامل ہوں',
  yourResult: 'آپ کا نتیجہ',
  outOf50: '50 میں سے',
  correct: '{total} میں سے {correct} جواب درست۔',
  cardBrand: 'ثواب · روحانی کوئز',
  cardWithCode: '🎁 میرے لنک سے شامل ہونے والا ہر دوست +{xp} XP دلاتا ہے',
  cardWithoutCode: '🌱 کوئز دیں اور اپنا درجہ جانیں',
  preparingImage: 'تصویر تیار ہو رہی ہے…',
  downloadImage: 'تصویر ڈاؤن لوڈ کریں',
  knowledgeShareText: 'ثواب کے روحانی کوئز میں میرا درجہ {emoji} {level} ({score}/50) ہے۔ آپ بھی دیں اور اپنا درجہ دیکھیں:',
  waitlistIntro: 'ایپ کے آغاز کی خبر سب سے پہلے پائیں۔ ہمیں ای میل یا فون نمبر دیں۔',
  name: 'نام',
  email: 'ای میل',
  phone: 'فون نمبر',
  joining: 'شامل ہو رہے ہیں…',
  joinedShort: 'شامل ہو گئے ✓',
  joinButton: 'ویٹ لسٹ میں شامل ہوں',
  backToQuiz: 'کوئز پر واپس',
  offline: 'سوال لوڈ نہیں ہو سکے۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  outdated: 'یہ کوئز ابھی اپ ڈیٹ ہوا ہے۔ نئے سوالوں کے لیے صفحہ دوبارہ لوڈ کریں۔',
  reload: 'صفحہ دوبارہ لوڈ کریں',
  tryAgain: 'دوبارہ کوشش کریں',
  notifications: 'اطلاعات (F8)',
  dismiss: 'اطلاع بند کریں',
};

const fr: Record<QuizKey, Message> = {
  selfHeading: 'Auto-évaluation spirituelle',
  selfIntro:
    "Sept questions sincères sur votre salah, le Quran, le dhikr et le caractère. Il n'y a pas de mauvaise réponse : choisissez ce qui est vrai pour vous aujourd'hui, et découvrez votre niveau spirituel, votre score sur 7 et votre place parmi ceux qui ont répondu.",
  selfDescription: 'Sept questions sincères sur la salah, le Quran, le dhikr et le caractère. Découvrez votre niveau spirituel en deux minutes environ.',
  knowledgeHeading: 'Connaissez-vous bien votre deen ?',
  knowledgeIntro:
    "Dix questions sur le Quran, la vie du Prophète ﷺ, la salah et la pratique islamique au quotidien, tirées pour vous. Une question facile vaut 1 point, les plus difficiles 3 ou 5, et votre score est donné sur 50. Chaque réponse vient d'un verset du Quran ou d'un hadith authentique.",
  knowledgeTitle: 'Quiz de connaissances spirituelles',
  knowledgeDescription:
    'Dix questions sur le Quran, le Prophète ﷺ, la salah et la pratique islamique. Voyez votre niveau sur 50, partagez votre carte de résultat et rejoignez la liste d’attente de Thawab.',
  preparing: 'Préparation de vos questions...',
  gateHeading: 'Découvrez votre niveau spirituel',
  gateIntro: "{count} questions sincères, environ {minutes} minutes. Nous vous écrirons au lancement de l'application.",
  emailAddress: 'Adresse e-mail',
  starting: 'Démarrage…',
  start: 'Commencer le quiz gratuit',
  visitors: { plural: 'count', one: '# personne a découvert son niveau spirituel', other: '# personnes ont découvert leur niveau spirituel' },
  selfCount: '{n} sur {total}',
  progress: 'Progression du quiz',
  answered: '{n} sur {total} répondues',
  answers: 'Réponses',
  yourLevel: 'Votre niveau spirituel',
  score: 'Score',
  percentile: 'Centile',
  outOf: '{n} sur {total}',
  percentileValue: '{pct}e centile',
  consistency: 'Vous avez répondu avec plus de constance que {percent} % des personnes qui ont fait ce quiz.',
  onWaitlist: 'Vous êtes sur la liste d’attente ✓',
  joinWaitlist: 'Rejoindre la liste d’attente',
  shareResult: 'Partager mon résultat',
  copyLink: 'Copier le lien',
  invitesSelf: 'Amis inscrits grâce à votre lien : {invites} (+{xp} XP). Chaque ami qui s’inscrit vous rapporte +{per} XP.',
  invites: 'Amis inscrits grâce à votre lien : {invites} (+{xp} XP).',
  takeAgain: 'Refaire le quiz',
  selfShareText: 'Je suis {emoji} {level} au quiz spirituel de Thawab : {n} sur 7, {pct}e centile. Découvrez le vôtre :',
  shareTitle: 'Mon niveau spirituel Thawab',
  copyResult: 'Copiez votre résultat',
  copyThisLink: 'Copiez ce lien',
  copyThisLinkUrl: 'Copiez ce lien : {url}',
  close: 'Fermer',
  promptTitle: 'Le quiz vous plaît ? 🤲',
  promptText: 'Invitez un ami à découvrir lui aussi son niveau spirituel.',
  promptWithCode: "Chaque ami qui rejoint la liste d'attente grâce à votre lien vous rapporte +{xp} XP.",
  promptWithoutCode: "Rejoignez la liste d'attente pour avoir votre propre lien : chaque ami qui s'inscrit grâce à lui vous rapporte +{xp} XP.",
  inviteFriend: 'Inviter un ami',
  solo: 'Je continue seul pour l’instant',
  continuing: 'Suite dans {s} s',
  quizShareTitle: 'Quiz spirituel Thawab',
  quizShareText: 'Découvrez votre niveau spirituel en 2 minutes 🌱',
  preparingKnowledge: 'Préparation de votre évaluation spirituelle...',
  calculating: 'Calcul de votre résultat...',
  knowledgeCount: 'Question {n} sur {total}',
  joinInstead: 'Rejoindre plutôt la liste d’attente',
  yourResult: 'Votre résultat',
  outOf50: 'sur 50',
  correct: '{correct} bonnes réponses sur {total}.',
  cardBrand: 'Thawab · Quiz spirituel',
  cardWithCode: '🎁 Chaque ami inscrit grâce à mon lien me rapporte +{xp} XP',
  cardWithoutCode: '🌱 Faites le quiz et découvrez le vôtre',
  preparingImage: 'Préparation de l’image…',
  downloadImage: 'Télécharger l’image',
  knowledgeShareText: 'Je suis {emoji} {level} ({score}/50) au quiz spirituel de Thawab. Faites-le et découvrez le vôtre :',
  waitlistIntro: "Soyez les premiers informés du lancement de l'application. Donnez-nous un e-mail ou un numéro de téléphone.",
  name: 'Nom',
  email: 'E-mail',
  phone: 'Numéro de téléphone',
  joining: 'Inscription…',
  joinedShort: 'Inscrit ✓',
  joinButton: 'Rejoindre la liste d’attente',
  backToQuiz: 'Retour au quiz',
  offline: "Impossible de charger les questions. Vérifiez votre connexion et réessayez.",
  outdated: 'Ce quiz vient d’être mis à jour. Rechargez la page pour avoir les nouvelles questions.',
  reload: 'Recharger la page',
  tryAgain: 'Réessayer',
  notifications: 'Notifications (F8)',
  dismiss: 'Fermer la notification',
};

export const QUIZ_STRINGS: Catalogue<QuizKey> = { en, others: { ar, ur, fr } };

/** The product spec's English messages (stores, toasts) and what each locale shows instead. */
export const MESSAGE_TRANSLATIONS: Partial<Record<LocaleCode, Record<string, string>>> = {
  ar: {
    'Please enter a valid email address': 'يُرجى إدخال بريد إلكتروني صحيح',
    'There was an error saving your email. Please try again.': 'حدث خطأ أثناء حفظ بريدك الإلكتروني. يُرجى المحاولة مرة أخرى.',
    'Information Required': 'معلومات مطلوبة',
    'Please provide either a phone number or email to join the waitlist.': 'يُرجى تقديم رقم هاتف أو بريد إلكتروني للانضمام إلى قائمة الانتظار.',
    'Name Required': 'الاسم مطلوب',
    'Please provide your name to join the waitlist.': 'يُرجى كتابة اسمك للانضمام إلى قائمة الانتظار.',
    'Failed to join waitlist. Please try again.': 'تعذّر الانضمام إلى قائمة الانتظار. يُرجى المحاولة مرة أخرى.',
    '✅ Successfully Joined Waitlist': '✅ انضممت إلى قائمة الانتظار',
    "We'll notify you when the app launches!": 'سنخبرك عند إطلاق التطبيق!',
    'Link copied to clipboard!': 'نُسخ الرابط!',
    'Results copied to clipboard! Share with your friends.': 'نُسخت نتيجتك! شاركها مع أصدقائك.',
    '❌ Error': '❌ خطأ',
    'Failed to generate share image. Please try again.': 'تعذّر إنشاء صورة المشاركة. يُرجى المحاولة مرة أخرى.',
    '🎉 Image Saved': '🎉 حُفظت الصورة',
    'Your result card was downloaded.': 'نُزّلت بطاقة نتيجتك.',
    '🎉 Shared Successfully': '🎉 تمت المشاركة',
    'Thank you for spreading the word!': 'جزاك الله خيرًا على نشر الخبر!',
    '❓ Share Not Supported': '❓ المشاركة غير مدعومة',
    'Your browser cannot share images, so we downloaded your card instead. Share it from your files.':
      'لا يستطيع متصفحك مشاركة الصور، فنزّلنا بطاقتك بدلًا من ذلك. شاركها من ملفاتك.',
  },
  ur: {
    'Please enter a valid email address': 'براہ کرم درست ای میل ایڈریس درج کریں',
    'There was an error saving your email. Please try again.': 'آپ کی ای میل محفوظ کرنے میں خرابی ہوئی۔ براہ کرم دوبارہ کوشش کریں۔',
    'Information Required': 'معلومات درکار ہیں',
    'Please provide either a phone number or email to join the waitlist.': 'ویٹ لسٹ میں شامل ہونے کے لیے فون نمبر یا ای میل دیں۔',
    'Name Required': 'نام درکار ہے',
    'Please provide your name to join the waitlist.': 'ویٹ لسٹ میں شامل ہونے کے لیے اپنا نام لکھیں۔',
    'Failed to join waitlist. Please try again.': 'ویٹ لسٹ میں شامل نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    '✅ Successfully Joined Waitlist': '✅ آپ ویٹ لسٹ میں شامل ہو گئے',
    "We'll notify you when the app launches!": 'ایپ کے آغاز پر ہم آپ کو بتائیں گے!',
    'Link copied to clipboard!': 'لنک کاپی ہو گیا!',
    'Results copied to clipboard! Share with your friends.': 'نتیجہ کاپی ہو گیا! اپنے دوستوں سے شیئر کریں۔',
    '❌ Error': '❌ خرابی',
    'Failed to generate share image. Please try again.': 'شیئر کی تصویر نہیں بن سکی۔ براہ کرم دوبارہ کوشش کریں۔',
    '🎉 Image Saved': '🎉 تصویر محفوظ ہو گئی',
    'Your result card was downloaded.': 'آپ کا نتیجہ کارڈ ڈاؤن لوڈ ہو گیا۔',
    '🎉 Shared Successfully': '🎉 شیئر ہو گیا',
    'Thank you for spreading the word!': 'بات پھیلانے کا شکریہ، جزاک اللہ!',
    '❓ Share Not Supported': '❓ شیئر کی سہولت نہیں',
    'Your browser cannot share images, so we downloaded your card instead. Share it from your files.':
      'آپ کا براؤزر تصویریں شیئر نہیں کر سکتا، اس لیے ہم نے آپ کا کارڈ ڈاؤن لوڈ کر دیا۔ اسے اپنی فائلوں سے شیئر کریں۔',
  },
  fr: {
    'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
    'There was an error saving your email. Please try again.': "Une erreur est survenue lors de l'enregistrement de votre e-mail. Veuillez réessayer.",
    'Information Required': 'Information requise',
    'Please provide either a phone number or email to join the waitlist.': "Indiquez un numéro de téléphone ou un e-mail pour rejoindre la liste d'attente.",
    'Name Required': 'Nom requis',
    'Please provide your name to join the waitlist.': "Indiquez votre nom pour rejoindre la liste d'attente.",
    'Failed to join waitlist. Please try again.': "Impossible de rejoindre la liste d'attente. Veuillez réessayer.",
    '✅ Successfully Joined Waitlist': "✅ Vous avez rejoint la liste d'attente",
    "We'll notify you when the app launches!": "Nous vous préviendrons au lancement de l'application !",
    'Link copied to clipboard!': 'Lien copié !',
    'Results copied to clipboard! Share with your friends.': 'Résultat copié ! Partagez-le avec vos amis.',
    '❌ Error': '❌ Erreur',
    'Failed to generate share image. Please try again.': "Impossible de créer l'image à partager. Veuillez réessayer.",
    '🎉 Image Saved': '🎉 Image enregistrée',
    'Your result card was downloaded.': 'Votre carte de résultat a été téléchargée.',
    '🎉 Shared Successfully': '🎉 Partagé',
    'Thank you for spreading the word!': 'Merci de faire passer le mot !',
    '❓ Share Not Supported': '❓ Partage non pris en charge',
    'Your browser cannot share images, so we downloaded your card instead. Share it from your files.':
      "Votre navigateur ne peut pas partager d'images : nous avons téléchargé votre carte. Partagez-la depuis vos fichiers.",
  },
};

type LevelText = readonly { name: string; description: string }[];
/** The level bands' names and descriptions as the result screens show them, in band order. */
export const LEVEL_TRANSLATIONS: Partial<Record<LocaleCode, { self: LevelText; knowledge: LevelText }>> = {
  ar: {
    self: [
      { name: 'روح باحثة', description: 'أنت تبحث عن مدخل. عادة صغيرة ثابتة هي أجمل بداية.' },
      { name: 'عقل يستيقظ', description: 'نيّتك يقظة. ثبّتها بورد يومي تستطيع المداومة عليه.' },
      { name: 'قلب راسخ', description: 'لعبادتك جذور حقيقية. المداومة ستعمّقها.' },
      { name: 'روح نابضة', description: 'عبادتك حيّة تنمو. حافظ على ثبات أعمالك وإخلاصها.' },
      { name: 'روح مستنيرة', description: 'أيامك عامرة بالذكر. ابقَ متواضعًا وأعن غيرك على الطريق.' },
    ],
    knowledge: [
      { name: 'روح باحثة', description: 'أنت في بداية طريق جميل. كل سؤال تطرحه خطوة أقرب.' },
      { name: 'عقل يستيقظ', description: 'معرفتك تستيقظ. التعلّم اليومي القليل سيأخذك بعيدًا.' },
      { name: 'قلب راسخ', description: 'لديك أسس متينة. واصل سقيها بالتأمل والعمل.' },
      { name: 'مؤمن مشرق', description: 'فهمك يشرق. شاركه بلطف وواصل النمو.' },
      { name: 'منبع نور', description: 'علم عميق يحمله التواضع. يستطيع غيرك أن يتعلّم منك الكثير.' },
    ],
  },
  ur: {
    self: [
      { name: 'متلاشی روح', description: 'آپ راستہ تلاش کر رہے ہیں۔ ایک چھوٹی مستقل عادت بہترین آغاز ہے۔' },
      { name: 'بیدار ذہن', description: 'آپ کی نیت بیدار ہے۔ اسے ایسے روزانہ معمول سے پختہ کریں جسے آپ نبھا سکیں۔' },
      { name: 'مضبوط دل', description: 'آپ کے عمل کی جڑیں حقیقی ہیں۔ پابندی انہیں اور گہرا کرے گی۔' },
      { name: 'زندہ روح', description: 'آپ کا عمل زندہ ہے اور بڑھ رہا ہے۔ اپنے اعمال کو مستقل اور مخلص رکھیں۔' },
      { name: 'منور روح', description: 'آپ کے دن ذکر سے بھرے ہیں۔ عاجز رہیں اور دوسروں کی مدد کریں۔' },
    ],
    knowledge: [
      { name: 'متلاشی روح', description: 'آپ ایک خوبصورت راستے کے آغاز پر ہیں۔ آپ کا ہر سوال ایک قدم قریب ہے۔' },
      { name: 'بیدار ذہن', description: 'آپ کا علم جاگ رہا ہے۔ روزانہ تھوڑا سیکھنا آپ کو دور تک لے جائے گا۔' },
      { name: 'مضبوط دل', description: 'آپ کی بنیادیں پختہ ہیں۔ انہیں غور و فکر اور عمل سے سیراب کرتے رہیں۔' },
      { name: 'روشن مومن', description: 'آپ کا فہم چمک رہا ہے۔ اسے نرمی سے بانٹیں اور بڑھتے رہیں۔' },
      { name: 'نور کا سرچشمہ', description: 'گہرا علم، عاجزی کے ساتھ۔ دوسرے آپ سے بہت کچھ سیکھ سکتے ہیں۔' },
    ],
  },
  fr: {
    self: [
      { name: 'Âme en quête', description: 'Vous cherchez une porte d’entrée. Une petite habitude régulière est le meilleur début.' },
      { name: 'Esprit en éveil', description: 'Votre intention est éveillée. Ancrez-la dans une routine quotidienne que vous pouvez tenir.' },
      { name: 'Cœur enraciné', description: 'Votre pratique a de vraies racines. La constance les approfondira.' },
      { name: 'Âme vibrante', description: 'Votre pratique est vivante et grandit. Gardez vos actes réguliers et sincères.' },
      { name: 'Esprit illuminé', description: 'Vos journées sont pleines de dhikr. Restez humble et aidez les autres en chemin.' },
    ],
    knowledge: [
      { name: 'Âme en quête', description: 'Vous êtes au début d’un beau chemin. Chaque question posée vous rapproche.' },
      { name: 'Esprit en éveil', description: 'Votre savoir s’éveille. Un peu d’apprentissage chaque jour vous mènera loin.' },
      { name: 'Cœur enraciné', description: 'Vos fondations sont solides. Continuez de les nourrir par la réflexion et la pratique.' },
      { name: 'Croyant rayonnant', description: 'Votre compréhension rayonne. Partagez-la avec douceur et continuez de grandir.' },
      { name: 'Source de lumière', description: 'Un savoir profond, porté avec humilité. Les autres ont beaucoup à apprendre de vous.' },
    ],
  },
};

/** No native speaker has reviewed these strings or the bank translations yet (issue 20's rule). */
export const QUIZ_REVIEWED_BY_NATIVE_SPEAKER: Record<LocaleCode, boolean> = { en: true, ar: false, ur: false, id: false, bn: false, tr: false, ms: false, fr: false };

/**
 * A quiz island's strings in its page's locale only (decision 0046). The page passes the first
 * screen's (quizText(…, 'first')) as a prop; the rest arrives in a static file next to the bank
 * (PAGES.quizText), fetched with it: every screen after the first needs the bank anyway, and the
 * quiz pages' HTML must stay within the first round trip (14 KB gzipped).
 */
export interface QuizText {
  locale: LocaleCode;
  /** Intl's tag with the locale table's numbering system (ar-u-nu-arab): the island needs no table. */
  intl: string;
  /** The quiz page in this locale, for share links. */
  sharePath: string;
  /** The landing page in this locale (where joining from the question screen leads). */
  landingPath: string;
  strings: Partial<Record<QuizKey, Message>>;
  /** Exact English product messages → this locale's (empty in English). */
  messages: Record<string, string>;
  /** The bands of the island's quiz, in table order. */
  levels: { name: string; description: string }[];
}

/** Keys only the page itself renders (heading, intro, meta): never sent to the island. */
const PAGE_KEYS = ['selfHeading', 'selfIntro', 'selfDescription', 'knowledgeHeading', 'knowledgeIntro', 'knowledgeTitle', 'knowledgeDescription'] as const;
export type QuizPageKey = (typeof PAGE_KEYS)[number];

/** What each island shows before its bank arrives (the entry screen, loading and bank problems). */
const FIRST_KEYS: Record<'self' | 'knowledge', readonly QuizKey[]> = {
  self: ['preparing', 'gateHeading', 'gateIntro', 'emailAddress', 'starting', 'start', 'visitors', 'offline', 'outdated', 'reload', 'tryAgain', 'notifications', 'dismiss'],
  knowledge: ['preparingKnowledge', 'offline', 'outdated', 'reload', 'tryAgain', 'notifications', 'dismiss'],
};
/** The product messages the entry screen can show (the e-mail gate's). */
const FIRST_MESSAGES = ['Please enter a valid email address', 'There was an error saving your email. Please try again.'];

/** An island's strings in `locale`: the first screen's (the page's prop) or all of them (the file). */
export function quizText(locale: LocaleCode, quiz: 'self' | 'knowledge', part: 'first' | 'all'): QuizText {
  const own = locale === DEFAULT_LOCALE ? {} : (QUIZ_STRINGS.others[locale] ?? {});
  const all = { ...en, ...own } as Record<QuizKey, Message>;
  const keys = part === 'first' ? FIRST_KEYS[quiz] : (Object.keys(all) as QuizKey[]).filter((key) => !(PAGE_KEYS as readonly string[]).includes(key));
  const strings = Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<Record<QuizKey, Message>>;
  const translated = MESSAGE_TRANSLATIONS[locale] ?? {};
  const messages = part === 'first' ? Object.fromEntries(FIRST_MESSAGES.flatMap((m) => (translated[m] ? [[m, translated[m]]] : []))) : translated;
  const english = (quiz === 'self' ? SELF_ASSESSMENT_LEVELS : KNOWLEDGE_LEVELS).map(({ name, description }) => ({ name, description }));
  const levels = part === 'first' ? [] : (LEVEL_TRANSLATIONS[locale]?.[quiz]?.map((l) => ({ ...l })) ?? english);
  const sharePath = localePath(locale, quiz === 'self' ? PAGES.home : PAGES.spiritualQuiz);
  return { locale, intl: intlTag(locale), sharePath, landingPath: localePath(locale, PAGES.landing), strings, messages, levels };
}

/** A quiz page's own text (heading, intro, meta) in a locale. */
export function quizPageText(locale: LocaleCode, key: QuizPageKey): string {
  return translate(QUIZ_STRINGS, locale, key);
}
