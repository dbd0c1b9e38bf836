// The Quran reading operations of the app API (decision 0061): public and CDN-cached, except the
// user's own progress and journey. Part of the OpenAPI document of src/lib/app-openapi.ts.
import { z } from 'zod';
import { API } from './routes.ts';
import { LOCALE_CODES } from './i18n/locales.ts';
import {
  DailySurahAnswerSchema,
  JourneyAnswerSchema,
  QuranProgressSchema,
  SurahsAnswerSchema,
  SurahTextAnswerSchema,
} from './schemas/app-quran.ts';
import { dateParam, jsonBody, type Operation, type Param } from './app-openapi-types.ts';

const localeQuery: Param = {
  name: 'locale',
  in: 'query',
  description: 'The language of the names and of the translation (absent: English)',
  schema: z.enum(LOCALE_CODES),
};

export const QURAN_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'listSurahs',
    method: 'get',
    path: API.appSurahs,
    summary: 'The 114 surahs: names in ?locale= where the metadata has them, ayah counts, revelation place',
    bearer: false,
    personal: false,
    static: true,
    params: [localeQuery],
    success: { status: 200, description: 'The surahs, in order.', schema: SurahsAnswerSchema },
    errors: [400],
  },
  {
    operationId: 'getSurah',
    method: 'get',
    path: API.appSurah.pattern,
    summary:
      "A surah's Arabic text and ?locale='s licensed translation (English where none is, saying so), with publisher, QuranEnc and version",
    bearer: false,
    personal: false,
    static: true,
    params: [
      {
        name: 'n',
        in: 'path',
        description: 'The surah, 1 to 114',
        schema: z.string().regex(/^\d{1,3}$/),
        required: true,
      },
      localeQuery,
    ],
    success: { status: 200, description: 'The surah with its attribution.', schema: SurahTextAnswerSchema },
    errors: [400, 404],
  },
  {
    operationId: 'getDailySurah',
    method: 'get',
    path: API.appDailySurah,
    summary: 'The daily surah of a date: the Quran in order, one surah a day, the same for everyone',
    bearer: false,
    personal: false,
    static: true,
    params: [dateParam('date', 'query', "The reader's local date (absent: today in UTC)"), localeQuery],
    success: { status: 200, description: "The date's surah.", schema: DailySurahAnswerSchema },
    errors: [400],
  },
  {
    operationId: 'markQuranRead',
    method: 'put',
    path: API.appQuranProgress,
    summary: 'Mark a surah read up to an ayah, today on the user’s local calendar (idempotent)',
    bearer: true,
    personal: true,
    body: QuranProgressSchema,
    success: { status: 200, description: 'The journey after the mark.', schema: JourneyAnswerSchema },
    errors: [...jsonBody, 401, 404, 429],
  },
  {
    operationId: 'getQuranJourney',
    method: 'get',
    path: API.appQuranJourney,
    summary: "The user's reading journey: percent read, surahs completed, streak of local reading days",
    bearer: true,
    personal: true,
    success: { status: 200, description: 'The journey.', schema: JourneyAnswerSchema },
    errors: [400, 401, 404],
  },
];
