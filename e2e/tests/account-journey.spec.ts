import { expect, test, type Page } from '@playwright/test';
import { gradientPng } from './support/png';
import { codeFromOutbox } from './support/sign-up';

// Issue 3, item 9: sign up → the code from the outbox signs in (and verifies the e-mail) → sign out → sign in →
// edit profile → upload an avatar → switch to Arabic (kept on the server) → delete the account →
// cannot sign in. The outbox is read at GET /api/v1/dev/outbox, which the e2e server exposes with
// DEV_OUTBOX=true (it runs with NODE_ENV=production).

const PASSWORD = 'a sunny day at the creek';

/** A write through the page's own cookie session needs the session's CSRF token, as the web client sends it. */
async function postAsPage(page: Page, url: string, data: unknown) {
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string | null };
  return page.request.post(url, { data, headers: csrfToken ? { 'x-csrf-token': csrfToken } : {} });
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel(/E-mail|البريد الإلكتروني/).fill(email);
  await page.getByLabel(/^(Password|كلمة المرور)/).fill(password);
  await page.locator('form button[type=submit]').click();
}

test('account journey: sign up, verify, sign out and in, edit, avatar, Arabic, delete', async ({ page, browser }) => {
  // A long journey (two browsers, an image upload, a reload to Arabic): more than the default minute on a small machine.
  test.setTimeout(180_000);
  const email = `journey-${Date.now()}@example.com`;
  await page.addInitScript(() => window.localStorage.setItem('jad_cookies_accepted', 'true'));

  // Sign up.
  await page.goto('/auth/signup');
  await page.getByLabel(/First name/).fill('Noor');
  await page.getByLabel(/Last name/).fill('Al Zaabi');
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The code step: the same words for a new and a taken address, and no session yet.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`If you already have an account, we sent you a sign-in reminder instead.`)).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
  expect((await (await page.request.get('/api/v1/auth/session')).json()).user).toBeNull();

  // The code from the outbox, typed into the six boxes, verifies the e-mail and signs in.
  const code = await codeFromOutbox(page.request, email);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/$/);
  const session = await (await page.request.get('/api/v1/auth/session')).json();
  expect(session.user).toMatchObject({ email, email_verified: true });

  // Sign out (the shell's avatar menu).
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/v1/auth/session')).json()).user).toBeNull();

  // Sign in again, then edit the profile.
  await signInThroughTheForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/edit-profile');
  await page.getByLabel(/^Bio/).fill('Kayaking in the mangroves every weekend.');
  await page.getByLabel(/^Instagram/).fill('noor.travels');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users') && r.request().method() === 'PUT');
  await page.getByTestId('save-profile').click();
  expect((await saved).status()).toBe(200);
  const profile = await (await postAsPage(page, '/api/v1/profiles/fetch', { username: session.user.username })).json();
  expect(profile).toMatchObject({
    bio: 'Kayaking in the mangroves every weekend.',
    instagram: 'https://www.instagram.com/noor.travels',
  });

  // Upload an avatar: the picture is processed by POST /upload and saved on the profile.
  const setPicture = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/profiles') && r.request().method() === 'PUT',
  );
  await page
    .getByTestId('profile-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(96, 96) });
  expect((await setPicture).status()).toBe(200);
  const withPicture = await (await page.request.get('/api/v1/auth/session')).json();
  expect(withPicture.user.profile.profile_picture).toMatch(/^\/media\//);
  expect((await page.request.get(withPicture.user.profile.profile_picture)).status()).toBe(200);

  // Switch to Arabic from the avatar menu: saved on the server.
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: /Language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect((await (await page.request.get('/api/v1/auth/session')).json()).user.language).toBe('ar');

  // A fresh browser: after signing in the page is Arabic, from the server's preference.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.addInitScript(() => window.localStorage.setItem('jad_cookies_accepted', 'true'));
  await signInThroughTheForm(other, email, PASSWORD);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
  await fresh.close();

  // Delete the account from edit profile (password asked again).
  await page.goto('/account/edit-profile');
  await page.getByTestId('delete-account').click();
  await page.getByRole('dialog').locator('input[type=password]').fill(PASSWORD);
  await page.getByTestId('confirm-delete').click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/v1/auth/session')).json()).user).toBeNull();

  // The account is gone: signing in fails with the same answer as any wrong password.
  const refused = await page.request.post('/api/v1/users/sign-in', { data: { email, password: PASSWORD } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: 'Invalid email or password', code: 'invalid_credentials' });
  await signInThroughTheForm(page, email, PASSWORD);
  // Shown once, in the form (not a second time as a toast), in the page's language (Arabic here) from the code.
  await expect(page.locator('form').getByRole('alert')).toContainText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  await expect(page.getByRole('alert')).toHaveCount(1);
});
