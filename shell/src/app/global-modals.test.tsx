import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, readCookiesAccepted } from '@jad/shared-ui';
import { clearCookies, cookie, renderInApp } from '@/test/render';
import { GlobalModals } from './global-modals';
// Loaded up front so the lazy modals resolve at once.
import '@/features/global-modals/cookie-banner';
import '@/features/global-modals/mobile-app-prompt';

jest.mock('@/features/phone-verification/phone-verification-modal', () => ({
  PhoneVerificationModal: () => <p>phone verification slot</p>,
}));

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => act(() => appStore.getState().patch({ phone_modal: false, currency_modal: false })));

test('the cookie banner shows until accepted, and never again after', async () => {
  const first = await renderInApp(<GlobalModals isMobile={false} />);
  const banner = await screen.findByRole('region', { name: 'Cookie notice' });
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(banner).not.toBeInTheDocument();
  expect(readCookiesAccepted()).toBe(true);
  first.unmount();

  // A later visit: the flag is stored, so no banner.
  await renderInApp(<GlobalModals isMobile={false} />);
  await act(async () => undefined);
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
});

test('on a desktop the mobile-app prompt never shows and prefer_web is stored', async () => {
  localStorage.setItem('jad_cookies_accepted', 'true');
  await renderInApp(<GlobalModals isMobile={false} />);
  await act(async () => undefined);
  expect(screen.queryByTestId('mobile-app-prompt')).toBeNull();
  expect(cookie('choose_mobile')).toBe('prefer_web');
});

test('on a phone the prompt waits for cookie acceptance; closing it stores prefer_web', async () => {
  await renderInApp(<GlobalModals isMobile />);
  await screen.findByRole('region', { name: 'Cookie notice' });
  expect(screen.queryByTestId('mobile-app-prompt')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  const prompt = await screen.findByRole('dialog', { name: 'Get the JAD Travel app' });
  expect(prompt).toHaveTextContent('App Store');
  expect(prompt).toHaveTextContent('Google Play');
  expect(prompt).toHaveTextContent('AppGallery');
  expect(cookie('choose_mobile')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('mobile-app-prompt')).toBeNull());
  expect(cookie('choose_mobile')).toBe('prefer_web');
});

test('on a phone that chose the web, the prompt stays away', async () => {
  localStorage.setItem('jad_cookies_accepted', 'true');
  document.cookie = 'choose_mobile=prefer_web; Path=/';
  await renderInApp(<GlobalModals isMobile />);
  await act(async () => undefined);
  expect(screen.queryByTestId('mobile-app-prompt')).toBeNull();
});

test('the phone verification slot mounts when asked for on the bus', async () => {
  localStorage.setItem('jad_cookies_accepted', 'true');
  await renderInApp(<GlobalModals isMobile={false} />);
  expect(screen.queryByText('phone verification slot')).toBeNull();
  act(() => appStore.getState().togglePhoneModal(true));
  expect(appStore.getState().phone_modal).toBe(true);
  expect(await screen.findByText('phone verification slot')).toBeInTheDocument();
});
