import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';
import { csrfOf, createPlan, inDays } from './support/api';
import { signUpByApi } from './support/sign-up';

// Installable and offline (issue 22 item 4): the web manifests and icons Lighthouse's installability checks read,
// the service worker taking control, a member's plans, plan, orders and ticket (with its QR code) readable after
// going offline, the offline banner, a write refused clearly while offline, and the update prompt for a new
// remote release. Screenshots of the banner and the prompt (en light, ar dark) go to reports/pwa/.

const SHOTS = path.resolve(__dirname, '../../reports/pwa');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestAt(request: APIRequestContext, url: string): Promise<WebManifest> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  return (await res.json()) as WebManifest;
}

// These journeys are about the worker: turn it on (the config blocks it for every other journey).
test.use({ serviceWorkers: 'allow' });

test('the web manifests (en, ar) and their icons are served and installable; the worker script is revalidated', async ({
  page,
  request,
  baseURL,
}) => {
  const en = await manifestAt(request, '/manifest.webmanifest');
  const ar = await manifestAt(request, '/manifest.ar.webmanifest');
  expect(en).toMatchObject({ name: 'JAD Travel', short_name: 'JAD', lang: 'en', dir: 'ltr', display: 'standalone' });
  expect(ar).toMatchObject({ name: 'جاد للسفر', short_name: 'جاد', lang: 'ar', dir: 'rtl', display: 'standalone' });
  for (const m of [en, ar]) {
    // start_url within scope, both on this origin.
    const start = new URL(m.start_url, baseURL);
    const scope = new URL(m.scope, baseURL);
    expect(start.origin).toBe(new URL(baseURL as string).origin);
    expect(start.pathname.startsWith(scope.pathname)).toBe(true);
    expect(m.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    const sizes = (purpose: string) => m.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']));
    for (const icon of m.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await res.body())).toEqual({ width: w, height: h });
    }
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // The page links the manifest of its language.
  await acceptCookieNotice(page.context());
  await page.goto('/');
  await waitForShell(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await setPreferences(page.context(), baseURL as string, { lang: 'ar' });
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ar.webmanifest');
});

// Lighthouse 12 has no PWA category any more (installed: 12.8.2), so installability is asked of Chromium itself: the
// DevTools protocol's Page.getInstallabilityErrors, which checks what the browser's install prompt checks (the
// manifest's fields, start_url, icons fetched and decoded). It needs a real profile: a Playwright context is
// incognito, where Chromium answers only `in-incognito`.
test('the app is installable in English and Arabic (Chromium reports no installability error)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const lang of ['en', 'ar'] as const) {
      await setPreferences(context, baseURL as string, { lang });
      await page.goto('/');
      await waitForShell(page);
      const manifest = lang === 'en' ? '/manifest.webmanifest' : '/manifest.ar.webmanifest';
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      // The manifest Chromium read is this language's, and it parsed without errors.
      const read = await cdp.send('Page.getAppManifest');
      expect(new URL(read.url).pathname).toBe(manifest);
      expect(read.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, lang).toEqual([]);
      await cdp.detach();
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

/** A paid activity order of the signed-in member, with its tickets (the api's own booking calls). */
async function bookTickets(page: Page): Promise<string> {
  const headers = { 'x-csrf-token': await csrfOf(page.request) };
  const list = await page.request.post('/api/v1/activities/fetch-all', {
    data: { main_category: 'desert-safari', limit: 48 },
    headers,
  });
  const rows = ((await list.json()) as { rows: { slug: string; activity_id: string }[] }).rows;
  const acid = rows.find((r) => r.slug === 'evening-desert-safari-bbq-dinner')!.activity_id;
  const detail = (await (await page.request.post('/api/v1/activities/fetch', { data: { acid }, headers })).json()) as {
    branches: { branch_id: string }[];
  };
  const created = await page.request.post('/api/v1/activities/orders', {
    headers,
    data: {
      acid,
      branch_id: detail.branches[0]!.branch_id,
      visit_date: inDays(9),
      tickets: { adult: 2, teen: 0, child: 0 },
      currency: 'AED',
      idempotency_key: `pwa-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  const paid = await page.request.post('/api/v1/activities/orders/pay', {
    headers,
    data: { order_id: orderId, payment_method: 'pm_card_visa' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderId;
}

/** A member's saved language and theme win over the cookies: save both, then set the cookies too. */
async function savePreferences(page: Page, baseURL: string, lang: 'en' | 'ar', dark: boolean) {
  const res = await page.request.put('/api/v1/users/prefrences', {
    data: { language: lang, is_dark_mode: dark },
    headers: { 'x-csrf-token': await csrfOf(page.request) },
  });
  expect(res.status(), 'saving preferences').toBe(200);
  await setPreferences(page.context(), baseURL, { lang, theme: dark ? 'dark' : 'light' });
}

async function shootBanner(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `offline-${name}-${device}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('offline: my plans, a plan, my orders and a ticket with its QR code still show; a write is refused clearly', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light', currency: 'AED' });
  await signUpByApi(page.request, {
    email: `offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'reading plans on the plane',
    first_name: 'Noor',
    last_name: 'Offline',
  });
  const orderId = await bookTickets(page);
  const plan = { name: `Offline trip ${Date.now()}`, pid: '' };
  plan.pid = await createPlan(page.request, { name: plan.name });

  // The worker installs after the first page has loaded, and takes control of it.
  await page.goto('/plans');
  await waitForShell(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

  // Online once: what the member reads is kept for offline reading.
  await page.reload();
  await expect(page.getByTestId('plan-card').filter({ hasText: plan.name })).toBeVisible();
  await page.goto(`/plan?pid=${encodeURIComponent(plan.pid)}`);
  await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
  await expect(page.getByTestId('plan-item').first()).toBeVisible();
  await page.goto('/orders');
  await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();
  await page.goto(`/activities/order?order_id=${orderId}`);
  await expect(page.getByTestId('ticket-qr').first()).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('ticket-qr').first()).toBeVisible();
    expect(
      await page
        .getByTestId('ticket-qr')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');

    await page.goto('/plans');
    await expect(page.getByTestId('plan-card').filter({ hasText: plan.name })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.goto('/orders');
    await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();

    await page.goto(`/plan?pid=${encodeURIComponent(plan.pid)}`);
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    await expect(page.getByTestId('offline-banner')).toContainText('Changes cannot be sent');
    await shootBanner(page, 'en-light');

    // A write while offline: refused in words, and the plan on screen unchanged.
    const before = await page.getByTestId('plan-item').count();
    const removable = page.getByTestId('remove-item').first();
    await removable.click();
    await expect(
      page.getByText('You are offline: nothing was sent. Try again when you are back online.'),
    ).toBeVisible();
    await expect(page.getByTestId('plan-item')).toHaveCount(before);
    await expect(page.getByTestId('undo-remove')).toHaveCount(0);

    // In Arabic, dark (saved while online: the saved session answer carries the member's preferences).
    await context.setOffline(false);
    await savePreferences(page, baseURL as string, 'ar', true);
    // The session answer (with the saved preferences) is what the worker keeps: wait for it before going offline.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/session') && r.ok()),
      page.goto(`/plan?pid=${encodeURIComponent(plan.pid)}`),
    ]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    await expect(page.getByTestId('offline-banner')).toContainText('أنت غير متصل بالإنترنت');
    await shootBanner(page, 'ar-dark');
  } finally {
    await context.setOffline(false);
  }
  // Back online: the banner says so, then goes.
  await expect(page.getByTestId('back-online-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // Signing out forgets the saved answers: offline, my plans are no longer readable.
  await page.evaluate(async () => {
    const res = await fetch('/api/v1/auth/csrf');
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    await fetch('/api/v1/auth/signout', { method: 'POST', headers: { 'x-csrf-token': csrfToken } });
  });
  const kept = await page.evaluate(async () => (await caches.keys()).includes('jad-member-v1'));
  expect(kept).toBe(false);
});

test('the current remote versions are precached at install: offline, a page never opened online still opens', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  await signUpByApi(page.request, {
    email: `precache-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'plans before the flight',
    first_name: 'Rami',
    last_name: 'Precache',
  });
  // Online, only the home page: no remote page is opened.
  await page.goto('/');
  await waitForShell(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  // Once more under the worker, so it keeps who is signed in (the session answer) for offline.
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/session') && r.ok()), page.reload()]);

  // Every file of the plans remote's current version (its release list) is in the worker's caches.
  const { remotes } = (await (await page.request.get('/api/v1/remotes/manifest')).json()) as {
    remotes: Record<string, { stable: string; versions: { version: string; url: string }[] }>;
  };
  const plans = remotes.plans!.versions.find((v) => v.version === remotes.plans!.stable)!;
  const folder = plans.url.slice(0, plans.url.lastIndexOf('/') + 1);
  const list = (await (await page.request.get(`${folder}precache.json`)).json()) as { files: string[] };
  expect(list.files[0]).toBe('remoteEntry.js');
  expect(list.files.length).toBeGreaterThan(5);
  const missing = (urls: string[]) =>
    page.evaluate(async (all) => {
      const found = await Promise.all(all.map(async (u) => ((await caches.match(u)) ? null : u)));
      return found.filter((u) => u !== null);
    }, urls);
  await expect.poll(() => missing(list.files.map((f) => folder + f)), { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  try {
    // /plans was never opened: the plans remote's code comes from the precache and its page renders (its list
    // was never read online, so it says it could not load it).
    await page.goto('/plans');
    await expect(page.locator('[data-remote="plans"][data-version]')).toBeAttached();
    await expect(page.locator('[data-remote="plans"]')).not.toHaveAttribute('data-fell-back', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'My plans' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New plan' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test.describe('a new release of a remote', () => {
  // The manifest answers are swapped here, in the page: the worker's own requests are not routed by Playwright.
  test.use({ serviceWorkers: 'block' });

  test('is offered with an update prompt that reloads into it', async ({ page, context, baseURL }) => {
    await acceptCookieNotice(context);
    let release = 0;
    let answered = 0;
    await page.route('**/api/v1/remotes/manifest', async (route) => {
      // The release as it was when the request came: one asked before the switch is answered as before it, even
      // if the switch happens while it is on its way (the page would take the new version as its starting one).
      const asOf = release;
      let res: Awaited<ReturnType<typeof route.fetch>>;
      let manifest: { remotes: Record<string, { stable: string }> };
      try {
        res = await route.fetch();
        manifest = (await res.json()) as typeof manifest;
      } catch {
        return; // the page went on (the reload) while this one was on its way: there is no one to answer
      }
      // After the page started, the plans remote gets a new stable version.
      if (asOf > 0) manifest.remotes.plans!.stable = `9.9.${asOf}`;
      await route.fulfill({ response: res, json: manifest });
      answered += 1;
    });
    for (const [lang, theme] of [
      ['en', 'light'],
      ['ar', 'dark'],
    ] as const) {
      release = 0;
      answered = 0;
      await setPreferences(context, baseURL as string, { lang, theme });
      await page.goto('/');
      await waitForShell(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest/);
      // The page compares later manifests with the one it started with: index.html's request, then its own
      // (after load and idle).
      await expect.poll(() => answered, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      release = 1;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText(lang === 'en' ? 'A new version is available' : 'يتوفر إصدار جديد');
      fs.mkdirSync(SHOTS, { recursive: true });
      // The snackbar grows in: shoot it once it has.
      await expect(prompt.locator('.MuiSnackbarContent-root')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: path.join(SHOTS, `update-${lang}-${theme}.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(SHOTS, `update-${lang}-${theme}-phone.png`) });
      await page.setViewportSize({ width: 1280, height: 720 });
      await Promise.all([page.waitForEvent('load'), prompt.getByTestId('update-reload').click()]);
      await waitForShell(page);
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    }
  });
});
