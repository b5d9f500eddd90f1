// The body of POST /ratehawk/static-hotel (spec §7: payload "not shown", answer "static hotel
// data"), kept free of Fastify so the lead's route is one line: validate, call, send.
import { SupplyError, type HotelRef, type HotelSupplyProvider, type Language, type StaticHotel } from './types';

export type StaticHotelAnswer =
  { statusCode: 200; body: { data: StaticHotel } } | { statusCode: 400 | 404 | 502; body: { message: string } };

/** Accepts `{ id }`, `{ hotel_id }` (ETG's string id or numeric hid) or `{ hid }`, and `language`. */
export function parseStaticHotelBody(body: unknown): { ref: HotelRef; language: Language } | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'Body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const raw = b.id ?? b.hotel_id ?? b.hid;
  let ref: HotelRef | undefined;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) ref = raw;
  else if (typeof raw === 'string' && /^[a-z0-9_-]{1,200}$/i.test(raw)) ref = /^\d+$/.test(raw) ? Number(raw) : raw;
  if (ref === undefined) return { error: 'A hotel id is required' };
  if (b.language !== undefined && b.language !== 'en' && b.language !== 'ar')
    return { error: 'Language must be en or ar' };
  return { ref, language: (b.language as Language | undefined) ?? 'en' };
}

export async function handleStaticHotelRequest(
  provider: HotelSupplyProvider,
  body: unknown,
): Promise<StaticHotelAnswer> {
  const parsed = parseStaticHotelBody(body);
  if ('error' in parsed) return { statusCode: 400, body: { message: parsed.error } };
  try {
    const hotel = await provider.staticHotel(parsed.ref, parsed.language);
    return hotel
      ? { statusCode: 200, body: { data: hotel } }
      : { statusCode: 404, body: { message: 'No hotels found.' } };
  } catch (e) {
    // A supplier outage is not the caller's fault: 502, and the details stay in the logs.
    if (e instanceof SupplyError)
      return { statusCode: 502, body: { message: 'Something went wrong, please contact our support team.' } };
    throw e;
  }
}
