import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gradientPng } from './support/png';
import { createPlan } from './support/api';
import { dubaiPmtiles } from './support/pmtiles';
import { startFakeOsrm, type FakeOsrm } from './support/routing';
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
  // The location map loads as the reader nears it (WhenNearViewport).
  await page.locator('#location-title').scrollIntoViewIfNeeded();
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
    // Painted on canvas once the archive's ranges are read: past the default 10 s on a loaded machine (load average 30).
    await expect(map.locator('canvas.leaflet-tile-loaded').first()).toBeAttached({ timeout: 30_000 });
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

/** Layer pixel of a Leaflet element placed with translate3d (markers) or of an SVG path's vertices (lines). */
const translated = (style: string) => {
  const m = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(style);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
};

/**
 * The day map's stops in route order (hotel, 1…n, hotel) and every vertex of its drawn route, both in Leaflet's
 * layer pixels (the pins' anchors sit at their true point even when the pin is fanned out).
 */
async function dayMapGeometry(page: Page) {
  const day = page.getByTestId('day-map');
  const anchors = await day.locator('.jad-pin-anchor').evaluateAll((els) =>
    els.map((el) => ({
      style: (el as HTMLElement).style.transform,
      home: el.querySelector('.jad-pin-home') !== null,
      n: Number(el.querySelector('.jad-pin-number')?.textContent ?? 'NaN'),
    })),
  );
  const home = anchors.find((a) => a.home);
  const numbered = anchors.filter((a) => !a.home && Number.isFinite(a.n)).sort((a, b) => a.n - b.n);
  const stops = [home, ...numbered, home].map((a) => translated(a?.style ?? ''));
  const paths = await day
    .locator('path.jad-map-route')
    .evaluateAll((els) => els.map((el) => el.getAttribute('d') ?? ''));
  const vertices = paths.flatMap((d) =>
    [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) })),
  );
  return { stops, vertices };
}

/** The fake's bend between each two consecutive stops (along one axis, then the other), where it is off the straight leg. */
function bendsOffTheLine(stops: ({ x: number; y: number } | null)[]) {
  const bends: { x: number; y: number }[] = [];
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1];
    const b = stops[i];
    if (!a || !b) continue;
    // The bend (a.x, b.y) is |Δx·Δy| / |ab| from the straight leg; closer than 12 px it proves nothing.
    const off = Math.abs((b.x - a.x) * (b.y - a.y)) / Math.hypot(b.x - a.x, b.y - a.y);
    if (off > 12) bends.push({ x: a.x, y: b.y });
  }
  return bends;
}

const near = (vertices: { x: number; y: number }[], p: { x: number; y: number }) =>
  vertices.some((v) => Math.hypot(v.x - p.x, v.y - p.y) <= 1.5);

test.describe('with ROUTING_URL pointing at a local OSRM-protocol server', () => {
  const port = Number(process.env.E2E_MAPS_PORT ?? 8391) + 2;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  let osrm: FakeOsrm;
  let stopApi = () => {};

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    osrm = await startFakeOsrm();
    const app = await startApi(port, { ROUTING_URL: osrm.url, ROUTING_TIMEOUT_MS: '1500' });
    stopApi = app.stop;
  });

  test.afterAll(async () => {
    stopApi();
    await osrm?.close();
  });

  test('the day map draws the road route the server returns; with the server down, straight legs and "estimated"', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page);
    const pid = await createPlan(page.request, { name: 'Routed day', days: 2 });
    osrm.requests = [];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/plan?pid=${encodeURIComponent(pid)}`);
    const day = page.getByTestId('day-map');
    await day.scrollIntoViewIfNeeded();
    await expect(day.locator('.jad-pin-number').first()).toBeVisible();
    // One solid line: the road geometry (without a route, the hotel legs are two more dashed lines).
    await expect(day.locator('path.jad-map-route')).toHaveCount(1);
    expect(osrm.requests.filter((r) => r.startsWith('/route/v1/driving/'))).toHaveLength(1);
    const routed = await dayMapGeometry(page);
    const bends = bendsOffTheLine(routed.stops);
    expect(bends.length).toBeGreaterThan(0);
    for (const bend of bends) expect(near(routed.vertices, bend), `a vertex at ${bend.x},${bend.y}`).toBe(true);
    await expect(page.getByTestId('day-map-estimated')).toHaveCount(0);
    await expect(page.getByText('Travel times estimated')).toHaveCount(0);
    await day.screenshot({ path: path.join(repo, 'reports/maps', 'plan-day-road-route-en-light.png') });

    // The routing server stops: the page shows the same day with straight legs, says "estimated", and no error.
    await osrm.close();
    await page.reload();
    await day.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('day-map-estimated')).toHaveText('Travel times estimated');
    await expect(day.locator('path.jad-map-route')).toHaveCount(3);
    const straight = await dayMapGeometry(page);
    expect(straight.stops).toEqual(routed.stops);
    for (const bend of bends) expect(near(straight.vertices, bend)).toBe(false);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await day.screenshot({ path: path.join(repo, 'reports/maps', 'plan-day-estimated-en-light.png') });
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
  await page.locator('#location-title').scrollIntoViewIfNeeded();
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
  await page.locator('#branches-title').scrollIntoViewIfNeeded();
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
