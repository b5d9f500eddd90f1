import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  acceptCookieNotice,
  DEMO_USER,
  saveLanguage,
  setPreferences,
  signInByApi,
  waitForShell,
  type Lang,
} from './support/shell';
import { gradientPng } from './support/png';
import { signUpByApi } from './support/sign-up';

// Issue 6 journey, two people in two browser contexts:
// A (the demo user sara) posts a photo from the feed; B (a new member) follows A, likes the post, comments and
// asks a question; A's badge rises without a reload; A opens the drawer, clicks the LIKE notification and lands
// on the post; A answers; B's badge rises for the answer; B reports the post; the feed in Arabic is mirrored.

async function openContext(browser: Browser, baseURL: string, lang: Lang = 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await setPreferences(context, baseURL, { lang, theme: 'light' });
  await acceptCookieNotice(context);
  return context;
}

/** The bell's accessible name carries the unseen count ("Notifications, 3 unseen"); 0 when hidden. */
async function badgeCount(page: Page): Promise<number> {
  // By attribute, not role: while the drawer is open the bar is aria-hidden behind it.
  const label =
    (await page
      .locator('header button[aria-label^="Notifications"]')
      .first()
      .getAttribute('aria-label', { timeout: 2_000 })) ?? '';
  const m = label.match(/(\d+)\+? unseen/);
  return m ? Number(m[1]) : 0;
}

