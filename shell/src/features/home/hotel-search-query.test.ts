import { parseRooms } from '@jad/shared-ui';
import { hotelSearchPath, localIsoDate, validateHotelSearch } from './hotel-search-query';

const rooms = [
  { adults: 2, children: [5] },
  { adults: 1, children: [] },
];

test('the search path carries the destination, both dates and the rooms', () => {
  const path = hotelSearchPath({ destination: ' Dubai Marina ', checkIn: '2030-03-01', checkOut: '2030-03-04', rooms });
  expect(path).toBe('/hotels?dest=Dubai%20Marina&checkin=2030-03-01&checkout=2030-03-04&rooms=2-5,1');
  const query = new URL(path, 'http://x').searchParams;
  expect(query.get('dest')).toBe('Dubai Marina');
  expect(parseRooms(query.get('rooms') ?? '')).toEqual(rooms);
});

test('destination and both dates are required; the dates must be in order and not past', () => {
  const today = '2030-01-10';
  const ok = { destination: 'Dubai', checkIn: '2030-01-10', checkOut: '2030-01-11', rooms };
  expect(validateHotelSearch(ok, today)).toEqual({});
  expect(validateHotelSearch({ ...ok, destination: '  ' }, today)).toEqual({ destination: 'destinationRequired' });
  expect(validateHotelSearch({ ...ok, checkOut: '' }, today)).toEqual({ dates: 'datesRequired' });
  expect(validateHotelSearch({ ...ok, checkIn: '', destination: '' }, today)).toEqual({
    destination: 'destinationRequired',
    dates: 'datesRequired',
  });
  expect(validateHotelSearch({ ...ok, checkOut: '2030-01-10' }, today)).toEqual({ dates: 'checkoutAfterCheckin' });
  expect(validateHotelSearch({ ...ok, checkIn: '2030-01-09' }, today)).toEqual({ dates: 'checkinInPast' });
});

test('local dates are written as YYYY-MM-DD', () => {
  expect(localIsoDate(new Date(2030, 0, 5))).toBe('2030-01-05');
});
