import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { apiDefaults } from './defaults';

export { getBearerToken, setBearerToken } from './bearer';

// axios (and its interceptors) loads on the first request, not with the page: the first paint of /
// makes no call through it, which keeps ~13 KB gzip out of the first load.
let instance: Promise<AxiosInstance> | null = null;

/** The axios instance behind `api`, created on first use. */
export function getApiClient(): Promise<AxiosInstance> {
  instance ??= import('./axios-client').then((m) => m.createApiClient());
  return instance;
}

const withTestAdapter = <C extends AxiosRequestConfig | undefined>(config: C): C =>
  apiDefaults.adapter ? ({ ...config, adapter: apiDefaults.adapter } as C) : config;

/** The methods of the one http client of the front ends: /api/v1, 5000 ms, cookies, CSRF, bearer. */
export interface ApiClient {
  defaults: typeof apiDefaults;
  request: AxiosInstance['request'];
  get: AxiosInstance['get'];
  delete: AxiosInstance['delete'];
  head: AxiosInstance['head'];
  post: AxiosInstance['post'];
  put: AxiosInstance['put'];
  patch: AxiosInstance['patch'];
}

export const api: ApiClient = {
  defaults: apiDefaults,
  request: (config) => getApiClient().then((i) => i.request(withTestAdapter(config))),
  get: (url, config) => getApiClient().then((i) => i.get(url, withTestAdapter(config))),
  delete: (url, config) => getApiClient().then((i) => i.delete(url, withTestAdapter(config))),
  head: (url, config) => getApiClient().then((i) => i.head(url, withTestAdapter(config))),
  post: (url, data, config) => getApiClient().then((i) => i.post(url, data, withTestAdapter(config))),
  put: (url, data, config) => getApiClient().then((i) => i.put(url, data, withTestAdapter(config))),
  patch: (url, data, config) => getApiClient().then((i) => i.patch(url, data, withTestAdapter(config))),
};
