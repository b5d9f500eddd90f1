import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireUser } from './session';

export interface RouteTableEntry {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`), e.g. static files. */
  hidden: boolean;
  /** Has `preHandler: requireUser` (visitors get 401). */
  requiresUser: boolean;
  /** The statuses the route's `schema.response` describes ('200', '4xx', ...). */
  responseStatuses: string[];
  /** A read sent as POST (`config.readOnly`): no CSRF token needed (plugins/session.ts). */
  readOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (HEAD copies of GET routes left out): the hardening tests' route table. */
    routeTable: RouteTableEntry[];
  }
}

/** OpenAPI from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export const openapiPlugin = fp(
  async (app) => {
    const routeTable: RouteTableEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
      const hidden = Boolean(schema?.hide);
      const responseStatuses = Object.keys(schema?.response ?? {});
      const requiresUser = [route.preHandler ?? []].flat().includes(requireUser);
      const readOnly = Boolean(route.config?.readOnly);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          routeTable.push({ method, url: route.url, hidden, requiresUser, responseStatuses, readOnly });
      }
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Jad api', description: 'The travel app api', version: '1.0.0' },
        components: {
          securitySchemes: {
            cookie: { type: 'apiKey', in: 'cookie', name: 'jad_session' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'jad-openapi' },
);
