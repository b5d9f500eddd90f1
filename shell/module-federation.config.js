const { createShared, eagerHostShared } = require('@jad/shared-ui/mf/shared.js');

// The shell is a pure consumer: remotes are registered at run time from the remote manifest, never here,
// so a missing remote cannot stop the shell from booting. It provides the federation runtime to the remotes.
// What the first render needs is eager (in main.js, see eagerHostShared): the MUI components of the frame
// and of the cookie notice. Everything else stays a lazy chunk, fetched when the shell or a remote asks.
module.exports = {
  name: 'shell',
  remotes: {},
  shared: eagerHostShared(createShared({ role: 'host' }), [
    'Box',
    'Typography',
    'Button',
    'ButtonBase',
    'IconButton',
    'CssBaseline',
  ]),
  shareStrategy: 'loaded-first',
  // Registers each container's shares once per change instead of on every shared-module load (see the file).
  runtimePlugins: [require.resolve('./src/features/remotes/init-sharing-once.ts')],
  // No mf-manifest snapshots are used and the shell only runs in browsers: leave that runtime code out.
  experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
};
