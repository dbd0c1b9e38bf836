// The operations of the OpenAPI document (src/lib/app-openapi.ts) on the user's own account and
// privacy: the profile, deletion, reset and export, and sharing deeds with a circle (decisions
// 0038, 0057). Kept apart so app-openapi.ts stays within its size.
import { z } from 'zod';
import { API } from './routes.ts';
import { MeAnswerSchema, MeDeletedAnswerSchema, MePatchSchema } from './schemas/app-auth.ts';
import {
  AppAccountExportSchema,
  CompletionShareSchema,
  MembershipSharingAnswerSchema,
  MembershipSharingSchema,
  ResetAnswerSchema,
  ResetSchema,
} from './schemas/app-privacy.ts';
import type { Operation } from './app-openapi-types.ts';

const jsonBody = [400, 413, 415] as const;

export const ME_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'getMe',
    method: 'get',
    path: API.appMe,
    summary: 'The signed-in user',
    bearer: true,
    personal: true,
    success: { status: 200, description: 'The user.', schema: MeAnswerSchema },
    errors: [401, 404],
  },
  {
    operationId: 'updateMe',
    method: 'patch',
    path: API.appMe,
    summary: 'Change name, age, location, themes, time zone, language or onboarding',
    bearer: true,
    personal: true,
    body: MePatchSchema,
    success: { status: 200, description: 'The user as changed.', schema: MeAnswerSchema },
    errors: [...jsonBody, 401, 404],
  },
  {
    operationId: 'deleteMe',
    method: 'delete',
    path: API.appMe,
    summary: 'Delete the account and everything tied to it',
    bearer: true,
    personal: true,
    success: { status: 200, description: 'Deleted.', schema: MeDeletedAnswerSchema },
    errors: [401, 404],
  },
  {
    operationId: 'resetMe',
    method: 'post',
    path: API.appMeReset,
    summary: 'Reset progress: clear every completed deed (and its feed items) and set the streak to 0',
    bearer: true,
    personal: true,
    body: ResetSchema,
    success: { status: 200, description: 'Reset; badges earned stay.', schema: ResetAnswerSchema },
    errors: [...jsonBody, 401, 404, 429],
  },
  {
    operationId: 'exportMe',
    method: 'get',
    path: API.appMeExport,
    summary: 'A copy of everything the app holds about the user (JSON)',
    bearer: true,
    personal: true,
    success: { status: 200, description: 'The copy.', schema: AppAccountExportSchema },
    errors: [401, 404, 429],
  },
];

/** The completion's optional body: the circles to share this one deed with. */
export const COMPLETION_SHARE_BODY: Pick<Operation, 'body' | 'bodyOptional'> = {
  body: CompletionShareSchema,
  bodyOptional: true,
};

export const CIRCLE_SHARING_OPERATION: Operation = {
  operationId: 'setDeedSharing',
  method: 'patch',
  path: API.appCircleMembership.pattern,
  summary: "Share the member's completed deeds with this circle's feed, or stop (off until turned on)",
  bearer: true,
  personal: true,
  params: [
    { name: 'id', in: 'path', description: 'The circle', schema: z.string().regex(/^\d{1,9}$/), required: true },
  ],
  body: MembershipSharingSchema,
  success: {
    status: 200,
    description: '`changed` is false when it already was so.',
    schema: MembershipSharingAnswerSchema,
  },
  errors: [...jsonBody, 401, 403, 404],
};
