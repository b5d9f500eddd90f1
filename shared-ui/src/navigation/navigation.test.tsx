import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppLink } from './app-link';
import { navigate, useCurrentPath } from './navigation';

function Where() {
  return <output>{useCurrentPath()}</output>;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

test('navigate pushes the path and subscribers re-render', () => {
  render(<Where />);
  act(() => navigate('/feed?x=1'));
  expect(window.location.pathname).toBe('/feed');
  expect(screen.getByRole('status')).toHaveTextContent('/feed?x=1');
  act(() => navigate('/activities', { replace: true }));
  expect(screen.getByRole('status')).toHaveTextContent('/activities');
});

test('AppLink navigates in-app on a plain click but not on a modified click', () => {
  render(
    <>
      <AppLink href="/plans">Plans</AppLink>
      <Where />
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Plans' }), { ctrlKey: true });
  expect(window.location.pathname).toBe('/');
  fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
  expect(window.location.pathname).toBe('/plans');
  expect(screen.getByRole('status')).toHaveTextContent('/plans');
});
