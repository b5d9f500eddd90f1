import fp from 'fastify-plugin';
import { createOpaqueIds, type OpaqueIds } from '../lib/opaque-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mints and reads the opaque ids used in links: `app.ids.encodeId('order', 42)`. */
    ids: OpaqueIds;
  }
}

export const idsPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('ids', createOpaqueIds(secret));
  },
  { name: 'jad-ids' },
);
