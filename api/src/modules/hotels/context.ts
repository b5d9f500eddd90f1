// Everything the hotels services need, built once per app (hotelsContext); services never see Fastify.
// The hotels and orders route plugins are siblings, so they meet here (keyed by the app's providers object)
// rather than through a Fastify decoration.
import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/dispatch';
import type { HotelSupply } from '../../providers/hotel-supply/create-hotel-supply';
import type { FxProvider } from '../../providers/fx';
import type { PaymentsProvider } from '../../providers/payments';

import { memoIds } from '../../lib/memo-ids';
import { publicUrlOf } from '../../mail/public-url';
import type { FastifyInstance } from 'fastify';
import type { Providers } from '../../providers';
import { DEFAULT_COMMISSION_PERCENT } from './pricing/commission';
import { createRateKeys, type RateKeys } from './booking/rate-key';
import { HotelSearchEngine } from './search/search-engine';

export interface HotelsContext {
  db: Db;
  supply: HotelSupply;
  payments: PaymentsProvider;
  fx: FxProvider;
  rateKeys: RateKeys;
  search: HotelSearchEngine;
  encodeHid: (hid: number) => string;
  /** Null for anything that is not a hotel id minted by this api. */
  decodeHid: (value: string) => number | null;
  commissionPercent: number;
  /** Pause between booking-status checks (ETG suggests about a second; the built-in supplier needs none). */
  statusPollMs: number;
  now: () => Date;
  /** Booking mails are queued in the order's transaction; kick() after it commits. */
  mailQueue: MailQueue;
  /** Origin for links in mails (PUBLIC_URL). */
  publicUrl: string;
}

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
