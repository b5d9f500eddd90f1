// The one way the front ends call the api: waits for the session (writes need its CSRF token, member answers its
// cookie), goes through the one http client (/api/v1, timeout, credentials, CSRF, Bearer), takes a page's first
// frame answer once when there is one, and turns every failure into ApiError.
import { takeFrameAnswer } from '../frame';
import { toApiError } from './api-error';
import { api } from './client';
import { sessionReady } from './session-ready';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /** Overrides the 5000 ms default (plan generation, uploads may take longer). */
  timeout?: number;
  /** Upload progress (a post's photos and videos). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** A request and its whole answer (status and body); rejects with ApiError. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  if ((method === 'post' || (method === 'get' && !options.params)) && !options.signal?.aborted) {
    const answered = takeFrameAnswer<T>(method === 'get' ? 'GET' : 'POST', url, body);
    if (answered !== undefined) return { status: 200, data: answered };
  }
  await sessionReady();
  const config = {
    ...(options.params ? { params: options.params } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeout ? { timeout: options.timeout } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  };
  const withConfig = Object.keys(config).length > 0;
  try {
    // Through the client's own methods (a call reads in a test as `api.post(url, body)`), the config only when set.
    let res: { status: number; data: T };
    if (method === 'get') res = withConfig ? await api.get<T>(url, config) : await api.get<T>(url);
    else if (method === 'delete')
      res =
        body === undefined && !withConfig
          ? await api.delete<T>(url)
          : await api.delete<T>(url, { ...config, ...(body === undefined ? {} : { data: body }) });
    else if (withConfig) res = await api[method]<T>(url, body, config);
    else res = body === undefined ? await api[method]<T>(url) : await api[method]<T>(url, body);
    return { status: res.status, data: res.data };
  } catch (error) {
    throw toApiError(error);
  }
}

const bodyOf = <T>(res: ApiResponse<T>): T => res.data;

/** GET, the answer's body; rejects with ApiError. */
export const apiGet = <T>(url: string, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('get', url, undefined, options).then(bodyOf);

/** POST (the spec's reads are POSTs too), the answer's body; rejects with ApiError. */
export const apiPost = <T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('post', url, body ?? {}, options).then(bodyOf);

export const apiPut = <T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('put', url, body ?? {}, options).then(bodyOf);

export const apiPatch = <T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('patch', url, body ?? {}, options).then(bodyOf);

export const apiDelete = <T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('delete', url, body, options).then(bodyOf);
