import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { appStore } from '@jad/shared-ui';
import { failureKind, guardMount, loadDomainRemote, loadTimeoutOverride } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const canary = { version: '1.1.0', url: '/remotes/mfe-social/1.1.0/remoteEntry.js', weight: 100 };
const stable = { version: '1.0.0', url: '/remotes/mfe-social/1.0.0/remoteEntry.js', weight: 0 };
const fast = { backoffMs: 1, timeoutMs: 200 };

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  global.fetch = jest.fn().mockResolvedValue({ ok: true }) as unknown as typeof fetch;
});

test('a remote that fails once is retried and then loads', async () => {
  load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(lifecycles);
  const result = await loadDomainRemote('social', canary, stable, fast);
  expect(result).toMatchObject({ version: '1.1.0', fellBack: false });
  expect(result.lifecycles.bootstrap).toBe(lifecycles.bootstrap);
  expect(register).toHaveBeenCalledTimes(2);
  expect(register.mock.calls[0][1]).toEqual({ force: true });
});

test('a canary that keeps failing falls back to the stable version and is reported', async () => {
  load.mockImplementation(() => {
    const entry = register.mock.calls[register.mock.calls.length - 1][0][0].entry as string;
    return entry.includes('1.1.0') ? Promise.reject(new Error('404')) : Promise.resolve(lifecycles);
  });
  const result = await loadDomainRemote('social', canary, stable, fast);
  expect(result.fellBack).toBe(true);
  expect(result.version).toBe('1.0.0');
  expect(global.fetch).toHaveBeenCalledWith('/api/v1/client-log', expect.objectContaining({ method: 'POST' }));
});

test('the failure report carries the CSRF token of a signed-in visitor (a cookie-authenticated write)', async () => {
  appStore.setState({ csrfToken: 'csrf-123' });
  load.mockImplementation(() => {
    const entry = register.mock.calls[register.mock.calls.length - 1][0][0].entry as string;
    return entry.includes('1.1.0') ? Promise.reject(new Error('404')) : Promise.resolve(lifecycles);
  });
  await loadDomainRemote('social', canary, stable, fast);
  expect(global.fetch).toHaveBeenCalledWith(
    '/api/v1/client-log',
    expect.objectContaining({ headers: expect.objectContaining({ 'x-csrf-token': 'csrf-123' }) }),
  );
  appStore.setState({ csrfToken: null });
});

test('when the stable version fails too the error reaches the caller', async () => {
  load.mockRejectedValue(new Error('offline'));
  await expect(loadDomainRemote('social', canary, stable, fast)).rejects.toThrow('offline');
  expect((global.fetch as jest.Mock).mock.calls).toHaveLength(2);
});

test('a remote that never answers times out', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await expect(loadDomainRemote('social', stable, stable, { ...fast, attempts: 1, timeoutMs: 20 })).rejects.toThrow(
    /timed out/,
  );
});

test('a module without lifecycles is rejected', async () => {
  load.mockResolvedValue({ default: () => null });
  await expect(loadDomainRemote('social', stable, undefined, { ...fast, attempts: 1 })).rejects.toThrow(/lifecycles/);
});

test('a shared-module version mismatch is reported as incompatible', async () => {
  const mismatch = new Error(
    'Version 1.0.0 from shell of shared singleton module @jad/shared-ui does not satisfy the requirement of mfe_social which needs ^2.0.0)',
  );
  load.mockRejectedValue(mismatch);
  const error = await loadDomainRemote('social', stable, undefined, fast).catch((e: unknown) => e);
  expect(error).toBe(mismatch);
  expect(failureKind(error)).toBe('incompatible');
  expect(failureKind(new Error('Loading script failed'))).toBe('failed');
  expect(load).toHaveBeenCalledTimes(3);
});

test('the load timeout override is honoured on loopback hosts only', () => {
  const storage = { getItem: (key: string) => (key === 'jad_mf_load_timeout_ms' ? '2000' : null) };
  expect(loadTimeoutOverride({ hostname: '127.0.0.1' }, storage)).toBe(2000);
  expect(loadTimeoutOverride({ hostname: 'localhost' }, storage)).toBe(2000);
  expect(loadTimeoutOverride({ hostname: 'jad.travel' }, storage)).toBeUndefined();
  expect(loadTimeoutOverride({ hostname: '127.0.0.1' }, { getItem: () => '5' })).toBeUndefined();
  expect(loadTimeoutOverride({ hostname: '127.0.0.1' }, { getItem: () => 'x' })).toBeUndefined();
});

describe('guardMount', () => {
  const target = new EventTarget() as unknown as Window;
  const fire = (error: Error) =>
    target.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));

  test('fails the mount when an uncaught error happens while the remote mounts (its promise never settles)', async () => {
    const guarded = guardMount({ ...lifecycles, mount: jest.fn(() => new Promise(() => undefined)) }, target);
    const mounting = (guarded.mount as (p: unknown) => Promise<unknown>)({});
    fire(new Error('render failed'));
    await expect(mounting).rejects.toThrow('render failed');
  });

  test('passes a normal mount through and stops listening afterwards', async () => {
    const add = jest.spyOn(target, 'addEventListener');
    const remove = jest.spyOn(target, 'removeEventListener');
    const guarded = guardMount({ ...lifecycles, mount: jest.fn().mockResolvedValue('ok') }, target);
    await expect((guarded.mount as (p: unknown) => Promise<unknown>)({ a: 1 })).resolves.toBe('ok');
    expect(remove).toHaveBeenCalledWith('error', add.mock.calls[0]![1]);
  });

  test("ignores the browser's ResizeObserver notice while mounting", async () => {
    const guarded = guardMount(
      { ...lifecycles, mount: jest.fn(() => new Promise((resolve) => setTimeout(() => resolve('ok'), 20))) },
      target,
    );
    const mounting = (guarded.mount as (p: unknown) => Promise<unknown>)({});
    fire(new Error('ResizeObserver loop completed with undelivered notifications.'));
    await expect(mounting).resolves.toBe('ok');
  });

  test('keeps a mount rejection', async () => {
    const guarded = guardMount({ ...lifecycles, mount: jest.fn().mockRejectedValue(new Error('nope')) }, target);
    await expect((guarded.mount as (p: unknown) => Promise<unknown>)({})).rejects.toThrow('nope');
  });
});
