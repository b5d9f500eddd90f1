// How index.html loads the shell's scripts (html-webpack-plugin hooks):
// - the chunks of `import('./bootstrap')` and of the app it imports (`import('./app/app')`) get
//   <link rel="preload" as="script">, so the browser fetches the shell's code while it is still downloading main.js
//   instead of one or two round trips later;
// - the entry's scripts (main.js, the webpack runtime, and the chunks split off it: entryGroups in webpack.config.js)
//   are added once the static first frame (#jad-frame, public/index.html) has been painted: a script that has
//   arrived before the first frame (a fast connection) would otherwise hold that paint until it has run, and the
//   frame is what the visitor should see first. They are not preloaded: a preloaded script added later was compiled
//   on the main thread when it ran (main.js: a 190 ms task at 4× CPU slowdown, 3 ms when fetched by its own
//   <script>, which compiles it off the main thread before running it), and Lighthouse counted preloaded bytes before
//   the first paint (FCP 0.7 → 1.6 s).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'BootstrapPreloadPlugin';

/**
 * Files (js) of the chunk groups whose origin request is `request` (e.g. './bootstrap'), but not the entry's own
 * (main.js and its entry-* scripts, which shared-ui's core in main.js makes part of those groups): they have their own
 * late start and must not be preloaded (see above).
 */
function chunkFilesOf(compilation, request) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((o) => o.request === request)) continue;
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial()) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files];
}

/**
 * The inline script that adds the entry's scripts once the first frame has been painted (the browser reports the
 * paint to a PerformanceObserver), or after 300 ms at the latest. A hidden tab paints nothing: it starts at once.
 * On a remote's page with a first frame coming (window.__jadFrame, startRemoteFrame below) they also wait for that
 * frame (its requests, its first picture), a second at most: on a slow phone what is seen comes before what runs.
 * Not before the frame has sent its first requests ('jad-frame-asked', three seconds at most), though: on HTTP/1.1 a
 * browser opens six connections per host, and the app's four large scripts, asked first, held four of them while
 * the frame's five requests queued on the other two (its picture came a second later on Lighthouse's slow 4G).
 */
function startAfterPaint(srcs, maxWaitMs = 300, maxFrameWaitMs = 1000, maxUnaskedWaitMs = 3000) {
  return [
    '(function () {',
    `  var started = false, painted = false, asked = false, waited = false, srcs = ${JSON.stringify(srcs)};`,
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    '    for (var i = 0; i < srcs.length; i++) {',
    "      var s = document.createElement('script');",
    '      s.src = srcs[i];',
    '      document.head.appendChild(s);',
    '    }',
    '  }',
    "  window.addEventListener('jad-frame-asked', function () {",
    '    asked = true;',
    '    if (waited) start();',
    '  });',
    '  function afterPaint() {',
    '    if (painted) return;',
    '    painted = true;',
    '    if (!window.__jadFrame) return start();',
    '    window.__jadFrame.then(start, start);',
    '    setTimeout(function () {',
    '      waited = true;',
    '      if (asked) start();',
    `    }, ${maxFrameWaitMs});`,
    `    setTimeout(start, ${maxUnaskedWaitMs});`,
    '  }',
    "  if (document.visibilityState === 'hidden' || !window.PerformanceObserver) return start();",
    '  try {',
    "    new PerformanceObserver(function (list, observer) { observer.disconnect(); afterPaint(); }).observe({ type: 'paint', buffered: true });",
    '  } catch (e) {',
    '    return start();',
    '  }',
    `  setTimeout(afterPaint, ${maxWaitMs});`,
    '})();',
  ].join('\n');
}

/** Per compilation: the src of main.js (with its ?hash), for RemotePreloadPlugin's inline script. */
const entrySources = new WeakMap();

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
        // The entry's scripts: main.js (the webpack runtime) and the chunks split off it (entryGroups in webpack.config.js).
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entryTags = [...data.headTags, ...data.bodyTags].filter(isEntry);
        const mainTags = entryTags.filter((t) => t.attributes.src.startsWith(`${publicPath}${this.entry}.js`));
        if (mainTags.length !== 1)
          throw new Error(`${NAME}: expected one <script> for ${this.entry}.js, found ${mainTags.length}`);
        const srcs = [mainTags[0], ...entryTags.filter((t) => t !== mainTags[0])].map((t) => t.attributes.src);
        entrySources.set(compilation, srcs[0]);
        data.headTags = [
          ...[...new Set(this.requests.flatMap((r) => chunkFilesOf(compilation, r)))].map((file) =>
            preload(`${publicPath}${file}`),
          ),
          ...data.headTags.filter((t) => !isEntry(t)),
        ];
        data.bodyTags = [
          ...data.bodyTags.filter((t) => !isEntry(t)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaint(srcs)),
        ];
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
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial()) continue; // the entry's scripts (see chunkFilesOf)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

/** The src of the entry script (main.js?hash) as BootstrapPreloadPlugin's loader adds it. */
function entrySrc(compilation) {
  const src = entrySources.get(compilation);
  if (!src) throw new Error('RemotePreloadPlugin: no entry script recorded (BootstrapPreloadPlugin runs first)');
  return src;
}

/** The first path segment of each domain's routes ('/profile/:username' → 'profile'), to tell a page's domain. */
function domainsBySegment(routesByDomain) {
  const segments = {};
  for (const [domain, patterns] of Object.entries(routesByDomain)) {
    for (const pattern of patterns) {
      const segment = pattern.split('/')[1];
      if (segments[segment] && segments[segment] !== domain)
        throw new Error(`RemotePreloadPlugin: /${segment} belongs to ${segments[segment]} and ${domain}`);
      segments[segment] = domain;
    }
  }
  return segments;
}

