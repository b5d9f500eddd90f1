// Builds a remote's first frame (src/frame/index.ts, see shared-ui/src/frame/index.ts) into frame.js beside its
// remoteEntry.js: one small classic script, bundled by esbuild on its own, outside the federation (it runs before
// the shell and must not pull React or MUI). Beside it frame.json names the pages it paints (src/frame/paths.json),
// so index.html loads it, and holds the app for it, on those pages only. The release records both in the manifest
// (scripts/release-lib.mjs). With src/frame-template.tsx the frame's markup and CSS are the page's own components
// rendered here in Node (shared-ui/src/frame/template.tsx): one frame-<page>-<lang>-<theme>-<width>.json per page
// (the template module's FRAME_PAGES) and variant beside frame.js, which fetches the visitor's one.
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const FRAME_SOURCE = 'src/frame/index.ts';
const FRAME_PATHS = 'src/frame/paths.json';
const FRAME_TEMPLATE = 'src/frame-template.tsx';
const FRAME_FILE = 'frame.js';
const FRAME_INFO = 'frame.json';

/** Every variant a visitor can land in (shared-ui/src/frame/variants.ts). */
const VARIANTS = ['en', 'ar'].flatMap((lang) =>
  [false, true].flatMap((dark) => [false, true].map((wide) => ({ lang, dark, wide }))),
);
// As shared-ui/src/frame/variants.ts frameTemplateFile.
const templateFile = (page, v) =>
  `frame-${page}-${v.lang}-${v.dark ? 'dark' : 'light'}-${v.wide ? 'wide' : 'narrow'}.json`;

/**
 * Renders the app's frame templates ({ file: template JSON }): its template script bundled for Node (React, MUI and
 * all, in production mode), run once per variant, each in a process of its own that prints that variant's templates.
 */
function renderTemplates(entry, dir) {
  const { buildSync } = require('esbuild');
  const result = buildSync({
    // The template module's default export names the parts (shared-ui/src/frame/template.tsx).
    stdin: {
      contents:
        "import { renderFrameTemplates } from '@jad/shared-ui/frame-template';\n" +
        `import parts, { FRAME_PAGES } from ${JSON.stringify(entry)};\nvoid renderFrameTemplates(parts, FRAME_PAGES);\n`,
      resolveDir: dir,
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    legalComments: 'none',
    logLevel: 'silent',
    absWorkingDir: dir,
  });
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frame-template-')), 'template.cjs');
  fs.writeFileSync(script, result.outputFiles[0].contents);
  try {
    return Object.fromEntries(
      VARIANTS.flatMap((variant) => {
        const templates = JSON.parse(
          execFileSync(process.execPath, [script], {
            cwd: dir,
            env: { ...process.env, NODE_ENV: 'production', FRAME_VARIANT: JSON.stringify(variant) },
            maxBuffer: 64 * 1024 * 1024,
          }).toString('utf8'),
        );
        return Object.entries(templates).map(([page, template]) => [
          templateFile(page, variant),
          JSON.stringify(template),
        ]);
      }),
    );
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

class FramePlugin {
  /** @param {{ dir: string }} app */
  constructor(app) {
    this.entry = path.join(app.dir, FRAME_SOURCE);
    this.paths = path.join(app.dir, FRAME_PATHS);
    this.template = path.join(app.dir, FRAME_TEMPLATE);
    this.dir = app.dir;
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
          if (fs.existsSync(this.template)) {
            for (const [file, template] of Object.entries(renderTemplates(this.template, this.dir)))
              compilation.emitAsset(file, new sources.RawSource(template));
          }
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
