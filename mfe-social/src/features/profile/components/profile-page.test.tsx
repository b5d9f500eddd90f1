import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { selectProfilePosts } from '@/lib/store';
import type { SocialProfile } from '@/lib/api-types';
import { ProfilePage } from './profile-page';

let trigger: (() => void) | null = null;
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe() {
    trigger = () =>
      this.cb(
        [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}
beforeEach(() => Object.assign(window, { IntersectionObserver: FakeObserver }));

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`);

const omar = (fields: Partial<SocialProfile> = {}): SocialProfile => ({
  ...person('omar', { profile: { profile_id: 'pf-omar', profile_picture: null, is_verified: true } }),
  bio: 'Travel photographer',
  city: 'Amman',
  country: 'JO',
  cover_picture: null,
  twitter: null,
  tiktok: null,
  linktree: null,
  instagram: null,
  snapchat: null,
  facebook: null,
  posts_count: 3,
  followers_count: 10,
  following_count: 4,
  is_followed: false,
  follows_me: true,
  is_me: false,
  is_muted: false,
  is_blocked: false,
  ...fields,
});

test('shows the header with the verified tick, page 1 of posts replaces, the next page appends', async () => {
  act(() => appStore.getState().patch({ profile_posts: [makePost('stale')] }));
  const api = fakeApi({
    'POST /social/profile': () => ({ status: 200, data: omar() }),
    'POST /posts/profile': (body) => {
      const page = (body as { page: number }).page;
      // 12 a page; a post shared meanwhile shifted page 2 by one, so p12 comes again
      return page === 1
        ? {
            status: 200,
            data: {
              rows: ids(1, 12).map((id) => makePost(id, { caption: id === 'p1' ? 'Creek' : `Caption ${id}` })),
              count: 13,
              page: 1,
            },
          }
        : { status: 200, data: { rows: [makePost('p12'), makePost('p13', { caption: 'Dunes' })], count: 13, page: 2 } };
    },
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  expect(await screen.findByRole('heading', { name: /Omar Test/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Verified account' })).toBeInTheDocument();
  expect(screen.getByText('Follows you')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Open post: Creek' })).toBeInTheDocument();
  expect(selectProfilePosts(appStore.getState()).map((p) => p.post_id)).toEqual(ids(1, 12));
  await act(async () => trigger?.());
  expect(await screen.findByRole('link', { name: 'Open post: Dunes' })).toBeInTheDocument();
  // page 2 appends without the repeated post
  expect(selectProfilePosts(appStore.getState()).map((p) => p.post_id)).toEqual(ids(1, 13));
  expect(screen.getAllByRole('link', { name: /^Open post/ })).toHaveLength(13);
  expect(api.callsTo('POST /posts/profile').map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
  api.restore();
});

test('follows from the profile: the count moves at once, then the profile reloads 200 ms later', async () => {
  let followed = false;
  const api = fakeApi({
    // by the reload someone else followed too: 12 proves the reload happened
    'POST /social/profile': () => ({
      status: 200,
      data: omar({ followers_count: followed ? 12 : 10, is_followed: followed }),
    }),
    'POST /posts/profile': () => ({ status: 200, data: { rows: [], count: 0, page: 1 } }),
    'POST /follows': () => {
      followed = true;
      return { status: 200, data: { followed_uuid: omar().uuid, is_followed: true, followers_count: 11 } };
    },
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  expect(await screen.findByText('10')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow back' }));
  expect(await screen.findByText('11')).toBeInTheDocument();
  expect(api.callsTo('POST /follows')[0]!.body).toEqual({ followed_uuid: omar().uuid });
  expect(await screen.findByText('12', undefined, { timeout: 2000 })).toBeInTheDocument();
  expect(api.callsTo('POST /social/profile')).toHaveLength(2);
  api.restore();
});

test.each([
  ['User was not found.', 'This user was not found.'],
  ['Profile was not found.', 'This profile was not found.'],
])('says "%s" as its own not-found message', async (apiMessage, shown) => {
  const api = fakeApi({ 'POST /social/profile': () => ({ status: 404, data: { message: apiMessage } }) });
  await renderScreen(<ProfilePage />, { path: '/profile/ghost', route: '/profile/:username' });
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/feed');
  api.restore();
});

test('in Arabic the not-found message is Arabic and the page is right to left', async () => {
  const api = fakeApi({ 'POST /social/profile': () => ({ status: 404, data: { message: 'User was not found.' } }) });
  await renderScreen(<ProfilePage />, { path: '/profile/ghost', route: '/profile/:username', lang: 'ar' });
  expect(await screen.findByText('لم يتم العثور على هذا المستخدم.')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  api.restore();
});

test('the followers list loads a page at a time and reloads 200 ms after a follow from it', async () => {
  const follower = (name: string, followed = false) => ({
    follower: person(name),
    followed: person('omar'),
    created_at: '2026-01-01T00:00:00.000Z',
    is_followed: followed,
    is_me: false,
  });
  let reloaded = false;
  const api = fakeApi({
    'POST /social/profile': () => ({ status: 200, data: omar({ followers_count: 3 }) }),
    'POST /posts/profile': () => ({ status: 200, data: { rows: [], count: 0, page: 1 } }),
    'POST /follows/fetch-all': (body) => {
      const { page } = body as { page: number };
      if (page === 2) return { status: 200, data: { rows: [follower('zaid')], count: 3, page } };
      return {
        status: 200,
        data: { rows: [follower('huda', reloaded), follower('ali')], count: 3, page },
      };
    },
    'POST /follows': () => {
      reloaded = true;
      return { status: 200, data: { followed_uuid: person('huda').uuid, is_followed: true, followers_count: 1 } };
    },
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  fireEvent.click(await screen.findByRole('button', { name: /followers/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Followers' });
  expect(await within(dialog).findByRole('link', { name: 'huda' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
  expect(await within(dialog).findByRole('link', { name: 'zaid' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(api.callsTo('POST /follows/fetch-all').map((c) => c.body)).toEqual([
    { followed_uuid: omar().uuid, page: 1 },
    { followed_uuid: omar().uuid, page: 2 },
  ]);

  const huda = within(dialog).getByRole('link', { name: 'huda' }).closest('li') as HTMLElement;
  fireEvent.click(within(huda).getByRole('button', { name: 'Follow' }));
  await waitFor(() => expect(api.callsTo('POST /follows/fetch-all').length).toBeGreaterThan(2), { timeout: 2000 });
  expect(within(huda).getByRole('button', { name: 'Following' })).toBeInTheDocument();
  api.restore();
});

test('shows the links saved in edit profile as safe links with names, in English and Arabic', async () => {
  const links = {
    instagram: 'https://www.instagram.com/omar.travels',
    twitter: 'https://x.com/omar',
    tiktok: 'https://www.tiktok.com/@omar',
    snapchat: 'https://www.snapchat.com/add/omar',
    facebook: 'javascript:alert(1)',
    linktree: 'not a link',
  };
  fakeApi({
    'POST /social/profile': () => ({ status: 200, data: omar(links) }),
    'POST /posts/profile': () => ({ status: 200, data: { rows: [], count: 0, page: 1 } }),
  });
  const view = await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  const list = await screen.findByRole('list', { name: 'Omar Test elsewhere' });
  const shown = within(list).getAllByRole('link');
  expect(shown.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
    ['Omar Test on Instagram (opens in a new tab)', 'https://www.instagram.com/omar.travels'],
    ['Omar Test on X (Twitter) (opens in a new tab)', 'https://x.com/omar'],
    ['Omar Test on TikTok (opens in a new tab)', 'https://www.tiktok.com/@omar'],
    ['Omar Test on Snapchat (opens in a new tab)', 'https://www.snapchat.com/add/omar'],
  ]);
  for (const a of shown) {
    expect(a).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a.querySelector('svg')).not.toBeNull();
  }
  expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  view.unmount();

  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA, lang: 'ar' });
  const ar = await screen.findByRole('list', { name: /على مواقع أخرى/ });
  expect(within(ar).getByRole('link', { name: /على إنستغرام \(يفتح في علامة تبويب جديدة\)$/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/omar.travels',
  );
});

test('shows no links block when none is saved', async () => {
  fakeApi({
    'POST /social/profile': () => ({ status: 200, data: omar() }),
    'POST /posts/profile': () => ({ status: 200, data: { rows: [], count: 0, page: 1 } }),
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  await screen.findByRole('heading', { name: /Omar Test/ });
  expect(screen.queryByRole('list', { name: /elsewhere/ })).toBeNull();
});

test('blocks from the profile menu after a confirmation; the profile says so and offers Unblock', async () => {
  let blocked = false;
  const api = fakeApi({
    'POST /social/profile': () => ({
      status: 200,
      data: omar(blocked ? { is_blocked: true, follows_me: false } : { is_followed: true }),
    }),
    'POST /posts/profile': () => ({
      status: 200,
      data: blocked ? { rows: [], count: 0, page: 1 } : { rows: [makePost('p1')], count: 1, page: 1 },
    }),
    'POST /social/block': (body) => {
      blocked = (body as { blocked: boolean }).blocked;
      return { status: 200, data: { user_uuid: 'uuid-omar', is_muted: false, is_blocked: blocked } };
    },
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  fireEvent.click(await screen.findByRole('button', { name: 'More options for omar' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block omar?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked')).toBeInTheDocument();
  expect(api.callsTo('POST /social/block')[0]!.body).toEqual({ user_uuid: omar().uuid, blocked: true });
  expect(await screen.findByText('You blocked omar. Unblock them to see their posts.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }, { timeout: 3000 }));
  await waitFor(() => expect(screen.queryByText('Blocked')).toBeNull());
  expect(api.callsTo('POST /social/block')[1]!.body).toEqual({ user_uuid: omar().uuid, blocked: false });
  api.restore();
});

test("the member's own profile lists the people they muted, each with Unmute", async () => {
  let muted = [person('lina'), person('omar')];
  const api = fakeApi({
    'POST /social/profile': () => ({ status: 200, data: omar({ is_me: true, follows_me: false }) }),
    'POST /posts/profile': () => ({ status: 200, data: { rows: [], count: 0, page: 1 } }),
    'POST /social/relations': (body) => {
      expect(body).toEqual({ kind: 'muted', page: 1, limit: 20 });
      const rows = muted.map((p) => ({ ...p, created_at: '2026-11-20T10:00:00.000Z' }));
      return { status: 200, data: { rows, count: rows.length, page: 1 } };
    },
    'POST /social/mute': (body) => {
      const { user_uuid } = body as { user_uuid: string };
      muted = muted.filter((p) => p.uuid !== user_uuid);
      return { status: 200, data: { user_uuid, is_muted: false, is_blocked: false } };
    },
  });
  await renderScreen(<ProfilePage />, { path: '/profile/omar', route: '/profile/:username', user: SARA });
  fireEvent.click(await screen.findByRole('button', { name: 'Muted and blocked accounts' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Muted accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Muted accounts' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Unmute lina' }));
  await waitFor(() => expect(within(dialog).queryByText('lina')).toBeNull());
  expect(within(dialog).getByText('omar')).toBeInTheDocument();
  expect(api.callsTo('POST /social/mute')[0]!.body).toEqual({ user_uuid: person('lina').uuid, muted: false });
  api.restore();
});
