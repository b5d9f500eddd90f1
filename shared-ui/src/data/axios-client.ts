import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { loadErrorTexts } from '../i18n/error-texts';
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

const carriesCode = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';

/**
 * An answer with a code (`{ code, message }`, success or failure) reaches its caller only once the error texts of
 * the user's language are there (they load on first need), so the message it shows is already translated.
 */
export async function withErrorTexts<T extends { data?: unknown }>(response: T | undefined): Promise<void> {
  if (response && carriesCode(response.data)) await loadErrorTexts();
}

export function createApiClient(): AxiosInstance {
  const { adapter: _testAdapter, ...defaults } = apiDefaults;
  const instance = axios.create({ ...defaults, headers: { ...defaults.headers } });
  instance.interceptors.request.use(attachAuthHeaders);
  instance.interceptors.response.use(
    async (response) => {
      await withErrorTexts(response);
      return response;
    },
    async (error: unknown) => {
      await withErrorTexts(axios.isAxiosError(error) ? error.response : undefined);
      throw error;
    },
  );
  return instance;
}
