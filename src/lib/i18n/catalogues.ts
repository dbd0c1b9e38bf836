// The one registry of string catalogues (decision 0047): the Translations tab lists, counts and
// edits what is here, and the build merges published staff translations into exactly these
// objects. A new catalogue is one line: its area and the Catalogue it exports.
import { APP_MESSAGES, APP_MESSAGES_REVIEWED } from './app-messages.ts';
import { BLOG, BLOG_REVIEWED } from './blog.ts';
import { CHROME, REVIEWED_BY_NATIVE_SPEAKER as CHROME_REVIEWED } from './chrome.ts';
import { EMAIL_PAGES, EMAIL_PAGES_REVIEWED } from './email-pages.ts';
import { EMAILS, EMAILS_REVIEWED } from './emails.ts';
import type { Catalogue } from './format.ts';
import { HOME, HOME_REVIEWED } from './home.ts';
import { LANDING, LANDING_REVIEWED } from './landing.ts';
import { LIVE, LIVE_REVIEWED } from './live.ts';
import { QUIZ_LEVELS, QUIZ_MESSAGES, QUIZ_REVIEWED_BY_NATIVE_SPEAKER, QUIZ_STRINGS } from './quiz.ts';
import { TEXT_PAGES, TEXT_PAGES_REVIEWED } from './text-pages.ts';
import { SIGNUP, SIGNUP_REVIEWED } from './signup.ts';
import type { LocaleCode } from './locales.ts';
import type { TranslationArea } from './areas.ts';

export interface RegisteredCatalogue {
  area: TranslationArea;
  /** Unique name of the catalogue within the registry (the key staff edits are stored under). */
  name: string;
  catalogue: Catalogue<string>;
  /** Whether a native speaker reviewed the file's strings, per locale. */
  reviewed: Partial<Record<LocaleCode, boolean>>;
  /**
   * Read by functions when they answer (mail, the app API), never built into a page: publishing
   * only these needs no rebuild.
   */
  runTime?: true;
}

export const CATALOGUES: readonly RegisteredCatalogue[] = [
  { area: 'chrome', name: 'chrome', catalogue: CHROME as Catalogue<string>, reviewed: CHROME_REVIEWED },
  { area: 'landing', name: 'landing', catalogue: LANDING as Catalogue<string>, reviewed: LANDING_REVIEWED },
  { area: 'landing', name: 'home', catalogue: HOME as Catalogue<string>, reviewed: HOME_REVIEWED },
  // The live recitation page and the landing page's upcoming list (decision 0066).
  { area: 'landing', name: 'live', catalogue: LIVE as Catalogue<string>, reviewed: LIVE_REVIEWED },
  { area: 'support', name: 'text-pages', catalogue: TEXT_PAGES as Catalogue<string>, reviewed: TEXT_PAGES_REVIEWED },
  // The messages are rendered at run time: staff edits reach them through src/server/mail/strings.ts
  // (decision 0050); the pages their links open are built like the rest.
  { area: 'emails', name: 'emails', catalogue: EMAILS as Catalogue<string>, reviewed: EMAILS_REVIEWED, runTime: true },
  { area: 'emails', name: 'email-pages', catalogue: EMAIL_PAGES as Catalogue<string>, reviewed: EMAIL_PAGES_REVIEWED },
  // The quizzes' strings (decision 0051): the build merges staff edits before it hashes the islands' strings files.
  {
    area: 'quiz',
    name: 'quiz',
    catalogue: QUIZ_STRINGS as Catalogue<string>,
    reviewed: QUIZ_REVIEWED_BY_NATIVE_SPEAKER,
  },
  {
    area: 'quiz',
    name: 'quiz-messages',
    catalogue: QUIZ_MESSAGES as Catalogue<string>,
    reviewed: QUIZ_REVIEWED_BY_NATIVE_SPEAKER,
  },
  {
    area: 'quiz',
    name: 'quiz-levels',
    catalogue: QUIZ_LEVELS as Catalogue<string>,
    reviewed: QUIZ_REVIEWED_BY_NATIVE_SPEAKER,
  },
  { area: 'blog', name: 'blog', catalogue: BLOG as Catalogue<string>, reviewed: BLOG_REVIEWED },
  // What a visitor is told after a sign-up (decision 0058): the quizzes' and the newsletter form's notice.
  { area: 'landing', name: 'signup', catalogue: SIGNUP as Catalogue<string>, reviewed: SIGNUP_REVIEWED },
  // What the app API says to a user (decision 0056): read at run time by src/server/app/app-messages.ts.
  {
    area: 'app',
    name: 'app-messages',
    catalogue: APP_MESSAGES as Catalogue<string>,
    reviewed: APP_MESSAGES_REVIEWED,
    runTime: true,
  },
];

export function catalogueByName(name: string): RegisteredCatalogue | undefined {
  return CATALOGUES.find((c) => c.name === name);
}
