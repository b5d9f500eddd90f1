import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { initSharingOnce, type FederationHostLike } from './init-sharing-once';

/** A federation instance sharing `names` (each a module `{ name }`), with a counter of share registrations. */
function federation(name: string, names: string[]) {
  const shared = Object.fromEntries(
    names.map((n) => [
      n,
      { version: '1.0.0', lib: () => ({ name: n }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
    ]),
  );
  const instance = new ModuleFederation({ name, remotes: [], shared, shareStrategy: 'loaded-first' });
  const counter = { registrations: 0 };
  instance.sharedHandler.hooks.lifecycle.afterRegisterShare.on(() => {
    counter.registrations += 1;
  });
  return { instance, counter };
}

const names = ['react', 'react-dom', '@mui/material/Box', '@mui/material/Button', '@mui/material/Chip'];

describe('initSharingOnce', () => {
  it('without it, every shared-module load registers every share again (the runtime cost it removes)', () => {
    const { instance, counter } = federation('plain', names);
    for (const n of names) instance.loadShareSync(n);
    expect(counter.registrations).toBe(names.length * names.length);
  });

  it('registers the shares once, and every load still returns its module', () => {
    const { instance, counter } = federation('once', names);
    initSharingOnce(instance as unknown as FederationHostLike);
    for (const n of names) expect((instance.loadShareSync(n) as () => { name: string })()).toEqual({ name: n });
    expect(counter.registrations).toBe(names.length);
  });

  it('registers again when shares were added, so a new one can be loaded', () => {
    const { instance, counter } = federation('grows', names);
    initSharingOnce(instance as unknown as FederationHostLike);
    instance.loadShareSync('react');
    instance.initOptions({
      name: 'grows',
      remotes: [],
      shared: { zustand: { version: '5.0.0', lib: () => ({ name: 'zustand' }) } },
    });
    expect((instance.loadShareSync('zustand') as () => { name: string })()).toEqual({ name: 'zustand' });
    // The first load registered five; adding zustand registered it; the next load registered all six again.
    expect(counter.registrations).toBe(names.length + 1 + (names.length + 1));
  });

  it('registers again when a version was added to a share in place (registerShared)', () => {
    const { instance, counter } = federation('in-place', names);
    initSharingOnce(instance as unknown as FederationHostLike);
    instance.loadShareSync('react');
    const shared = instance.options.shared;
    instance.registerShared({ react: { version: '2.0.0', lib: () => ({ name: 'react 2' }) } });
    // The runtime pushed the new version into the same options' array: the object is the one the first load saw.
    expect(instance.options.shared).toBe(shared);
    expect(instance.options.shared.react).toHaveLength(2);
    instance.loadShareSync('react-dom');
    // The first load registered five, registerShared the new react, the next load all six again.
    expect(counter.registrations).toBe(names.length + 1 + (names.length + 1));
  });

  it('runs a call with its own initScope as written', () => {
    const { instance, counter } = federation('scoped', names);
    initSharingOnce(instance as unknown as FederationHostLike);
    instance.initializeSharing('default');
    instance.initializeSharing('default', { initScope: [] });
    expect(counter.registrations).toBe(names.length * 2);
  });

  it('wraps an instance once, however often the runtime applies the plugin', () => {
    const { instance, counter } = federation('twice', names);
    initSharingOnce(instance as unknown as FederationHostLike);
    initSharingOnce(instance as unknown as FederationHostLike);
    instance.loadShareSync('react');
    instance.loadShareSync('react-dom');
    expect(counter.registrations).toBe(names.length);
  });
});
