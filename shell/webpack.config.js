const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const { createWebpackConfig } = require('@jad/shared-ui/mf/webpack-app.js');
const { createShared, importedSpecifiers, writeGenerated, writeHostProvides } = require('@jad/shared-ui/mf/shared.js');
const federation = require('./module-federation.config.js');
const { BootstrapPreloadPlugin, RemotePreloadPlugin } = require('./build-tools/html-plugins.js');
const { PwaAssetsPlugin, serviceWorkerPlugin } = require('./build-tools/pwa-plugins.js');

const REMOTES = ['hotels', 'social', 'plans', 'activities', 'account'];
/** The table of each page's shared modules (writePageShares), a generated module. */
const PAGE_SHARES = path.join(__dirname, '.generated', 'page-shares.json');

/** Matches a file of one of these packages (a regex alternation: 'react-dom|scheduler'). */
const inPackages = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);
const remoteSrc = (domain) => path.join(__dirname, '..', `mfe-${domain}`, 'src');

/**
 * The MUI components the shell provides to the remotes, packed by who uses them: one chunk for those four or five
 * remotes import ('mui-common'), one per set of two or three ('mui-hotels-social'…), one per remote for the rest. Left to webpack's defaults,
 * each component and each helper they share became its own chunk: 50–60 requests on a remote's page, which on
 * HTTP/1.1 (six connections) cost more than the bytes. Modules the shell's own first render needs are eager
 * (module-federation.config.js), so they are in main.js and never in these groups.
 */
function muiGroups() {
  const usedBy = new Map();
  for (const domain of REMOTES) {
    const specs = [...importedSpecifiers([remoteSrc(domain)])];
    // An icon (@mui/icons-material, bundled by the remote) reaches SvgIcon through the shared @mui/material/utils.
    if (specs.some((s) => s.startsWith('@mui/icons-material/')))
      specs.push('@mui/material/utils', '@mui/material/SvgIcon');
    for (const spec of specs) {
      const m = /^@mui\/material\/(\w+)$/.exec(spec);
      if (m) usedBy.set(m[1], new Set([...(usedBy.get(m[1]) ?? []), domain]));
    }
  }
  // The share key behind a chunk group: its origin is a provide-shared or consume-shared module.
  const shareKeyOf = (origin) => /@mui\/material\/(\w+)/.exec(origin.module?.identifier?.() ?? '')?.[1];
  const mui = inPackages('@mui');
  const muiOrTransition = inPackages('@mui|react-transition-group');
  return {
    mui: {
      chunks: 'async',
      // With react-transition-group's context, which MUI's transitions import: on its own it was eight identical
      // chunks, two of them loaded on /feed.
      test: (module) => muiOrTransition.test(module.resource ?? '') || mui.test(module.rootModule?.resource ?? ''),
      priority: 10,
      reuseExistingChunk: false,
      enforce: true,
      name(module, chunks) {
        const users = new Set();
        for (const chunk of chunks)
          for (const group of chunk.groupsIterable)
            for (const origin of group.origins) for (const d of usedBy.get(shareKeyOf(origin)) ?? []) users.add(d);
        if (users.size === 0) return undefined; // only the shell's own lazy parts use it: webpack's default split
        // Four or five users: the common chunk. Two or three: a chunk named by exactly who uses them, so a remote's page
        // does not download what only other remotes use (one 'mui-common' for every 2+ users was 70 KB, 15 % of it
        // used on /feed: Autocomplete, Slider, Drawer…) nor a dozen tiny chunks.
        if (users.size >= REMOTES.length - 1) return 'mui-common';
        return `mui-${[...users].sort().join('-')}`;
      },
    },
  };
}

/**
 * main.js split into a few scripts of the same entry: a browser compiles and runs each script in a task of its own,
 * and one 600 KB script was one long task (its compile alone ~90 ms here, 360 ms on Lighthouse's phone).
 */
function entryGroups() {
  const group = (name, packages) => ({
    chunks: (chunk) => chunk.name === 'main',
    test: inPackages(packages),
    name,
    filename: '[name].[contenthash:10].js',
    priority: 30,
    enforce: true,
  });
  return {
    'entry-react': group('entry-react', 'react-dom|scheduler|react'),
    'entry-mui': group(
      'entry-mui',
      '@mui|@emotion|stylis|stylis-plugin-rtl|@popperjs|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics',
    ),
    'entry-libs': group(
      'entry-libs',
      'i18next|react-i18next|zustand|html-parse-stringify|void-elements|use-sync-external-store',
    ),
  };
}

