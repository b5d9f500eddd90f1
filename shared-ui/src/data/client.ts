import { apiDefaults } from './defaults';
import type { CallConfig, HttpResponse } from './http';
import type * as HttpClient from './http-client';

export { getBearerToken, setBearerToken } from './bearer';

type Client = typeof HttpClient;

// The client (and its transport) loads on the first request, not with the page: the first paint of / makes no call.
let instance: Promise<Client> | null = null;

/** The http client behind `api`, loaded on first use. */
export function getApiClient(): Promise<Client> {
  instance ??= import('./http-client');
  return instance;
}

const call = <T>(method: string, url: string, config?: CallConfig): Promise<HttpResponse<T>> =>
  getApiClient().then((client) => client.send<T>(method, url, config));

/** The methods of the one http client of the front ends: /api/v1, 5000 ms, cookies, CSRF, bearer. */
export interface ApiClient {
  defaults: typeof apiDefaults;
  get<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
}

export const api: ApiClient = {
  defaults: apiDefaults,
  get: <T>(url: string, config?: CallConfig) => call<T>('get', url, config),
  delete: <T>(url: string, config?: CallConfig) => call<T>('delete', url, config),
  post: <T>(url: string, data?: unknown, config?: CallConfig) => call<T>('post', url, { ...config, data }),
  put: <T>(url: string, data?: unknown, config?: CallConfig) => call<T>('put', url, { ...config, data }),
  patch: <T>(url: string, data?: unknown, config?: CallConfig) => call<T>('patch', url, { ...config, data }),
};