test('A posts a photo; B follows, likes, comments, asks; A is told live, lands on the post, answers; B reports; Arabic feed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL as string;

  // ── A: sign in, open the drawer once (marks everything seen), then post a photo from the feed.
  const contextA = await openContext(browser, base);
  const a = await contextA.newPage();
  await signInByApi(a, DEMO_USER);
  await saveLanguage(a, 'en');
  await a.goto('/feed');
  await waitForShell(a);
  await expect(a.getByRole('heading', { level: 1, name: 'Explore the feed' })).toBeVisible();
  // The footer is hidden on the feed (spec §2 layout rules).
  await expect(a.locator('footer')).toHaveCount(0);
  await a
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(a.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await a.getByRole('button', { name: 'Close notifications' }).click();
  await expect.poll(() => badgeCount(a)).toBe(0);

  const caption = `Sunset over the dunes ${Date.now()}`;
  await a.getByRole('button', { name: 'Share a moment from your trip…' }).click();
  const composer = a.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(composer.getByRole('img', { name: 'dunes.png' })).toBeVisible();
  await composer.getByRole('textbox', { name: 'Caption' }).fill(caption);
  const created = a.waitForResponse((r) => r.url().endsWith('/api/v1/posts') && r.request().method() === 'POST');
  await composer.getByRole('button', { name: 'Share' }).click();
  const createdRes = await created;
  expect(createdRes.status()).toBe(201);
  const post = (await createdRes.json()) as {
    post_id: string;
    media: { url: string; thumbnail: string | null; is_image: boolean }[];
  };
  expect(post.media).toHaveLength(1);
  expect(post.media[0]!.is_image).toBe(true);
  expect(post.media[0]!.url).toMatch(/\.webp$/); // re-encoded by the api, not the uploaded PNG
  await expect(composer).toBeHidden();
  await expect(a.getByText('Your post is live')).toBeVisible();
  // Added at the front of the feed, with its picture served from storage.
  const firstCard = a.getByRole('article').first();
  await expect(firstCard).toContainText(caption);
  const photo = firstCard.getByRole('img', { name: `Photo by ${DEMO_USER.username}` }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // ── B: a new member opens the post page, follows A, likes, comments and asks.
  const contextB = await openContext(browser, base);
  const b = await contextB.newPage();
  // A dotted address: sign-up makes the username from its local part, so B's profile link has a dot in it.
  const email = `noor.t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { user: bUser, csrfToken: csrfB } = await signUpByApi(b.request, {
    email,
    password: 'Social-journey-passphrase-42',
    first_name: 'Noor',
    last_name: 'Tester',
  });
  const bName = bUser.username;
  expect(bName).toContain('.');

  await b.goto(`/post?post_id=${encodeURIComponent(post.post_id)}`);
  const card = b.getByRole('article', { name: `Post by ${DEMO_USER.username}` });
  await expect(card).toContainText(caption);
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280); // never sideways
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();

  await b.getByRole('textbox', { name: 'Add a comment…' }).fill('Which camp is this? Looks amazing');
  await b.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(b.getByTestId('comment').filter({ hasText: 'Which camp is this?' })).toBeVisible();
  await expect(b.getByRole('tab', { name: 'Comment (1)' })).toBeVisible();

  await b.getByRole('tab', { name: /^Questions/ }).click();
  await b.getByRole('textbox', { name: 'Ask the author something…' }).fill('Is it family friendly?');
  await b.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(b.getByTestId('question').filter({ hasText: 'Is it family friendly?' })).toBeVisible();

  // ── A: the badge rises without a reload (follow, like, comment, question), over Server-Sent Events.
  await expect.poll(() => badgeCount(a), { timeout: 15_000 }).toBe(4);
  await expect(a.getByRole('article').first()).toContainText(caption); // still the same page, never reloaded

  // A opens the drawer: the four are there, unseen; clicking the LIKE one closes it and lands on the post.
  await a
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  // The four are listed under "New" with their markers, though opening the drawer marked them seen.
  const fresh = a.getByRole('list', { name: 'New' }).locator('[data-unseen="true"]');
  await expect(fresh).toHaveCount(4);
  await expect(fresh.filter({ hasText: bName })).toHaveCount(4);
  await expect(a.locator('[data-type="FOLLOW"]').first()).toContainText(`${bName} started following you.`);
  await expect.poll(() => badgeCount(a)).toBe(0); // opening the drawer marks all seen
  const like = a.locator('[data-type="LIKE"]').filter({ hasText: `${bName} liked your post.` });
  await like.click();
  await expect(a.getByRole('heading', { name: 'Notifications', level: 2 })).toBeHidden();
  await expect(a).toHaveURL(new RegExp(`/post\\?post_id=${post.post_id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const aCard = a.getByRole('article', { name: `Post by ${DEMO_USER.username}` });
  await expect(aCard).toContainText(caption);
  await expect(aCard.getByText('1 like', { exact: true })).toBeVisible();

  // A answers B's question.
  await a.getByRole('tab', { name: /^Question/ }).click();
  const question = a.getByTestId('question').filter({ hasText: 'Is it family friendly?' });
  await question.getByRole('button', { name: 'Answer', exact: true }).click();
  await question.getByRole('textbox', { name: 'Write an answer…' }).fill('Yes, kids love the camel rides.');
  await question.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(question.getByTestId('answer').filter({ hasText: 'kids love the camel rides' })).toBeVisible();

  // ── B is told about the answer live, and reports the post with a reason.
  await expect.poll(() => badgeCount(b), { timeout: 15_000 }).toBe(1);
  await b
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(b.locator('[data-type="ANSWER"]')).toContainText(`${DEMO_USER.username} answered your question.`);
  await b.getByRole('button', { name: 'Close notifications' }).click();

  await card.getByRole('button', { name: 'More options' }).click();
  await b.getByRole('menuitem', { name: 'Report' }).click();
  const report = b.getByRole('dialog', { name: 'Report post' });
  await report.getByRole('radio', { name: 'Scam or fraud' }).check();
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(b.getByText("Thanks for letting us know. We'll review this post.")).toBeVisible();
  // A second report by the same person is refused by the api, whatever the UI shows.
  const again = await b.request.post('/api/v1/posts/report', {
    data: { post_id: post.post_id, reason: 'spam' },
    headers: { 'x-csrf-token': csrfB },
  });
  expect([again.status(), ((await again.json()) as { message: string }).message]).toEqual([
    400,
    'You have already reported this post.',
  ]);
  await card.getByRole('button', { name: 'More options' }).click();
  await expect(b.getByRole('menuitem', { name: 'Reported' })).toBeVisible();
  await b.keyboard.press('Escape');

  // ── The feed in Arabic is mirrored: right-to-left, the suggestions column on the left of the posts.
  // B's saved language wins over the cookie for a member: save Arabic as B's preference.
  const saved = await b.request.put('/api/v1/users/prefrences', {
    data: { language: 'ar' },
    headers: { 'x-csrf-token': csrfB },
  });
  expect(saved.status()).toBe(200);
  await b.goto('/feed');
  await expect(b.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('استكشف المنشورات');
  const feedBox = await b.locator('section[aria-labelledby="feed-title"]').boundingBox();
  const asideBox = await b
    .locator('aside')
    .filter({ has: b.getByText('مقترحون لك') })
    .first()
    .boundingBox();
  expect(feedBox && asideBox).toBeTruthy();
  expect(asideBox!.x + asideBox!.width).toBeLessThanOrEqual(feedBox!.x);
  // The reported post is gone from B's feed.
  await expect(b.getByRole('article').first()).toBeVisible();
  await expect(b.getByText(caption)).toHaveCount(0);

  // ── A opens B's profile (a username with a dot) directly and reloads it: the app, with the links B saved.
  const links = await b.request.put('/api/v1/users', {
    data: { instagram: '@noor.travels', tiktok: 'noor.t' },
    headers: { 'x-csrf-token': csrfB },
  });
  expect(links.status()).toBe(200);
  const opened = await a.goto(`/profile/${bName}`);
  expect([opened?.status(), opened?.headers()['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  await expect(a.getByRole('heading', { level: 1, name: 'Noor Tester' })).toBeVisible();
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'Noor Tester' })).toBeVisible();
  const elsewhere = a.getByRole('list', { name: 'Noor Tester elsewhere' });
  await expect(elsewhere.getByRole('link', { name: 'Noor Tester on Instagram (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/noor.travels',
  );
  await expect(elsewhere.getByRole('link', { name: /on TikTok/ })).toHaveAttribute('rel', 'noopener nofollow ugc');
  // Its shared link carries a preview (Open Graph) naming B, with the site's share picture as B has none.
  const html = await (await a.request.get(`/profile/${bName}`)).text();
  expect(html).toContain(`<meta property="og:title" content="Noor Tester (@${bName})">`);
  expect(html).toContain(`<meta property="og:image" content="${base}/share.png">`);
  expect((await a.request.get('/share.png')).headers()['content-type']).toBe('image/png');
  // A path that is no page: 404, and the app shows its not-found view.
  const nowhere = await a.goto('/no-such-page');
  expect(nowhere?.status()).toBe(404);
  await expect(a.getByText('The page you are looking for was not found.')).toBeVisible();

  await contextA.close();
  await contextB.close();
});
