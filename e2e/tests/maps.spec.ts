import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gradientPng } from './support/png';
import { dubaiPmtiles } from './support/pmtiles';
import { acceptCookieNotice, DEMO_USER, setPreferences, signInByApi, waitForShell } from './support/shell';

// Issue 18: the maps take their background from the configured tile source, or draw the built-in outline and
// fetch nothing from elsewhere; a pin opens its card. Arabic dark screenshots of each map for review.

const repo = path.resolve(__dirname, '../..');
const isoIn = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const searchUrl = () => `/hotels?dest=dubai-marina&checkin=${isoIn(12)}&checkout=${isoIn(14)}&rooms=2&view=map`;

/** A second api process on the e2e web root with the given map settings; resolves with its URL and a stop(). */
async function startApi(port: number, env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      SEED_DEMO: 'true',
      WEB_ROOT: process.env.E2E_WEB_ROOT,
      ID_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the api on ${port} did not start`);
}

/** Requests the page makes to any origin but its own. */
function foreignRequests(page: Page, own: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (/^https?:/.test(url) && new URL(url).origin !== own) seen.push(url);
  });
  return seen;
}

test.beforeEach(async ({ context }) => {
  await acceptCookieNotice(context);
});

test('with no tile source the outline draws and no request leaves the site', async ({ page, baseURL }) => {
  const own = new URL(baseURL as string).origin;
  const foreign = foreignRequests(page, own);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(searchUrl());
  await waitForShell(page);
  const map = page.getByTestId('hotels-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-jadOutline-pane path').first()).toBeAttached();
  await expect(map.getByText('Dubai Marina', { exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  // A pin opens its card: photo, name, price and a link to the hotel.
  const pin = map.locator('[data-testid=map-price]').first();
  await expect(pin).toBeVisible();
  await pin.focus();
  await page.keyboard.press('Enter');
  const card = map.locator('.jad-map-card');
  await expect(card.getByTestId('map-card-link')).toHaveAttribute('href', /\/hotel\?hid=/);
  await expect(card.locator('.jad-map-card-price')).toContainText(/per night/);
  await expect(card.locator('img.jad-map-card-photo')).toBeVisible();
  await card.getByTestId('map-card-link').click();
  await expect(page).toHaveURL(/\/hotel\?hid=/);
  await expect(page.getByTestId('location-map').locator('.leaflet-jadOutline-pane path').first()).toBeAttached();
  expect(foreign).toEqual([]);
});

test.describe('with MAP_TILES_URL pointing at a local tile server', () => {
  let tiles: http.Server;
  let stopApi = () => {};
  const served: string[] = [];
  let appUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const png = gradientPng(256, 256);
    tiles = http.createServer((req, res) => {
      const m = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
      if (!m) return void res.writeHead(404).end();
      served.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    const app = await startApi(Number(process.env.E2E_MAPS_PORT ?? 8391), {
      MAP_TILES_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: '© OpenStreetMap contributors (test tiles)',
    });
    appUrl = app.url;
    stopApi = app.stop;
  });

  test.afterAll(async () => {
    stopApi();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  test('/hotels in map view draws the tiles from it, credits them, and a pin opens its card', async ({ page }) => {
    const config = await (await fetch(`${appUrl}/api/v1/map/config`)).json();
    expect(config.tiles.kind).toBe('raster');
    const csp = (await fetch(`${appUrl}/hotels`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: https: ${new URL(config.tiles.url.replace(/[{}]/g, '')).origin}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${appUrl}${searchUrl()}`);
    const map = page.getByTestId('hotels-map');
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const loaded = await map
      .locator('img.leaflet-tile-loaded')
      .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 256).length);
    expect(loaded).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-control-attribution')).toHaveText('© OpenStreetMap contributors (test tiles)');
    // No outline under the tiles.
    await expect(map.getByText('Dubai Marina', { exact: true })).toHaveCount(0);
    const pin = map.locator('[data-testid=map-price], [data-testid=map-cluster]').first();
    await pin.click();
    await expect(map.locator('.jad-map-popup [data-testid=map-card-link]').first()).toBeVisible();
  });
});

