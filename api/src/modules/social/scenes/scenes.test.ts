import sharp from 'sharp';
import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { renderScene, SCENES } from './compose';

describe('generated Dubai scenes', () => {
  it('draws every scene as a valid, deterministic SVG', async () => {
    for (const scene of SCENES) {
      const svg = renderScene(scene, 3);
      expect(svg).toBe(renderScene(scene, 3));
      expect(svg).not.toMatch(/NaN|undefined|<script/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1080, 1080]);
    }
    expect(renderScene('desert', 1)).not.toBe(renderScene('desert', 2));
  });
});

describe.each(dbKinds().slice(0, 1))('GET /social/scenes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('serves a scene as a cacheable, script-free SVG and 404s anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/social/scenes/marina-5.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const bad of ['mars-1.svg', 'marina-1.png', '..%2Fetc-1.svg', 'marina-99999.svg']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/social/scenes/${bad}` })).statusCode).toBe(404);
    }
  });
});
