// The deeds operations of the app API (decision 0040): the user's day, completing and unmarking a
// deed on a local date, and their badges. Part of the OpenAPI document of src/lib/app-openapi.ts.
import { API } from './routes.ts';
import {
  BadgeDisplayedSchema,
  CompletionAnswerSchema,
  MyBadgeAnswerSchema,
  MyBadgesAnswerSchema,
  TodayAnswerSchema,
} from './schemas/app-deeds.ts';
import { COMPLETION_SHARE_BODY } from './app-openapi-me.ts';
import { dateParam, idParam, jsonBody, type Operation } from './app-openapi-types.ts';

export const DEED_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'getToday',
    method: 'get',
    path: API.appToday,
    summary: "The user's day: verse, deeds due with their done state, streak, XP",
    bearer: true,
    personal: true,
    params: [dateParam('date', 'query', "The user's local date (absent: today in their time zone)")],
    localized: true,
    success: { status: 200, description: "The day, in the user's language.", schema: TodayAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'completeDeed',
    method: 'put',
    path: API.appCompletion.pattern,
    summary: 'Complete a deed on a local date (idempotent)',
    bearer: true,
    personal: true,
    params: [
      dateParam('date', 'path', "The user's local date: today, or yesterday until 03:00"),
      idParam('thawabId', 'The deed (thawab task)'),
    ],
    ...COMPLETION_SHARE_BODY,
    localized: true,
    success: {
      status: 200,
      description: 'The deed is completed; `changed` is false when it already was.',
      schema: CompletionAnswerSchema,
    },
    errors: [...jsonBody, 401, 404, 409],
  },
  {
    operationId: 'unmarkDeed',
    method: 'delete',
    path: API.appCompletion.pattern,
    summary: 'Unmark a deed on a local date (idempotent)',
    bearer: true,
    personal: true,
    params: [
      dateParam('date', 'path', "The user's local date: today, or yesterday until 03:00"),
      idParam('thawabId', 'The deed (thawab task)'),
    ],
    localized: true,
    success: {
      status: 200,
      description: 'The deed is not completed; `changed` is false when it was not.',
      schema: CompletionAnswerSchema,
    },
    errors: [400, 401, 404],
  },
  {
    operationId: 'listMyBadges',
    method: 'get',
    path: API.appMyBadges,
    summary: "The user's badges, newest first",
    bearer: true,
    personal: true,
    localized: true,
    success: { status: 200, description: "The badges, in the user's language.", schema: MyBadgesAnswerSchema },
    errors: [400, 401],
  },
  {
    operationId: 'updateMyBadge',
    method: 'patch',
    path: API.appMyBadge.pattern,
    summary: 'Mark one of the user’s badges as shown',
    bearer: true,
    personal: true,
    body: BadgeDisplayedSchema,
    params: [idParam('id', 'The badge')],
    localized: true,
    success: { status: 200, description: "The badge, in the user's language.", schema: MyBadgeAnswerSchema },
    errors: [...jsonBody, 401, 404],
  },
];
