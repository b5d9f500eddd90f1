import { BuiltInHotelSupply } from './built-in-provider';
import { dubaiInventory } from './dubai-inventory';
import { MemoryInventoryStore, MemoryOrderStore } from './memory-store';
import { handleStaticHotelRequest, parseStaticHotelBody } from './static-hotel-request';
import { SupplyError, type HotelSupplyProvider } from './types';

const provider = new BuiltInHotelSupply({
  inventory: new MemoryInventoryStore(dubaiInventory()),
  orders: new MemoryOrderStore(),
  secret: 'static-route-secret-1',
});
const hotel = dubaiInventory()[42];

describe('POST /ratehawk/static-hotel body', () => {
  it('answers static data by id, hid or hotel_id, in the language asked', async () => {
    expect(await handleStaticHotelRequest(provider, { id: hotel!.id })).toMatchObject({
      statusCode: 200,
      body: { data: { id: hotel!.id, name: hotel!.name.en } },
    });
    expect(await handleStaticHotelRequest(provider, { hid: hotel!.hid, language: 'ar' })).toMatchObject({
      statusCode: 200,
      body: { data: { name: hotel!.name.ar } },
    });
    expect(await handleStaticHotelRequest(provider, { hotel_id: String(hotel!.hid) })).toMatchObject({
      statusCode: 200,
      body: { data: { hid: hotel!.hid } },
    });
  });

  it('answers 400 for bad bodies and 404 for unknown hotels', async () => {
    for (const body of [null, [], 'x', {}, { id: '' }, { id: 'a b' }, { hid: -1 }, { id: hotel!.id, language: 'fr' }]) {
      expect((await handleStaticHotelRequest(provider, body)).statusCode).toBe(400);
    }
    expect(await handleStaticHotelRequest(provider, { id: 'unknown_hotel' })).toEqual({
      statusCode: 404,
      body: { message: 'No hotels found.' },
    });
    expect(parseStaticHotelBody({ id: 'x', language: 'ar' })).toEqual({ ref: 'x', language: 'ar' });
  });

  it('answers 502 when the supplier fails', async () => {
    const failing = {
      staticHotel: async () => {
        throw new SupplyError('timeout');
      },
    } as unknown as HotelSupplyProvider;
    expect((await handleStaticHotelRequest(failing, { id: 'x' })).statusCode).toBe(502);
  });
});
