import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text made earlier (a cached page) as it is: with a JSON type set, Fastify sends a string without
 * serializing it again, so the route's response schema documents the answer but does not re-check it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
