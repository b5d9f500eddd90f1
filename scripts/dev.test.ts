import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, devManifest } from './dev.mjs';

const repo = path.resolve(__dirname, '..');

test('npm run dev starts every remote on the port of its own webpack config', () => {
  const packages = fs.readdirSync(repo).filter((d) => d.startsWith('mfe-'));
  expect(REMOTES.map((r) => r.name).sort()).toEqual(packages.sort());
  for (const r of REMOTES) {
    const config = fs.readFileSync(path.join(repo, r.name, 'webpack.config.js'), 'utf8');
    expect(config).toContain(`port: ${r.port},`);
  }
});

test("the dev manifest points each domain of the shell at its remote's dev server, through the shell's proxy", () => {
  const domains = Object.keys(
    JSON.parse(fs.readFileSync(path.join(repo, 'shell/src/app/domain-routes.json'), 'utf8')) as object,
  );
  const manifest = devManifest();
  expect(Object.keys(manifest.remotes).sort()).toEqual(domains.sort());
  expect(manifest.remotes.hotels).toEqual({
    stable: 'dev',
    versions: [{ version: 'dev', url: '/remotes/mfe-hotels/dev/remoteEntry.js', weight: 100 }],
  });
});
