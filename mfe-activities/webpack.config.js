const { createWebpackConfig } = require('@jad/shared-ui/mf/webpack-app.js');
const federation = require('./module-federation.config.js');

// `webpack --mode production` builds the release (remoteEntry.js + chunks); `webpack serve` runs the remote alone.
module.exports = (env, argv) => {
  // `--env federated` (npm run dev at the root, scripts/dev.mjs): a dev build of the remote as the shell loads it.
  const standalone = !env.federated && (argv.mode !== 'production' || Boolean(env.standalone));
  return createWebpackConfig(
    {
      dir: __dirname,
      federation: federation({ standalone }),
      html: standalone,
      entry: standalone ? './src/index.ts' : './src/release-entry.ts',
      port: 3004,
    },
    argv,
  );
};
