import { formatRoomsParam, parseRoomsParam } from './rooms-param';

describe('rooms parameter', () => {
  it('reads the compact form: adults, then each child’s age; rooms by comma', () => {
    expect(parseRoomsParam('2-5,1')).toEqual({
      ok: true,
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
    });
    expect(parseRoomsParam('2')).toEqual({ ok: true, rooms: [{ adults: 2, children: [] }] });
    expect(parseRoomsParam('3-0-17')).toEqual({ ok: true, rooms: [{ adults: 3, children: [0, 17] }] });
  });

  it('reads JSON too, and writes the compact form back', () => {
    const json = JSON.stringify([
      { adults: 2, children: [5] },
      { adults: 1, children: [] },
    ]);
    const parsed = parseRoomsParam(json);
    expect(parsed).toEqual(parseRoomsParam('2-5,1'));
    if (parsed.ok) expect(formatRoomsParam(parsed.rooms)).toBe('2-5,1');
  });

  it('names what is wrong', () => {
    expect(parseRoomsParam('2-18')).toMatchObject({ ok: false, message: expect.stringMatching(/0 to 17/) });
    expect(parseRoomsParam('0')).toMatchObject({ ok: false, message: expect.stringMatching(/Adults/) });
    expect(parseRoomsParam('2,,1')).toMatchObject({ ok: false });
    expect(parseRoomsParam('[{"adults":"2"}]')).toMatchObject({ ok: false });
    expect(parseRoomsParam('[oops')).toMatchObject({ ok: false });
    expect(parseRoomsParam(Array(10).fill('1').join(','))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/At most 9 rooms/),
    });
  });
});
