// The front ends' http client, loaded on first use (client.ts): the api's base path, 5000 ms, cookies, JSON bodies and
// answers, query params, the CSRF header on writes and the Bearer token, upload progress, cancellation. It replaced
// axios (20.8 KB gzip on every remote page; this is under 2 KB). The transport is XMLHttpRequest: fetch cannot report
// upload progress (a post's videos). Tests swap the transport (`apiDefaults.adapter`), so their requests still pass
// through everything here.
import { loadErrorTexts } from '../i18n/error-texts';
import { appStore } from '../store/app-store';
import { getBearerToken } from './bearer';
import { apiDefaults } from './defaults';
import {
  HttpError,
  HttpHeaders,
  type CallConfig,
  type HttpAdapter,
  type HttpResponse,
  type RequestConfig,
} from './http';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Adds the CSRF header to cookie-authenticated writes and the bearer token when one is held. */
export function attachAuthHeaders(config: RequestConfig): RequestConfig {
  const csrfToken = appStore.getState().csrfToken;
  const bearer = getBearerToken();
  if (!SAFE_METHODS.has(config.method) && csrfToken) config.headers.set('x-csrf-token', csrfToken);
  if (bearer) config.headers.set('Authorization', `Bearer ${bearer}`);
  return config;
}

const isPlainData = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  !(typeof FormData !== 'undefined' && data instanceof FormData) &&
  !(typeof Blob !== 'undefined' && data instanceof Blob) &&
  !(data instanceof ArrayBuffer) &&
  !(data instanceof URLSearchParams);

/** The request as the transport sees it: defaults, headers, the body as JSON text when it is an object. */
function requestConfig(method: string, url: string, call: CallConfig): RequestConfig {
  const headers = new HttpHeaders(apiDefaults.headers);
  let data = call.data;
  if (isPlainData(data)) {
    data = JSON.stringify(data);
    headers.set('Content-Type', 'application/json');
  }
  return {
    method: method.toLowerCase(),
    url,
    baseURL: apiDefaults.baseURL,
    headers,
    timeout: call.timeout ?? apiDefaults.timeout,
    withCredentials: apiDefaults.withCredentials,
    ...(call.params ? { params: call.params } : {}),
    ...(data === undefined ? {} : { data }),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.onUploadProgress ? { onUploadProgress: call.onUploadProgress } : {}),
  };
}

/** baseURL + url + the params that have a value, as a query string. */
export function fullUrl(config: RequestConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const url = /^https?:\/\//.test(config.url) ? config.url : config.baseURL + config.url;
  const q = query.toString();
  return q ? `${url}${url.includes('?') ? '&' : '?'}${q}` : url;
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The browser's transport. The request starts in a task of its own: sending costs a phone several milliseconds each
 * (3–26 ms at 4× CPU in Chromium), and a query's request is asked for inside React's commit, whose task it lengthened.
 */
export const xhrAdapter: HttpAdapter = (config) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = config.signal;
    const onAbort = () => {
      xhr.abort();
      reject(new HttpError('canceled', 'ERR_CANCELED', config));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    setTimeout(() => {
      if (!signal?.aborted) sendXhr(xhr, config, resolve, reject, () => signal?.removeEventListener('abort', onAbort));
    }, 0);
  });

function sendXhr(
  xhr: XMLHttpRequest,
  config: RequestConfig,
  resolve: (response: HttpResponse) => void,
  reject: (error: HttpError) => void,
  settle: () => void,
): void {
  xhr.open(config.method.toUpperCase(), fullUrl(config), true);
  xhr.timeout = config.timeout;
  xhr.withCredentials = config.withCredentials;
  for (const [name, value] of config.headers.entries()) xhr.setRequestHeader(name, value);
  const progress = config.onUploadProgress;
  if (progress)
    xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, ...(e.lengthComputable ? { total: e.total } : {}) });
  xhr.onload = () => {
    settle();
    resolve({ status: xhr.status, data: parseBody(xhr.responseText), config });
  };
  xhr.onerror = () => {
    settle();
    reject(new HttpError('Network Error', 'ERR_NETWORK', config));
  };
  xhr.ontimeout = () => {
    settle();
    reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config));
  };
  xhr.send((config.data as XMLHttpRequestBodyInit | undefined) ?? null);
}

const carriesCode = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';

/**
 * An answer with a code (`{ code, message }`, success or failure) reaches its caller only once the error texts of
 * the user's language are there (they load on first need), so the message it shows is already translated.
 */
export async function withErrorTexts(response: { data?: unknown } | undefined): Promise<void> {
  if (response && carriesCode(response.data)) await loadErrorTexts();
}

/** Sends one request; a 2xx answer resolves, anything else rejects with HttpError. */
export async function send<T>(method: string, url: string, call: CallConfig = {}): Promise<HttpResponse<T>> {
  const config = attachAuthHeaders(requestConfig(method, url, call));
  let response: HttpResponse;
  try {
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    response = await (apiDefaults.adapter ?? xhrAdapter)(config);
  } catch (error) {
    await withErrorTexts(error instanceof HttpError ? error.response : undefined);
    throw error;
  }
  await withErrorTexts(response);
  const { status } = response;
  if (status < 200 || status >= 300)
    throw new HttpError(
      `Request failed with status code ${status}`,
      status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      response,
    );
  return response as HttpResponse<T>;
}
