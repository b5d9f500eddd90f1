import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it('announces the message and retries on click', async () => {
    const onRetry = jest.fn();
    render(<ErrorView message="We could not load hotels." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load hotels.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('defaults the message and hides Retry without a handler', () => {
    render(<ErrorView />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
