// The one `shared` block of Module Federation for the shell and every remote.
// Why explicit MUI keys: webpack shares a module by the request that imports it, and MUI's internals import
// each other by relative path. If a remote used a component the host does not provide, it would bring its own
// copy of MUI's internals (a second RtlProvider/DefaultProps context), which breaks RTL and theming. So the host
// provides every MUI component the remotes import as a lazy shared chunk (see writeHostProvides), and production
// remotes bundle no fallback for React, ReactDOM, emotion, i18n, zustand, the router or shared-ui (`import: false`):
// one React, one store. MUI components keep a fallback so a remote can use one the shell does not provide yet.
const fs = require('fs');
const path = require('path');

const sharedUiPkg = require('../package.json');
const deps = sharedUiPkg.dependencies;
const pkgDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** Folders of a package that are importable subpaths (each has an index), e.g. @mui/material/Button. */
function subpaths(name) {
  const dir = pkgDir(name);
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter(
        (d) =>
          d.isDirectory() &&
          !d.name.startsWith('.') &&
          !['node_modules', 'esm', 'modern', 'themeCssVarsAugmentation'].includes(d.name),
      )
      // Pigment* wrap an optional package (@mui/material-pigment-css) that is not installed.
      .filter((d) => !d.name.startsWith('Pigment'))
      .filter(
        (d) => fs.existsSync(path.join(dir, d.name, 'index.js')) || fs.existsSync(path.join(dir, d.name, 'index.mjs')),
      )
      .map((d) => `${name}/${d.name}`)
  );
}

/**
 * @param {{ role: 'host' | 'remote', standalone?: boolean }} options
 *   host: provides everything. remote: in a release build consumes only the host's copies (no fallback);
 *   standalone (a remote running alone for development) bundles its own like a host.
 */
function createShared({ role, standalone = false }) {
  const hostOnly = role === 'remote' && !standalone;
  const single = (version, extra = {}) => ({
    singleton: true,
    requiredVersion: version,
    strictVersion: true,
    ...(hostOnly ? { import: false } : {}),
    ...extra,
  });
  const shared = {
    react: single(deps.react),
    'react/jsx-runtime': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/client': single(deps['react-dom']),
    '@emotion/react': single(deps['@emotion/react']),
    '@emotion/cache': single(deps['@emotion/cache']),
    '@emotion/styled': single(deps['@emotion/styled']),
    i18next: single(deps.i18next),
    'react-i18next': single(deps['react-i18next']),
    zustand: single(deps.zustand),
    'zustand/vanilla': single(deps.zustand),
    '@mui/material': single(deps['@mui/material']),
    // Shared by its own version so an older minor still loads and a major mismatch fails loudly.
    '@jad/shared-ui': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
    // Server state: one TanStack Query library and one QueryClient (shared-ui's `data` entry) for every app.
    // Not eager in the host: they load with the first remote page that asks for data.
    '@tanstack/react-query': single(deps['@tanstack/react-query']),
    '@jad/shared-ui/data': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
    // Forms: react-hook-form and zod with the field texts (shared-ui/src/forms), loaded with the first form.
    '@jad/shared-ui/forms': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
    // Maps: Leaflet, supercluster and the outline (shared-ui/src/map), loaded with the first page that shows a map.
    '@jad/shared-ui/map': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
    // Reviews (their texts, both languages) and the card entry of the checkouts: loaded with the pages that show them.
    '@jad/shared-ui/reviews': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
    '@jad/shared-ui/card-fields': single(`^${sharedUiPkg.version}`, { version: sharedUiPkg.version }),
  };
  // react-router: remotes do not take it from the shell. Each renders its own router (its own React root), so
  // nothing needs one copy, and a shared module cannot be tree-shaken: shared, the whole package (62 KB gzip) came
  // with every remote page; bundled, each remote keeps the 13 KB it uses. The host still provides it, as a lazy
  // chunk nobody loads, for remotes released before this (they were built without a copy): drop it once none is live.
  if (role === 'host') {
    for (const key of ['react-router-dom', 'react-router', 'react-router/dom'])
      shared[key] = single(deps['react-router-dom']);
  }
  // MUI components: a release remote keeps a fallback copy, used only if the shell does not provide one.
  const { import: _hostOnly, ...mui } = single(deps['@mui/material']);
  for (const sub of subpaths('@mui/material')) shared[sub] = hostOnly ? mui : single(deps['@mui/material']);
  // Icons (@mui/icons-material/X) are not shared: each is a leaf module of a few hundred bytes (its context
  // comes from the shared @mui/material/utils), and sharing made every icon a separate request: 30 and more
  // per remote page on HTTP/1.1. Each app bundles the icons it uses into its own chunks.
  return shared;
}

/**
 * The host's shared modules that every page needs before its first render (React, emotion, MUI's styling
 * core, i18n, zustand and the MUI components of the frame): `eager`, so they ship inside the
 * host's entry file instead of as some thirty separate chunks, each one more request in the chain
 * index.html → main.js → chunks. Remotes still take them from the share scope, as before.
 */
function eagerHostShared(shared, muiSubpaths) {
  const core = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    '@emotion/react',
    '@emotion/cache',
    '@emotion/styled',
    'i18next',
    'react-i18next',
    'zustand',
    'zustand/vanilla',
    '@mui/material/styles',
  ];
  const keys = [...core, ...muiSubpaths.map((s) => `@mui/material/${s}`)];
  for (const key of keys) {
    if (!shared[key]) throw new Error(`eagerHostShared: ${key} is not a shared module`);
    shared[key] = { ...shared[key], eager: true };
  }
  return shared;
}

/** Every module specifier imported by the .ts/.tsx files under the given folders. */
function importedSpecifiers(dirs) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) found.add(m[1]);
      }
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return found;
}

/**
 * The host only provides the shared modules its own code imports. So that it also provides what the remotes use
 * (MUI components the shell never renders, react-router for older remotes), the host build gets a generated module
 * with a lazy import() of each shared module the remotes' sources import: a chunk each, loaded only when a remote
 * asks.
 * A remote released later with a component the shell does not provide still works: it brings its own copy.
 */
function writeHostProvides(file, remoteSourceDirs) {
  const used = importedSpecifiers(remoteSourceDirs);
  const keys = Object.keys(createShared({ role: 'host' })).filter(
    (k) => !k.endsWith('/') && (used.has(k) || k.startsWith('react-router')),
  );
  const lines = keys.map((k) => `  ${JSON.stringify(k)}: () => import(${JSON.stringify(k)}),`);
  const source = `// Generated by shared-ui/mf/shared.js at build time: do not edit.\nexport const hostProvides = {\n${lines.join('\n')}\n};\n`;
  return writeGenerated(file, source);
}

/** Writes a build-time generated module, only when its text changed (watch mode would rebuild on every write). */
function writeGenerated(file, source) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}

module.exports = { createShared, eagerHostShared, writeGenerated, writeHostProvides, importedSpecifiers };
