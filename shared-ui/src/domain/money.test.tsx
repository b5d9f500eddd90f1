import { act, render, screen } from '@testing-library/react';
import { fakeApi } from '../test-utils/fake-api';
import { appStore } from '../store/app-store';
import { useMoney } from './money';
import { loadRates, resetRates } from './rates';

// A list's prices read the rates from the store: their arrival must not render every card again while the reader's
// currency is AED (a store change renders its readers at once, in one long task on a phone).
let renders = 0;
function Price({ aedMinor }: { aedMinor: number }) {
  renders += 1;
  return <span data-testid="price">{useMoney().format(aedMinor)}</span>;
}

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  renders = 0;
  resetRates();
  // The rates' request is left pending: each test puts them in the store itself.
  fakeApi({ 'GET /currencies': () => new Promise<never>(() => undefined) });
});

test('in AED, the rates arriving renders no price again', () => {
  act(() => appStore.getState().setCurrency('AED'));
  render(<Price aedMinor={10_000} />);
  const before = renders;
  act(() => appStore.getState().setField('rates', { USD: 0.2723, EUR: 0.25 }));
  expect(renders).toBe(before);
  expect(plain(screen.getByTestId('price').textContent)).toBe('AED 100.00');
});

test("in another currency, its rate's arrival shows the price in it", () => {
  act(() => appStore.getState().setCurrency('USD'));
  render(<Price aedMinor={10_000} />);
  expect(plain(screen.getByTestId('price').textContent)).toBe('AED 100.00');
  act(() => appStore.getState().setField('rates', { USD: 0.2723 }));
  expect(plain(screen.getByTestId('price').textContent)).toBe('USD 27.23');
  // Another currency's rate changing renders nothing again.
  const before = renders;
  act(() => appStore.getState().setField('rates', { USD: 0.2723, EUR: 0.26 }));
  expect(renders).toBe(before);
});

test("the first frame's rates are in the store before the first render: the price renders once, in USD", () => {
  act(() => appStore.getState().setCurrency('USD'));
  // What the frame's GET /currencies kept for the page (frame/index.ts getJson).
  window.__jadFrameAnswers = {
    'GET /currencies ': {
      at: Date.now(),
      answer: [
        { code: 'USD', perAed: 0.2723 },
        { code: 'XYZ', perAed: 2 },
      ],
    },
  };
  void loadRates();
  render(<Price aedMinor={10_000} />);
  expect(plain(screen.getByTestId('price').textContent)).toBe('USD 27.23');
  expect(renders).toBe(1);
  expect(appStore.getState().rates).toEqual({ USD: 0.2723 });
});
