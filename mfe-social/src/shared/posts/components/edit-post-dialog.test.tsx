import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makePost, photo } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { EditPostDialog } from './edit-post-dialog';

test('edits a photo description with the caption, sending them all by position', async () => {
  const post = makePost('p1', {
    is_owner: true,
    media: [{ ...photo('m1'), alt_text: 'Old words' }, photo('m2')],
  });
  const api = fakeApi({ 'PUT /posts': () => ({ status: 200, data: post }) });
  const onClose = jest.fn();
  await renderScreen(<EditPostDialog post={post} open onClose={onClose} />, { user: SARA });
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  const second = screen.getByRole('textbox', { name: 'Description of photo 2 for screen readers' });
  fireEvent.change(second, { target: { value: ' Dhow at the Creek ' } });
  expect(save).toBeEnabled();
  fireEvent.click(save);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('PUT /posts')[0]!.body).toEqual({
    post_id: 'p1',
    caption: post.caption,
    media_alt: ['Old words', 'Dhow at the Creek'],
  });
  api.restore();
});
