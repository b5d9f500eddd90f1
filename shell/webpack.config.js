const path = require('path');
const { createWebpackConfig } = require('@jad/shared-ui/mf/webpack-app.js');
const { writeHostProvides } = require('@jad/shared-ui/mf/shared.js');
const federation = require('./module-federation.config.js');

module.exports = (_env, argv) => {
  const config = createWebpackConfig({ dir: __dirname, federation, html: true, port: 3000 }, argv);
  // Every shared module a remote may need, as a lazy chunk of the shell (see writeHostProvides).
  config.resolve.alias['jad-host-provides'] = writeHostProvides(path.join(__dirname, '.generated/host-provides.js'), ['hotels', 'social', 'plans', 'activities', 'account'].map((d) => path.join(__dirname, '..', `mfe-${d}`, 'src')));
  return config;
};
