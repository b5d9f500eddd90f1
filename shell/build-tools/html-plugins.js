// How index.html loads the shell's scripts (html-webpack-plugin hooks):
// - the chunks of `import('./bootstrap')` and of the app it imports (`import('./app/app')`) get
//   <link rel="preload" as="script">, so the browser fetches the shell's code while it is still downloading main.js
//   instead of one or two round trips later;
// - main.js is preloaded at once but runs only after the static first frame (#jad-frame, public/index.html) has
//   been painted: a script that has arrived before the first frame (a fast connection) would otherwise hold that
//   paint until it has run, and the frame is what the visitor should see first.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'BootstrapPreloadPlugin';

/** Files (js) of the chunk groups whose origin request is `request` (e.g. './bootstrap'). */
function chunkFilesOf(compilation, request) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((o) => o.request === request)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

/**
 * The inline script that adds the entry script once the first frame has been painted (the browser reports the
 * paint to a PerformanceObserver), or after 300 ms at the latest. A hidden tab paints nothing: it starts at once.
 */
function startAfterPaint(src, maxWaitMs = 300) {
  return [
    '(function () {',
    `  var started = false, src = ${JSON.stringify(src)};`,
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    "    var s = document.createElement('script');",
    '    s.src = src;',
    '    document.head.appendChild(s);',
    '  }',
    "  if (document.visibilityState === 'hidden' || !window.PerformanceObserver) return start();",
    '  try {',
    "    new PerformanceObserver(function (list, observer) { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });",
    '  } catch (e) {',
    '    return start();',
    '  }',
    `  setTimeout(start, ${maxWaitMs});`,
    '})();',
  ].join('\n');
}

class BootstrapPreloadPlugin {
  constructor({ requests = ['./bootstrap', './app/app'], entry = 'main' } = {}) {
    this.requests = requests;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const preload = (href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href });
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string' && tag.attributes.src.startsWith(`${publicPath}${this.entry}.js`);
        const entryTags = [...data.headTags, ...data.bodyTags].filter(isEntry);
        if (entryTags.length !== 1) throw new Error(`${NAME}: expected one <script> for ${this.entry}.js, found ${entryTags.length}`);
        const src = entryTags[0].attributes.src;
        data.headTags = [preload(src), ...[...new Set(this.requests.flatMap((r) => chunkFilesOf(compilation, r)))].map((file) => preload(`${publicPath}${file}`)), ...data.headTags.filter((t) => !isEntry(t))];
        data.bodyTags = [...data.bodyTags.filter((t) => !isEntry(t)), HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaint(src))];
        return data;
      });
    });
  }
}

/** Files (js) of the chunk groups that provide the shared module `key` to the share scope. */
function providedChunkFiles(compilation, key) {
  const prefix = `provide module (default) ${key}@`;
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((o) => o.module?.identifier?.().startsWith(prefix))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

/**
 * Writes, per domain, the shell's chunks that provide the shared modules that domain's remote imports (MUI
 * components, react-router) as JSON into index.html (#jad-remote-preloads). On a remote's page the shell preloads
 * them when it starts (src/features/remotes/preload.ts), with the remote's remoteEntry.js: otherwise they are only
 * asked for once the remote's own chunks have arrived and been read, a round trip or two later.
 */
class RemotePreloadPlugin {
  /** @param {{ sharedByDomain: Record<string, string[]> }} options the shared keys each domain's remote imports */
  constructor({ sharedByDomain }) {
    this.sharedByDomain = sharedByDomain;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('RemotePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RemotePreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const byDomain = {};
        for (const [domain, keys] of Object.entries(this.sharedByDomain)) {
          const files = new Set(keys.flatMap((key) => [...providedChunkFiles(compilation, key)]));
          byDomain[domain] = [...files].sort().map((file) => `${publicPath}${file}`);
        }
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'jad-remote-preloads' }, JSON.stringify(byDomain)));
        return data;
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin, RemotePreloadPlugin, chunkFilesOf, providedChunkFiles, startAfterPaint };
