import { act, fireEvent, screen, within } from '@testing-library/react';
import { act as actNow } from 'react';
import { appStore, bus, SEARCH_DEBOUNCE_MS, type Lang } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { fakeApi, renderInApp, type FakeCall } from '@/test/render';
import { HeaderSearch } from './header-search';

const activity = (n: number) => ({
  activity_id: `acid-${n}`,
  name_en: `Desert trip ${n}`,
  name_ar: `رحلة صحراوية ${n}`,
  horizontal_thumbnail: `/api/v1/activities/images/trip-${n}/128.svg`,
  main_category: 'desert-safari',
});

/** Each search the api received, as (path, body, the request after the interceptors). */
let post: jest.Mock;
let answer: (url: string, body: Record<string, unknown>) => Promise<unknown>;
let api: ReturnType<typeof fakeApi>;
const search = async (_body: unknown, call: FakeCall) => {
  post(call.path, call.body, call.config);
  try {
    const { data } = (await answer(call.path, call.body as Record<string, unknown>)) as { data: unknown };
    return { status: 200, data };
  } catch {
    return 'network' as const;
  }
};

beforeEach(() => {
  jest.useFakeTimers();
  actNow(() => appStore.getState().setSession({ user: null, csrfToken: null }));
  window.history.replaceState(null, '', '/');
  answer = async () => ({ data: { activities: [] } });
  post = jest.fn();
  api = fakeApi({ 'POST /search/activities': search, 'POST /search/users': search, 'POST /tags/search': search });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
  jest.useRealTimers();
});

async function open(lang: Lang = 'en') {
  const view = await renderInApp(<HeaderSearch />, lang);
  fireEvent.click(screen.getByTestId('header-search-open'));
  return { view, input: screen.getByRole('combobox') };
}

/** Lets the answers in flight land: the query library tells the page on a zero timer (fake here). */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
  }
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await settle();
}

test('opens as a combobox that searches activities off /feed', async () => {
  const { input, view } = await open();
  expect(input).toHaveFocus();
  expect(input).toHaveAccessibleName('Search activities');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  view.unmount();
});

test('waits 300 ms after the last keystroke and searches once, never for an empty box', async () => {
  const { input, view } = await open();
  fireEvent.change(input, { target: { value: 'd' } });
  fireEvent.change(input, { target: { value: 'de' } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
  });
  expect(post).not.toHaveBeenCalled();
  await type(input, 'des');
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/search/activities', { name: 'des' }, expect.anything());

  post.mockClear();
  await type(input, '   ');
  expect(post).not.toHaveBeenCalled();
  expect(screen.queryByTestId('header-search-dropdown')).toBeNull();
  view.unmount();
});

