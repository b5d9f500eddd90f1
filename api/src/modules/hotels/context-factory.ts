// One HotelsContext per app: the hotels and orders route plugins are siblings, so they meet here
// (keyed by the app's providers object) rather than through a Fastify decoration.
import { memoIds } from '../../lib/memo-ids';
import { publicUrlOf } from '../../mail/public-url';
import type { FastifyInstance } from 'fastify';
import type { Providers } from '../../providers';
import { DEFAULT_COMMISSION_PERCENT } from './pricing/commission';
import { createRateKeys } from './booking/rate-key';
import type { HotelsContext } from './context';
import { HotelSearchEngine } from './search/search-engine';

const contexts = new WeakMap<Providers, HotelsContext>();

export function hotelsContext(app: FastifyInstance): HotelsContext {
  let ctx = contexts.get(app.providers);
  if (!ctx) {
    const supply = app.providers.hotelSupply;
    // Minting an opaque id is an AES-GCM run; a result page needs twenty, so they are remembered.
    const ids = memoIds(app.ids);
    ctx = {
      db: app.db,
      supply,
      payments: app.providers.payments,
      fx: app.providers.fx,
      rateKeys: createRateKeys(app.config.idSecret),
      search: new HotelSearchEngine(supply),
      encodeHid: (hid) => ids.encodeId('hotel', hid),
      decodeHid: (value) => app.ids.tryDecodeId('hotel', value),
      commissionPercent: DEFAULT_COMMISSION_PERCENT,
      statusPollMs: supply.provider.statusPollMs,
      now: () => new Date(),
      mailQueue: app.mailQueue,
      publicUrl: publicUrlOf(app.config),
    };
    contexts.set(app.providers, ctx);
  }
  return ctx;
}
