import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, bus } from '@jad/shared-ui';
import { makePost, photo } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { selectPosts } from '@/lib/store';
import { ComposerDialog } from './composer-dialog';
import { apiFailure } from '@jad/shared-ui/test-utils';

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array([1, 2, 3])], name, { type });
// Toasts are the shell's: record what the remote asks it to show.
let toasts: { message: string; severity?: string }[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = bus.on('shell:toast-requested', (t) => void toasts.push(t));
});
afterEach(() => off());

const choose = (files: File[]) => fireEvent.change(screen.getByTestId('composer-file-input'), { target: { files } });

test('takes up to 3 media: a fourth is refused with "Maximum media to upload is 3"', async () => {
  await renderScreen(<ComposerDialog open onClose={() => undefined} />, { user: SARA });
  act(() => choose([file('a.jpg'), file('b.png', 'image/png'), file('c.mp4', 'video/mp4'), file('d.jpg')]));
  await waitFor(() => expect(toasts).toContainEqual({ message: 'Maximum media to upload is 3', severity: 'error' }));
  expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  // the add tile is gone at three
  expect(screen.queryByRole('button', { name: 'Add photos or videos' })).toBeNull();
});

test('refuses a file of another type', async () => {
  await renderScreen(<ComposerDialog open onClose={() => undefined} />, { user: SARA });
  act(() => choose([file('notes.gif', 'image/gif')]));
  await waitFor(() =>
    expect(toasts).toContainEqual({
      message: 'Only JPEG, PNG and WebP photos or MP4 and WebM videos',
      severity: 'error',
    }),
  );
  expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
});

test('uploads, then posts with the media ids, then puts the post at the front of the feed', async () => {
  const onClose = jest.fn();
  const api = fakeApi({
    'POST /upload': () => ({ status: 200, data: { media: [photo('m1')] } }),
    'POST /posts': (body) => ({
      status: 201,
      data: makePost('new', { caption: (body as { caption: string }).caption, is_owner: true }),
    }),
  });
  await renderScreen(<ComposerDialog open onClose={onClose} />, { user: SARA });
  act(() => appStore.getState().setPosts([makePost('old')]));
  act(() => choose([file('a.jpg')]));
  fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'Desert sunset' } });
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST /posts')[0]!.body).toEqual({ caption: 'Desert sunset', media: ['m1'], media_alt: [''] });
  expect(api.callsTo('POST /upload')[0]!.url).toBe('/upload?img_dir=post');
  expect(selectPosts(appStore.getState()).map((p) => p.post_id)).toEqual(['new', 'old']);
  expect(toasts).toContainEqual({ message: 'Your post is live', severity: 'success' });
  api.restore();
});

test('sends each photo\'s description ("Add description"), trimmed, none for a video', async () => {
  const api = fakeApi({
    'POST /upload': () => ({ status: 200, data: { media: [photo('m1'), photo('m2')] } }),
    'POST /posts': () => ({ status: 201, data: makePost('new', { is_owner: true }) }),
  });
  const onClose = jest.fn();
  await renderScreen(<ComposerDialog open onClose={onClose} />, { user: SARA });
  act(() => choose([file('a.jpg'), file('b.mp4', 'video/mp4')]));
  // one description field, under the photo; none under the video
  const fields = screen.getAllByPlaceholderText('Add description');
  expect(fields).toHaveLength(1);
  fireEvent.change(screen.getByRole('textbox', { name: 'Description of photo 1 for screen readers' }), {
    target: { value: '  Abra boats on the Creek  ' },
  });
  expect(screen.getByRole('img', { name: '  Abra boats on the Creek  '.trim() })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST /posts')[0]!.body).toMatchObject({ media_alt: ['Abra boats on the Creek', ''] });
  api.restore();
});

test('a failed upload keeps the dialog open and posts nothing', async () => {
  const onClose = jest.fn();
  const api = fakeApi({
    'POST /upload': () => ({ status: 400, data: { message: 'files: This file is not a picture or video we accept' } }),
  });
  await renderScreen(<ComposerDialog open onClose={onClose} />, { user: SARA });
  act(() => choose([file('a.jpg')]));
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(api.callsTo('POST /upload')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
  expect(api.callsTo('POST /posts')).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();
  expect(toasts).toContainEqual({ message: 'files: This file is not a picture or video we accept', severity: 'error' });
  api.restore();
});

test("the api's refusal of the caption shows under it, in the user's language, and is not toasted", async () => {
  const onClose = jest.fn();
  const api = fakeApi({
    'POST /posts': () =>
      apiFailure(400, 'validation_failed', 'Some fields are not valid', [
        { field: 'caption', code: 'invalid_characters', message: 'caption has characters not allowed' },
      ]),
  });
  await renderScreen(<ComposerDialog open onClose={onClose} />, { user: SARA });
  fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'Hello \u0000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('This contains characters that are not allowed')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveAttribute('aria-invalid', 'true');
  expect(onClose).not.toHaveBeenCalled();
  expect(toasts).toEqual([]);
  api.restore();
});
