import { errorResponses } from '../../../lib/error-schema';
import { searchActivitiesResponse, searchUsersResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchActivityNames, searchPeople } from './service';
import { searchActivitiesBody, searchUsersBody } from '../schemas';
import type { SearchActivitiesResponse, SearchUsersResponse } from '../types';
import { memoIds } from '../../../lib/memo-ids';

/** The header search box (spec §2): activities everywhere, people on /feed. Open to visitors. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  app.post(
    '/search/activities',
    {
      schema: {
        tags: ['search'],
        summary: 'Activities whose en or ar name matches (case, accents and small typos forgiven)',
        body: searchActivitiesBody,
        response: { 200: searchActivitiesResponse, ...errorResponses },
      },
    },
    async (request): Promise<SearchActivitiesResponse> =>
      searchActivityNames(app.db, ids, request.body.name, request.body.limit),
  );

  app.post(
    '/search/users',
    {
      schema: {
        tags: ['search'],
        summary: 'People by username, first or last name',
        body: searchUsersBody,
        response: { 200: searchUsersResponse, ...errorResponses },
      },
    },
    async (request): Promise<SearchUsersResponse> => searchPeople(app.db, request.body.query, request.body.limit),
  );
};
