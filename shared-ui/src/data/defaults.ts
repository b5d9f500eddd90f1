import { API_BASE_PATH, API_TIMEOUT_MS } from '../constants';
import type { HttpAdapter } from './http';

/** The client's settings (spec §7: versioned base path, 5000 ms). `adapter` replaces the transport, for tests only. */
export const apiDefaults: {
  baseURL: string;
  timeout: number;
  withCredentials: boolean;
  headers: Record<string, string>;
  adapter: HttpAdapter | undefined;
} = {
  baseURL: API_BASE_PATH,
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  adapter: undefined,
};
