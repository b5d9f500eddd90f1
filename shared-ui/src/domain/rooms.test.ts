import { formatRooms, guestCounts, parseRooms } from './rooms';

const rooms = [
  { adults: 2, children: [5] },
  { adults: 1, children: [] },
];

test('rooms are written as adults-childAge,… and read back', () => {
  expect(formatRooms(rooms)).toBe('2-5,1');
  expect(formatRooms([{ adults: 2, children: [0, 17] }])).toBe('2-0-17');
  expect(parseRooms('2-5,1')).toEqual(rooms);
  expect(parseRooms('2-0-17')).toEqual([{ adults: 2, children: [0, 17] }]);
});

test.each(['', '0', '2-18', '2,,1', 'a-1', '7', '1,1,1,1,1,1', '2-1-1-1-1-1'])(
  'the rooms value %p is rejected',
  (value) => {
    expect(parseRooms(value)).toBeNull();
  },
);

test('counts rooms, adults and children', () => {
  expect(guestCounts(rooms)).toEqual({ rooms: 2, adults: 3, children: 1 });
});