/**
 * shared-ui's core (shared-ui/src/core.ts and what it imports: store, bus, session, i18n, theme…) in main.js, where
 * the whole of shared-ui was while it was an eager shared module: every page needs it, and split into an async chunk
 * of its own it was one more request and compressed worse (~1 KB gzip). Still evaluated at its step in src/index.ts.
 * The rest of shared-ui (`@jad/shared-ui`, a lazy shared chunk) loads with the first part that asks for it.
 */
const sharedUiSrc = path.join(__dirname, '..', 'shared-ui', 'src');
const sharedUiFiles = (file) => staticImports(path.join(sharedUiSrc, file), sharedUiSrc).files;

function coreInMain() {
  const files = sharedUiFiles('core.ts');
  return {
    'shared-ui-core': {
      chunks: 'async',
      test: (module) => files.has(module.resource ?? ''),
      // The entry chunk is a parent of every chunk that needs them, so webpack moves them into it.
      name: 'main',
      priority: 40,
      enforce: true,
    },
  };
}

/**
 * What every remote's page loads from the shell besides the entry, two chunks instead of ten of 0.7–47 KB:
 * - 'remote-kit': the rest of shared-ui (`@jad/shared-ui`), its data layer (`@jad/shared-ui/data` with TanStack
 *   Query) and the browser's transport (`getApiClient`), less the core in main.js. Left to the defaults they were six
 *   chunks, split by which of the lazy entries (forms, map…) also use a file.
 * - 'remote-host': what mounts a remote (the outlet, single-spa and its React parcel) and the shared modules' head start
 *   with its table.
 * Each script is a request and a task of its own to compile and run: /feed's first load was 31 scripts, 4c773bd's 23.
 */
function remotePageGroups() {
  const core = sharedUiFiles('core.ts');
  const kit = new Set(
    ['index.ts', 'data/query-client.tsx', 'data/http-client.ts']
      .flatMap((file) => [...sharedUiFiles(file)])
      .filter((file) => !core.has(file)),
  );
  const remotes = path.join(__dirname, 'src', 'features', 'remotes');
  const host = new Set([
    path.join(remotes, 'remote-outlet.tsx'),
    path.join(remotes, 'evaluate-shared.ts'),
    PAGE_SHARES,
  ]);
  const groups = {
    'remote-kit': { files: kit, packages: inPackages('@tanstack') },
    'remote-host': { files: host, packages: inPackages('single-spa|single-spa-react') },
  };
  return Object.fromEntries(
    Object.entries(groups).map(([name, { files, packages }]) => [
      name,
      {
        chunks: 'async',
        test: (m) => files.has(m.resource ?? '') || packages.test(m.resource ?? ''),
        name,
        priority: 20,
        enforce: true,
      },
    ]),
  );
}

/**
 * The entry's scripts run every function they hold while the page starts: a compile hint (Chrome's
 * `//# allFunctionsCalledOnLoad`, which must open the file) has V8 compile them all off the main thread while the
 * script streams in, instead of one by one on the main thread as each is first called. Added after the minifier
 * (which drops comments) and before the source maps are written (which then count the line).
 */
function compileHints() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /^(main|entry-[a-z]+\.[0-9a-f]+)\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** The texts of the static first frame in index.html (public/index.html): the shell's own translations. */
function frameTexts() {
  const pick = (lang) => {
    const t = require(`./src/locales/${lang}.json`);
    return { brand: t.brand, title: t.hero.title, subtitle: t.hero.subtitle, cookies: t.cookies };
  };
  return { en: pick('en'), ar: pick('ar') };
}

// Not react-router: the shell provides it for older remotes only, today's bundle their own. Not the forms entry
// (react-hook-form, zod, libphonenumber-js: 140 KB gzip): it loads with the pages that have a form. Nor the map entry
// (Leaflet and the outline): only pages with a map load it.
const notPreloaded = (k) => k.startsWith('react-router') || k === '@jad/shared-ui/forms' || k === '@jad/shared-ui/map';
function preloadable(used) {
  // An icon (@mui/icons-material, bundled by the remote) reaches SvgIcon through the shared @mui/material/utils.
  if ([...used].some((s) => s.startsWith('@mui/icons-material/')))
    used = new Set([...used, '@mui/material/utils', '@mui/material/SvgIcon']);
  return Object.keys(createShared({ role: 'host' })).filter((k) => !k.endsWith('/') && used.has(k) && !notPreloaded(k));
}

