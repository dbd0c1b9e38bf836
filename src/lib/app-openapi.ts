// The OpenAPI 3.1 document of the app's own API (/api/app/v1, decision 0040), generated from the
// zod schemas the handlers parse requests with and type their answers by. Pure: served by
// functions/app-openapi.mts, checked against docs/app-api.md and used by the API tests' contract check.
import { z } from 'zod';
import { API } from './routes.ts';
import { LOCALE_CODES } from './i18n/locales.ts';
import {
  AppErrorSchema,
  RefreshSchema,
  SignInStartAnswerSchema,
  SignInStartSchema,
  SignInVerifyAnswerSchema,
  SignInVerifySchema,
  SuccessAnswerSchema,
  TokenPairSchema,
} from './schemas/app-auth.ts';
import {
  BadgeDisplayedSchema,
  CompletionAnswerSchema,
  MyBadgeAnswerSchema,
  MyBadgesAnswerSchema,
  TodayAnswerSchema,
} from './schemas/app-deeds.ts';
import {
  ActivityItemAnswerSchema,
  BlessingSchema,
  CircleAnswerSchema,
  CircleCreateSchema,
  ContributionAnswerSchema,
  ContributionSchema,
  FeedAnswerSchema,
  GoalAnswerSchema,
  GoalCreateSchema,
  JoinAnswerSchema,
  JoinByCodeSchema,
  JoinRequestsAnswerSchema,
  LeaveAnswerSchema,
  MyCirclesAnswerSchema,
  QuranChallengeAnswerSchema,
  QuranChallengeCreateSchema,
  QuranChallengesAnswerSchema,
  QuranReadingAnswerSchema,
  ReactionAnswerSchema,
  RequestDecisionAnswerSchema,
  RequestDecisionSchema,
} from './schemas/app-circles.ts';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX, REACTIONS } from './circles.ts';
import { CIRCLE_SHARING_OPERATION, COMPLETION_SHARE_BODY, ME_OPERATIONS } from './app-openapi-me.ts';
import {
  dateParam,
  ERRORS,
  idParam,
  jsonBody,
  type JsonSchema,
  type Operation,
  type Param,
} from './app-openapi-types.ts';
export type { ErrorStatus } from './app-openapi-types.ts';
import { QURAN_OPERATIONS } from './app-openapi-quran.ts';
import { PURCHASE_OPERATIONS } from './app-openapi-purchases.ts';
import { DUA_OPERATIONS } from './app-openapi-duas.ts';
import { LIVE_OPERATIONS } from './app-openapi-live.ts';

export const APP_API_VERSION = '1.0.0';
export const BEARER_REALM = 'thawab-app';
/** How long a CDN or client may keep the document itself (it changes only with a deploy). */
export const OPENAPI_CACHE_SECONDS = 300;

const circleParam = idParam('id', 'The circle');
const reactionParams: Param[] = [
  circleParam,
  idParam('itemId', 'The activity item'),
  { name: 'reaction', in: 'path', description: 'The reaction kind', schema: z.enum(REACTIONS), required: true },
];

