import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadDomainRemote } from './load-remote';

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
  expect(result).toEqual({ lifecycles, version: '1.1.0', fellBack: false });
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

test('when the stable version fails too the error reaches the caller', async () => {
  load.mockRejectedValue(new Error('offline'));
  await expect(loadDomainRemote('social', canary, stable, fast)).rejects.toThrow('offline');
  expect((global.fetch as jest.Mock).mock.calls).toHaveLength(2);
});

test('a remote that never answers times out', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await expect(loadDomainRemote('social', stable, stable, { ...fast, attempts: 1, timeoutMs: 20 })).rejects.toThrow(/timed out/);
});

test('a module without lifecycles is rejected', async () => {
  load.mockResolvedValue({ default: () => null });
  await expect(loadDomainRemote('social', stable, undefined, { ...fast, attempts: 1 })).rejects.toThrow(/lifecycles/);
});
