import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore, bus } from '@jad/shared-ui';
import { makePost } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA, type FakeApi } from '@/test/render';
import { selectPosts } from '@/lib/store';
import { ReportDialog } from './report-dialog';
import { apiFailure } from '@jad/shared-ui/test-utils';

let toasts: { message: string; severity?: string }[] = [];
let off: () => void = () => undefined;
let api: FakeApi;
beforeEach(() => {
  toasts = [];
  off = bus.on('shell:toast-requested', (t) => void toasts.push(t));
});
afterEach(() => {
  off();
  api.restore();
});

const fieldRefusal = (field: string) =>
  apiFailure(400, 'validation_failed', 'Some fields are not valid', [
    { field, code: 'too_long', message: `${field} is too long`, params: { max: 500 } },
  ]);

test('reports with a reason and details; the post leaves the feed', async () => {
  api = fakeApi({ 'POST /posts/report': () => ({ status: 201, data: { reported: true } }) });
  const post = makePost('p1');
  const onClose = jest.fn();
  await renderScreen(<ReportDialog post={post} open onClose={onClose} />, { user: SARA });
  act(() => appStore.getState().setPosts([post]));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Report' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Asks for money  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST /posts/report').map((c) => c.body)).toEqual([
    { post_id: 'p1', reason: 'scam', details: 'Asks for money' },
  ]);
  expect(selectPosts(appStore.getState())[0]!.reported).toBe(true);
  expect(toasts).toEqual([{ message: "Thanks for letting us know. We'll review this post.", severity: 'success' }]);
});

test('shows the api refusal of the details under that field, in Arabic, and nothing else', async () => {
  api = fakeApi({ 'POST /posts/report': () => fieldRefusal('details') });
  const onClose = jest.fn();
  await renderScreen(<ReportDialog post={makePost('p1')} open onClose={onClose} />, { user: SARA, lang: 'ar' });
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'سبب آخر' }));
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'تفاصيل' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'إبلاغ' }));
  await waitFor(() => expect(api.callsTo('POST /posts/report')).toHaveLength(1));
  expect(await within(dialog).findByText(/^يجب ألا يزيد على .+ حرفًا$/)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).queryByText(/[A-Za-z]{3,}/)).toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  expect(toasts).toEqual([]);
  act(() => appStore.getState().setLang('en'));
});
