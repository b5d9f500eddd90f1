import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { appStore } from '../store/app-store';
import { getBearerToken } from './bearer';
import { apiDefaults } from './defaults';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Adds the CSRF header to cookie-authenticated writes and the bearer token when one is held. */
export function attachAuthHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  const method = (config.method ?? 'get').toLowerCase();
  const csrfToken = appStore.getState().csrfToken;
  const bearer = getBearerToken();
  if (!SAFE_METHODS.has(method) && csrfToken) headers.set('x-csrf-token', csrfToken);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  config.headers = headers;
  return config;
}

export function createApiClient(): AxiosInstance {
  const { adapter: _testAdapter, ...defaults } = apiDefaults;
  const instance = axios.create({ ...defaults, headers: { ...defaults.headers } });
  instance.interceptors.request.use(attachAuthHeaders);
  return instance;
}
