import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { databaseErrorOf } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { UNSTORABLE_TEXT_MESSAGE } from './text-input';

/** The one error body every failure answers with. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Present when the failure has a stable reason a client translates (HttpError's `code`). */
  code?: string;
}

export const errorBody = (statusCode: number, message: string, code?: string): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(code ? { code } : {}),
});

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong';

interface Issue {
  field: string;
  message: string;
}

/** "email: Invalid email address; name is required" — names the field so the client can show it. */
function describeIssues(issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map(({ field, message }) =>
      /received undefined$/.test(message) ? `${field} is required` : `${field}: ${message}`,
    )
    .join('; ');
}

function fromFastifyValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'body';
  const issues = (error.validation ?? []).map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
    message: v.message ?? 'is invalid',
  }));
  return issues.length > 0 ? describeIssues(issues) : error.message;
}

function fromZodError(error: ZodError): string {
  return describeIssues(
    error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'input', message: i.message })),
  );
}

/** invalid byte sequence (NUL in text), untranslatable character (\u0000 or a lone surrogate in jsonb). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

const isReservedPath = (url: string) => /^\/(api|remotes|media)(\/|$|\?)/.test(url);

/** Paths the shell's client router may own: GET, not an api or asset prefix, no file extension. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (isReservedPath(path)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, code));
}

/**
 * One error handler for the app: validation → 400 naming the field, HttpError → its status,
 * fastify's own client errors (bad JSON, body too large, media type, rate limit) → their 4xx,
 * anything else → 500 'Something went wrong', logged. Unknown routes → 404 JSON, except GET paths
 * the shell's router owns when the shell is served (see plugins/static.ts).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (Array.isArray(error.validation)) return sendError(reply, 400, fromFastifyValidation(error));
      if (error instanceof ZodError) return sendError(reply, 400, fromZodError(error));
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(reply, error.statusCode, error.message, error.code);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500)
        return sendError(reply, status, error.message || STATUS_CODES[status] || 'Error');
      // Text PostgreSQL cannot hold that got past plugins/text-input.ts (say, from a header): the client's fault.
      if (UNSTORABLE_TEXT_CODES.has(databaseErrorOf(error)?.code ?? ''))
        return sendError(reply, 400, `input ${UNSTORABLE_TEXT_MESSAGE}`);
      // The logger's err serializer (lib/log-serializers.ts) leaves a database error's statement and values out.
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
    });

    app.setNotFoundHandler((request, reply) => {
      const serveShellIndex = request.server.serveShellIndex;
      if (serveShellIndex && isClientRoute(request)) return serveShellIndex(reply);
      return sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
    });
  },
  { name: 'jad-errors' },
);
