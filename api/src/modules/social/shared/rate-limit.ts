import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in person (visitors per address), checked after requireUser
 * (preHandler), so people sharing an address (an office, a mobile carrier) do not use up each other's.
 */
export function perUser(max: number, timeWindow = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
    },
  };
}
