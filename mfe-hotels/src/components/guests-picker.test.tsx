import { type GuestRoom, formatRooms } from '@jad/shared-ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '@/test/render';
import { GuestsPicker } from './guests-picker';

let latest: GuestRoom[] = [];

function Harness() {
  const [rooms, setRooms] = useState<GuestRoom[]>([{ adults: 2, children: [] }]);
  latest = rooms;
  return <GuestsPicker rooms={rooms} onChange={setRooms} />;
}

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

test('rooms with adults and children, each child aged from under 1 to 17', async () => {
  const view = await renderScreen(<Harness />, { path: '/hotels' });
  expect(screen.getByTestId('guests-button')).toHaveTextContent('2 adults · 1 room');
  await click(screen.getByTestId('guests-button'));
  await click(screen.getByRole('button', { name: 'More Children' }));
  expect(latest).toEqual([{ adults: 2, children: [5] }]);

  // The ages offered: under 1, then 1 to 17 years.
  await act(async () => {
    fireEvent.mouseDown(within(screen.getByTestId('room-0')).getByRole('combobox'));
  });
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toHaveLength(18);
  expect(options[0]).toBe('Under 1');
  expect(options[17]).toBe('17 years old');
  await click(screen.getByRole('option', { name: 'Under 1' }));
  expect(latest).toEqual([{ adults: 2, children: [0] }]);

  await click(screen.getByRole('button', { name: 'Add a room' }));
  expect(formatRooms(latest)).toBe('2-0,1');
  expect(screen.getByTestId('guests-button')).toHaveTextContent('3 adults · 1 child · 2 rooms');
  await click(screen.getByRole('button', { name: 'Remove room 1' }));
  expect(formatRooms(latest)).toBe('1');
  // At least one adult per room.
  expect(within(screen.getByTestId('room-0')).getByRole('button', { name: 'Fewer Adults' })).toBeDisabled();
  view.unmount();
});
