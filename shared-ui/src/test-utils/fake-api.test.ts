import { ApiError } from '../data/api-error';
import { apiDelete, apiGet, apiPost, apiPut } from '../data/request';
import { appStore } from '../store/app-store';
import { fakeApi } from './fake-api';

describe('fakeApi', () => {
  afterEach(() => appStore.getState().setSession({ user: null, csrfToken: null }));

  it('answers by METHOD /path (query string aside) and records what each route was sent', async () => {
    appStore.getState().setSession({ user: null, csrfToken: 'csrf-1' });
    const fake = fakeApi({
      'POST /plans/fetch': (body) => ({ status: 200, data: { got: body } }),
      'GET /hotels': () => ({ status: 200, data: ['h1'] }),
      'DELETE /plans': () => ({ status: 200, data: { deleted: true } }),
    });
    try {
      await expect(apiPost('/plans/fetch', { pid: 'p1' })).resolves.toEqual({ got: { pid: 'p1' } });
      await expect(apiGet('/hotels?city=dubai')).resolves.toEqual(['h1']);
      await expect(apiDelete('/plans', { pid: 'p1' })).resolves.toEqual({ deleted: true });
      expect(fake.callsTo('DELETE /plans').map((c) => c.body)).toEqual([{ pid: 'p1' }]);
      expect(fake.callsTo('GET /hotels')[0]!.url).toBe('/hotels?city=dubai');
    } finally {
      fake.restore();
    }
  });

  it('refuses an unknown route with a 404, turns a failed answer into ApiError, and swaps a handler with on()', async () => {
    const fake = fakeApi({
      'PUT /plans': () => ({ status: 409, data: { message: 'Changed meanwhile', code: 'conflict' } }),
    });
    try {
      await expect(apiGet('/nowhere')).rejects.toMatchObject({ status: 404 });
      const error: unknown = await apiPost('/plans', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404 });
      fake.on('POST /plans', () => ({ status: 201, data: { id: 'p2' } }));
      await expect(apiPost('/plans', {})).resolves.toEqual({ id: 'p2' });
      const refused: unknown = await apiPut('/plans', {}).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 409, code: 'conflict' });
    } finally {
      fake.restore();
    }
  });
});
