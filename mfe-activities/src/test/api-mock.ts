import { api } from '@jad/shared-ui';
import { ok } from './render';

export type Body = Record<string, unknown>;

export interface ApiMock {
  post: jest.SpyInstance;
  del: jest.SpyInstance;
  get: jest.SpyInstance;
  /** Puts the real client back; call it after each test. */
  restore(): void;
}

/**
 * The api client answered by the test: each POST by `post(url, body)`, each GET by `get(url)` (by default an empty
 * list), and DELETE /wishlist the way the api answers it (the heart is un-saved). The spies record every call.
 */
export function mockApi(
  post: (url: string, body: Body) => Promise<unknown>,
  get: (url: string) => Promise<unknown> = () => ok([]),
): ApiMock {
  const spies = {
    post: jest
      .spyOn(api, 'post')
      .mockImplementation(((url: string, body: Body) => post(url, body)) as unknown as typeof api.post),
    del: jest
      .spyOn(api, 'delete')
      .mockImplementation(((_url: string, config: { data: Body }) =>
        ok({ activity_id: config.data.acid, is_wishlisted: false })) as unknown as typeof api.delete),
    get: jest.spyOn(api, 'get').mockImplementation(((url: string) => get(url)) as unknown as typeof api.get),
  };
  return { ...spies, restore: () => Object.values(spies).forEach((spy) => spy.mockRestore()) };
}
