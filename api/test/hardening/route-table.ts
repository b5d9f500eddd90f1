// The route table the hardening tests walk: what Fastify registered (plugins/openapi.ts records every
// route as it is added), so a route hidden from the OpenAPI document is still in it.
import type { App } from '../../src/app';
import type { RouteTableEntry } from '../../src/plugins/openapi';

export const API_PREFIX = '/api/v1';

/** Every route under /api/v1 (HEAD copies of GET routes left out), in registration order. */
export function apiRoutes(app: App): RouteTableEntry[] {
  const seen = new Set<string>();
  return app.routeTable.filter((r) => {
    const key = routeKey(r);
    if (!r.url.startsWith(`${API_PREFIX}/`) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
