import { z } from 'zod';
import type { ErrorBody } from '../plugins/errors';

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** The one error body every failure answers with (plugins/errors.ts), for the OpenAPI document. */
export const errorResponse = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    /** A stable lower_snake reason from lib/error-codes.ts; clients translate by it. */
    code: z.string(),
    params: messageParams.optional(),
    fields: z
      .array(z.object({ field: z.string(), code: z.string(), message: z.string(), params: messageParams.optional() }))
      .optional(),
  })
  .describe('Error');

const _matchesErrorBody: z.ZodType<ErrorBody> = errorResponse;

/** Spread into a route's `response`: every route may fail with the one error body (4xx and 5xx). */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;
