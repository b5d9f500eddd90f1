// The one TanStack Query client of the page. This file is its own entry (`@jad/shared-ui/data`), shared through
// Module Federation as a singleton but not eager: the library loads with the first remote that uses it, not with
// the shell's first paint.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** Retry only reads that are safe to repeat, and only when the server may answer differently: no answer or 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error) || error.aborted) return false;
  const idempotent = error.method === 'get' || error.method === 'head';
  return idempotent && (error.status === null || error.status >= 500);
}

/** `retry: false` for tests that want a failure shown at once. */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: options.retry ?? shouldRetry,
        // Coming back to the tab should not reshuffle a list the user is reading.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one client: every remote's root renders DataProvider with it, so the cache is shared. */
export const queryClient: QueryClient = createQueryClient();

export function DataProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
