import { act, screen } from '@testing-library/react';
import { renderInApp } from '@/test/render';
import './i18n';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => goOffline(false));

  it('says nothing online, says so when the connection goes, and that it is back', async () => {
    await renderInApp(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline');
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('Changes cannot be sent');
    goOffline(false);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('back-online-banner')).toHaveTextContent('You are back online');
  });

  it('speaks Arabic on an Arabic page', async () => {
    await renderInApp(<OfflineBanner />, 'ar');
    goOffline(true);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('أنت غير متصل بالإنترنت');
    expect(screen.getByTestId('offline-banner')).not.toHaveTextContent(/[a-z]{3}/i);
  });
});
