import { expect, test } from '@playwright/test';
import { waitForShell } from './support/shell';
import { newMemberContext } from './support/sign-up';

// Issue 21 item 5, two new members in two browser contexts: A follows B and reads /feed; B posts; A's feed shows the
// "new posts" pill with B's avatar within seconds (the notifications stream), and tapping it puts B's post on top.

test('B posts; A, who follows B, sees the pill within seconds and taps it to see the post on top', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const [contextA, a, amal] = await newMemberContext(browser, base, 'Amal');
  const [contextB, b, bilal] = await newMemberContext(browser, base, 'Bilal');
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
