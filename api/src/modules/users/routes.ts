import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/domain-error';
import { currentUser, requireUser } from '../../plugins/session';
import type { AccountsDeps } from '../accounts/context';
import { preferencesBody } from '../accounts/schemas';
import { toPublicUser } from './public-user';
import { findAuthUserById, findAuthUserByProfile, updateUserRow, usernameTaken } from './repository';
import { publicProfileView, publicUser } from './responses';
import { adminUpdateBody, fetchProfileBody, updateProfileBody, updateUserBody } from './schemas';
import { setProfilePictures, toPublicProfileView, updateUser } from './service';
import type { PublicProfileView, PublicUser } from './types';

/** The signed-in user's own account (fetch, edit, preferences) and public profiles. */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const me = async (userId: number): Promise<PublicUser> => {
    const user = await findAuthUserById(app.db, userId);
    if (!user) throw unauthorized('unauthorized');
    return toPublicUser(user, app.ids);
  };

  app.post(
    '/users/fetch',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (as GET /auth/session)',
        response: { 200: publicUser },
      },
    },
    async (request, reply): Promise<PublicUser> => {
      reply.header('cache-control', 'private, no-store');
      return toPublicUser(currentUser(request), app.ids);
    },
  );

  for (const path of ['/users/prefrences', '/users/preferences']) {
    app.put(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['users'],
          summary: 'Language and theme, kept on the server (the spelling of the first path is the spec’s)',
          body: preferencesBody,
          response: { 200: publicUser },
        },
      },
      async (request): Promise<PublicUser> => {
        const { language, is_dark_mode } = request.body;
        const userId = currentUser(request).id;
        await updateUserRow(app.db, userId, {
          ...(language ? { language } : {}),
          ...(is_dark_mode !== undefined ? { isDarkMode: is_dark_mode } : {}),
        });
        return me(userId);
      },
    );
  }

  app.put(
    '/users',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Edit profile fields; e-mail and phone changes need the password / a verified OTP',
        body: updateUserBody,
        response: { 200: publicUser },
      },
    },
    async (request): Promise<PublicUser> => {
      const user = currentUser(request);
      await updateUser(app.db, deps, user, request.body);
      return me(user.id);
    },
  );

  app.put(
    '/users/admin',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Own location (from reverse geocoding at sign-up) and username',
        body: adminUpdateBody,
        response: { 200: publicUser },
      },
    },
    async (request): Promise<PublicUser> => {
      const user = currentUser(request);
      const { latitude, longitude, location, username } = request.body;
      if (username !== undefined && username !== user.username && (await usernameTaken(app.db, username, user.id))) {
        throw conflict('username_taken');
      }
      await updateUserRow(app.db, user.id, {
        ...(latitude !== undefined ? { latitude } : {}),
        ...(longitude !== undefined ? { longitude } : {}),
        ...(location !== undefined ? { city: location } : {}),
        ...(username !== undefined ? { username } : {}),
      });
      return me(user.id);
    },
  );

  app.post(
    '/profiles/fetch',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile by username or profile_id',
        body: fetchProfileBody,
        response: { 200: publicProfileView },
      },
    },
    async (request): Promise<PublicProfileView> => {
      const { username, profile_id } = request.body;
      const found = await findAuthUserByProfile(
        app.db,
        profile_id ? { profileId: app.ids.decodeId('profile', profile_id) } : { username },
      );
      if (!found) throw notFound('profile_not_found');
      return toPublicProfileView(found, app.ids, request.user?.id ?? null);
    },
  );

  app.put(
    '/profiles',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Set or clear the profile and cover pictures (from POST /upload)',
        body: updateProfileBody,
        response: { 200: publicUser },
      },
    },
    async (request): Promise<PublicUser> => {
      const user = currentUser(request);
      const profileId = app.ids.decodeId('profile', request.body.profile_id);
      if (!user.profile || user.profile.profileId !== profileId) throw forbidden('own_profile_only');
      const { profile_picture, cover_picture } = request.body;
      await setProfilePictures(app.db, user, { profile_picture, cover_picture });
      return me(user.id);
    },
  );
};
