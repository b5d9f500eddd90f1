const { createShared } = require('@jad/shared-ui/mf/shared.js');

// The shell is a pure consumer: remotes are registered at run time from the remote manifest, never here,
// so a missing remote cannot stop the shell from booting. It provides the federation runtime to the remotes.
module.exports = {
  name: 'shell',
  remotes: {},
  shared: createShared({ role: 'host' }),
  shareStrategy: 'loaded-first',
  // No mf-manifest snapshots are used and the shell only runs in browsers: leave that runtime code out.
  experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
};
