import { OUTLINE_ONLY, parseMapConfig } from './map-config';

describe('the map config answer', () => {
  it('takes a raster template with its attribution', () => {
    expect(
      parseMapConfig({
        tiles: { kind: 'raster', url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: ' © OSM ' },
      }),
    ).toEqual({ tiles: { kind: 'raster', url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OSM' } });
  });

  it('takes a PMTiles archive on this site or elsewhere', () => {
    expect(
      parseMapConfig({ tiles: { kind: 'pmtiles', url: '/maps/dubai.pmtiles', attribution: 'OSM' } }).tiles?.url,
    ).toBe('/maps/dubai.pmtiles');
  });

  it('falls back to the outline on nothing, junk or unsafe URLs', () => {
    expect(parseMapConfig({ tiles: null })).toBe(OUTLINE_ONLY);
    expect(parseMapConfig('nope')).toBe(OUTLINE_ONLY);
    expect(parseMapConfig({ tiles: { kind: 'raster', url: 'javascript:alert(1)//{z}{x}{y}', attribution: 'x' } })).toBe(
      OUTLINE_ONLY,
    );
    expect(parseMapConfig({ tiles: { kind: 'raster', url: '//evil.example/{z}/{x}/{y}', attribution: 'x' } })).toBe(
      OUTLINE_ONLY,
    );
    // A raster template must say where the tile numbers go; tiles must be attributed.
    expect(parseMapConfig({ tiles: { kind: 'raster', url: 'https://t.example/tile.png', attribution: 'x' } })).toBe(
      OUTLINE_ONLY,
    );
    expect(parseMapConfig({ tiles: { kind: 'raster', url: 'https://t.example/{z}/{x}/{y}', attribution: ' ' } })).toBe(
      OUTLINE_ONLY,
    );
  });
});
