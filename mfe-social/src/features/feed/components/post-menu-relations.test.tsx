import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { selectPosts } from '@/lib/store';
import { FeedPage } from './feed-page';
import { PostMenu } from '@/shared/posts/components/post-menu';

class NoObserver {
  observe() {}
  disconnect() {}
}
beforeEach(() => Object.assign(window, { IntersectionObserver: NoObserver }));
const SLOW = { timeout: 5000 };
const omar = person('karim');
const ids = () => selectPosts(appStore.getState()).map((p) => p.post_id);

// the api leaves omar out once he is muted or blocked (the feed is asked again after the change)
let omarHidden = false;
beforeEach(() => {
  omarHidden = false;
});
const feedApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'POST /posts/fetch-all': () => ({
      status: 200,
      data: {
        rows: [makePost('p1', { user: omar }), makePost('p2'), makePost('p3', { user: omar })].filter(
          (p) => !omarHidden || p.user.uuid !== omar.uuid,
        ),
        next_cursor: null,
      },
    }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
    ...extra,
  });
const relation = (muted: boolean, blocked: boolean) => () => {
  omarHidden = muted || blocked;
  return { status: 200, data: { user_uuid: omar.uuid, is_muted: muted, is_blocked: blocked } };
};

async function openMenuOfFirstCard() {
  const [card] = await screen.findAllByRole('article', undefined, SLOW);
  fireEvent.click(within(card!).getByRole('button', { name: 'More options' }));
  return screen.findByRole('menu');
}

test("blocks the author from a post's menu after the confirmation: their posts leave the feed", async () => {
  const api = feedApi({ 'POST /social/block': relation(false, true) });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  const menu = await openMenuOfFirstCard();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block \u2068@karim\u2069' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block karim?' });
  // nothing is done before the confirmation
  expect(api.callsTo('POST /social/block')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(ids()).toEqual(['p2']));
  expect(api.callsTo('POST /social/block').map((c) => c.body)).toEqual([{ user_uuid: omar.uuid, blocked: true }]);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
  api.restore();
});

test('mutes from the menu after its confirmation; cancelling mutes nobody', async () => {
  const api = feedApi({ 'POST /social/mute': relation(true, false) });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  let menu = await openMenuOfFirstCard();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mute \u2068@karim\u2069' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Mute karim?' })).getByRole('button', { name: 'Cancel' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /social/mute')).toHaveLength(0);
  expect(ids()).toEqual(['p1', 'p2', 'p3']);

  menu = await openMenuOfFirstCard();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mute \u2068@karim\u2069' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Mute karim?' })).getByRole('button', { name: 'Mute' }),
  );
  await waitFor(() => expect(ids()).toEqual(['p2']));
  expect(api.callsTo('POST /social/mute').map((c) => c.body)).toEqual([{ user_uuid: omar.uuid, muted: true }]);
  api.restore();
});

test('offers neither on my own post', async () => {
  const api = fakeApi({});
  await renderScreen(<PostMenu post={makePost('mine', { is_owner: true })} />, { user: SARA });
  fireEvent.click(screen.getByRole('button', { name: 'More options' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).queryByRole('menuitem', { name: /Mute|Block/ })).toBeNull();
  api.restore();
});

test('on the post page, blocking goes back to the feed (the post is gone for me)', async () => {
  const api = fakeApi({ 'POST /social/block': relation(false, true) });
  window.history.replaceState(null, '', '/post?post_id=p1');
  await renderScreen(<PostMenu post={makePost('p1', { user: omar })} onPostPage />, { user: SARA, lang: 'ar' });
  fireEvent.click(screen.getByRole('button', { name: 'خيارات أخرى' }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'حظر \u2068@karim\u2069' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'حظر karim؟' })).getByRole('button', { name: 'حظر' }),
  );
  await waitFor(() => expect(window.location.pathname).toBe('/feed'));
  api.restore();
});
