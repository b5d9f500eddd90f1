import { act, render, screen } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { AppEvents } from '../bus/events';
import { ToastHost } from './toast-host';

// The snackbar is a lazy chunk: each emit is awaited so React can resolve it before the assertions.
const emit = async (payload: AppEvents['shell:toast-requested']) => {
  await act(async () => {
    bus.emit('shell:toast-requested', payload);
  });
  await act(async () => {
    await import('./toast-view');
  });
};

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a requested toast and hides it after 2 seconds', async () => {
    render(<ToastHost />);
    expect(screen.queryByRole('alert')).toBeNull();
    await emit({ message: 'Email has been sent', severity: 'success' });
    expect(screen.getByRole('alert')).toHaveTextContent('Email has been sent');
    act(() => {
      jest.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200); // 2 s reached: the snackbar starts closing
    });
    act(() => {
      jest.advanceTimersByTime(500); // the exit transition
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the current toast with a newer one', async () => {
    render(<ToastHost />);
    await emit({ message: 'first', severity: 'info' });
    await emit({ message: 'OTP is invalid', severity: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP is invalid');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<ToastHost />);
    unmount();
    expect(() => act(() => bus.emit('shell:toast-requested', { message: 'x', severity: 'info' }))).not.toThrow();
  });
});
