// The dua request operations of the app API (decision 0064): the intentions a request may name
// (decision 0071), the user's own requests and their monthly quota. Part of the OpenAPI document of
// src/lib/app-openapi.ts.
import { z } from 'zod';
import { API } from './routes.ts';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from './circles.ts';
import {
  DuaIntentionsAnswerSchema,
  DuaRequestAnswerSchema,
  DuaRequestCreateSchema,
  DuaRequestDeletedSchema,
  DuaRequestPatchSchema,
  DuaRequestsAnswerSchema,
  QuotasAnswerSchema,
} from './schemas/app-duas.ts';
import { idParam, jsonBody, type Operation } from './app-openapi-types.ts';

const requestParam = idParam('id', 'The dua request');

export const DUA_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'listDuaIntentions',
    method: 'get',
    path: API.appDuaIntentions,
    summary: "The intentions a dua request may name, in order, with their labels in the user's language",
    bearer: true,
    personal: true,
    localized: true,
    success: {
      status: 200,
      description: 'Every intention, in the library’s order.',
      schema: DuaIntentionsAnswerSchema,
    },
    errors: [400, 401, 404],
  },
  {
    operationId: 'listDuaRequests',
    method: 'get',
    path: API.appDuaRequests,
    summary: "The user's dua requests, newest first, a page at a time, each with its Quranic dua",
    bearer: true,
    personal: true,
    localized: true,
    params: [
      {
        name: 'before',
        in: 'query',
        description: 'The last request id of the previous page (absent: the newest)',
        schema: z.string().regex(/^\d{1,10}$/),
      },
      {
        name: 'limit',
        in: 'query',
        description: `Requests per page, 1-${FEED_PAGE_MAX} (default ${FEED_PAGE_DEFAULT})`,
        schema: z.string().regex(/^\d{1,3}$/),
      },
    ],
    success: {
      status: 200,
      description: 'A page of requests; `nextBefore` fetches the next.',
      schema: DuaRequestsAnswerSchema,
    },
    errors: [400, 401, 404],
  },
  {
    operationId: 'createDuaRequest',
    method: 'post',
    path: API.appDuaRequests,
    summary:
      'Ask for a dua of the Quran for an intention: the verified Arabic, the licensed translation and its reference (counts against the monthly quota)',
    bearer: true,
    personal: true,
    localized: true,
    body: DuaRequestCreateSchema,
    success: { status: 201, description: 'The saved request with its dua.', schema: DuaRequestAnswerSchema },
    errors: [...jsonBody, 401, 404, 429],
  },
  {
    operationId: 'updateDuaRequest',
    method: 'patch',
    path: API.appDuaRequest.pattern,
    summary: 'Keep a dua request among the saved duas, or not',
    bearer: true,
    personal: true,
    localized: true,
    params: [requestParam],
    body: DuaRequestPatchSchema,
    success: { status: 200, description: 'The request as changed.', schema: DuaRequestAnswerSchema },
    errors: [...jsonBody, 401, 404],
  },
  {
    operationId: 'deleteDuaRequest',
    method: 'delete',
    path: API.appDuaRequest.pattern,
    summary: 'Delete a dua request (the month’s quota is not given back)',
    bearer: true,
    personal: true,
    params: [requestParam],
    success: { status: 200, description: 'Deleted.', schema: DuaRequestDeletedSchema },
    errors: [401, 404],
  },
  {
    operationId: 'getMyQuotas',
    method: 'get',
    path: API.appMeQuotas,
    summary: "This local month's dua requests and ayah dedications: used, left, the limit and the month",
    bearer: true,
    personal: true,
    success: { status: 200, description: 'The quotas.', schema: QuotasAnswerSchema },
    errors: [400, 401, 404],
  },
];
