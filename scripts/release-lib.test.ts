import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PRECACHE_FILE,
  publishBuild,
  readManifest,
  withRelease,
  withRollback,
  writeManifestAtomically,
} from './release-lib.mjs';

const base = { domain: 'activities', name: 'mfe-activities' };

test('the first release of a domain becomes stable at 100', () => {
  const m = withRelease({ remotes: {} }, { ...base, version: '1.0.0' });
  expect(m.remotes.activities).toEqual({
    stable: '1.0.0',
    versions: [{ version: '1.0.0', url: '/remotes/mfe-activities/1.0.0/remoteEntry.js', weight: 100 }],
  });
});

test('a canary takes its weight from the stable version and leaves other domains alone', () => {
  let m = withRelease({ remotes: { hotels: { stable: '2.0.0', versions: [] } } }, { ...base, version: '1.0.0' });
  m = withRelease(m, { ...base, version: '1.1.0', weight: 10 });
  expect(m.remotes.activities!.stable).toBe('1.0.0');
  expect(m.remotes.activities!.versions.map((v: { version: string; weight: number }) => [v.version, v.weight])).toEqual(
    [
      ['1.0.0', 90],
      ['1.1.0', 10],
    ],
  );
  expect(m.remotes.hotels).toEqual({ stable: '2.0.0', versions: [] });
});

test('a build with a first frame names its frame.js beside its remoteEntry.js and the pages it paints', () => {
  const m = withRelease({ remotes: {} }, { ...base, version: '1.2.0', framePaths: ['/activities'] });
  expect(m.remotes.activities!.versions[0]).toEqual({
    version: '1.2.0',
    url: '/remotes/mfe-activities/1.2.0/remoteEntry.js',
    frame: '/remotes/mfe-activities/1.2.0/frame.js',
    framePaths: ['/activities'],
    weight: 100,
  });
});

test('rollback sends everyone to the stable version; --to promotes another', () => {
  let m = withRelease({ remotes: {} }, { ...base, version: '1.0.0' });
  m = withRelease(m, { ...base, version: '1.1.0', weight: 100 });
  const back = withRollback(m, { domain: 'activities' });
  expect(back.remotes.activities!.versions.map((v: { weight: number }) => v.weight)).toEqual([100, 0]);
  const forward = withRollback(m, { domain: 'activities', to: '1.1.0' });
  expect(forward.remotes.activities!.stable).toBe('1.1.0');
  expect(() => withRollback(m, { domain: 'activities', to: '9.9.9' })).toThrow(/no version/);
});

test('publishing copies a build into its version folder and the manifest is replaced whole', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-release-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
  for (const f of [
    '412.a1b2c3d4e5.js',
    '412.a1b2c3d4e5.js.gz',
    '412.a1b2c3d4e5.js.map',
    '7.0f0f0f0f0f.js',
    'frame-en.json',
  ])
    fs.writeFileSync(path.join(dist, f), 'x');
  publishBuild(dist, path.join(dir, 'releases/remotes/mfe-activities/1.0.0'));
  expect(fs.readFileSync(path.join(dir, 'releases/remotes/mfe-activities/1.0.0/remoteEntry.js'), 'utf8')).toBe(
    '/* entry */',
  );
  // The service worker's precache list: the release's scripts, entry first.
  const list = JSON.parse(
    fs.readFileSync(path.join(dir, 'releases/remotes/mfe-activities/1.0.0', PRECACHE_FILE), 'utf8'),
  ) as { files: string[] };
  expect(list.files).toEqual(['remoteEntry.js', '412.a1b2c3d4e5.js', '7.0f0f0f0f0f.js']);
  const file = path.join(dir, 'releases/manifest.json');
  writeManifestAtomically(file, withRelease(readManifest(file), { ...base, version: '1.0.0' }));
  expect(readManifest(file).remotes.activities!.stable).toBe('1.0.0');
  expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  expect(() => publishBuild(path.join(dir, 'missing'), path.join(dir, 'x'))).toThrow(/no remoteEntry/);
});
