// RateHawk / Emerging Travel Group API v3 client behind the HotelSupplyProvider interface.
// POST JSON with HTTP Basic (key id : key); every answer is {data, debug, error, status}.
import { assertValidStay } from './guests';
import { hotelOf, bookingPaymentTypeOf, rateOf, staticHotelOf, supplyErrorCodeOf } from './etg-mapping';
import {
  ETG_API_PREFIX,
  ETG_PATHS,
  type EtgBookingFormData,
  type EtgCancelData,
  type EtgDumpData,
  type EtgEndpoint,
  type EtgEnvelope,
  type EtgFinishRequest,
  type EtgFinishStatusData,
  type EtgHotelInfo,
  type EtgPrebookData,
  type EtgSearchData,
  type EtgStayRequest,
} from './etg-wire';
import { decimalToMinor, minorToDecimal } from './money';
import { offersOfSearch, type StayOfferTable } from './stay-offers';
import {
  SupplyError,
  type BookingForm,
  type BookingFormParams,
  type BookingStatusResult,
  type CancelResult,
  type FinishBookingParams,
  type GeoSearchParams,
  type HotelRef,
  type HotelSupplyProvider,
  type Language,
  type PrebookOptions,
  type PrebookResult,
  type RegionSearchParams,
  type SearchResult,
  type SerpHotel,
  type StaticHotel,
  type StayParams,
} from './types';

export const ETG_DEFAULT_BASE_URL = 'https://api.worldota.net';

export interface EtgConfig {
  /** Scheme and host, e.g. https://api.worldota.net (the /api/b2b/v3 prefix is added here). */
  baseUrl: string;
  keyId: string;
  key: string;
  /** Per request. Default 30 s: ETG's own search timeout is up to 30 s. */
  timeoutMs?: number;
  language?: Language;
  /** Lower-case ISO country of the traveller when a request does not say. Default `ae`. */
  residency?: string;
  currency?: string;
  /** For tests and for wrapping (retries, metrics). */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Reads ETG_KEY_ID, ETG_KEY, ETG_BASE_URL, ETG_TIMEOUT_MS, ETG_CURRENCY, ETG_RESIDENCY.
 * Null when no key is set, so the app falls back to the built-in inventory.
 */
export function etgConfigFromEnv(env: Record<string, string | undefined>): EtgConfig | null {
  const keyId = env.ETG_KEY_ID?.trim();
  const key = env.ETG_KEY?.trim();
  if (!keyId || !key) return null;
  const timeout = env.ETG_TIMEOUT_MS ? Number(env.ETG_TIMEOUT_MS) : undefined;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0))
    throw new Error('ETG_TIMEOUT_MS must be a positive whole number');
  return {
    baseUrl: env.ETG_BASE_URL?.trim() || ETG_DEFAULT_BASE_URL,
    keyId,
    key,
    timeoutMs: timeout,
    currency: env.ETG_CURRENCY?.trim() || undefined,
    residency: env.ETG_RESIDENCY?.trim().toLowerCase() || undefined,
  };
}

