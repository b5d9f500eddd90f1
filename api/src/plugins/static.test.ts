import '../../test/jest-esm-shims';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { errorsPlugin } from './errors';
import { staticPlugin } from './static';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function appFor(webRoot: string, serveWeb: boolean) {
  const config = loadConfig(
    { WEB_ROOT: webRoot, UPLOADS_DIR: path.join(webRoot, 'uploads'), SERVE_WEB: String(serveWeb) },
    { repoRoot: webRoot },
  );
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(staticPlugin, { config });
  app.get('/api/v1/ping', async () => ({ pong: true }));
  await app.ready();
  return app;
}

describe('static plugin', () => {
  let root: string;
  let app: Awaited<ReturnType<typeof appFor>>;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'jad-web-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    write(path.join(root, 'shell/dist/main.3f2a1b4c9d.js'), 'console.log(1)');
    write(path.join(root, 'shell/dist/robots.txt'), 'User-agent: *');
    write(path.join(root, 'shell/dist/sw.js'), 'self.x = 1');
    write(path.join(root, 'shell/dist/manifest.webmanifest'), '{"name":"JAD Travel"}');
    write(path.join(root, 'shell/dist/manifest.ar.webmanifest'), '{"name":"جاد"}');
    write(path.join(root, 'releases/remotes/mfe-hotels/1.0.0/remoteEntry.js'), 'var hotels');
    write(path.join(root, 'releases/remotes/mfe-hotels/1.0.0/412.a1b2c3d4e5.js'), 'chunk');
    write(path.join(root, 'uploads/profile/p.txt'), 'picture');
    write(path.join(root, 'maps/dubai.pmtiles'), 'PMTiles-archive-bytes');
    app = await appFor(root, true);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the shell index at / without caching', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html (a dot in a username is still a page)', async () => {
    for (const url of ['/hotels/abc', '/profile/ananya.r', '/feed/', '/account/settings', '/about-us']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>shell</title>');
    }
  });

  it('answers other page paths 404 with index.html, whose shell shows its not-found view', async () => {
    for (const url of ['/social/post/xyz?tab=1', '/account', '/nowhere', '/profile/a/b']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>shell</title>');
    }
  });

  it('caches hashed shell files for a year', async () => {
    const res = await get('/main.3f2a1b4c9d.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker and the web manifests revalidated, the manifests as manifest+json', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/manifest.webmanifest', '/manifest.ar.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    }
  });

  it('serves remote releases: entries revalidated, chunks immutable', async () => {
    const entry = await get('/remotes/mfe-hotels/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var hotels');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mfe-hotels/1.0.0/412.a1b2c3d4e5.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a self-hosted map archive with range requests, as PMTiles readers ask', async () => {
    const res = await app.inject({ method: 'GET', url: '/maps/dubai.pmtiles', headers: { range: 'bytes=0-6' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('PMTiles');
    expect(res.headers['content-range']).toBe('bytes 0-6/21');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('serves uploaded media', async () => {
    const res = await get('/media/profile/p.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('picture');
  });

  it('answers 404 JSON, never index.html, for missing files, api, remotes and non-GET', async () => {
    for (const [method, url] of [
      ['GET', '/missing.js'],
      ['GET', '/api/v1/nope'],
      ['GET', '/remotes/mfe-hotels/9.9.9/remoteEntry.js'],
      ['GET', '/media/none.png'],
      ['POST', '/hotels'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await get('/api/v1/ping')).json()).toEqual({ pong: true });
  });

  it('starts without a front-end build, and without SERVE_WEB serves only the shared pages', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'jad-web-empty-'));
    const bare = await appFor(empty, true);
    const off = await appFor(root, false);
    try {
      expect((await bare.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/hotels' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/feed' })).json()).toMatchObject({ statusCode: 404 });
      // Behind nginx the shared pages still come from here (nginx proxies them for their preview tags).
      const shared = await off.inject({ method: 'GET', url: '/profile/ananya.r' });
      expect([shared.statusCode, shared.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(shared.body).toContain('<title>shell</title>');
      expect((await off.inject({ method: 'GET', url: '/remotes/mfe-hotels/1.0.0/remoteEntry.js' })).statusCode).toBe(
        404,
      );
    } finally {
      await bare.close();
      await off.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
