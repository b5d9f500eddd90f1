// Publishing remotes: a release copies one remote's build to releases/remotes/<name>/<version>/ and updates
// releases/manifest.json atomically (write a temp file, then rename), never touching the shell or other remotes.
import fs from 'node:fs';
import path from 'node:path';

export const DOMAIN_OF = {
  'mfe-hotels': 'hotels',
  'mfe-social': 'social',
  'mfe-plans': 'plans',
  'mfe-activities': 'activities',
  'mfe-account': 'account',
};

export function readManifest(file) {
  if (!fs.existsSync(file)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function writeManifestAtomically(file, manifest) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(manifest, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** The release's list for the shell's service worker to precache: every script, not maps or compressed copies. */
export const PRECACHE_FILE = 'precache.json';

/**
 * The scripts of a build, remoteEntry.js first. The remotes' shared modules come from the shell (their fallbacks
 * throw), so these are the remote's own code only: with the list, a page never opened online still opens offline.
 */
export function precacheList(dir) {
  const scripts = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js');
  return { files: ['remoteEntry.js', ...scripts.sort()] };
}

/** Copies a build into its versioned folder through a temp folder, so a half-copied release is never served. */
export function publishBuild(distDir, targetDir) {
  if (!fs.existsSync(path.join(distDir, 'remoteEntry.js')))
    throw new Error(`${distDir} has no remoteEntry.js: build the remote first`);
  const tmp = `${targetDir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(targetDir), { recursive: true });
  fs.cpSync(distDir, tmp, { recursive: true });
  fs.writeFileSync(path.join(tmp, PRECACHE_FILE), `${JSON.stringify(precacheList(tmp), null, 2)}\n`);
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.renameSync(tmp, targetDir);
}

/**
 * Adds or updates a version of a domain. `weight` is the share of visitors (0–100) for this version; the stable
 * version gets the rest and any other version 0. `stable: true` makes it the stable version at 100.
 */
export function withRelease(manifest, { domain, name, version, weight, stable, framePaths }) {
  const next = structuredClone(manifest);
  const entry = next.remotes[domain] ?? { stable: version, versions: [] };
  const url = `/remotes/${name}/${version}/remoteEntry.js`;
  const versions = entry.versions.filter((v) => v.version !== version);
  // A build with a first frame (frame.js, shared-ui/mf/frame-plugin.js) names it and the pages it paints, for
  // index.html to start it early on those pages.
  const frame = framePaths ? { frame: `/remotes/${name}/${version}/frame.js`, framePaths } : {};
  versions.push({ version, url, ...frame, weight: 0 });
  const makeStable = stable || !entry.versions.length;
  const stableVersion = makeStable ? version : entry.stable;
  const share = makeStable ? 100 : Math.max(0, Math.min(100, weight ?? 0));
  for (const v of versions) {
    if (v.version === version) v.weight = share;
    else if (v.version === stableVersion) v.weight = 100 - share;
    else v.weight = 0;
  }
  next.remotes[domain] = { stable: stableVersion, versions };
  return next;
}

/** Sends every visitor of a domain back to a version (default: the stable one). */
export function withRollback(manifest, { domain, to }) {
  const next = structuredClone(manifest);
  const entry = next.remotes[domain];
  if (!entry) throw new Error(`no releases for ${domain}`);
  const target = to ?? entry.stable;
  if (!entry.versions.some((v) => v.version === target)) throw new Error(`${domain} has no version ${target}`);
  entry.stable = target;
  for (const v of entry.versions) v.weight = v.version === target ? 100 : 0;
  return next;
}

export function parseArgs(argv) {
  const args = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=');
      if (v !== undefined) args[k] = v;
      else if (argv[i + 1] && !argv[i + 1].startsWith('--')) args[k] = argv[++i];
      else args[k] = true;
    } else args._.push(a);
  }
  return args;
}
