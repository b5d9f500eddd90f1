import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export const openapiPlugin = fp(
  async (app) => {
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
