// A local stand-in for ETG API v3 (node:http on 127.0.0.1, port 0) for tests of the adapter.
// It checks HTTP Basic auth, speaks ETG's request and response JSON over a real provider (the
// built-in inventory), and can be told to answer with supplier errors or a slow booking.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  etgErrorWord,
  etgHotel,
  etgHotelInfo,
  etgPaymentType,
  etgRate,
  FakeValidationError,
  requireNumber,
  requireString,
  stayOf,
} from './etg-fake-serialise';
import { ETG_API_PREFIX, ETG_PATHS, type EtgEndpoint, type EtgEnvelope } from './etg-wire';
import { zstdRawFrame } from './etg-dump-stream';
import { decimalToMinor, minorToDecimal } from './money';
import { SupplyError, type BookingGuest, type HotelSupplyProvider, type PaymentTypeName } from './types';

export interface EtgFakeServerOptions {
  keyId: string;
  key: string;
  /** What answers behind the protocol; the tests use the built-in provider. */
  provider: HotelSupplyProvider;
  /** Default 0 (any free port). */
  port?: number;
}

export interface RecordedRequest {
  endpoint: EtgEndpoint;
  body: Record<string, unknown>;
}

type Body = Record<string, unknown>;
const MAX_BODY = 1_000_000;
const ENDPOINT_BY_PATH = new Map(
  Object.entries(ETG_PATHS).map(([k, p]) => [`${ETG_API_PREFIX}${p}`, k as EtgEndpoint]),
);

const ok = <T>(data: T): EtgEnvelope<T> => ({ data, debug: null, error: null, status: 'ok' });
const fail = (error: string, debug: unknown = null): EtgEnvelope<null> => ({
  data: null,
  debug,
  error,
  status: 'error',
});

export class EtgFakeServer {
  /** Every authorised request, in order, for assertions on what the adapter sent. */
  readonly requests: RecordedRequest[] = [];
  /** Delay before each answer, to test client timeouts. */
  delayMs = 0;
  private readonly failures = new Map<EtgEndpoint, { error: string; httpStatus: number }[]>();
  private processingPolls = 0;
  private readonly processingLeft = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();

  private readonly server: Server;
  private address = '';
  /** Content archives by kind, as served (zstd frames of JSON lines). */
  private readonly dumps = new Map<'full' | 'incremental', { archive: Buffer; lastUpdate: string; serial: number }>();
  /** The next archive download breaks off after this many bytes (a dropped connection). */
  private dropArchiveAfter: number | null = null;
  /** Archive downloads served, for assertions. */
  archiveDownloads = 0;

