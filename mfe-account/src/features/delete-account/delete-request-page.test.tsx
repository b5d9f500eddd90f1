import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, fakeApi, renderScreen } from '@/test/render';
import { DeleteRequestPage } from './components/delete-request-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('DeleteRequestPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('needs a valid e-mail, then shows the spec message in the user language', async () => {
    api = fakeApi({
      'POST /users/request-delete': {
        status: 200,
        data: { message: 'We received your request. We will get back to you shortly', code: 'request_received' },
      },
    });
    await renderScreen(<DeleteRequestPage />, { path: '/delete-account-request' });
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: 'Request deletion' });
    await user.type(screen.getByLabelText(/E-mail/), 'omar@');
    await user.click(submit);
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/E-mail/), 'example.com');
    await user.click(submit);
    expect(await screen.findByTestId('delete-request-received')).toHaveTextContent(
      'We received your request. We will get back to you shortly',
    );
    expect(api.callsTo('POST /users/request-delete').map((c) => c.body)).toEqual([{ email: 'omar@example.com' }]);
  });

  it('shows a refusal once, in Arabic', async () => {
    api = fakeApi({
      'POST /users/request-delete': apiFailure(429, 'rate_limited', 'Too many requests, please try again later'),
    });
    await renderScreen(<DeleteRequestPage />, { path: '/delete-account-request', lang: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'طلب الحذف' }));
    // The page's warning is an alert too: the refusal is the second one.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]!.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('confirms a mailed link once, or says it expired', async () => {
    api = fakeApi({
      'POST /users/request-delete/confirm': {
        status: 200,
        data: {
          message: 'Your account will be deleted in 24 hours',
          code: 'deletion_scheduled',
          delete_at: '2026-05-02T10:00:00.000Z',
        },
      },
    });
    const first = await renderScreen(<DeleteRequestPage />, {
      path: '/delete-account-request?token=tok-tok-tok-tok-tok',
    });
    expect(await screen.findByText('Deletion scheduled')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    first.unmount();
    api.restore();
    api = fakeApi({ 'POST /users/request-delete/confirm': apiFailure(400, 'link_expired', 'The link has expired.') });
    await renderScreen(<DeleteRequestPage />, { path: '/delete-account-request?token=used-used-used-used-used' });
    expect(await screen.findByText('Link expired')).toBeInTheDocument();
  });
});
