import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A Module Federation runtime plugin (module-federation.config.js, runtimePlugins) for a cost of the 2.9 runtime:
// every loadShare/loadShareSync call runs initializeSharing, and without an initScope argument (the bundler
// runtime passes none) its "once per share scope" guard never holds, so each call registers every shared module of
// the container again. A remote's first chunk consumes some fifty shared modules: fifty times fifty registrations,
// about a third of the federation runtime's time on a remote's page (measured in a Chromium trace).
//
// The plugin remembers, per share scope, which set of share options was registered last and skips a call that
// would register that same set again. The set changes in two ways: init gives the options a new `shared` object, and
// registerShared pushes new versions into its arrays in place; the plugin counts the registerShared calls (counting
// the shares themselves at each call, a hundred arrays fifty times, was 2-5 ms of a remote's start). A call is only
// skipped when it would change nothing: all our shares use 'loaded-first' (a registered version is never replaced)
// and no plugin listens to afterRegisterShare. Calls with their own initScope, from the build, or with
// 'version-first' run as written.

/** The parts of the runtime's ModuleFederation instance this plugin touches. */
export interface FederationHostLike {
  options: { shared: Record<string, readonly unknown[]>; shareStrategy?: string };
  sharedHandler: {
    initializeSharing(scope?: string, extraOptions?: InitializeSharingOptions): unknown[];
    registerShared(...args: unknown[]): unknown;
  };
}

interface InitializeSharingOptions {
  initScope?: unknown;
  from?: string;
  strategy?: string;
}

const WRAPPED = Symbol.for('jad.initSharingOnce');

/** Wraps the instance's initializeSharing so a repeat call with nothing new to register returns at once. */
export function initSharingOnce(host: FederationHostLike): void {
  const handler = host.sharedHandler as FederationHostLike['sharedHandler'] & { [WRAPPED]?: true };
  if (handler[WRAPPED]) return;
  const original = handler.initializeSharing.bind(handler);
  const register = handler.registerShared.bind(handler);
  let registrations = 0;
  handler.registerShared = (...args) => {
    registrations += 1;
    return register(...args);
  };
  const registered = new Map<string, { shared: object; registrations: number }>();
  handler.initializeSharing = (scope = 'default', extraOptions) => {
    const plain =
      !extraOptions?.initScope &&
      extraOptions?.from !== 'build' &&
      extraOptions?.strategy !== 'version-first' &&
      host.options.shareStrategy !== 'version-first';
    if (!plain) return original(scope, extraOptions);
    const now = { shared: host.options.shared, registrations };
    const last = registered.get(scope);
    if (last && last.shared === now.shared && last.registrations === now.registrations) return [];
    const result = original(scope, extraOptions);
    registered.set(scope, now);
    return result;
  };
  handler[WRAPPED] = true;
}

const plugin = {
  name: 'jad-init-sharing-once',
  version: '1',
  /** Called by the runtime for each instance the plugin is registered with. */
  apply(instance: FederationHostLike): undefined {
    initSharingOnce(instance);
    return undefined;
  },
};

/** The runtime plugin factory. It also registers itself globally, so the remotes' own instances get it too. */
export default function initSharingOncePlugin() {
  registerGlobalPlugins([plugin as unknown as ModuleFederationRuntimePlugin]);
  return plugin;
}
