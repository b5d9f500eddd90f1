import { errorResponses } from '../../../lib/error-schema';
import { ticketCheckResponse } from '../responses';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketCodeBody } from '../schemas';
import { checkTicket, redeemTicketCode } from './service';
import type { TicketCheckResponse } from '../types';
import { unauthorized } from '../../../lib/domain-error';

export const VENUE_KEY_HEADER = 'x-venue-key';
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Venue scanners: check a code, or redeem it once. They authenticate with the shared key VENUE_API_KEY in the
 * x-venue-key header (one key for the venues' staff devices; a member's session is no venue's credential).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = app.config.venueApiKey ? digest(app.config.venueApiKey) : null;
  async function requireVenue(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    // No key configured: no caller can be a venue (401 as for a wrong key; the code tells the operator why).
    if (!expected) throw unauthorized('venue_key_not_configured');
    const sent = request.headers[VENUE_KEY_HEADER];
    // Hashes of equal length, compared in constant time: the key's length and prefix leak nothing.
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) throw unauthorized('venue_key_required');
  }
  const options = (summary: string) => ({
    preHandler: requireVenue,
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    schema: {
      tags: ['activities'],
      summary,
      body: ticketCodeBody,
      response: { 200: ticketCheckResponse, ...errorResponses },
    },
  });

  app.post(
    '/activities/tickets/check',
    options('What a ticket code is now (valid, already used, cancelled); unknown: 404'),
    async (request, reply): Promise<TicketCheckResponse> => {
      reply.header('cache-control', 'no-store');
      return checkTicket(app.db, request.body.code);
    },
  );

  app.post(
    '/activities/tickets/redeem',
    options('Uses a ticket once; used or cancelled: 409, unknown: 404'),
    async (request, reply): Promise<TicketCheckResponse> => {
      reply.header('cache-control', 'no-store');
      return redeemTicketCode(app.db, request.body.code);
    },
  );
};
