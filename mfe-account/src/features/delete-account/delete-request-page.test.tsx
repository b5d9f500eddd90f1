import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@jad/shared-ui';
import { fail, goTo, ok, renderInApp, signOutLocally } from '@/test/render';
import { DeleteRequestPage } from './components/delete-request-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('DeleteRequestPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('needs a valid e-mail, then shows the spec message', async () => {
    signOutLocally();
    goTo('/delete-account-request');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'We received your request. We will get back to you shortly' }));
    await renderInApp(<DeleteRequestPage />);
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: 'Request deletion' });
    await user.type(screen.getByLabelText(/E-mail/), 'omar@');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/E-mail/), 'example.com');
    await user.click(submit);
    expect(await screen.findByTestId('delete-request-received')).toHaveTextContent(
      'We received your request. We will get back to you shortly',
    );
    expect(post).toHaveBeenCalledWith('/users/request-delete', { email: 'omar@example.com' });
  });

  it('confirms a mailed link once, or says it expired', async () => {
    goTo('/delete-account-request?token=tok-tok-tok-tok-tok-tok');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        ok({ message: 'Your account will be deleted in 24 hours', delete_at: '2026-05-02T10:00:00.000Z' }),
      );
    await renderInApp(<DeleteRequestPage />);
    expect(await screen.findByText('Deletion scheduled')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
    goTo('/delete-account-request?token=used-used-used-used-used');
    jest.spyOn(api, 'post').mockRejectedValue(fail(400, 'The link has expired.'));
    await renderInApp(<DeleteRequestPage />);
    expect(await screen.findByText('Link expired')).toBeInTheDocument();
  });
});