/** By name, not instanceof: fetch's DOMException may come from another realm (workers, test VMs). */
function isAbort(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** Finish-status errors after which the booking may still go through: keep asking (ETG's advice). */
const NOT_FINAL_STATUS_ERRORS = new Set(['timeout', 'unknown']);

export class EtgHotelSupply implements HotelSupplyProvider {
  readonly name = 'etg';
  readonly statusPollMs = 1000;
  private readonly base: string;
  private readonly auth: string;
  private readonly doFetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly config: EtgConfig) {
    this.base = `${config.baseUrl.replace(/\/+$/, '')}${ETG_API_PREFIX}`;
    this.auth = `Basic ${Buffer.from(`${config.keyId}:${config.key}`).toString('base64')}`;
    this.doFetch = config.fetch ?? fetch;
    this.now = config.now ?? (() => new Date());
  }

  async searchRegion(params: RegionSearchParams): Promise<SearchResult> {
    const body = {
      ...this.stay(params),
      region_id: params.regionId,
      ...(params.hotelsLimit ? { hotels_limit: params.hotelsLimit } : {}),
    };
    return this.search('searchRegion', body, params.guests.length);
  }

  async searchGeo(params: GeoSearchParams): Promise<SearchResult> {
    const body = {
      ...this.stay(params),
      latitude: params.latitude,
      longitude: params.longitude,
      radius: params.radius,
      ...(params.hotelsLimit ? { hotels_limit: params.hotelsLimit } : {}),
    };
    return this.search('searchGeo', body, params.guests.length);
  }

  /** String refs go as ETG `ids`, numeric ones as `hids`. */
  async searchHotels(ids: HotelRef[], params: StayParams): Promise<SearchResult> {
    const strs = ids.filter((x): x is string => typeof x === 'string');
    const nums = ids.filter((x): x is number => typeof x === 'number');
    const body = {
      ...this.stay(params),
      ...(strs.length ? { ids: strs } : {}),
      ...(nums.length ? { hids: nums } : {}),
    };
    return this.search('searchHotels', body, params.guests.length);
  }

  async hotelPage(hotelId: HotelRef, params: StayParams): Promise<SerpHotel | null> {
    const body = { ...this.stay(params), ...(typeof hotelId === 'number' ? { hid: hotelId } : { id: hotelId }) };
    try {
      const data = await this.call<EtgSearchData>('hotelPage', body);
      const hotel = data?.hotels?.[0];
      return hotel && hotel.rates.length > 0 ? hotelOf(hotel, params.guests.length) : null;
    } catch (e) {
      if (e instanceof SupplyError && e.providerError === 'hotel_not_found') return null;
      throw e;
    }
  }

  async prebook(bookHash: string, options: PrebookOptions = {}): Promise<PrebookResult> {
    const body = {
      hash: bookHash,
      ...(options.priceIncreasePercent !== undefined ? { price_increase_percent: options.priceIncreasePercent } : {}),
    };
    const data = await this.call<EtgPrebookData>('prebook', body);
    const etgRate = data?.hotels?.[0]?.rates?.[0];
    if (!etgRate) throw new SupplyError('no_available_rates', 'Prebook returned no rate');
    const rate = rateOf(etgRate, null);
    const priceChanged = data?.changes?.price_changed === true;
    return { bookHash: rate.book_hash, priceChanged, rate, ...(priceChanged ? { newRate: rate } : {}) };
  }

  async createBookingForm(params: BookingFormParams): Promise<BookingForm> {
    const data = await this.call<EtgBookingFormData>('bookingForm', {
      partner_order_id: params.partnerOrderId,
      book_hash: params.bookHash,
      language: params.language ?? this.config.language ?? 'en',
      user_ip: params.userIp ?? '127.0.0.1',
    });
    if (!data) throw new SupplyError('unknown', 'Booking form answered without data');
    return {
      orderId: data.order_id,
      itemId: data.item_id,
      partnerOrderId: data.partner_order_id,
      paymentTypes: data.payment_types.map(bookingPaymentTypeOf),
    };
  }

  /** ETG books asynchronously: an accepted finish is `processing` until finish/status says otherwise. */
  async finishBooking(params: FinishBookingParams): Promise<BookingStatusResult> {
    const main = params.rooms[0]?.guests[0];
    if (!main) throw new SupplyError('invalid_params', 'Main guest details needed');
    const body: EtgFinishRequest = {
      user: params.user,
      supplier_data: {
        first_name_original: main.first_name,
        last_name_original: main.last_name,
        phone: params.user.phone,
        email: params.user.email,
      },
      partner: { partner_order_id: params.partnerOrderId },
      language: params.language ?? this.config.language ?? 'en',
      rooms: params.rooms.map((room) => ({
        guests: room.guests.map((g) => ({
          first_name: g.first_name,
          last_name: g.last_name,
          ...(g.is_child ? { is_child: true, age: g.age } : {}),
          ...(g.title ? { gender: g.title === 'mr' ? ('male' as const) : ('female' as const) } : {}),
        })),
      })),
      payment_type: {
        type: params.paymentType.type,
        amount: minorToDecimal(params.paymentType.amount, params.paymentType.currency_code),
        currency_code: params.paymentType.currency_code,
      },
    };
    await this.call('bookingFinish', body);
    return { partnerOrderId: params.partnerOrderId, status: 'processing' };
  }

  async bookingStatus(partnerOrderId: string): Promise<BookingStatusResult> {
    const env = await this.request<EtgFinishStatusData>('bookingFinishStatus', { partner_order_id: partnerOrderId });
    if (env.status === 'ok') return { partnerOrderId, status: 'ok' };
    if (env.status === 'processing') return { partnerOrderId, status: 'processing' };
    const word = env.error ?? 'unknown';
    if (word === 'order_not_found') throw new SupplyError('order_not_found', undefined, { providerError: word });
    if (NOT_FINAL_STATUS_ERRORS.has(word)) return { partnerOrderId, status: 'processing', providerError: word };
    return { partnerOrderId, status: 'failed', error: supplyErrorCodeOf(word), providerError: word };
  }

  async cancelBooking(partnerOrderId: string): Promise<CancelResult> {
    const data = await this.call<EtgCancelData>('cancel', { partner_order_id: partnerOrderId });
    if (!data) throw new SupplyError('unknown', 'Cancel answered without data');
    const currency = data.amount_payable.currency_code;
    return {
      penaltyMinor: decimalToMinor(data.amount_payable.amount, currency),
      refundMinor: decimalToMinor(data.amount_refunded.amount, data.amount_refunded.currency_code),
      currency,
    };
  }

  async staticHotel(hotelId: HotelRef, language: Language = this.config.language ?? 'en'): Promise<StaticHotel | null> {
    const body = { ...(typeof hotelId === 'number' ? { hid: hotelId } : { id: hotelId }), language };
    try {
      const data = await this.call<EtgHotelInfo>('hotelInfo', body);
      return data ? staticHotelOf(data, language) : null;
    } catch (e) {
      if (e instanceof SupplyError && e.providerError === 'hotel_not_found') return null;
      throw e;
    }
  }

  /** Where today's content archive is (full) or the changes since yesterday's (incremental): see etg-content-import.ts. */
  async contentDump(
    kind: 'full' | 'incremental',
    language: Language = this.config.language ?? 'en',
  ): Promise<EtgDumpData> {
    const body = kind === 'full' ? { language, inventory: 'all' } : { language };
    const data = await this.call<EtgDumpData>(kind === 'full' ? 'hotelDump' : 'hotelIncrementalDump', body);
    if (!data?.url) throw new SupplyError('unknown', 'ETG dump answered without a URL');
    return data;
  }

  async regionOffers(params: RegionSearchParams): Promise<StayOfferTable> {
    return offersOfSearch(await this.searchRegion(params));
  }

  /** ETG does not say when availability changes: cached offers go by age. */
  availabilityStamp(): Promise<string | null> {
    return Promise.resolve(null);
  }

  private stay(params: StayParams): EtgStayRequest {
    // Same checks as the built-in provider, so bad input fails here and not as a supplier 400.
    assertValidStay(params, this.now());
    const currency = params.currency ?? this.config.currency;
    return {
      checkin: params.checkin,
      checkout: params.checkout,
      residency: (params.residency ?? this.config.residency ?? 'ae').toLowerCase(),
      language: params.language ?? this.config.language ?? 'en',
      guests: params.guests.map((g) => ({ adults: g.adults, children: [...g.children] })),
      ...(currency ? { currency } : {}),
    };
  }

  private async search(endpoint: EtgEndpoint, body: object, rooms: number): Promise<SearchResult> {
    const data = await this.call<EtgSearchData>(endpoint, body);
    const hotels = (data?.hotels ?? []).map((h) => hotelOf(h, rooms));
    return { hotels, total_hotels: data?.total_hotels ?? hotels.length };
  }

  /** Data of an `ok` answer; SupplyError for everything else. */
  private async call<T>(endpoint: EtgEndpoint, body: object): Promise<T | null> {
    const env = await this.request<T>(endpoint, body);
    if (env.status !== 'ok' || env.error) {
      const word = env.error ?? env.status;
      throw new SupplyError(supplyErrorCodeOf(word), `ETG ${ETG_PATHS[endpoint]}: ${word}`, { providerError: word });
    }
    return env.data;
  }

  /** The parsed envelope, whatever its status; transport, auth and HTTP failures throw. */
  private async request<T>(endpoint: EtgEndpoint, body: object): Promise<EtgEnvelope<T>> {
    const url = `${this.base}${ETG_PATHS[endpoint]}`;
    let res: Response;
    try {
      res = await this.doFetch(url, {
        method: 'POST',
        headers: { authorization: this.auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
    } catch (e) {
      if (isAbort(e)) throw new SupplyError('timeout', `ETG ${ETG_PATHS[endpoint]} timed out`);
      throw new SupplyError(
        'unknown',
        `ETG ${ETG_PATHS[endpoint]} unreachable: ${String((e as { message?: unknown })?.message ?? e)}`,
      );
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new SupplyError('unauthorized', 'ETG rejected the key id or key', { httpStatus: res.status });
    }
    let env: EtgEnvelope<T>;
    try {
      env = (await res.json()) as EtgEnvelope<T>;
    } catch (e) {
      const code = isAbort(e) ? 'timeout' : 'unknown';
      throw new SupplyError(code, `ETG ${ETG_PATHS[endpoint]} answered ${res.status} without JSON`, {
        httpStatus: res.status,
      });
    }
    if (!env || typeof env !== 'object' || !('status' in env)) {
      throw new SupplyError('unknown', `ETG ${ETG_PATHS[endpoint]} answered an unexpected body`, {
        httpStatus: res.status,
      });
    }
    if (!res.ok) {
      const word = env.error ?? (res.status === 400 ? 'invalid_params' : `http_${res.status}`);
      throw new SupplyError(supplyErrorCodeOf(word), `ETG ${ETG_PATHS[endpoint]}: ${word}`, {
        providerError: word,
        httpStatus: res.status,
      });
    }
    return env;
  }
}
