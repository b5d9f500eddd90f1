import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React, { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { reportToShell } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import { loadSingleSpa } from './single-spa';
import { guardMount } from './load-remote';
import { RemoteOutlet } from './remote-outlet';

// A remote wired as the real ones are (single-spa-react, shared-ui's reportToShell), mounted by the real parcel.
let crashOnMount = false;
function FlakyPage() {
  const [broken, setBroken] = useState(crashOnMount);
  if (broken) throw new Error('the page broke while rendering');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break the page
    </button>
  );
}
const lifecycles = guardMount(
  singleSpaReact({ React, ReactDOMClient, rootComponent: FlakyPage, errorBoundary: reportToShell }) as LifeCycles,
);

const retry = jest.fn();
let kit: Awaited<ReturnType<typeof loadSingleSpa>>;
jest.mock('./use-remote', () => ({
  useRemote: () => ({
    state: { status: 'ready', remote: { lifecycles, version: '1.0.0', fellBack: false }, kit },
    retry,
  }),
}));

beforeAll(async () => {
  kit = await loadSingleSpa();
});
beforeEach(() => {
  crashOnMount = false;
  retry.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught render error
});
afterEach(() => jest.restoreAllMocks());

test('a remote that breaks after it has mounted is replaced by the fallback with Retry, and Retry remounts it', async () => {
  await renderInApp(<RemoteOutlet domain="social" />);
  const button = await screen.findByRole('button', { name: 'Break the page' });
  await act(async () => userEvent.click(button));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The feed section could not be loaded.');
  expect(screen.queryByRole('button', { name: 'Break the page' })).not.toBeInTheDocument();

  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('button', { name: 'Break the page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a remote that breaks while mounting shows the fallback too', async () => {
  crashOnMount = true;
  await renderInApp(<RemoteOutlet domain="social" />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The feed section could not be loaded.'));
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
