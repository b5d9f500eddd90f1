import {
  fillSlots,
  fillText,
  frameSlot,
  paintFrame,
  pluralText,
  postJson,
  runFrame,
  takeFrameAnswer,
  templatePart,
  FRAME_ANSWER_TTL_MS,
  FRAME_ASKED_EVENT,
  FRAME_DONE_EVENT,
} from './index';

// The helpers of a remote's first frame: its answers are kept for the page, once; it paints only into the static
// frame; it always says when it is over.

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  delete window.__jadFrameAnswers;
});

test("the page takes the frame's answer to the same request once, and not to another one", async () => {
  fetchMock.mockResolvedValue({ ok: true, json: async () => ({ rows: [1, 2] }) });
  await expect(postJson('/activities/fetch-all', { sort: 'rating', limit: 12 })).resolves.toEqual({ rows: [1, 2] });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/v1/activities/fetch-all',
    expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
  );
  expect(takeFrameAnswer('POST', '/activities/fetch-all', { sort: 'price_asc', limit: 12 })).toBeUndefined();
  expect(takeFrameAnswer('POST', '/activities/fetch-all', { sort: 'rating', limit: 12 })).toEqual({ rows: [1, 2] });
  expect(takeFrameAnswer('POST', '/activities/fetch-all', { sort: 'rating', limit: 12 })).toBeUndefined();
});

test('an answer the page did not take within its time is not used later (it may be stale)', async () => {
  fetchMock.mockResolvedValue({ ok: true, json: async () => ({ rows: [] }) });
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
  try {
    await postJson('/posts/fetch-all', { limit: 10 });
    now.mockReturnValue(1_000 + FRAME_ANSWER_TTL_MS + 1);
    expect(takeFrameAnswer('POST', '/posts/fetch-all', { limit: 10 })).toBeUndefined();
  } finally {
    now.mockRestore();
  }
});

test('a failed request rejects and keeps nothing', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({}) });
  await expect(postJson('/posts/fetch-all', { limit: 10 })).rejects.toThrow(/HTTP 500/);
  expect(takeFrameAnswer('POST', '/posts/fetch-all', { limit: 10 })).toBeUndefined();
});

test('paints below the static frame with its selector, and not once React has replaced the static frame', async () => {
  document.body.innerHTML = '<div id="root"><div id="jad-frame"><div class="jf-bar"></div></div></div>';
  await expect(paintFrame('feed', '.x{}', '<h1>Feed</h1>', 'article')).resolves.toBe(true);
  const page = document.querySelector('#jad-frame .jf-page');
  expect(page?.getAttribute('data-jad-frame-page')).toBe('feed');
  expect(page?.getAttribute('data-jad-frame-until')).toBe('article');
  // Its style is in it, so it leaves with it.
  expect(page?.innerHTML).toBe('<style>.x{}</style><h1>Feed</h1>');
  expect(document.head.querySelector('style')).toBeNull();
  document.body.innerHTML = '<div id="root"><main></main></div>';
  await expect(paintFrame('feed', '.x{}', '<h1>Feed</h1>', 'article')).resolves.toBe(false);
  expect(document.querySelector('.jf-page')).toBeNull();
});

test('tells index.html it is over, whether it painted or failed', async () => {
  const done = jest.fn();
  window.addEventListener(FRAME_DONE_EVENT, done);
  runFrame(() => Promise.reject(new Error('offline')));
  runFrame(() => Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toHaveBeenCalledTimes(2);
  window.removeEventListener(FRAME_DONE_EVENT, done);
});

test('tells index.html its first requests are out as soon as the painting has sent them', () => {
  const asked = jest.fn();
  const sent: string[] = [];
  const onAsked = () => asked(sent.length);
  window.addEventListener(FRAME_ASKED_EVENT, onAsked);
  runFrame(async () => {
    sent.push('/activities/fetch-all'); // sent before the first await, as a frame's fetches are
    await new Promise<never>(() => undefined);
  });
  expect(asked).toHaveBeenCalledWith(1);
  window.removeEventListener(FRAME_ASKED_EVENT, onAsked);
});

test("the locale files' plurals and placeholders as i18next reads them", () => {
  const list = {
    count_one: '{{formatted}} activity',
    count_other: '{{formatted}} activities',
    likes_zero: 'No likes yet',
    likes_other: '{{count}} likes',
  };
  expect(fillText(pluralText(list, 'count', 1, 'en'), { formatted: '1' })).toBe('1 activity');
  expect(fillText(pluralText(list, 'count', 125, 'en'), { formatted: '125' })).toBe('125 activities');
  // Arabic's "many" (125) and "few" (3) fall back to _other when the file has no such key.
  expect(fillText(pluralText(list, 'count', 125, 'ar'), { formatted: '125' })).toBe('125 activities');
  expect(pluralText(list, 'likes', 0, 'en')).toBe('No likes yet');
  expect(fillText('{{hours}} h {{minutes}} min', { hours: 4, minutes: 30 })).toBe('4 h 30 min');
});

test("a template part is filled with the api's answer: markers, slots, and what has no value goes", () => {
  const html =
    `<article aria-label="By ${frameSlot('name')}"><img src="${frameSlot('image')}" alt="">` +
    `<h3>${frameSlot('name')}</h3><span data-slot="area"><svg></svg><span>${frameSlot('area')}</span></span>` +
    `<span data-slot="category">${frameSlot('category')}</span><b data-slot="price">AED 1.00</b></article>`;
  const part = templatePart({ css: '', html: { card: html } }, 'card');
  // Inert until painted: the sample's picture is never asked for.
  expect(part.ownerDocument).not.toBe(document);
  fillSlots(part, { name: 'Desert <safari>', image: '/img/a.webp', area: 'Al Quoz', price: 'AED 250.00' });
  const root = document.createElement('div');
  root.appendChild(part);
  expect(root.querySelector('article')?.getAttribute('aria-label')).toBe('By Desert <safari>');
  expect(root.querySelector('img')?.getAttribute('src')).toBe('/img/a.webp');
  expect(root.querySelector('h3')?.innerHTML).toBe('Desert &lt;safari&gt;');
  expect(root.querySelector('[data-slot="area"]')?.textContent).toBe('Al Quoz');
  expect(root.querySelector('[data-slot="area"] svg')).not.toBeNull();
  expect(root.querySelector('[data-slot="category"]')).toBeNull();
  expect(root.querySelector('[data-slot="price"]')?.textContent).toBe('AED 250.00');
  expect(root.innerHTML).not.toContain('⟦');
});

test("fillSlots fills an element's own attributes too (a copy of a card, filled as it is)", () => {
  const holder = document.createElement('div');
  holder.innerHTML = `<article aria-label="By ${frameSlot('name')}"><a href="/p/${frameSlot('id')}">x</a></article>`;
  const article = holder.firstElementChild!;
  fillSlots(article, { name: 'sara', id: '7' });
  expect(holder.innerHTML).toBe('<article aria-label="By sara"><a href="/p/7">x</a></article>');
});

test('each templatePart is a fresh copy of its part: filling one card leaves the next one a sample', () => {
  const template = { css: '', html: { card: `<h3>${frameSlot('name')}</h3>` } };
  const first = templatePart(template, 'card');
  fillSlots(first, { name: 'Desert safari' });
  const second = templatePart(template, 'card');
  expect(second).not.toBe(first);
  expect(second.ownerDocument).not.toBe(document);
  expect(second.querySelector('h3')?.textContent).toBe(frameSlot('name'));
  expect(first.querySelector('h3')?.textContent).toBe('Desert safari');
  expect(templatePart(template, 'missing').childNodes).toHaveLength(0);
});