export const APP_API_OPERATIONS: readonly Operation[] = [
  ...PURCHASE_OPERATIONS,
  {
    operationId: 'startSignIn',
    method: 'post',
    path: API.appAuthStart,
    summary: 'Email a 6-digit sign-in code (the same answer for every address)',
    bearer: false,
    personal: true,
    body: SignInStartSchema,
    success: {
      status: 202,
      description: 'The code is on its way if the address can receive mail.',
      schema: SignInStartAnswerSchema,
    },
    errors: [...jsonBody, 429],
  },
  {
    operationId: 'verifySignIn',
    method: 'post',
    path: API.appAuthVerify,
    summary: 'Exchange the code for tokens; a new address becomes an account',
    bearer: false,
    personal: true,
    body: SignInVerifySchema,
    success: { status: 200, description: 'Signed in.', schema: SignInVerifyAnswerSchema },
    errors: [...jsonBody],
  },
  {
    operationId: 'refreshTokens',
    method: 'post',
    path: API.appAuthRefresh,
    summary: 'A new token pair for a refresh token (each works once)',
    bearer: false,
    personal: true,
    body: RefreshSchema,
    success: { status: 200, description: 'A new pair.', schema: TokenPairSchema },
    errors: [...jsonBody, 401],
  },
  {
    operationId: 'signOut',
    method: 'post',
    path: API.appAuthLogout,
    summary: 'End this sign-in (every token of it)',
    bearer: true,
    personal: true,
    success: { status: 200, description: 'Signed out.', schema: SuccessAnswerSchema },
    errors: [401],
  },
  ...ME_OPERATIONS,
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
  {
    operationId: 'listMyCircles',
    method: 'get',
    path: API.appCircles,
    summary: "The user's circles with their members and goals, newest first",
    bearer: true,
    personal: true,
    success: { status: 200, description: 'The circles.', schema: MyCirclesAnswerSchema },
    errors: [400, 401],
  },
  {
    operationId: 'createCircle',
    method: 'post',
    path: API.appCircles,
    summary: 'Create a circle (the user is its Creator; the server makes its invite code)',
    bearer: true,
    personal: true,
    body: CircleCreateSchema,
    success: { status: 201, description: 'The new circle.', schema: CircleAnswerSchema },
    errors: [...jsonBody, 401],
  },
  {
    operationId: 'redeemInviteCode',
    method: 'post',
    path: API.appCircleInviteRedeem,
    summary: 'Join with an invite code: a public circle at once, a private one by a request to approve (idempotent)',
    bearer: true,
    personal: true,
    body: JoinByCodeSchema,
    success: {
      status: 200,
      description: '`status` member or pending; `changed` is false when nothing new happened.',
      schema: JoinAnswerSchema,
    },
    errors: [...jsonBody, 401, 404, 429],
  },
  {
    operationId: 'getCircle',
    method: 'get',
    path: API.appCircle.pattern,
    summary: 'A circle with its members and goals (a private one: members only)',
    bearer: true,
    personal: true,
    params: [circleParam],
    success: { status: 200, description: 'The circle.', schema: CircleAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'joinCircle',
    method: 'put',
    path: API.appCircleMembership.pattern,
    summary: 'Join a public circle (idempotent)',
    bearer: true,
    personal: true,
    params: [circleParam],
    success: { status: 200, description: 'A member; `changed` is false when already one.', schema: JoinAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    operationId: 'leaveCircle',
    method: 'delete',
    path: API.appCircleMembership.pattern,
    summary: 'Leave a circle (the Creator hands it to the longest-standing Admin, else Member)',
    bearer: true,
    personal: true,
    params: [circleParam],
    success: { status: 200, description: 'Left; `left` is false when not a member.', schema: LeaveAnswerSchema },
    errors: [400, 401, 404],
  },
  CIRCLE_SHARING_OPERATION,
  {
    operationId: 'listJoinRequests',
    method: 'get',
    path: API.appCircleRequests.pattern,
    summary: "The circle's pending join requests (Creator and Admins)",
    bearer: true,
    personal: true,
    params: [circleParam],
    success: { status: 200, description: 'The requests, oldest first.', schema: JoinRequestsAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'decideJoinRequest',
    method: 'put',
    path: API.appCircleRequest.pattern,
    summary: 'Approve or decline a join request (Creator and Admins; idempotent)',
    bearer: true,
    personal: true,
    body: RequestDecisionSchema,
    params: [circleParam, idParam('requestId', 'The join request')],
    success: {
      status: 200,
      description: 'The request as decided; `changed` is false when it already was.',
      schema: RequestDecisionAnswerSchema,
    },
    errors: [...jsonBody, 401, 403, 404, 409],
  },
  {
    operationId: 'createGoal',
    method: 'post',
    path: API.appCircleGoals.pattern,
    summary: 'Add a group goal (Creator and Admins)',
    bearer: true,
    personal: true,
    body: GoalCreateSchema,
    params: [circleParam],
    success: { status: 201, description: 'The new goal.', schema: GoalAnswerSchema },
    errors: [...jsonBody, 401, 403, 404],
  },
  {
    operationId: 'contributeToGoal',
    method: 'post',
    path: API.appCircleGoalContributions.pattern,
    summary: 'Add to a group goal (members): capped at the target; a complete goal takes no more',
    bearer: true,
    personal: true,
    body: ContributionSchema,
    params: [circleParam, idParam('goalId', 'The goal')],
    success: {
      status: 200,
      description: 'The goal after the contribution and what counted.',
      schema: ContributionAnswerSchema,
    },
    errors: [...jsonBody, 401, 403, 404, 409],
  },
  {
    operationId: 'getCircleActivity',
    method: 'get',
    path: API.appCircleActivity.pattern,
    summary: "The circle's activity feed, newest first, a page at a time (members)",
    bearer: true,
    personal: true,
    params: [
      circleParam,
      {
        name: 'before',
        in: 'query',
        description: 'The last item id of the previous page (absent: the newest items)',
        schema: z.string().regex(/^\d{1,10}$/),
      },
      {
        name: 'limit',
        in: 'query',
        description: `Items per page, 1-${FEED_PAGE_MAX} (default ${FEED_PAGE_DEFAULT})`,
        schema: z.string().regex(/^\d{1,3}$/),
      },
    ],
    success: { status: 200, description: 'A page of items; `nextBefore` fetches the next.', schema: FeedAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'listQuranChallenges',
    method: 'get',
    path: API.appCircleQuranChallenges.pattern,
    summary: "The circle's Quran challenges with who reads what, newest first (members)",
    bearer: true,
    personal: true,
    params: [circleParam],
    success: { status: 200, description: 'The challenges.', schema: QuranChallengesAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'createQuranChallenge',
    method: 'post',
    path: API.appCircleQuranChallenges.pattern,
    summary: 'Start a Quran challenge: the passage is split among the members (Creator and Admins)',
    bearer: true,
    personal: true,
    body: QuranChallengeCreateSchema,
    params: [circleParam],
    success: {
      status: 201,
      description: 'The new challenge with its assignments.',
      schema: QuranChallengeAnswerSchema,
    },
    errors: [...jsonBody, 401, 403, 404],
  },
  {
    operationId: 'readMyQuranPart',
    method: 'put',
    path: API.appCircleQuranReading.pattern,
    summary: 'Mark the caller’s part of a Quran challenge read (idempotent)',
    bearer: true,
    personal: true,
    params: [circleParam, idParam('challengeId', 'The Quran challenge')],
    success: {
      status: 200,
      description: 'The challenge; `changed` is false when the part was already read.',
      schema: QuranReadingAnswerSchema,
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'sendBlessing',
    method: 'post',
    path: API.appCircleBlessings.pattern,
    summary: 'Send a blessing to another member (members)',
    bearer: true,
    personal: true,
    body: BlessingSchema,
    params: [circleParam],
    success: { status: 201, description: 'The blessing_sent item.', schema: ActivityItemAnswerSchema },
    errors: [...jsonBody, 401, 403, 404],
  },
  {
    operationId: 'addReaction',
    method: 'put',
    path: API.appCircleReaction.pattern,
    summary: 'React to a feed item (members; one of each kind per user; idempotent)',
    bearer: true,
    personal: true,
    params: reactionParams,
    success: {
      status: 200,
      description: "The item's reactions; `changed` is false when the user had already given it.",
      schema: ReactionAnswerSchema,
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'removeReaction',
    method: 'delete',
    path: API.appCircleReaction.pattern,
    summary: 'Take back a reaction (members; idempotent)',
    bearer: true,
    personal: true,
    params: reactionParams,
    success: {
      status: 200,
      description: "The item's reactions; `changed` is false when the user had not given it.",
      schema: ReactionAnswerSchema,
    },
    errors: [400, 401, 403, 404],
  },
  ...QURAN_OPERATIONS,
  ...DUA_OPERATIONS,
  ...LIVE_OPERATIONS,
  {
    operationId: 'getOpenApi',
    method: 'get',
    path: API.appOpenApi,
    summary: 'This document',
    bearer: false,
    personal: false,
    static: true,
    success: { status: 200, description: 'The OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) },
    errors: [],
  },
];

/** zod → JSON Schema draft 2020-12 (OpenAPI 3.1's dialect); requests as accepted, answers as sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
  }) as JsonSchema;
  return rest;
}

/** `/a/:b/c` → `/a/{b}/c` */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]\w*)/g, '{$1}');

const header = (description: string, schema: JsonSchema) => ({ description, required: true, schema });
const NO_STORE = header('Never stored by a cache: personal answers, and every error.', {
  type: 'string',
  const: 'no-store',
});
const CONTENT_LANGUAGE = header(
  "The user's language (`language` of /me), which the answer's names, descriptions and verse are in; a field without a text in it falls back to English (listed in `fallback`).",
  { type: 'string', enum: [...LOCALE_CODES] },
);
const PUBLIC_CACHE = header('Public, briefly cacheable.', { type: 'string', pattern: '^public, max-age=\\d+' });

function responses(op: Operation) {
  const cache = op.personal ? NO_STORE : PUBLIC_CACHE;
  const out: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      headers: { 'Cache-Control': cache, ...(op.localized ? { 'Content-Language': CONTENT_LANGUAGE } : {}) },
      content: { 'application/json': { schema: jsonSchema(op.success.schema, 'output') } },
    },
  };
  const errorContent = { 'application/json': { schema: jsonSchema(AppErrorSchema, 'output') } };
  for (const status of [
    ...op.errors,
    ...(op.bearer && !op.errors.includes(401) ? [401 as const] : []),
    ...(op.static ? [] : [503 as const]),
  ].sort()) {
    const headers: Record<string, unknown> = { 'Cache-Control': NO_STORE };
    if (status === 401)
      headers['WWW-Authenticate'] = header(
        `\`Bearer realm="${BEARER_REALM}"\`, with \`, error="invalid_token"\` when a token was sent.`,
        { type: 'string', pattern: `^Bearer realm="${BEARER_REALM}"` },
      );
    if (status === 429 || status === 503)
      headers['Retry-After'] = header('Seconds to wait.', { type: 'string', pattern: '^\\d+$' });
    out[status] = { description: ERRORS[status], headers, content: errorContent };
  }
  return out;
}

function operationObject(op: Operation) {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.bearer ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(op.params
      ? {
          parameters: op.params.map((p) => ({
            name: p.name,
            in: p.in,
            description: p.description,
            required: p.required ?? false,
            schema: jsonSchema(p.schema, 'input'),
          })),
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.bodyOptional,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
          },
        }
      : {}),
    responses: responses(op),
  };
}

export type OpenApiDocument = ReturnType<typeof appOpenApiDocument>;

export function appOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of APP_API_OPERATIONS) (paths[openApiPath(op.path)] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Thawab app API',
      version: APP_API_VERSION,
      description:
        'The API the Thawab mobile app calls for its signed-in user (docs/app-api.md). Errors are `{ error, issues? }`; personal answers carry `Cache-Control: no-store`.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token from /auth/verify or /auth/refresh (15 minutes).',
        },
      },
    },
  };
}

/** The operations table of docs/app-api.md, made from the document so the two cannot drift. */
export function appApiOperationsTable(): string {
  const rows = APP_API_OPERATIONS.map((op) => {
    const statuses = Object.keys(responses(op)).join(', ');
    return `| \`${op.method.toUpperCase()} ${openApiPath(op.path)}\` | ${op.summary} | ${op.bearer ? 'Bearer' : '—'} | ${statuses} |`;
  });
  return ['| Operation | What | Sign-in | Statuses |', '|---|---|---|---|', ...rows].join('\n');
}

export const TABLE_START = '<!-- generated by `npm run docs:app-api` from src/lib/app-openapi.ts: do not edit -->';
export const TABLE_END = '<!-- end of generated table -->';

/** The markdown with its generated table (between the markers) replaced by the current one. */
export function withOperationsTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/app-api.md has no generated operations table markers');
  return `${markdown.slice(0, start + TABLE_START.length)}\n${appApiOperationsTable()}\n${markdown.slice(end)}`;
}
