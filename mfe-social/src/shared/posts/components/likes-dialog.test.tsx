import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makePost, person, photo } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { PostCard } from './post-card';

const liker = (username: string, fields: { is_followed?: boolean; is_me?: boolean } = {}) => ({
  user: person(username),
  liked_at: new Date().toISOString(),
  is_followed: fields.is_followed ?? false,
  is_me: fields.is_me ?? false,
});

test('the like count opens who liked the post, a page at a time, with a follow button on each row', async () => {
  const api = fakeApi({
    'POST /likes/fetch-all': (body) =>
      (body as { cursor?: string }).cursor === 'c2'
        ? { status: 200, data: { rows: [liker('cara')], next_cursor: null } }
        : { status: 200, data: { rows: [liker('omar', { is_followed: true }), liker('ben')], next_cursor: 'c2' } },
  });
  await renderScreen(<PostCard post={makePost('p1', { like_count: 3 })} />, { user: SARA });
  fireEvent.click(screen.getByRole('button', { name: '3 likes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Likes' });
  const list = await within(dialog).findByTestId('likers');
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['omar', 'ben']);
  expect(within(list).getByRole('button', { name: 'Following' })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['omar', 'ben', 'cara']),
  );
  expect(api.callsTo('POST /likes/fetch-all').map((c) => c.body)).toEqual([
    { post_id: 'p1' },
    { post_id: 'p1', cursor: 'c2' },
  ]);
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  api.restore();
});

test('no likes: the count is plain text', async () => {
  await renderScreen(<PostCard post={makePost('p1', { like_count: 0 })} />, { user: SARA });
  expect(screen.queryByRole('button', { name: /likes/ })).toBeNull();
});

test('each photo\'s alt is its description, or "Photo by <author>" in the reader\'s language', async () => {
  const post = makePost('p1', { media: [{ ...photo('m1'), alt_text: 'Abra boats on the Creek' }, photo('m2')] });
  const en = await renderScreen(<PostCard post={post} />);
  expect(screen.getByRole('img', { name: 'Abra boats on the Creek', hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo by omar (2/2)', hidden: true })).toBeInTheDocument();
  en.unmount();
  await renderScreen(<PostCard post={post} />, { lang: 'ar' });
  expect(screen.getByRole('img', { name: 'صورة من \u2068omar\u2069 (2/2)', hidden: true })).toBeInTheDocument();
});