/** Per domain: the shared modules its remote imports anywhere (those the shell provides as lazy chunks). */
function sharedByDomain() {
  return Object.fromEntries(REMOTES.map((domain) => [domain, preloadable(importedSpecifiers([remoteSrc(domain)]))]));
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The packages a file imports statically, with the files it imports in turn (relative and `@/`), and those files;
 * what it loads with `import()` is a chunk of its own, fetched when used, and is left out. */
function staticImports(entry, srcDir) {
  const packages = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)) {
      const spec = m[1];
      if (!spec.startsWith('.') && !spec.startsWith('@/')) {
        packages.add(spec);
        continue;
      }
      const base = spec.startsWith('@/') ? path.join(srcDir, spec.slice(2)) : path.resolve(path.dirname(file), spec);
      const found = SOURCE_EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found) visit(found);
    }
  };
  visit(entry);
  return { packages, files: seen };
}

/** A remote's pages by address, from its routes.tsx (`'/feed': lazyPage(() => import('./…'))`, or through a const);
 * addresses with parameters are left out (their pages preload by domain). */
function pagesOf(domain) {
  const text = fs.readFileSync(path.join(remoteSrc(domain), 'routes.tsx'), 'utf8');
  const lazyImport = String.raw`lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)`;
  const named = Object.fromEntries(
    [...text.matchAll(new RegExp(String.raw`const (\w+) = ${lazyImport}`, 'g'))].map((m) => [m[1], m[2]]),
  );
  const pages = {};
  for (const m of text.matchAll(new RegExp(String.raw`'(/[^':*]*)':\s*(?:${lazyImport}|(\w+)\b)`, 'g'))) {
    const target = m[2] ?? named[m[3]];
    if (target) pages[m[1]] = path.resolve(remoteSrc(domain), target);
  }
  return pages;
}

/**
 * Per page address: the shared modules its first render needs, those the remote's first chunk imports (expose.tsx and
 * what it imports) and those of the page's own chunk. A page then preloads what it uses, not what every page of its
 * domain uses (/feed fetched the Tooltip and Popper.js of the profile page's links).
 */
function sharedByPage() {
  const byPage = {};
  for (const domain of REMOTES) {
    const src = remoteSrc(domain);
    const root = staticImports(path.join(src, 'expose.tsx'), src).packages;
    for (const [address, page] of Object.entries(pagesOf(domain))) {
      const file = SOURCE_EXTENSIONS.map((ext) => page + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!file) throw new Error(`sharedByPage: ${address} imports ${page}, which is not there`);
      byPage[address] = preloadable(new Set([...root, ...staticImports(file, src).packages]));
    }
  }
  return byPage;
}

/**
 * The table the shell evaluates a page's shared modules from before its remote runs (features/remotes/evaluate-shared.ts):
 * per page address, the lazy ones of sharedByPage (the eager ones are in main.js and already evaluated), as indexes
 * into one list of keys. A lazy chunk's import, so the table is not part of any page's first scripts.
 */
function writePageShares(file, byPage) {
  const eager = new Set(
    Object.entries(federation.shared)
      .filter(([, c]) => c.eager)
      .map(([k]) => k),
  );
  const keys = [...new Set(Object.values(byPage).flat())].filter((k) => !eager.has(k));
  const pages = Object.fromEntries(
    Object.entries(byPage).map(([address, shared]) => [
      address,
      shared.filter((k) => !eager.has(k)).map((k) => keys.indexOf(k)),
    ]),
  );
  return writeGenerated(file, `${JSON.stringify({ keys, pages })}\n`);
}

/**
 * Files of public/ served as they are from the site's root: the default share picture (og:image of pages without one
 * of their own, 1200×630 PNG, as link previews want), read by the api and nginx from shell/dist.
 */
class PublicFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const source = path.join(__dirname, 'public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const config = createWebpackConfig(
    { dir: __dirname, federation, html: true, port: 3000, htmlParameters: { frame: frameTexts() } },
    argv,
  );
  // Every shared module a remote may need, as a lazy chunk of the shell (see writeHostProvides).
  config.plugins.push(new PublicFilesPlugin(['share.png']));
  config.resolve.alias['jad-host-provides'] = writeHostProvides(
    path.join(__dirname, '.generated/host-provides.js'),
    REMOTES.map(remoteSrc),
  );
  const byPage = sharedByPage();
  config.resolve.alias['jad-page-shares'] = writePageShares(PAGE_SHARES, byPage);
  config.plugins.push(new PwaAssetsPlugin());
  if (config.mode === 'production') {
    Object.assign(
      config.optimization.splitChunks.cacheGroups,
      muiGroups(),
      entryGroups(),
      coreInMain(),
      remotePageGroups(),
    );
    config.plugins.push(compileHints());
    config.plugins.push(
      new BootstrapPreloadPlugin(),
      new RemotePreloadPlugin({
        sharedByDomain: sharedByDomain(),
        sharedByPage: byPage,
        routesByDomain: require('./src/app/domain-routes.json'),
      }),
    );
    // Last: the worker's precache list is the build's final files.
    config.plugins.push(serviceWorkerPlugin());
  }
  return config;
};
