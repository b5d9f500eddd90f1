// One webpack config factory for the shell and every remote, so all apps build the same way.
// Federation options live in each app's module-federation.config.js; this file only does bundling.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('fs');
const webpack = require('webpack');
const zlib = require('zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { framePlugins } = require('./frame-plugin');

/** react-router 7 points every export condition at its development build: alias its production files. */
function reactRouterProduction() {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(dir, 'index.mjs'), 'react-router/dom$': path.join(dir, 'dom-export.mjs') };
}

/**
 * The federation plugin adds its external-runtime plugin by the path of its CommonJS build, which requires the
 * CommonJS build of the runtime: the shell then carried the runtime twice (its ESM copy for its own bundler runtime,
 * the CJS one to hand to the remotes), some 90 KB of script more to parse on every first load. Pointing that path at
 * the plugin's ESM build leaves one copy, and the remotes get the same runtime the shell runs.
 */
function federationRuntimeOnce() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  return fs.existsSync(esm) ? { [`${cjs}$`]: esm } : {};
}

/** Emotion's style rules inserted while rendering, in the render's time slices, not in the commit (see the file). */
const emotionInsertion = {
  '@emotion/use-insertion-effect-with-fallbacks$': path.join(__dirname, '../src/theme/emotion-insertion.ts'),
};

/** Writes dist/packages.json: each npm package bundled into this build and from which folder, for the one-copy check. */
class ModuleListPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ModuleListPlugin', (stats) => {
      const roots = {};
      for (const module of stats.compilation.modules) {
        const file = module.resource;
        const match = file && /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(file);
        if (match) (roots[match[2]] ??= new Set()).add(match[1]);
      }
      const out = Object.fromEntries(
        Object.entries(roots)
          .sort()
          .map(([name, dirs]) => [name, [...dirs]]),
      );
      fs.mkdirSync(compiler.options.output.path, { recursive: true });
      fs.writeFileSync(path.join(compiler.options.output.path, 'packages.json'), JSON.stringify(out, null, 1));
    });
  }
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to each script of a production build, for nginx's
 * brotli_static and gzip_static: smaller than nginx compressing on the fly at level 5 (main.js: 167 KB brotli
 * against 209 KB gzip), and no compression work per request. Files under 1 KB are left alone.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2020',
  },
});

/**
 * The dev server: the page reloads on save (no hot module replacement). `/api`, `/media` and `/remotes` go to the
 * api (JAD_DEV_API, default http://localhost:8080). Under `npm run dev` (scripts/dev.mjs) the shell also proxies
 * `/remotes/<name>/dev/…` to each remote's dev server (JAD_DEV_REMOTES: {"mfe-hotels": 3001, …}), reload socket
 * included, and a remote's reload client connects through that path (JAD_DEV_WS_PATH).
 */
function devServer(app) {
  const api = process.env.JAD_DEV_API ?? 'http://localhost:8080';
  const remotes = Object.entries(JSON.parse(process.env.JAD_DEV_REMOTES ?? '{}'));
  const wsPath = process.env.JAD_DEV_WS_PATH;
  return {
    port: app.port,
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    ...(wsPath ? { client: { webSocketURL: `auto://0.0.0.0:0${wsPath}` } } : {}),
    proxy: [
      ...remotes.map(([name, port]) => ({
        context: [`/remotes/${name}/dev`],
        target: `http://localhost:${port}`,
        pathRewrite: { [`^/remotes/${name}/dev`]: '' },
        changeOrigin: true,
        ws: true,
      })),
      { context: ['/api', '/media', '/remotes'], target: api },
    ],
  };
}

/**
 * @param {{ dir: string, federation: object, entry?: string, html?: boolean, port?: number, htmlParameters?: object }} app
 *   htmlParameters: values for the `<%- … %>` placeholders of public/index.html
 * @param {{ mode?: string }} argv
 */
function createWebpackConfig(app, argv = {}) {
  const dev = argv.mode !== 'production';
  return {
    mode: dev ? 'development' : 'production',
    context: app.dir,
    entry: { main: app.entry ?? './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: 'auto',
      // Entry files keep a stable name (the federation runtime needs it before hashes exist); chunks are hashed.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: app.federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@': path.join(app.dir, 'src'),
        // react-router 7 points every export condition at its development build; use the production one.
        ...(dev ? {} : reactRouterProduction()),
        ...federationRuntimeOnce(),
        ...emotionInsertion,
      },
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(dev) } },
        // Packages with "type": "module" would otherwise demand fully specified imports.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({ dts: false, manifest: false, ...app.federation }),
      // A release can carry a label (e.g. "canary") that the app shows, so a rollout is visible in the page.
      new webpack.DefinePlugin({ 'process.env.JAD_BUILD_LABEL': JSON.stringify(process.env.JAD_BUILD_LABEL ?? '') }),
      new ModuleListPlugin(),
      ...framePlugins(app, dev),
      ...(dev ? [] : [new PrecompressPlugin()]),
      ...(app.html
        ? [
            new HtmlWebpackPlugin({
              template: path.join(app.dir, 'public/index.html'),
              publicPath: '/',
              scriptLoading: 'defer',
              hash: true,
              // An explicit `undefined` would replace the plugin's default and fail ("templateParameters has to be
              // either a function or an object"): pass the option only when the app has placeholders to fill.
              ...(app.htmlParameters ? { templateParameters: app.htmlParameters } : {}),
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Every shared MUI subpath is its own async chunk; without this group each one carries its own copy of the
      // small helpers they all use (useTheme, memoTheme, capitalize…), which cost the first load ~8 KB gzip.
      splitChunks: {
        cacheGroups: {
          common: { chunks: 'async', minChunks: 2, minSize: 1000, priority: -30, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: devServer(app),
  };
}

module.exports = { createWebpackConfig };
