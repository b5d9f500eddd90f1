import { api } from '@jad/shared-ui';
import { sessionReady } from '@jad/shared-ui';

// Every call of this remote goes through here: it waits for the session, and turns failures into
// one error type that screens can branch on (status, the api's message and its booking `code`).

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface AxiosLike {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; data: unknown };
}

// axios is shared-ui's; its error is recognised by shape, so this remote does not bundle axios.
const isAxiosError = (e: unknown): e is AxiosLike =>
  typeof e === 'object' && e !== null && (e as { isAxiosError?: unknown }).isAxiosError === true;

function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const body = error.response?.data as { message?: unknown; code?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : error.message;
    return new ApiError(error.response?.status ?? null, message, typeof body?.code === 'string' ? body.code : null);
  }
  return new ApiError(null, error instanceof Error ? error.message : String(error));
}

export const isAbort = (error: unknown) => isAxiosError(error) && error.code === 'ERR_CANCELED';

export async function getJson<T>(
  url: string,
  params?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  await sessionReady();
  try {
    return (await api.get<T>(url, { params, signal })).data;
  } catch (e) {
    if (isAbort(e)) throw e;
    throw toApiError(e);
  }
}

export async function sendJson<T>(
  method: 'post' | 'put' | 'delete',
  url: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  await sessionReady();
  try {
    const res = method === 'delete' ? await api.delete<T>(url, { data: body }) : await api[method]<T>(url, body);
    return { status: res.status, data: res.data };
  } catch (e) {
    throw toApiError(e);
  }
}