test('shows a spinner while loading, then at most 4 activities in the reader language linking to the detail', async () => {
  let release: (value: unknown) => void = () => undefined;
  answer = () => new Promise((resolve) => (release = resolve));
  const { input, view } = await open('ar');
  await type(input, 'سفاري');
  expect(screen.getByTestId('header-search-spinner')).toBeInTheDocument();
  await act(async () => release({ data: { activities: [1, 2, 3, 4, 5, 6].map(activity) } }));
  await settle();
  expect(screen.queryByTestId('header-search-spinner')).toBeNull();
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(4);
  expect(options[0]).toHaveTextContent('رحلة صحراوية 1');
  expect(options[0]).toHaveAttribute('href', '/activity-detail?acid=acid-1');
  expect(within(options[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute(
    'src',
    '/api/v1/activities/images/trip-1/128.svg',
  );
  expect(input).toHaveAttribute('aria-expanded', 'true');
  view.unmount();
});

test('says there is nothing to view when nothing matches', async () => {
  const { input, view } = await open();
  await type(input, 'zzqx');
  expect(screen.getByTestId('header-search-empty')).toHaveTextContent('Nothing to view');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  view.unmount();
});

test('waits for the session before the first search, so a signed-in search carries its CSRF token', async () => {
  const { input, view } = await open();
  actNow(() => appStore.getState().setSession({ user: null, csrfToken: null, status: 'loading' }));
  await type(input, 'desert');
  expect(post).not.toHaveBeenCalled();
  await act(async () => appStore.getState().setSession({ user: null, csrfToken: 'token' }));
  await act(async () => undefined);
  expect(post).toHaveBeenCalledWith('/search/activities', { name: 'desert' }, expect.anything());
  expect((post.mock.calls[0]![2] as FakeCall['config']).headers.get('x-csrf-token')).toBe('token');
  view.unmount();
});

test('a failed search silently empties the list', async () => {
  const toasts = jest.fn();
  const off = bus.on('shell:toast-requested', toasts);
  answer = async (_url, body) =>
    body.name === 'desert' ? { data: { activities: [activity(1)] } } : Promise.reject(new Error('offline'));
  const { input, view } = await open();
  await type(input, 'desert');
  expect(screen.getAllByRole('option')).toHaveLength(1);
  await type(input, 'desert s');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByTestId('header-search-empty')).toBeInTheDocument();
  expect(toasts).not.toHaveBeenCalled();
  off();
  view.unmount();
});

test('on /feed it finds people: first name, verified tick, username and a link to the profile', async () => {
  window.history.replaceState(null, '', '/feed');
  answer = async () => ({
    data: {
      profiles: [
        {
          uuid: 'u1',
          username: 'mariam_explores',
          first_name: 'Mariam',
          last_name: 'H',
          profile: { profile_picture: null, is_verified: true },
        },
        {
          uuid: 'u2',
          username: 'msaeed',
          first_name: 'Mariam',
          last_name: 'S',
          profile: { profile_picture: null, is_verified: false },
        },
      ],
    },
  });
  const { input, view } = await open();
  expect(input).toHaveAccessibleName('Search people');
  await type(input, 'mariam');
  expect(post).toHaveBeenCalledWith('/search/users', { query: 'mariam' }, expect.anything());
  const [first, second] = screen.getAllByRole('option');
  expect(first).toHaveAttribute('href', '/profile/mariam_explores');
  expect(first).toHaveTextContent('Mariam');
  expect(first).toHaveTextContent('@mariam_explores');
  expect(within(first!).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  expect(within(second!).queryByRole('img', { name: 'Verified' })).toBeNull();
  view.unmount();
});

test('on /feed a query starting with # finds tags, each leading to its tag page', async () => {
  window.history.replaceState(null, '', '/feed');
  answer = async () => ({
    data: {
      rows: [
        { tag: 'دبي', post_count: 12 },
        { tag: 'dubai', post_count: 1 },
      ],
    },
  });
  const { input, view } = await open();
  await type(input, '#دب');
  expect(post).toHaveBeenCalledWith('/tags/search', { query: '#دب', limit: 4 }, expect.anything());
  const [first, second] = screen.getAllByRole('option');
  expect(first).toHaveAttribute('href', `/tag/${encodeURIComponent('دبي')}`);
  expect(first).toHaveTextContent('#دبي');
  expect(first).toHaveTextContent('12 posts');
  expect(second).toHaveTextContent('1 post');
  view.unmount();
});

test('is driven by the keyboard: arrows pick, Enter opens, Escape closes the list then the box', async () => {
  answer = async () => ({ data: { activities: [1, 2].map(activity) } });
  const { input, view } = await open();
  await type(input, 'trip');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(window.location.pathname + window.location.search).toBe('/activity-detail?acid=acid-2');
  expect(screen.getByTestId('header-search-open')).toBeInTheDocument();

  fireEvent.click(screen.getByTestId('header-search-open'));
  const again = screen.getByRole('combobox');
  await type(again, 'trip');
  expect(screen.getByTestId('header-search-dropdown')).toBeInTheDocument();
  fireEvent.keyDown(again, { key: 'Escape' });
  expect(screen.queryByTestId('header-search-dropdown')).toBeNull();
  fireEvent.keyDown(again, { key: 'Escape' });
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.getByTestId('header-search-open')).toHaveFocus();
  view.unmount();
});

test('going back to a text searched a moment ago shows its answer again without asking the api', async () => {
  answer = async (_url, body) => ({ data: { activities: body.name === 'desert' ? [activity(1)] : [] } });
  const { input, view } = await open();
  await type(input, 'desert');
  await type(input, 'desert s');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await type(input, 'desert');
  expect(screen.getAllByRole('option')).toHaveLength(1);
  expect(post.mock.calls.map((c) => (c[1] as { name: string }).name)).toEqual(['desert', 'desert s']);
  expect(appStore.getState().search.activities.map((a) => a.activity_id)).toEqual(['acid-1']);
  view.unmount();
});
