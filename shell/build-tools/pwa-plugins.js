// What makes the shell installable and readable offline (issue 22 item 4): the web manifests (one per language),
// the install icons, and the service worker, compiled by Workbox with the list of the build's files to precache.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');

const ICON_DIR = path.join(__dirname, '..', 'public', 'pwa');
/** index.html's theme colour (the brand blue) and the light page colour the app starts on. */
const THEME = '#1559C7';
const BACKGROUND = '#FFFFFF';

const icons = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The manifest in one language: the names and description from the shell's own texts (src/locales). */
function webManifest(lang) {
  const t = require(`../src/locales/${lang}.json`);
  const pwa = require(`../src/features/offline/locales/${lang}.json`).manifest;
  return {
    id: '/',
    name: t.brand,
    short_name: pwa.shortName,
    description: pwa.description,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME,
    background_color: BACKGROUND,
    categories: ['travel'],
    icons,
    shortcuts: [
      { name: pwa.shortcuts.plans, url: '/plans', icons: [icons[0]] },
      { name: pwa.shortcuts.orders, url: '/orders', icons: [icons[0]] },
    ],
  };
}

/** Emits manifest.webmanifest (English, the one index.html links), manifest.ar.webmanifest and the icons. */
class PwaAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { RawSource } = compiler.webpack.sources;
          const json = (lang) => new RawSource(`${JSON.stringify(webManifest(lang), null, 2)}\n`);
          compilation.emitAsset('manifest.webmanifest', json('en'));
          compilation.emitAsset('manifest.ar.webmanifest', json('ar'));
          for (const name of fs.readdirSync(ICON_DIR).filter((f) => f.endsWith('.png'))) {
            compilation.emitAsset(name, new RawSource(fs.readFileSync(path.join(ICON_DIR, name))));
          }
          compilation.fileDependencies.add(ICON_DIR);
        },
      );
    });
  }
}

/**
 * The service worker (src/service-worker/sw.ts) as /sw.js, precaching the shell: index.html, the entry scripts
 * and every chunk (the remotes' shared modules among them, so a remote page opens offline), the manifests and
 * icons. Source maps and the precompressed copies are not precached (the server picks those itself).
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: path.join(__dirname, '..', 'src', 'service-worker', 'sw.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.(gz|br)$/, /\.LICENSE\.txt$/, /^frame-/, /module-list/i, /\.json$/],
    // The chunks packed for the remotes (mui-common…) pass 2 MB uncompressed only together; one file stays small.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed names need no revision of their own: the name changes with the content.
    dontCacheBustURLsMatching: /[.-][a-f0-9]{8,}\.[a-z0-9]+$/,
  });
}

module.exports = { PwaAssetsPlugin, serviceWorkerPlugin, webManifest };
