import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPageFor } from './lazy-page';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

test('renders the named export under Suspense, with its props', async () => {
  const Page = lazyPage(
    async () => ({ Hello }),
    (m) => m.Hello,
  );
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Sara" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('hello Sara')).toBeTruthy();
});

test('preload loads once, and rendering afterwards uses that load', async () => {
  const load = jest.fn(async () => ({ Hello }));
  const Page = lazyPage(load, (m) => m.Hello);
  await Page.preload();
  await Page.preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Omar" />
    </Suspense>,
  );
  expect(await screen.findByText('hello Omar')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again on the next mount', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ Hello });
  const Page = lazyPage(load, (m: { Hello: typeof Hello }) => m.Hello);
  await expect(Page.preload()).rejects.toThrow('chunk failed');
  const view = render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Layla" />
    </Suspense>,
  );
  expect(await screen.findByText('hello Layla')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
  view.unmount();
});

test('preloadPageFor starts the page of the path, and only that one, in the next task', async () => {
  const feed = jest.fn(async () => ({ Hello }));
  const profile = jest.fn(async () => ({ Hello }));
  const pages = { '/feed': lazyPage(feed, (m) => m.Hello), '/profile/:username': lazyPage(profile, (m) => m.Hello) };
  const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  preloadPageFor(pages, '/profile/sara/');
  expect(profile).not.toHaveBeenCalled(); // not in the task evaluating the remote's first chunk
  await nextTask();
  expect([feed.mock.calls.length, profile.mock.calls.length]).toEqual([0, 1]);
  preloadPageFor(pages, '/profile');
  preloadPageFor(pages, '/feedback');
  await nextTask();
  expect(feed).not.toHaveBeenCalled();
  preloadPageFor(pages, '/feed');
  await nextTask();
  expect(feed).toHaveBeenCalledTimes(1);
});