test.describe('with MAP_PMTILES_URL pointing at a generated archive in <web root>/maps/', () => {
  let appUrl = '';
  let stopApi = () => {};

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const dir = path.join(process.env.E2E_WEB_ROOT as string, 'maps');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'test-dubai.pmtiles'), dubaiPmtiles());
    const app = await startApi(Number(process.env.E2E_MAPS_PORT ?? 8391) + 1, {
      MAP_PMTILES_URL: '/maps/test-dubai.pmtiles',
    });
    appUrl = app.url;
    stopApi = app.stop;
  });

  test.afterAll(() => stopApi());

  test('the vector basemap is read with range requests and drawn in Arabic, dark', async ({ page, context }) => {
    await setPreferences(context, appUrl, { lang: 'ar', theme: 'dark' });
    const ranges: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/maps/test-dubai.pmtiles')) ranges.push(r.status());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${appUrl}${searchUrl()}`);
    const map = page.getByTestId('hotels-map');
    await expect(map.locator('canvas.leaflet-tile-loaded').first()).toBeAttached();
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((s) => s === 206)).toBe(true);
    await expect(map.locator('.leaflet-control-attribution')).toHaveText('Protomaps © OpenStreetMap contributors');
    // The canvas tiles hold the basemap: more than one colour (land, water, a road).
    const colours = await map
      .locator('canvas.leaflet-tile-loaded')
      .first()
      .evaluate((c) => {
        const canvas = c as HTMLCanvasElement;
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        const seen = new Set<string>();
        for (let i = 0; i < data.length; i += 4 * 97) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        return seen.size;
      });
    expect(colours).toBeGreaterThan(1);
    await page.waitForTimeout(500);
    await map.screenshot({ path: path.join(repo, 'reports/maps', 'hotels-map-pmtiles-ar-dark.png') });
  });
});

test('Arabic dark screenshots of each map', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setPreferences(context, baseURL as string, { lang: 'ar', theme: 'dark' });
  const shot = (name: string) => path.join(repo, 'reports/maps', `${name}-ar-dark.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(searchUrl());
  const map = page.getByTestId('hotels-map');
  await expect(map.locator('[data-testid=map-price], [data-testid=map-cluster]').first()).toBeVisible();
  await expect(map.getByText('دبي مارينا', { exact: true })).toBeVisible();
  // Controls mirrored: zoom at the top right, the scale at the bottom right, in Arabic.
  await expect(map.locator('.leaflet-top.leaflet-right .leaflet-control-zoom')).toBeVisible();
  await expect(map.locator('.leaflet-bottom.leaflet-right .leaflet-control-scale')).not.toHaveText(/[A-Za-z]/);
  await map.locator('[data-testid=map-price]').first().click();
  await expect(map.locator('.jad-map-card')).toBeVisible();
  await map.screenshot({ path: shot('hotels-map') });
  const href = await map.getByTestId('map-card-link').getAttribute('href');
  await page.goto(href as string);
  const location = page.getByTestId('location-map');
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('.jad-pin')).toBeVisible();
  // The hotel's label stands on its pin: centred on the point within a few pixels.
  const [pinBox, anchor] = await Promise.all([
    location.locator('.jad-pin').boundingBox(),
    location.locator('.jad-pin-anchor').boundingBox(),
  ]);
  expect(Math.abs((pinBox?.x ?? 0) + (pinBox?.width ?? 0) / 2 - (anchor?.x ?? 0))).toBeLessThan(4);
  await location.screenshot({ path: shot('hotel-location-map') });

  // An activity with several branches (its list, as the activities page asks for it).
  const rows = await page.evaluate(async () => {
    const res = await fetch('/api/v1/activities/fetch-all', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 48 }),
    });
    return ((await res.json()) as { rows: Array<{ activity_id: string; branch_count: number }> }).rows;
  });
  const multi = rows.find((r) => r.branch_count > 2) ?? rows[0];
  await page.goto(`/activity-detail?acid=${encodeURIComponent(multi?.activity_id ?? '')}`);
  const branches = page.getByTestId('branch-map');
  await branches.scrollIntoViewIfNeeded();
  await branches.locator('.jad-pin').first().click();
  await expect(branches.locator('.jad-map-card-action')).toBeVisible();
  await branches.screenshot({ path: shot('branch-map') });

  // A plan's day: the hotel and the numbered stops at their branches, on land. Layla's (a seeded member whose saved
  // preferences are Arabic and dark, which win over the cookies once signed in).
  await signInByApi(page, { email: 'layla@example.com', password: DEMO_USER.password });
  await page.goto('/plans');
  await page.getByText('عطلة عائلية في دبي').first().click();
  await expect(page).toHaveURL(/\/plan\?pid=/);
  const day = page.getByTestId('day-map');
  await day.scrollIntoViewIfNeeded();
  await expect(day.locator('.jad-pin-home')).toBeVisible();
  await expect(day.locator('.jad-pin-number').first()).toBeVisible();
  await expect(day.locator('.jad-map-route').first()).toBeAttached();
  await page.waitForTimeout(300);
  await day.screenshot({ path: shot('plan-day-map') });
});
