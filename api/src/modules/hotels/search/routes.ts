import { sendJsonText } from '../../../lib/json-text';
import { errorResponses } from '../../../lib/error-schema';
import { areasResponse, destinationsResponse, markersResponse, searchResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../../lib/domain-error';
import { hotelsContext } from '../context';
import {
  areaCards,
  destinationCenter,
  destinationLabel,
  resolveDestination,
  suggestDestinations,
} from './destinations';
import { inventoryImageUrl } from '../../../providers/hotel-supply/static-hotel';
import { presentSearchHotel } from './present';
import type { Destination, SearchQuery } from './query';
import { destinationsQuery, langQuery, searchQuery, type SearchQueryInput } from '../schemas';
import type { AreaCard, DestinationSuggestion, MarkersResponse, SearchResponse } from '../types';
import { readStay } from './stay-input';

const MARKER_CAP = 2000;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => hotelsContext(app);

  function destinationOf(q: SearchQueryInput): Destination {
    if (q.lat !== undefined && q.lng !== undefined)
      return { kind: 'geo', latitude: q.lat, longitude: q.lng, radiusM: q.radius };
    const dest = q.dest?.trim();
    if (!dest) throw invalid('destination_required');
    if (dest.startsWith('hotel:')) {
      const hid = ctx().decodeHid(dest.slice('hotel:'.length));
      if (hid === null) throw invalid('invalid_id');
      return { kind: 'hotel', hid };
    }
    return resolveDestination(dest);
  }

  function engineQuery(q: SearchQueryInput): SearchQuery {
    const destination = destinationOf(q);
    const stay = readStay(q, ctx().now(), true);
    if (!stay) throw invalid('destination_required');
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
      throw invalid('price_range_invalid', { field: 'price_min' });
    return {
      destination,
      stay,
      filters: {
        stars: q.stars,
        ratingMin: q.rating_min ?? null,
        types: q.types,
        meals: q.meals,
        beds: q.beds,
        amenities: q.amenities,
        freeCancellation: q.free_cancellation,
        priceMin: q.price_min ?? null,
        priceMax: q.price_max ?? null,
        bbox: q.bbox as [number, number, number, number] | null,
      },
      sort: q.sort === 'distance' && destination.kind !== 'geo' ? 'recommended' : q.sort,
      cursor: q.cursor ?? null,
      limit: q.limit,
      lang: q.lang,
      commissionPercent: ctx().commissionPercent,
    };
  }

  app.get(
    '/hotels/search',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Hotels with prices for a stay: destination, filters, sort, keyset pages',
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = engineQuery(request.query);
      const json = await ctx().search.searchRendered(q, request.url, (page) => {
        const present = { lang: q.lang, nights: page.nights, rooms: q.stay.guests.length, encodeHid: ctx().encodeHid };
        const body: SearchResponse = {
          destination: {
            kind: q.destination.kind,
            label: destinationLabel(q.destination, q.lang, page.snapshot),
            center: destinationCenter(q.destination, page.snapshot),
          },
          stay: { checkin: q.stay.checkin, checkout: q.stay.checkout, nights: page.nights, rooms: q.stay.guests },
          total: page.total,
          hotels: page.items.map((item) => presentSearchHotel(item, present)),
          next_cursor: page.nextCursor,
          facets: page.facets,
          sort: q.sort,
        };
        return JSON.stringify(body);
      });
      // Offers are cached on the server too; the browser may reuse an answer as briefly.
      reply.header('cache-control', 'private, max-age=15');
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/hotels/search/markers',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Every match of a search as map markers (capped)',
        querystring: searchQuery,
        response: { 200: markersResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<MarkersResponse> => {
      const q = engineQuery(request.query);
      const { items, total } = await ctx().search.markers(q, MARKER_CAP);
      reply.header('cache-control', 'private, max-age=15');
      return {
        total,
        truncated: total > items.length,
        markers: items.map((i) => ({
          hid: ctx().encodeHid(i.hotel.hid),
          name: i.hotel.name[q.lang],
          latitude: i.hotel.latitude,
          longitude: i.hotel.longitude,
          per_night_minor: i.perNightMinor,
          stars: i.hotel.stars,
          rating: i.hotel.rating,
          review_count: i.hotel.reviewCount,
          image: inventoryImageUrl(i.hotel, 0),
        })),
      };
    },
  );

  app.get(
    '/hotels/destinations',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Suggestions for the destination box: city, areas, hotels',
        querystring: destinationsQuery,
        response: { 200: destinationsResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<{ suggestions: DestinationSuggestion[] }> => {
      const snapshot = await ctx().search.catalog();
      reply.header('cache-control', 'public, max-age=300');
      return { suggestions: suggestDestinations(snapshot, request.query.q, request.query.lang, ctx().encodeHid) };
    },
  );

  app.get(
    '/hotels/areas',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Popular areas of Dubai with their hotel counts',
        querystring: langQuery,
        response: { 200: areasResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<{ areas: AreaCard[] }> => {
      reply.header('cache-control', 'public, max-age=300');
      return { areas: areaCards(await ctx().search.catalog(), request.query.lang) };
    },
  );
};
