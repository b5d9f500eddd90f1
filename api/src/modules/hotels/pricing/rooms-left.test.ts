import { roomsLeftWarning } from './rooms-left';

describe('rooms-left warning (1, 2 or N rooms left)', () => {
  it('has its own key for one, two and several rooms', () => {
    expect(roomsLeftWarning(1)).toEqual({ key: 'hotels.roomsLeft.one', count: 1 });
    expect(roomsLeftWarning(2)).toEqual({ key: 'hotels.roomsLeft.two', count: 2 });
    expect(roomsLeftWarning(3)).toEqual({ key: 'hotels.roomsLeft.many', count: 3 });
    expect(roomsLeftWarning(5)).toEqual({ key: 'hotels.roomsLeft.many', count: 5 });
  });

  it('stays quiet when rooms are plenty, unknown or gone', () => {
    expect(roomsLeftWarning(6)).toBeNull();
    expect(roomsLeftWarning(null)).toBeNull();
    expect(roomsLeftWarning(undefined)).toBeNull();
    expect(roomsLeftWarning(0)).toBeNull();
    expect(roomsLeftWarning(1.5)).toBeNull();
  });

  it('takes another threshold', () => {
    expect(roomsLeftWarning(8, 10)).toEqual({ key: 'hotels.roomsLeft.many', count: 8 });
    expect(roomsLeftWarning(3, 2)).toBeNull();
  });
});
