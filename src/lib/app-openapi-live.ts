// The live recitation operations of the app API (decision 0065): sessions, listening, dedications,
// reports. The public state the app polls while listening (PUBLIC_API.liveState, no sign-in) lives
// outside /api/app/v1 and is described in docs/app-api.md. Part of the OpenAPI document of src/lib/app-openapi.ts.
import { z } from 'zod';
import { API } from './routes.ts';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from './circles.ts';
import {
  DedicationCreateSchema,
  DedicationReportedSchema,
  DedicationReportSchema,
  HeartbeatAnswerSchema,
  LiveSessionAnswerSchema,
  LiveSessionsAnswerSchema,
  MyDedicationAnswerSchema,
  MyDedicationsAnswerSchema,
} from './schemas/live.ts';
import { idParam, jsonBody, type Operation } from './app-openapi-types.ts';

const sessionParam = idParam('id', 'The live recitation session');

export const LIVE_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'listLiveSessions',
    method: 'get',
    path: API.appLiveSessions,
    summary: 'Live recitation sessions: live first, then scheduled by start time, then those ended in the last 24 h',
    bearer: true,
    personal: true,
    localized: true,
    success: { status: 200, description: 'The sessions.', schema: LiveSessionsAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'getLiveSession',
    method: 'get',
    path: API.appLiveSession.pattern,
    summary: "One session and its state: the current ayah's Arabic and translation, listeners, approved dedications",
    bearer: true,
    personal: true,
    localized: true,
    params: [sessionParam],
    success: { status: 200, description: 'The session and its state.', schema: LiveSessionAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'heartbeatLiveSession',
    method: 'put',
    path: API.appLiveSessionPresence.pattern,
    summary: 'Join a live session, or say you are still listening (every `heartbeatSeconds`; unseen for 90 s = gone)',
    bearer: true,
    personal: true,
    params: [sessionParam],
    success: {
      status: 200,
      description: 'Counted; call again after `heartbeatSeconds`.',
      schema: HeartbeatAnswerSchema,
    },
    errors: [400, 401, 404, 409],
  },
  {
    operationId: 'leaveLiveSession',
    method: 'delete',
    path: API.appLiveSessionPresence.pattern,
    summary: 'Leave a session (no longer counted)',
    bearer: true,
    personal: true,
    params: [sessionParam],
    success: { status: 200, description: 'Left.', schema: z.object({ left: z.literal(true) }) },
    errors: [400, 401, 404],
  },
  {
    operationId: 'createDedication',
    method: 'post',
    path: API.appLiveSessionDedications.pattern,
    summary:
      'Ask listeners to remember someone in their duas while an ayah is recited (moderated before it is shown; counts against the monthly quota)',
    bearer: true,
    personal: true,
    localized: true,
    params: [sessionParam],
    body: DedicationCreateSchema,
    success: { status: 201, description: 'The dedication, pending moderation.', schema: MyDedicationAnswerSchema },
    errors: [...jsonBody, 401, 404, 409, 429],
  },
  {
    operationId: 'listMyDedications',
    method: 'get',
    path: API.appMyDedications,
    summary: "The user's dedications, newest first, with their moderation status",
    bearer: true,
    personal: true,
    localized: true,
    params: [
      {
        name: 'before',
        in: 'query',
        description: 'The last dedication id of the previous page (absent: the newest)',
        schema: z.string().regex(/^\d{1,10}$/),
      },
      {
        name: 'limit',
        in: 'query',
        description: `Dedications per page, 1-${FEED_PAGE_MAX} (default ${FEED_PAGE_DEFAULT})`,
        schema: z.string().regex(/^\d{1,3}$/),
      },
    ],
    success: { status: 200, description: 'A page; `nextBefore` fetches the next.', schema: MyDedicationsAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'reportDedication',
    method: 'post',
    path: API.appDedicationReports.pattern,
    summary: "Report someone else's approved dedication to the moderators (once)",
    bearer: true,
    personal: true,
    params: [idParam('id', 'The dedication')],
    body: DedicationReportSchema,
    success: { status: 201, description: 'Reported.', schema: DedicationReportedSchema },
    errors: [...jsonBody, 401, 403, 404, 409],
  },
];
