import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppProviders, appStore, CURRENCY_CODES, resetRates } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { clearCookies, cookie, fakeApi, renderInApp } from '@/test/render';
import CurrencyPicker from './currency-picker';

const rows = CURRENCY_CODES.map((code) => ({ code, country: code, perAed: 1, minorUnits: 2 }));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearCookies();
  resetRates();
});
afterEach(() => {
  api.restore();
  queryClient.clear();
  act(() => appStore.getState().setCurrency('USD'));
});

test('lists the 10 currencies with their countries, marks the current one, and a choice is stored and reloads', async () => {
  api = fakeApi({ 'GET /currencies': { status: 200, data: rows } });
  const reload = jest.fn();
  await renderInApp(<CurrencyPicker open onClose={jest.fn()} reload={reload} />);

  const options = await screen.findAllByRole('button', { name: /^[A-Z]{3} / });
  expect(options.map((o) => o.getAttribute('data-currency'))).toEqual([...CURRENCY_CODES]);
  expect(screen.getByRole('button', { name: /^KWD Kuwait/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^USD United States/ })).toHaveAttribute('aria-current', 'true');

  fireEvent.click(screen.getByRole('button', { name: /^EUR / }));
  expect(cookie('jad_cur')).toBe('EUR');
  expect(appStore.getState().currency).toBe('EUR');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('country names follow the language, and the built-in list is used when the call fails', async () => {
  api = fakeApi({ 'GET /currencies': () => 'network' });
  await renderInApp(<CurrencyPicker open onClose={jest.fn()} reload={jest.fn()} />, 'ar');
  expect(await screen.findByRole('button', { name: /^AED الإمارات/ })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^[A-Z]{3} / })).toHaveLength(10);
  expect(screen.getByText('تعذّر تحميل أسعار الصرف، لكن القائمة ما زالت متاحة.')).toBeInTheDocument();
});

test('asks for the rates when first opened, not before, once, and again on the next opening after a failure', async () => {
  api = fakeApi({ 'GET /currencies': () => 'network' });
  const picker = (open: boolean) => (
    <AppProviders>
      <CurrencyPicker open={open} onClose={jest.fn()} reload={jest.fn()} />
    </AppProviders>
  );
  const view = await renderInApp(<CurrencyPicker open={false} onClose={jest.fn()} reload={jest.fn()} />);
  expect(api.callsTo('GET /currencies')).toHaveLength(0);

  view.rerender(picker(true));
  expect(await screen.findByText('The exchange rates could not be loaded; the list is still available.')).toBeVisible();
  expect(api.callsTo('GET /currencies')).toHaveLength(1);

  api.on('GET /currencies', { status: 200, data: rows });
  view.rerender(picker(false));
  view.rerender(picker(true));
  await waitFor(() => expect(screen.queryByText(/could not be loaded/)).toBeNull());
  expect(api.callsTo('GET /currencies')).toHaveLength(2);

  // Loaded: closing and opening again asks nothing.
  view.rerender(picker(false));
  view.rerender(picker(true));
  expect(await screen.findByRole('button', { name: /^KWD Kuwait/ })).toBeInTheDocument();
  expect(api.callsTo('GET /currencies')).toHaveLength(2);
});
