import { act, screen, within } from '@testing-library/react';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { TagPage } from './tag-page';

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

test('lists the posts with the tag a page at a time, captions with their links', async () => {
  const api = fakeApi({
    'POST /tags/posts': (body) =>
      (body as { cursor?: string }).cursor === 'c1'
        ? { status: 200, data: { tag: 'dubai', post_count: null, rows: [makePost('p3')], next_cursor: null } }
        : {
            status: 200,
            data: {
              tag: 'dubai',
              post_count: 3,
              rows: [
                makePost('p1', { caption: 'Dinner with @omar at #Dubai creek https://example.com/menu.' }),
                makePost('p2', { user: person('lina') }),
              ],
              next_cursor: 'c1',
            },
          },
  });
  await renderScreen(<TagPage />, { path: '/tag/Dubai', route: '/tag/:tag', user: SARA });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('#dubai');
  expect(await screen.findByText('3 posts')).toBeInTheDocument();
  const [first] = await screen.findAllByRole('article');
  expect(within(first!).getByRole('link', { name: /@\s?omar/ })).toHaveAttribute('href', '/profile/omar');
  expect(within(first!).getByRole('link', { name: /#\s?Dubai/ })).toHaveAttribute('href', '/tag/dubai');
  const site = within(first!).getByRole('link', { name: 'https://example.com/menu' });
  expect(site).toHaveAttribute('rel', 'noopener nofollow ugc');
  expect(site).toHaveAttribute('target', '_blank');
  expect(api.callsTo('POST /tags/posts')[0]!.body).toEqual({ tag: 'dubai', limit: 12 });
  await act(async () => trigger?.());
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  expect(api.callsTo('POST /tags/posts')[1]!.body).toEqual({ tag: 'dubai', limit: 12, cursor: 'c1' });
  api.restore();
});

test('an Arabic tag in Arabic: the count in Arabic plural, right to left', async () => {
  const api = fakeApi({
    'POST /tags/posts': () => ({
      status: 200,
      data: { tag: 'دبي', post_count: 2, rows: [makePost('p1'), makePost('p2')], next_cursor: null },
    }),
  });
  await renderScreen(<TagPage />, { path: `/tag/${encodeURIComponent('دبي')}`, route: '/tag/:tag', lang: 'ar' });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('#دبي');
  expect(await screen.findByText('منشوران')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  api.restore();
});

test('a text that is not a tag says so', async () => {
  const api = fakeApi({
    'POST /tags/posts': () => ({ status: 400, data: { code: 'invalid_tag', message: 'A tag is letters' } }),
  });
  await renderScreen(<TagPage />, { path: '/tag/a%20b', route: '/tag/:tag' });
  expect(await screen.findByText('This is not a tag.')).toBeInTheDocument();
  api.restore();
});
