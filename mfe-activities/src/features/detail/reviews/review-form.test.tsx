import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiMock } from '@/test/api-mock';
import { fail, ok, renderScreen } from '@/test/render';
import { ReviewForm, type ReviewDraft } from '@jad/shared-ui/reviews';

let mock: ApiMock;
beforeEach(() => {
  mock = mockApi(async (url) =>
    url.startsWith('/upload')
      ? ok({ media: [{ id: 'm1', url: '/media/a.webp', thumbnail: '/media/t.webp', width: 800, height: 600 }] })
      : fail(404),
  );
});
afterEach(() => mock.restore());

async function renderForm(
  lang: 'en' | 'ar',
  onSubmit: (draft: ReviewDraft) => Promise<void> = () => Promise.resolve(),
) {
  const submit = jest.fn(onSubmit);
  const view = await renderScreen(
    <ReviewForm
      subject="activity"
      subjectName="Desert safari"
      initial={null}
      onSubmit={submit}
      onCancel={() => undefined}
    />,
    { lang, signedIn: true },
  );
  return { view, submit };
}

test('refuses to send without a rating or with too short a text, and says why (en)', async () => {
  const { view, submit } = await renderForm('en');
  fireEvent.change(await screen.findByTestId('review-text'), { target: { value: 'Too short' } });
  fireEvent.click(screen.getByTestId('review-submit'));
  expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
  expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
  view.unmount();
});

test('the stars are radio buttons a keyboard can reach; a valid review is sent with its language and photos', async () => {
  const { view, submit } = await renderForm('en');
  expect(await screen.findByRole('heading', { name: 'How was Desert safari?' })).toBeInTheDocument();
  const four = screen.getByRole('radio', { name: '4 stars' });
  act(() => four.focus());
  fireEvent.click(four);
  fireEvent.change(screen.getByTestId('review-text'), { target: { value: 'Wonderful dunes and a warm dinner.' } });
  const file = new File(['x'], 'dunes.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByTestId('review-photos-input'), { target: { files: [file] } });
  expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  expect(mock.post).toHaveBeenCalledWith('/upload?img_dir=review', expect.any(FormData));
  fireEvent.click(screen.getByTestId('review-submit'));
  await waitFor(() =>
    expect(submit).toHaveBeenCalledWith({
      rating: 4,
      text: 'Wonderful dunes and a warm dinner.',
      lang: 'en',
      photo_ids: ['m1'],
    }),
  );
  view.unmount();
});

test('refuses a fourth photo before uploading it', async () => {
  const { view } = await renderForm('en');
  await screen.findByTestId('review-form');
  const files = [1, 2, 3, 4].map((n) => new File(['x'], `p${n}.jpg`, { type: 'image/jpeg' }));
  fireEvent.change(screen.getByTestId('review-photos-input'), { target: { files } });
  expect(await screen.findByText('A review can have at most 3 photos.')).toBeInTheDocument();
  expect(mock.post).not.toHaveBeenCalled();
  view.unmount();
});

test('in Arabic: the texts, the problems and the api’s refusal by its code', async () => {
  const { view, submit } = await renderForm('ar', () =>
    fail(409, 'You have already reviewed this booking.').catch((error: { response: { data: object } }) => {
      error.response.data = { ...error.response.data, code: 'already_reviewed' };
      throw error;
    }),
  );
  expect(await screen.findByRole('heading', { name: 'كيف كانت تجربتك في Desert safari؟' })).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('review-submit'));
  expect(await screen.findByText('يرجى اختيار تقييم من نجمة إلى 5 نجوم.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'نجمتان' }));
  fireEvent.change(screen.getByTestId('review-text'), { target: { value: 'العشاء كان بارداً لكن الكثبان جميلة' } });
  fireEvent.click(screen.getByTestId('review-submit'));
  await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ rating: 2, lang: 'ar' })));
  expect(await screen.findByText('لقد راجعت هذا الحجز من قبل. يمكنك تعديل مراجعتك بدلاً من ذلك.')).toBeInTheDocument();
  view.unmount();
});
