import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { databaseErrorOf } from '../lib/db-error';
import { DomainError, type ErrorKind } from '../lib/domain-error';
import { type ErrorCode, type MessageParams, renderMessage } from '../lib/error-codes';
import { fieldFailure, type ZodIssueLike } from '../lib/field-codes';
import { HttpError } from '../lib/http-error';
import { isClientPath } from './client-routes';
import { isPreviewPath } from './share-preview/routes';
import { UNSTORABLE_TEXT_MESSAGE } from './text-input';

/** One field's failure in a validation answer; `field` is the dotted input path (`guests.0.first_name`). */
export interface FieldError {
  field: string;
  code: string;
  /** English, without the field's name (the form shows it beside the field). */
  message: string;
  params?: MessageParams;
}

/** The one error body every failure answers with. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A stable lower_snake reason from lib/error-codes.ts; clients translate by it. */
  code: string;
  params?: MessageParams;
  fields?: FieldError[];
}

export const errorBody = (
  statusCode: number,
  message: string,
  code: string = codeOfStatus(statusCode),
  extra: Pick<ErrorBody, 'params' | 'fields'> = {},
): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
  ...(extra.params && Object.keys(extra.params).length > 0 ? { params: extra.params } : {}),
  ...(extra.fields && extra.fields.length > 0 ? { fields: extra.fields } : {}),
});

export const INTERNAL_ERROR_MESSAGE = renderMessage('internal_error');

const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  too_many: 429,
  internal: 500,
  upstream: 502,
  unavailable: 503,
};

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
};

/** The generic code of a status, for failures that carry none of their own. */
export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** Fastify's own client errors that have a more precise code than their status. */
const CODE_OF_FASTIFY_ERROR: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

interface Issue extends FieldError {
  /** The validator's own text, kept in the top-level message for older clients. */
  raw: string;
}

/** "email: Invalid email address; name is required" — names the field so the client can show it. */
function describeIssues(issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map(({ field, raw }) => (/received undefined$/.test(raw) ? `${field} is required` : `${field}: ${raw}`))
    .join('; ');
}

function validationBody(issues: Issue[], fallback: string): ErrorBody {
  const message = issues.length > 0 ? describeIssues(issues) : fallback;
  return errorBody(400, message, 'validation_failed', {
    fields: issues.map(({ field, code, message: text, params }) => ({
      field,
      code,
      message: text,
      ...(params ? { params } : {}),
    })),
  });
}

function fromFastifyValidation(error: FastifyError): ErrorBody {
  const context = error.validationContext ?? 'body';
  const issues = (error.validation ?? []).map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    const raw = v.message ?? 'is invalid';
    return { field, raw, ...fieldFailure({ code: v.keyword, message: raw, ...(v.params as object) }) };
  });
  return validationBody(issues, error.message);
}

function fromZodError(error: ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    raw: issue.message,
    ...fieldFailure(issue as unknown as ZodIssueLike),
  }));
  return validationBody(issues, error.message);
}

function fromDomainError(error: DomainError): ErrorBody {
  const status = STATUS_OF_KIND[error.kind];
  const fields = error.field
    ? [{ field: error.field, code: error.code, message: error.text, ...(error.params ? { params: error.params } : {}) }]
    : undefined;
  return errorBody(status, error.message, error.code, { params: error.params, fields });
}

/** invalid byte sequence (NUL in text), untranslatable character (\u0000 or a lone surrogate in jsonb). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The request's path, without its query. */
const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

const isReservedPath = (url: string) => /^\/(api|remotes|media)(\/|$|\?)/.test(url);

/** The page of a GET for an unknown path: HTML when a browser asks for a page, JSON for a script or a fetch. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // curl and crawlers send */* (or nothing): a path without a file extension is a page.
  return !/\.[a-z0-9]{1,8}$/i.test(pathOf(request.url).split('/').pop() ?? '');
}

/**
 * GET or HEAD of a path outside the api, remotes and media. A route of the app's table (plugins/client-routes.ts)
 * is 'page'; any other path a browser would show is 'missing-page' (404 with the app, which shows its not-found
 * view); a missing file is neither.
 */
function shellAnswerFor(request: FastifyRequest): 'page' | 'missing-page' | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const path = pathOf(request.url);
  if (isReservedPath(path)) return null;
  if (isClientPath(path)) return 'page';
  return wantsPage(request) ? 'missing-page' : null;
}

function send(reply: FastifyReply, body: ErrorBody) {
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string, params?: MessageParams) {
  return send(reply, errorBody(statusCode, message, code, { params }));
}

/**
 * One error handler for the app: validation → 400 naming the field, HttpError → its status,
 * fastify's own client errors (bad JSON, body too large, media type, rate limit) → their 4xx,
 * anything else → 500 'Something went wrong', logged. Unknown routes → 404 JSON, except, when the shell is served
 * (plugins/static.ts), the app's pages (200 index.html) and other page paths (404 index.html: the not-found view).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (Array.isArray(error.validation)) return send(reply, fromFastifyValidation(error));
      if (error instanceof ZodError) return send(reply, fromZodError(error));
      if (error instanceof DomainError) {
        if (error.kind === 'internal') request.log.error({ err: error }, 'request failed');
        return send(reply, fromDomainError(error));
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(reply, error.statusCode, error.message, error.code);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const code = CODE_OF_FASTIFY_ERROR[error.code] ?? codeOfStatus(status);
        return sendError(reply, status, error.message || STATUS_CODES[status] || 'Error', code);
      }
      // Text PostgreSQL cannot hold that got past plugins/text-input.ts (say, from a header): the client's fault.
      if (UNSTORABLE_TEXT_CODES.has(databaseErrorOf(error)?.code ?? ''))
        return sendError(reply, 400, `input ${UNSTORABLE_TEXT_MESSAGE}`, 'unstorable_text');
      // The logger's err serializer (lib/log-serializers.ts) leaves a database error's statement and values out.
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, INTERNAL_ERROR_MESSAGE, 'internal_error');
    });

    app.setNotFoundHandler((request, reply) => {
      const serveShellIndex = request.server.serveShellIndex;
      const answer = serveShellIndex ? shellAnswerFor(request) : null;
      // Behind nginx ('shared'), only the shared pages nginx proxies here for their preview tags.
      const served = request.server.shellPages === 'all' || (answer === 'page' && isPreviewPath(pathOf(request.url)));
      if (serveShellIndex && answer && served) return serveShellIndex(request, reply, answer === 'page' ? 200 : 404);
      const params = { method: request.method, path: pathOf(request.url) };
      return sendError(reply, 404, renderMessage('route_not_found', params), 'route_not_found', params);
    });
  },
  { name: 'jad-errors' },
);
