// What a refused api call said: from the one ApiError, or read by shape from an error with a `response`.
import { isApiError } from './api-error';

/** The server's message of a 4xx answer (spec §8: the server's text is shown), if any. */
export function serverMessageOf(error: unknown): string | null {
  if (isApiError(error)) return error.status === null ? null : error.serverMessage;
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The api's machine-readable reason of a 4xx answer (`already_reviewed`), if it gave one. */
export function serverCodeOf(error: unknown): string | null {
  if (isApiError(error)) return error.status === null ? null : error.code;
  const code = (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data?.code;
  return typeof code === 'string' ? code : null;
}

/** The HTTP status of a failed api call, or null when there was no answer (network, timeout). */
export function httpStatusOf(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}