  private constructor(private readonly options: EtgFakeServerOptions) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  static async start(options: EtgFakeServerOptions): Promise<EtgFakeServer> {
    const fake = new EtgFakeServer(options);
    await new Promise<void>((resolve, reject) => {
      fake.server.once('error', reject);
      fake.server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** Base URL to give the adapter, e.g. http://127.0.0.1:40123. */
  get url(): string {
    return this.address;
  }

  /** The next call to `endpoint` answers with this ETG error word (queued, one use each). */
  failNext(endpoint: EtgEndpoint, error: string, httpStatus = 200): void {
    const queue = this.failures.get(endpoint) ?? [];
    queue.push({ error, httpStatus });
    this.failures.set(endpoint, queue);
  }

  /**
   * The hotel content that hotel/info/dump (full) or incremental_dump answers with: one JSON line per hotel, served
   * as a zstd archive from this server (ETG answers a link to its storage; the link itself needs no credentials).
   */
  setContentDump(kind: 'full' | 'incremental', lines: readonly string[], lastUpdate: string): void {
    // Small blocks, so a download cut short still has whole blocks to decode (tests' dumps are small).
    const archive = zstdRawFrame(Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8'), 4096);
    this.dumps.set(kind, { archive, lastUpdate, serial: (this.dumps.get(kind)?.serial ?? 0) + 1 });
  }

  /** The next archive download stops after `bytes` bytes with a reset connection. */
  dropNextArchiveAfter(bytes: number): void {
    this.dropArchiveAfter = bytes;
  }

  /** finish/status answers `processing` this many times per order before the real outcome. */
  setProcessingPolls(n: number): void {
    this.processingPolls = n;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'GET' && path.startsWith('/dumps/')) return this.serveArchive(path, res);
    let status = 200;
    let payload: unknown;
    try {
      [status, payload] = await this.answer(req);
    } catch (e) {
      [status, payload] = [500, fail('unknown', { message: e instanceof Error ? e.message : String(e) })];
    }
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (this.delayMs <= 0) return send();
    const t = setTimeout(() => {
      this.timers.delete(t);
      send();
    }, this.delayMs);
    this.timers.add(t);
  }

  private serveArchive(path: string, res: ServerResponse): void {
    const kind = path.startsWith('/dumps/incremental') ? 'incremental' : 'full';
    const dump = this.dumps.get(kind);
    if (!dump) {
      res.writeHead(404).end();
      return;
    }
    this.archiveDownloads += 1;
    res.writeHead(200, { 'content-type': 'application/zstd', 'content-length': String(dump.archive.length) });
    const drop = this.dropArchiveAfter;
    this.dropArchiveAfter = null;
    if (drop === null) {
      res.end(dump.archive);
      return;
    }
    // Send a part, let it reach the client, then cut the connection as a network failure would.
    res.write(dump.archive.subarray(0, drop), () => setTimeout(() => res.destroy(), 20));
  }

  private dumpAnswer(kind: 'full' | 'incremental'): unknown {
    const dump = this.dumps.get(kind);
    if (!dump) return fail('dump_not_ready');
    const name = kind === 'full' ? 'partner_feed_en' : 'incremental_partner_feed_en';
    return ok({ url: `${this.address}/dumps/${kind}/${dump.serial}/${name}.jsonl.zst`, last_update: dump.lastUpdate });
  }

  private async answer(req: IncomingMessage): Promise<[number, unknown]> {
    const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.key}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return [401, fail('incorrect_credentials')];
    const endpoint = ENDPOINT_BY_PATH.get(new URL(req.url ?? '/', 'http://fake').pathname);
    if (!endpoint) return [404, fail('page_not_found')];
    if (req.method !== 'POST') return [405, fail('method_not_allowed')];
    let body: Body;
    try {
      body = await readJson(req);
    } catch {
      return [400, fail('invalid_params', { validation_error: 'body is not JSON' })];
    }
    this.requests.push({ endpoint, body });
    const forced = this.failures.get(endpoint)?.shift();
    if (forced) return [forced.httpStatus, fail(forced.error)];
    try {
      return [200, await this.dispatch(endpoint, body)];
    } catch (e) {
      if (e instanceof FakeValidationError) return [400, fail('invalid_params', { validation_error: e.message })];
      if (e instanceof SupplyError) {
        return e.code === 'invalid_params'
          ? [400, fail('invalid_params', { validation_error: e.message })]
          : [200, fail(etgErrorWord(e.code))];
      }
      throw e;
    }
  }

  private async dispatch(endpoint: EtgEndpoint, body: Body): Promise<unknown> {
    const p = this.options.provider;
    const limit = typeof body.hotels_limit === 'number' ? { hotelsLimit: body.hotels_limit } : {};
    const serp = (r: { hotels: Parameters<typeof etgHotel>[0][]; total_hotels: number }) =>
      ok({ hotels: r.hotels.map((h) => etgHotel(h, 'match_hash')), total_hotels: r.total_hotels });
    switch (endpoint) {
      case 'searchRegion':
        return serp(await p.searchRegion({ ...stayOf(body), regionId: requireNumber(body, 'region_id'), ...limit }));
      case 'searchGeo':
        return serp(
          await p.searchGeo({
            ...stayOf(body),
            latitude: requireNumber(body, 'latitude'),
            longitude: requireNumber(body, 'longitude'),
            radius: requireNumber(body, 'radius'),
            ...limit,
          }),
        );
      case 'searchHotels': {
        const refs = [...((body.ids as string[] | undefined) ?? []), ...((body.hids as number[] | undefined) ?? [])];
        if (refs.length === 0) throw new FakeValidationError('ids or hids: required');
        return serp(await p.searchHotels(refs, stayOf(body)));
      }
      case 'hotelPage': {
        const ref = typeof body.hid === 'number' ? body.hid : requireString(body, 'id');
        const page = await p.hotelPage(ref, stayOf(body));
        return ok({ hotels: page ? [etgHotel(page, 'book_hash')] : [] });
      }
      case 'prebook': {
        const pct =
          typeof body.price_increase_percent === 'number' ? { priceIncreasePercent: body.price_increase_percent } : {};
        const r = await p.prebook(requireString(body, 'hash'), pct);
        return ok({
          hotels: [{ id: '', hid: 0, rates: [etgRate(r.rate, 'book_hash')] }],
          changes: { price_changed: r.priceChanged },
        });
      }
      case 'bookingForm': {
        requireString(body, 'user_ip');
        const form = await p.createBookingForm({
          partnerOrderId: requireString(body, 'partner_order_id'),
          bookHash: requireString(body, 'book_hash'),
        });
        return ok({
          order_id: form.orderId,
          partner_order_id: form.partnerOrderId,
          item_id: form.itemId,
          is_gender_specification_required: false,
          payment_types: form.paymentTypes.map(etgPaymentType),
          upsell_data: [],
        });
      }
      case 'bookingFinish':
        return this.finish(body);
      case 'bookingFinishStatus': {
        const id = requireString(body, 'partner_order_id');
        const left = this.processingLeft.get(id) ?? 0;
        if (left > 0) {
          this.processingLeft.set(id, left - 1);
          return {
            data: { partner_order_id: id, percent: 50, data_3ds: null },
            debug: null,
            error: null,
            status: 'processing',
          };
        }
        const s = await p.bookingStatus(id);
        if (s.status === 'processing')
          return {
            data: { partner_order_id: id, percent: 50, data_3ds: null },
            debug: null,
            error: null,
            status: 'processing',
          };
        if (s.status === 'failed') return fail(etgErrorWord(s.error ?? 'unknown'));
        return ok({ partner_order_id: id, percent: 100, data_3ds: null });
      }
      case 'cancel': {
        const c = await p.cancelBooking(requireString(body, 'partner_order_id'));
        const money = (minor: number) => ({ amount: minorToDecimal(minor, c.currency), currency_code: c.currency });
        return ok({
          amount_payable: money(c.penaltyMinor),
          amount_refunded: money(c.refundMinor),
          amount_sell: money(c.penaltyMinor + c.refundMinor),
        });
      }
      case 'hotelDump':
        requireString(body, 'language');
        return this.dumpAnswer('full');
      case 'hotelIncrementalDump':
        requireString(body, 'language');
        return this.dumpAnswer('incremental');
      case 'hotelInfo': {
        const ref = typeof body.hid === 'number' ? body.hid : requireString(body, 'id');
        const h = await p.staticHotel(ref, body.language === 'ar' ? 'ar' : 'en');
        return h ? ok(etgHotelInfo(h)) : fail('hotel_not_found');
      }
    }
  }

  private async finish(body: Body): Promise<unknown> {
    const partner = body.partner as { partner_order_id?: unknown } | undefined;
    const user = body.user as { email?: unknown; phone?: unknown } | undefined;
    const supplier = body.supplier_data as { first_name_original?: unknown; last_name_original?: unknown } | undefined;
    const pay = body.payment_type as { type?: unknown; amount?: unknown; currency_code?: unknown } | undefined;
    if (typeof partner?.partner_order_id !== 'string')
      throw new FakeValidationError('partner.partner_order_id: required');
    if (typeof user?.email !== 'string') throw new FakeValidationError('user.email: required');
    if (typeof supplier?.first_name_original !== 'string' || typeof supplier.last_name_original !== 'string') {
      throw new FakeValidationError('supplier_data: first_name_original and last_name_original required');
    }
    if (typeof pay?.type !== 'string' || typeof pay.amount !== 'string' || typeof pay.currency_code !== 'string') {
      throw new FakeValidationError('payment_type: type, amount and currency_code required');
    }
    if (!Array.isArray(body.rooms)) throw new FakeValidationError('rooms: required list');
    const rooms = (body.rooms as { guests?: BookingGuest[] }[]).map((r) => ({ guests: r.guests ?? [] }));
    await this.options.provider.finishBooking({
      partnerOrderId: partner.partner_order_id,
      user: { email: user.email, ...(typeof user.phone === 'string' ? { phone: user.phone } : {}) },
      rooms,
      paymentType: {
        type: pay.type as PaymentTypeName,
        amount: decimalToMinor(pay.amount, pay.currency_code),
        currency_code: pay.currency_code,
      },
    });
    this.processingLeft.set(partner.partner_order_id, this.processingPolls);
    return ok(null);
  }
}

async function readJson(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('body must be an object');
  return parsed as Body;
}
