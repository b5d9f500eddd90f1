import type { AxiosAdapter } from 'axios';
import { API_BASE_PATH, API_TIMEOUT_MS } from '../constants';

/** The client's settings (spec §7: versioned base path, 5000 ms). `adapter` is for tests only. */
export const apiDefaults: {
  baseURL: string;
  timeout: number;
  withCredentials: boolean;
  headers: Record<string, string>;
  adapter: AxiosAdapter | undefined;
} = {
  baseURL: API_BASE_PATH,
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  adapter: undefined,
};
