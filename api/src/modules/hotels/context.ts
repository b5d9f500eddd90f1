// Everything the hotels services need, built once per app by routes.ts; services never see Fastify.
import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/dispatch';
import type { HotelSupply } from '../../providers/hotel-supply/create-hotel-supply';
import type { FxProvider } from '../../providers/fx';
import type { PaymentsProvider } from '../../providers/payments';
import type { RateKeys } from './booking/rate-key';
import type { HotelSearchEngine } from './search/search-engine';

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
