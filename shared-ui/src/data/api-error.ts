// The one error type of every api call the front ends make. The api answers a refusal with
// `{ statusCode, error, message, code, params?, fields?: [{ field, code, message, params? }] }`; older answers
// carry only `message` (and sometimes `error`), so every part but `status` and `message` may be missing.

export type ErrorParams = Record<string, unknown>;

/** One field's problem, as the api names it: the form shows it next to that field. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

/** `code` when the request got no answer (network down, timeout) or was cancelled by its caller. */
export const NETWORK_ERROR = 'network_error';
export const ABORTED = 'aborted';

export class ApiError extends Error {
  constructor(
    /** The HTTP status, or null when there was no answer. */
    readonly status: number | null,
    /** The server's own text (English), or a transport description when there was no answer. */
    message: string,
    /** The api's stable reason (`not_found`, `already_reviewed`), or null on an old answer without one. */
    readonly code: string | null = null,
    readonly params: ErrorParams = {},
    readonly fields: FieldError[] = [],
    /** The raw answer body, for screens that read more than the fields above (a booking's `order_id`). */
    readonly body: unknown = undefined,
    /** The request's method, so retries can be limited to idempotent reads. */
    readonly method: string = 'get',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the caller cancelled the request (a newer search, an unmounted page). */
  get aborted(): boolean {
    return this.code === ABORTED;
  }

  /** The server's text when the answer had one (not a transport description). */
  get serverMessage(): string | null {
    const m = textOf(this.body, 'message') ?? textOf(this.body, 'error');
    return m;
  }
}

interface HttpErrorLike {
  isHttpError: true;
  code?: string;
  message: string;
  config?: { method?: string };
  response?: { status: number; data: unknown };
}

// The http client's HttpError (http.ts), recognised by shape: the client loads lazily, and this file is in the first load.
const isHttpErrorLike = (e: unknown): e is HttpErrorLike =>
  typeof e === 'object' && e !== null && (e as { isHttpError?: unknown }).isHttpError === true;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function textOf(body: unknown, key: string): string | null {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function paramsOf(value: unknown): ErrorParams {
  return isRecord(value) && !Array.isArray(value) ? value : {};
}

function fieldsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f): FieldError[] => {
    if (!isRecord(f) || typeof f.field !== 'string') return [];
    const code = typeof f.code === 'string' ? f.code : 'invalid';
    const message = typeof f.message === 'string' ? f.message : code;
    return [{ field: f.field, code, message, ...(isRecord(f.params) ? { params: paramsOf(f.params) } : {}) }];
  });
}

/** By class, or by name and shape when the error comes from another copy of this module (a standalone remote). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && 'status' in error && 'fields' in error)
  );
}

/** True for a request its caller cancelled, whether already an ApiError or still the client's HttpError. */
export function isAbortError(error: unknown): boolean {
  if (isApiError(error)) return error.aborted;
  if (isHttpErrorLike(error)) return error.code === 'ERR_CANCELED';
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Any failure of a request (the client's HttpError, an answer, a thrown value) as the one ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAbortError(error)) return new ApiError(null, 'Request cancelled', ABORTED);
  if (isHttpErrorLike(error)) {
    const method = (error.config?.method ?? 'get').toLowerCase();
    const response = error.response;
    if (!response) return new ApiError(null, error.message, NETWORK_ERROR, {}, [], undefined, method);
    const body = response.data;
    const code = isRecord(body) && typeof body.code === 'string' && body.code !== '' ? body.code : null;
    return new ApiError(
      response.status,
      textOf(body, 'message') ?? textOf(body, 'error') ?? error.message,
      code,
      paramsOf(isRecord(body) ? body.params : undefined),
      fieldsOf(isRecord(body) ? body.fields : undefined),
      body,
      method,
    );
  }
  return new ApiError(null, error instanceof Error ? error.message : String(error));
}
