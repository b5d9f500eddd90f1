import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { resetRates } from '@jad/shared-ui';
import { currencies, detail } from '@/test/fixtures';
import { fakeApi, json } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import type { ActivityDetail } from '@/lib/api-types';
import { dubaiToday } from '@/lib/dubai-time';
import type { Selection } from '../ticket-math';
import { TicketSelector } from './ticket-selector';

beforeEach(() => {
  resetRates();
  fakeApi(({ url }) => (url === '/currencies' ? json(currencies) : undefined));
});

function Harness({
  activity,
  onBook,
  initial,
}: {
  activity: ActivityDetail;
  onBook: () => void;
  initial?: Partial<Selection>;
}) {
  const [selection, setSelection] = useState<Selection>({
    branchId: null,
    date: dubaiToday(),
    counts: { adult: 1, teen: 0, child: 0 },
    ...initial,
  });
  return (
    <TicketSelector
      activity={activity}
      selection={selection}
      onChange={setSelection}
      onBook={onBook}
      booking={false}
      serverError={null}
    />
  );
}

// Intl puts a no-break space between the code and the amount.
const total = () => screen.getByTestId('ticket-total').textContent?.replace(/\s/g, ' ');
const press = (band: string, direction: 'More' | 'Fewer') =>
  fireEvent.click(screen.getByRole('button', { name: `${direction} ${band} tickets` }));

test('adds up adult, teen and child tickets in the chosen currency', async () => {
  const view = await renderScreen(<Harness activity={detail()} onBook={jest.fn()} />, { currency: 'USD' });
  await act(async () => undefined);
  // 1 adult: AED 185.00 → USD 50.38 (0.2723 per AED)
  expect(total()).toBe('USD 50.38');
  press('Adult', 'More');
  press('Child', 'More');
  // 2 × 185 + 120 = AED 490.00 → USD 133.43 (converted once, from the total, as the api does)
  expect(total()).toBe('USD 133.43');
  expect(screen.getByText('Total, 3 tickets')).toBeInTheDocument();
  expect(screen.getByText(/Charged in dirhams: AED 490\.00/)).toBeInTheDocument();
  press('Teen', 'More');
  // AED 650.00 × 0.2723 = 176.995, rounded half up.
  expect(total()).toBe('USD 177.00');
  press('Adult', 'Fewer');
  press('Adult', 'Fewer');
  expect(within(screen.getByTestId('count-adult')).getByTestId('count-adult-value')).toHaveTextContent('0');
  expect(screen.getByRole('button', { name: 'Fewer Adult tickets' })).toBeDisabled();
  view.unmount();
});

test('shows three-decimal currencies to the fils', async () => {
  const view = await renderScreen(<Harness activity={detail()} onBook={jest.fn()} />, { currency: 'KWD' });
  await act(async () => undefined);
  // AED 185.00 × 0.0835 = KWD 15.4475 → 15.448
  expect(total()).toBe('KWD 15.448');
  view.unmount();
});

test("asks for a branch before booking ('Please select a branch'), then books", async () => {
  const onBook = jest.fn();
  const view = await renderScreen(<Harness activity={detail()} onBook={onBook} />);
  expect(screen.queryByText('Please select a branch')).toBeNull();
  fireEvent.click(screen.getByTestId('book-now'));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select a branch');
  expect(onBook).not.toHaveBeenCalled();

  fireEvent.mouseDown(within(screen.getByTestId('branch-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: 'Starlight Camp' }));
  expect(screen.queryByText('Please select a branch')).toBeNull();
  fireEvent.click(screen.getByTestId('book-now'));
  expect(onBook).toHaveBeenCalledTimes(1);
  view.unmount();
});

test('refuses children without an adult, and sells no child tickets where children are not admitted', async () => {
  const onBook = jest.fn();
  const view = await renderScreen(
    <Harness
      activity={detail()}
      onBook={onBook}
      initial={{ branchId: 'b-1', counts: { adult: 0, teen: 0, child: 2 } }}
    />,
  );
  fireEvent.click(screen.getByTestId('book-now'));
  expect(screen.getByRole('alert')).toHaveTextContent('Children must be accompanied by an adult');
  expect(onBook).not.toHaveBeenCalled();
  view.unmount();

  const adultsOnly = await renderScreen(
    <Harness activity={detail({ kid_friendly: false, min_age: 18 })} onBook={onBook} />,
  );
  expect(screen.queryByRole('button', { name: 'More Child tickets' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'More Teen tickets' })).toBeNull();
  adultsOnly.unmount();
});

test('reads right to left in Arabic with Arabic band names', async () => {
  const view = await renderScreen(<Harness activity={detail()} onBook={jest.fn()} />, { lang: 'ar' });
  expect(screen.getByText('احجز التذاكر')).toBeInTheDocument();
  expect(screen.getByText('بالغ')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  view.unmount();
});
