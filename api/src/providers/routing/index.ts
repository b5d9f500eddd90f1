import { requireHttpUrl } from '../http-url';
import { createEstimateRouting } from './estimate';
import { createOsrmRouting } from './osrm';
import { createLayeredPairCache, createMemoryPairCache } from './pair-cache';
import type { RoutingProvider } from './types';

export * from './types';
export { createEstimateRouting } from './estimate';
export { createOsrmRouting } from './osrm';

export interface RoutingSettings {
  /** ROUTING_URL: an OSRM-compatible server; unset: the built-in estimate. */
  routingUrl?: string | undefined;
  /** ROUTING_TIMEOUT_MS (default 3000). */
  routingTimeoutMs?: number | undefined;
  /** With REDIS_URL, travel times are shared between instances. */
  redisUrl?: string | undefined;
  redisPrefix?: string;
}

/** The routing provider the configuration asks for; `close` ends its Redis connection, if any. */
export function createRoutingFromConfig(settings: RoutingSettings): RoutingProvider & { close(): Promise<void> } {
  if (!settings.routingUrl) return { ...createEstimateRouting(), close: async () => undefined };
  requireHttpUrl(settings.routingUrl, 'ROUTING_URL');
  return createOsrmRouting({
    baseUrl: settings.routingUrl,
    timeoutMs: settings.routingTimeoutMs ?? 3_000,
    cache: settings.redisUrl
      ? createLayeredPairCache(settings.redisUrl, `${settings.redisPrefix ?? 'jad:'}routing:`)
      : createMemoryPairCache(),
  });
}
