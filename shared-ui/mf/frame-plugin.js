// Builds a remote's first frame (src/frame/index.ts, see shared-ui/src/frame/index.ts) into frame.js beside its
// remoteEntry.js: one small classic script, bundled by esbuild on its own, outside the federation (it runs before
// the shell and must not pull React or MUI). Beside it frame.json names the pages it paints (src/frame/paths.json),
// so index.html loads it, and holds the app for it, on those pages only. The release records both in the manifest
// (scripts/release-lib.mjs).
const fs = require('fs');
const path = require('path');

const FRAME_SOURCE = 'src/frame/index.ts';
const FRAME_PATHS = 'src/frame/paths.json';
const FRAME_FILE = 'frame.js';
const FRAME_INFO = 'frame.json';

class FramePlugin {
  /** @param {{ dir: string }} app */
  constructor(app) {
    this.entry = path.join(app.dir, FRAME_SOURCE);
    this.paths = path.join(app.dir, FRAME_PATHS);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FramePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FramePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { buildSync } = require('esbuild');
          const result = buildSync({
            entryPoints: [this.entry],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2018',
            minify: true,
            legalComments: 'none',
            logLevel: 'silent',
            absWorkingDir: compiler.context,
          });
          compilation.emitAsset(FRAME_FILE, new sources.RawSource(Buffer.from(result.outputFiles[0].contents)));
          const paths = JSON.parse(fs.readFileSync(this.paths, 'utf8'));
          if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/')))
            throw new Error(`${FRAME_PATHS}: a list of paths ("/feed")`);
          compilation.emitAsset(FRAME_INFO, new sources.RawSource(JSON.stringify({ paths })));
          compilation.fileDependencies.add(this.entry);
          compilation.fileDependencies.add(this.paths);
        },
      );
    });
  }
}

/** The plugin for an app that has a first frame (a production build of a remote with src/frame/index.ts). */
function framePlugins(app, dev) {
  return !dev && !app.html && fs.existsSync(path.join(app.dir, FRAME_SOURCE)) ? [new FramePlugin(app)] : [];
}

module.exports = { FramePlugin, framePlugins, FRAME_FILE, FRAME_INFO };
