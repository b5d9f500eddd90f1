import { expect, test } from '@playwright/test';
import { waitForShell } from './support/shell';
import { escapeRegExp, newMemberContext } from './support/sign-up';

// Issue 21 item 7, two new members in two browser contexts: B likes A's post and A's comment on it from the post
// page; A's drawer says "liked your comment" and opens the post on its comments; the post's like count opens who
// liked it, which lists B.

test('B likes A’s comment: A’s drawer says "liked your comment" and opens the post; the likes list shows B', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const [contextA, a, amal] = await newMemberContext(browser, base, 'Amal');
  const [contextB, b, bilal] = await newMemberContext(browser, base, 'Bilal');
  const aName = amal.user.username;
  const bName = bilal.user.username;

  // A posts and comments on the post
  const created = await a.request.post('/api/v1/posts', {
    data: { caption: 'Abra ride across the Creek' },
    headers: { 'x-csrf-token': amal.csrfToken },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { post_id: string };
  const commented = await a.request.post('/api/v1/comments', {
    data: { post_id: post.post_id, body: 'Best 1 dirham ever spent' },
    headers: { 'x-csrf-token': amal.csrfToken },
  });
  expect(commented.status()).toBe(201);

  // B likes the post and the comment from the post page
  await b.goto(`/post?post_id=${encodeURIComponent(post.post_id)}`);
  await waitForShell(b);
  const card = b.getByRole('article', { name: `Post by ${aName}` });
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await b.getByRole('button', { name: 'Like comment' }).click();
  await expect(b.getByRole('button', { name: 'Unlike comment' })).toBeVisible();

  // A's drawer: the comment's like has its own words, and opens the post on its comments
  await a.goto('/feed');
  await waitForShell(a);
  await a
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const told = a.locator('[data-type="COMMENT_LIKE"]');
  await expect(told).toContainText(`${bName} liked your comment.`);
  await expect(a.locator('[data-type="LIKE"]')).toContainText(`${bName} liked your post.`);
  await told.click();
  await expect(a).toHaveURL(new RegExp(`/post\\?post_id=${escapeRegExp(post.post_id)}#comments$`));

  // the like count opens who liked the post: B, with a follow button
  const mine = a.getByRole('article', { name: `Post by ${aName}` });
  await mine.getByRole('button', { name: '1 like' }).click();
  const dialog = a.getByRole('dialog', { name: 'Likes' });
  await expect(dialog.getByRole('link', { name: bName })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Follow' })).toBeVisible();

  await contextA.close();
  await contextB.close();
});
