import { errorResponses } from '../../../lib/error-schema';
import { fileResponse } from '../../../lib/file-response';
import { hotelPageResponse, staticHotelResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { parseImageSize } from '../../../providers/hotel-supply/image-size';
import { invalid, invalidDetail, notFound, upstreamFailed } from '../../../lib/domain-error';
import { handleStaticHotelRequest } from '../../../providers/hotel-supply/static-hotel-request';
import { isSupplyError } from '../../../providers/hotel-supply/types';
import { guestReviews } from '../../reviews/hotel-service';
import { hotelsContext } from '../context';
import { hotelPage } from './hotel-page';
import { hidParams, imageParams, stayQuery } from '../schemas';
import type { HotelPageResponse } from '../types';
import { readStay } from '../search/stay-input';
import { renderMessage } from '../../../lib/error-codes';

export const NO_HOTEL = renderMessage('no_hotels');

export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => hotelsContext(app);

  app.get(
    '/hotels/:hid',
    {
      schema: {
        tags: ['hotels'],
        summary: 'A hotel: content, and rates by room type for a stay',
        params: hidParams,
        querystring: stayQuery,
        response: { 200: hotelPageResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<HotelPageResponse> => {
      const hid = app.ids.decodeId('hotel', request.params.hid);
      const stay = readStay(request.query, ctx().now(), false);
      let page: HotelPageResponse | null;
      try {
        page = await hotelPage(
          {
            supply: ctx().supply,
            rateKeys: ctx().rateKeys,
            encodeHid: ctx().encodeHid,
            commissionPercent: ctx().commissionPercent,
            guestReviews: (id) => guestReviews(app.db, app.ids, id),
          },
          hid,
          stay,
          request.query.lang,
        );
      } catch (e) {
        if (isSupplyError(e, 'invalid_params')) throw invalidDetail(e.message);
        if (isSupplyError(e)) throw upstreamFailed('bad_gateway');
        throw e;
      }
      if (!page) throw notFound('no_hotels');
      reply.header('cache-control', stay ? 'private, no-store' : 'public, max-age=300');
      return page;
    },
  );

  app.get(
    '/hotels/images/:hid/:variant/:file',
    {
      schema: {
        tags: ['hotels'],
        summary: 'A generated hotel picture, e.g. …/640x400.svg',
        params: imageParams,
        response: { 200: fileResponse('image/svg+xml', 'The picture (SVG)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const size = parseImageSize(request.params.file.replace(/\.svg$/, ''));
      if (!size) throw invalid('image_size_out_of_range', { field: 'file' });
      const hotel = (await ctx().search.catalog()).byHid.get(request.params.hid);
      if (!hotel) throw notFound('image_not_found');
      const svg = await app.providers.demoMedia.hotelImage(hotel, request.params.variant, size.width, size.height);
      if (svg === null) throw notFound('image_not_found');
      // The picture is a pure function of hotel, variant and size: cache it for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8');
      return svg;
    },
  );

  app.post(
    '/ratehawk/static-hotel',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Static hotel data (ETG hotel/info shape) by id, hid or the opaque hid',
        body: z.object({
          id: z.unknown().optional(),
          hotel_id: z.unknown().optional(),
          hid: z.unknown().optional(),
          language: z.unknown().optional(),
        }),
        response: { 200: staticHotelResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body: Record<string, unknown> = { ...request.body };
      // Links carry opaque hotel ids; accept them here too.
      if (typeof body.hid === 'string' && !/^\d+$/.test(body.hid)) {
        const hid = ctx().decodeHid(body.hid);
        if (hid === null) throw invalid('invalid_id');
        body.hid = hid;
      }
      const answer = await handleStaticHotelRequest(ctx().supply.provider, body);
      if (answer.statusCode !== 200) throw new HttpError(answer.statusCode, answer.body.message);
      reply.header('cache-control', 'public, max-age=300');
      return answer.body;
    },
  );
};
