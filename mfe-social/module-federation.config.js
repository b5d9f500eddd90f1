const { createShared } = require('@jad/shared-ui/mf/shared.js');

/**
 * The social remote exposes exactly one module: its single-spa lifecycles.
 * A release build takes React, MUI, shared-ui and the federation runtime from the shell; a standalone
 * build (npm run dev) brings its own so the remote runs alone.
 */
module.exports = ({ standalone }) => ({
  name: 'mfe_social',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/expose.tsx' },
  shared: createShared({ role: 'remote', standalone }),
  shareStrategy: 'loaded-first',
  experiments: standalone ? {} : { externalRuntime: true },
});
