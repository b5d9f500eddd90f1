import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';
import { signUpByApi, type SignedInAnswer } from './support/sign-up';

// Issue 21 item 5, two new members in two browser contexts: A follows B and reads /feed; B posts; A's feed shows the
// "new posts" pill with B's avatar within seconds (the notifications stream), and tapping it puts B's post on top.

async function member(browser: Browser, base: string, tag: string): Promise<[BrowserContext, Page, SignedInAnswer]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await setPreferences(context, base, { lang: 'en', theme: 'light' });
  await acceptCookieNotice(context);
  const page = await context.newPage();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await signUpByApi(page.request, {
    email: `${tag}.${suffix}@example.com`,
    password: 'Feed-live-passphrase-42',
    first_name: tag === 'amal' ? 'Amal' : 'Bilal',
    last_name: 'Tester',
  });
  return [context, page, answer];
}

test('B posts; A, who follows B, sees the pill within seconds and taps it to see the post on top', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const [contextA, a, amal] = await member(browser, base, 'amal');
  const [contextB, b, bilal] = await member(browser, base, 'bilal');
  const followed = await a.request.post('/api/v1/follows', {
    data: { followed_uuid: bilal.user.uuid },
    headers: { 'x-csrf-token': amal.csrfToken },
  });
  expect(followed.status()).toBe(200);
  const post = async (caption: string) => {
    const res = await b.request.post('/api/v1/posts', {
      data: { caption },
      headers: { 'x-csrf-token': bilal.csrfToken },
    });
    expect(res.status()).toBe(201);
  };
  await post('An older post from the Creek');

  // the stream answers its headers once it is subscribed (realtime/sse.ts): a post before that would go unheard
  const streamOpen = a.waitForResponse((r) => r.url().includes('/api/v1/notifications/stream'));
  await a.goto('/feed');
  await waitForShell(a);
  await expect(a.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  const cards = a.getByRole('article', { name: `Post by ${bilal.user.username}` });
  await expect(cards).toHaveCount(1);
  await expect(a.getByTestId('new-posts-pill')).toHaveCount(0);
  expect((await streamOpen).status()).toBe(200);

  const caption = `Fresh from Al Fahidi ${Date.now().toString(36)}`;
  await post(caption);
  const pill = a.getByRole('button', { name: 'Show 1 new post' });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await expect(pill).toContainText('New posts');

  await pill.click();
  await expect(pill).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await expect(a.getByRole('article').first()).toContainText(caption);
  await expect.poll(() => a.evaluate(() => window.scrollY)).toBe(0);

  await contextA.close();
  await contextB.close();
});
