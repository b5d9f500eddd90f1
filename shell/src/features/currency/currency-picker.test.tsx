import { act, fireEvent, screen } from '@testing-library/react';
import { appStore, CURRENCY_CODES, resetRates } from '@jad/shared-ui';
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
