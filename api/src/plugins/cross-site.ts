import type { FastifyRequest } from 'fastify';
import { renderMessage } from '../lib/error-codes';

export const CROSS_SITE_MESSAGE = renderMessage('cross_site');

/**
 * Whether the browser says another site sent this (cookie-authenticated) write; beside the CSRF token, as defence
 * in depth: `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither PUBLIC_URL's origin nor on the host the
 * request came to (`Host`, or `X-Forwarded-Host` from a trusted proxy). Only the host name is compared for the
 * latter: nginx forwards `$host`, which drops the port, and TLS often ends at the proxy, so scheme and port may
 * differ from the browser's view; cookies are shared across ports and schemes of a host anyway. `Origin: null`
 * (sandboxed frames, opaque redirects) counts as foreign. A client that sends neither header (curl, a mobile app)
 * is let through, as are Bearer requests, which never reach this check.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || (publicOrigin !== undefined && origin === publicOrigin)) return false;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return true;
  }
  return hostname === '' || hostname !== request.hostname.toLowerCase();
}
