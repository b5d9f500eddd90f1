import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { appStore } from '../store/app-store';
import { fakeAdapter } from '../test-utils/fake-adapter';
import { api } from './client';
import { createQueryClient, DataProvider } from './query-client';
import { apiGet, apiPost } from './request';

function Hotels({ read }: { read: () => Promise<{ name: string }> }) {
  const q = useQuery({ queryKey: ['hotels', 'test'], queryFn: read, retryDelay: 1 });
  if (q.isError) return <p>failed: {q.error.message}</p>;
  return <p>{q.data?.name ?? 'loading'}</p>;
}

describe('the shared query client', () => {
  const original = api.defaults.adapter;
  beforeEach(() => appStore.getState().setSession({ user: null, csrfToken: null }));
  afterEach(() => {
    api.defaults.adapter = original;
  });

  const renderWith = (read: () => Promise<{ name: string }>) =>
    render(
      <DataProvider client={createQueryClient()}>
        <Hotels read={read} />
      </DataProvider>,
    );

  it('retries a GET that got no answer or a 5xx, and shows the data', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() =>
      ++calls < 3 ? { status: 503 } : { status: 200, data: { name: 'Atlantis' } },
    ).adapter;
    renderWith(() => apiGet('/hotels/1'));
    expect(await screen.findByText('Atlantis')).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('does not retry a 4xx, nor a non-idempotent request', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return { status: 404, data: { message: 'Hotel not found' } };
    }).adapter;
    const first = renderWith(() => apiGet('/hotels/1'));
    expect(await screen.findByText('failed: Hotel not found')).toBeInTheDocument();
    expect(calls).toBe(1);
    first.unmount();

    calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return { status: 500, data: {} };
    }).adapter;
    renderWith(() => apiPost('/hotels/fetch', {}));
    expect(await screen.findByText(/failed/)).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