/**
 * Runs inline in index.html (plain ES5, no imports): on a remote's page, preloads the shell chunks that remote will
 * ask for (the page's list, else its domain's), once the shell's entry script (main.js) has loaded and run. Not sooner: they would share the phone's
 * bandwidth with main.js, which everything waits for. Not from main.js itself: adding some twenty links there made
 * its first task a long one (Lighthouse's Total Blocking Time); here they come a few per task. The first path segment
 * tells the domain; a wrong guess only costs an unused download.
 */
function preloadRemoteChunks(entrySrc) {
  // A few links per task: each one starts a fetch, some milliseconds of main thread on a phone.
  var PER_TASK = 4;
  function preload(files, from) {
    for (var i = from; i < files.length && i < from + PER_TASK; i++) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', files[i]);
      document.head.appendChild(link);
    }
    if (from + PER_TASK < files.length)
      setTimeout(function () {
        preload(files, from + PER_TASK);
      }, 0);
  }
  function start() {
    try {
      var data = JSON.parse(document.getElementById('jad-remote-preloads').textContent);
      // The page's own list when its address has one, else everything its domain's remote imports.
      var page = data.pages && data.pages[location.pathname.replace(/\/+$/, '') || '/'];
      var domain = data.segments[location.pathname.split('/')[1]];
      preload(page || (typeof domain === 'string' && data.files[domain]) || [], 0);
    } catch {
      // Only hints: without them the remote still loads what it needs.
    }
  }
  // Resource load events do not bubble, but a capturing listener on the document sees them.
  document.addEventListener(
    'load',
    function onLoad(event) {
      var target = event.target;
      if (!target || target.tagName !== 'SCRIPT' || target.getAttribute('src') !== entrySrc) return;
      document.removeEventListener('load', onLoad, true);
      setTimeout(start, 0);
    },
    true,
  );
}

/**
 * Runs inline in index.html (plain ES5): on a page a remote's first frame paints (the frame.js and framePaths its
 * release lists in the manifest, shared-ui/src/frame), starts that frame as soon as the manifest has answered, so
 * the page is painted from the api's answer while the shell's scripts wait (startAfterPaint). window.__jadFrame
 * settles when the frame is over (its 'jad-frame-done' event), has failed, or there is none. The stable version's
 * frame: a visitor given another version (a canary, a QA pin) sees it until that version's page replaces it.
 */
function startRemoteFrame() {
  var data, domain;
  try {
    data = JSON.parse(document.getElementById('jad-remote-preloads').textContent);
    domain = data.segments[location.pathname.split('/')[1]];
  } catch {
    return;
  }
  if (typeof domain !== 'string' || !window.__jadManifest || !window.Promise) return;
  window.__jadFrame = new Promise(function (done) {
    window.addEventListener('jad-frame-done', function () {
      done();
    });
    window.__jadManifest.then(
      function (manifest) {
        var entry = manifest && manifest.remotes && manifest.remotes[domain];
        var versions = (entry && entry.versions) || [];
        var path = location.pathname.replace(/\/+$/, '') || '/';
        for (var i = 0; i < versions.length; i++) {
          var version = versions[i];
          if (
            version.version !== entry.stable ||
            typeof version.frame !== 'string' ||
            !document.getElementById('jad-frame')
          )
            continue;
          if (version.framePaths && version.framePaths.indexOf(path) < 0) continue;
          var script = document.createElement('script');
          script.src = version.frame;
          script.async = true;
          script.onerror = function () {
            done();
          };
          document.head.appendChild(script);
          return;
        }
        done();
      },
      function () {
        done();
      },
    );
  });
}

/**
 * Writes, per domain, the shell's chunks that provide the shared modules that domain's remote imports (MUI
 * components) as JSON into index.html (#jad-remote-preloads), with the inline script that preloads
 * them on that domain's pages (preloadRemoteChunks). Otherwise they are only asked for once the remote's own chunks
 * have arrived and been read, a round trip or two later.
 */
class RemotePreloadPlugin {
  /** @param {{ sharedByDomain: Record<string, string[]>, sharedByPage?: Record<string, string[]>, routesByDomain: Record<string, string[]> }} options the shared keys each domain's remote imports, those each page address needs, and the route patterns */
  constructor({ sharedByDomain, sharedByPage = {}, routesByDomain }) {
    this.sharedByDomain = sharedByDomain;
    this.sharedByPage = sharedByPage;
    this.segments = domainsBySegment(routesByDomain);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('RemotePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RemotePreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const filesOf = (keys) =>
          [...new Set(keys.flatMap((key) => [...providedChunkFiles(compilation, key)]))]
            .sort()
            .map((file) => `${publicPath}${file}`);
        const files = {};
        for (const [domain, keys] of Object.entries(this.sharedByDomain)) files[domain] = filesOf(keys);
        const pages = {};
        for (const [address, keys] of Object.entries(this.sharedByPage)) pages[address] = filesOf(keys);
        data.bodyTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: 'jad-remote-preloads' },
            JSON.stringify({ segments: this.segments, files, pages }),
          ),
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            {},
            `(${preloadRemoteChunks.toString()})(${JSON.stringify(entrySrc(compilation))});`,
          ),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, `(${startRemoteFrame.toString()})();`),
        );
        return data;
      });
    });
  }
}

module.exports = {
  BootstrapPreloadPlugin,
  RemotePreloadPlugin,
  chunkFilesOf,
  domainsBySegment,
  preloadRemoteChunks,
  providedChunkFiles,
  startAfterPaint,
  startRemoteFrame,
};
