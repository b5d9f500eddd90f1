import '../../../test/jest-esm-shims';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { createTestApp } from '../../../test/helpers';
import { loadConfig } from '../../config';

describe('GET /api/v1/map/config', () => {
  it('answers no tiles when nothing is configured (the maps draw the outline)', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/map/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tiles: null });
    } finally {
      await t.close();
    }
  });

  it('hands out a raster template with its attribution', async () => {
    const t = await createTestApp('pglite', {
      env: { MAP_TILES_URL: 'http://127.0.0.1:8400/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© OpenStreetMap contributors' },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/map/config' });
      expect(res.json()).toEqual({
        tiles: {
          kind: 'raster',
          url: 'http://127.0.0.1:8400/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
      });
    } finally {
      await t.close();
    }
  });
});

describe('map settings from the environment', () => {
  const env = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra }, { repoRoot: '/tmp' });

  it('prefers the PMTiles archive and credits OpenStreetMap when no attribution is given', () => {
    expect(
      env({ MAP_PMTILES_URL: '/maps/dubai.pmtiles', MAP_TILES_URL: 'https://t.example/{z}/{x}/{y}.png' }).mapTiles,
    ).toEqual({
      kind: 'pmtiles',
      url: '/maps/dubai.pmtiles',
      attribution: 'Protomaps © OpenStreetMap contributors',
    });
    expect(env({}).mapTiles).toBeNull();
  });

  it('refuses a template without tile numbers and a non-http URL', () => {
    expect(() => env({ MAP_TILES_URL: 'https://t.example/tile.png' })).toThrow(/MAP_TILES_URL: must contain \{z\}/);
    expect(() => env({ MAP_PMTILES_URL: 'javascript:alert(1)' })).toThrow(/MAP_PMTILES_URL/);
    expect(() => env({ MAP_PMTILES_URL: '//evil.example/a.pmtiles' })).toThrow(/MAP_PMTILES_URL/);
  });

  it('opens the page CSP to the tile origin only: images for raster, fetches for PMTiles', () => {
    const raster = contentSecurityPolicy([], {
      mapTiles: {
        kind: 'raster',
        url: 'http://127.0.0.1:8400/{z}/{x}/{y}.png',
        attribution: 'x',
      },
    });
    expect(raster).toContain("img-src 'self' data: blob: https: http://127.0.0.1:8400;");
    expect(raster).toContain("connect-src 'self';");
    const vector = contentSecurityPolicy([], {
      mapTiles: {
        kind: 'pmtiles',
        url: 'https://tiles.example.com/dubai.pmtiles',
        attribution: 'x',
      },
    });
    expect(vector).toContain("connect-src 'self' https://tiles.example.com;");
    expect(
      contentSecurityPolicy([], { mapTiles: { kind: 'pmtiles', url: '/maps/dubai.pmtiles', attribution: 'x' } }),
    ).toContain("connect-src 'self';");
  });
});
