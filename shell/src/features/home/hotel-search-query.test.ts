import {
  formatRoomsParam,
  hotelSearchPath,
  localIsoDate,
  parseRoomsParam,
  validateHotelSearch,
} from './hotel-search-query';

const rooms = [
  { adults: 2, childAges: [5] },
  { adults: 1, childAges: [] },
];

test('rooms are written as adults-childAge,… and read back', () => {
  expect(formatRoomsParam(rooms)).toBe('2-5,1');
  expect(formatRoomsParam([{ adults: 2, childAges: [0, 17] }])).toBe('2-0-17');
  expect(parseRoomsParam('2-5,1')).toEqual(rooms);
  expect(parseRoomsParam('2-0-17')).toEqual([{ adults: 2, childAges: [0, 17] }]);
});

test.each(['', '0', '2-18', '2,,1', 'a-1', '7', '1,1,1,1,1,1', '2-1-1-1-1-1'])(
  'the rooms value %p is rejected',
  (value) => {
    expect(parseRoomsParam(value)).toBeNull();
  },
);

test('the search path carries the destination, both dates and the rooms', () => {
  const path = hotelSearchPath({ destination: ' Dubai Marina ', checkIn: '2030-03-01', checkOut: '2030-03-04', rooms });
  expect(path).toBe('/hotels?dest=Dubai%20Marina&checkin=2030-03-01&checkout=2030-03-04&rooms=2-5,1');
  const query = new URL(path, 'http://x').searchParams;
  expect(query.get('dest')).toBe('Dubai Marina');
  expect(parseRoomsParam(query.get('rooms') ?? '')).toEqual(rooms);
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
