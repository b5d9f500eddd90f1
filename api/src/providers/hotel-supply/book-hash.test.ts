import { decodeBookHash, encodeBookHash, type BookHashPayload } from './book-hash';

const payload: BookHashPayload = {
  hotelId: 'pearl_hotel_marina',
  roomTypeId: 'deluxe-king',
  meal: 'breakfast',
  nonRefundable: false,
  checkin: '2026-03-20',
  checkout: '2026-03-23',
  guests: [{ adults: 2, children: [4, 11] }],
  totalMinor: 123_400,
  currency: 'AED',
  issuedAt: 1_772_438_400,
};

describe('book hash', () => {
  it('round-trips the quote', () => {
    const hash = encodeBookHash(payload, 'secret-one-1234567');
    expect(hash).toMatch(/^h-[\w-]+\.[\w-]+$/);
    expect(decodeBookHash(hash, 'secret-one-1234567')).toEqual(payload);
  });

  it('rejects a changed quote, another secret, and junk', () => {
    const hash = encodeBookHash(payload, 'secret-one-1234567');
    const [body, mac] = hash.slice(2).split('.');
    const cheaper = encodeBookHash({ ...payload, totalMinor: 100 }, 'secret-one-1234567')
      .slice(2)
      .split('.')[0];
    expect(decodeBookHash(`h-${cheaper}.${mac}`, 'secret-one-1234567')).toBeNull();
    expect(decodeBookHash(`h-${body}.${mac!.slice(0, -1)}A`, 'secret-one-1234567')).toBeNull();
    expect(decodeBookHash(hash, 'secret-two-1234567')).toBeNull();
    for (const junk of ['', 'h-', 'h-abc', `${body}.${mac}`, `h-${body}.${mac}.x`])
      expect(decodeBookHash(junk, 'secret-one-1234567')).toBeNull();
  });
});
