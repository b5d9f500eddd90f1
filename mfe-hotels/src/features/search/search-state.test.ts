import { activeFilterCount, parseSearch, searchParams, searchPath } from './search-state';

describe('search state in the URL', () => {
  it('reads what the shell’s hero sends', () => {
    const s = parseSearch('?dest=Dubai%20Marina&checkin=2026-03-20&checkout=2026-03-22&rooms=2-5,1');
    expect(s).toMatchObject({
      dest: 'Dubai Marina',
      checkin: '2026-03-20',
      checkout: '2026-03-22',
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
      sort: 'recommended',
      view: 'list',
    });
  });

  it('falls back on malformed values', () => {
    const s = parseSearch('?checkin=tomorrow&rooms=2-99&sort=cheap&view=table&stars=4,9');
    expect(s).toMatchObject({
      checkin: '',
      rooms: [{ adults: 2, children: [] }],
      sort: 'recommended',
      view: 'list',
      stars: [4],
    });
  });

  it('writes filters, sort and view back, readable', () => {
    const s = {
      ...parseSearch('?dest=dubai-marina&checkin=2026-03-20&checkout=2026-03-22&rooms=2-5'),
      stars: [4, 5],
      freeCancellation: true,
      sort: 'price_asc' as const,
      view: 'map' as const,
      priceMax: 80000,
    };
    expect(searchPath(s)).toBe(
      '/hotels?dest=dubai-marina&checkin=2026-03-20&checkout=2026-03-22&rooms=2-5&stars=4,5&free_cancellation=1&price_max=80000&sort=price_asc&view=map',
    );
    expect(parseSearch(searchPath(s).slice('/hotels'.length))).toEqual(s);
    expect(activeFilterCount(s)).toBe(4);
  });

  it('asks near a point instead of a destination', () => {
    const s = { ...parseSearch('?dest=deira'), near: { lat: 25.08, lng: 55.14 } };
    expect(searchParams(s).get('dest')).toBeNull();
    expect(searchParams(s).get('lat')).toBe('25.08000');
  });
});
