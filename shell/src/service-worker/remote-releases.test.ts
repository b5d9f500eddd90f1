/** @jest-environment node */
import { currentReleaseFolders, isOutdatedRemoteFile, releaseFileUrls } from './remote-releases';

const version = (v: string, weight: number, name = 'mfe-plans') => ({
  version: v,
  url: `/remotes/${name}/${v}/remoteEntry.js`,
  weight,
});

describe('remote releases precached by the service worker', () => {
  it('takes each domain’s stable version and the canaries with visitors, not the versions left at 0', () => {
    const manifest = {
      remotes: {
        plans: { stable: '0.2.0', versions: [version('0.1.0', 0), version('0.2.0', 90), version('0.3.0', 10)] },
        social: { stable: '1.0.0', versions: [version('1.0.0', 100, 'mfe-social')] },
      },
    };
    expect(currentReleaseFolders(manifest)).toEqual([
      '/remotes/mfe-plans/0.2.0/',
      '/remotes/mfe-plans/0.3.0/',
      '/remotes/mfe-social/1.0.0/',
    ]);
    // A stable version rolled back to keeps its place even at weight 0 in an odd manifest.
    expect(currentReleaseFolders({ remotes: { plans: { stable: '0.1.0', versions: [version('0.1.0', 0)] } } })).toEqual(
      ['/remotes/mfe-plans/0.1.0/'],
    );
    // Entries outside /remotes/<mfe>/<version>/ are not precached.
    expect(
      currentReleaseFolders({
        remotes: { x: { stable: '1', versions: [{ version: '1', url: 'https://cdn/x.js', weight: 100 }] } },
      }),
    ).toEqual([]);
    expect(currentReleaseFolders({ remotes: {} })).toEqual([]);
  });

  it('reads a release list into URLs of its folder, dropping names that would leave it', () => {
    const folder = '/remotes/mfe-plans/0.2.0/';
    expect(releaseFileUrls(folder, { files: ['remoteEntry.js', '412.a1b2c3d4e5.js'] })).toEqual([
      '/remotes/mfe-plans/0.2.0/remoteEntry.js',
      '/remotes/mfe-plans/0.2.0/412.a1b2c3d4e5.js',
    ]);
    expect(releaseFileUrls(folder, { files: ['../0.1.0/main.js', 'a/b.js', 7, 'main.js'] })).toEqual([
      '/remotes/mfe-plans/0.2.0/main.js',
    ]);
    expect(releaseFileUrls(folder, null)).toEqual([]);
    expect(releaseFileUrls(folder, { files: 'main.js' })).toEqual([]);
  });

  it('drops the files of versions no longer given, and only remote files', () => {
    const current = ['/remotes/mfe-plans/0.2.0/', '/remotes/mfe-social/1.0.0/'];
    expect(isOutdatedRemoteFile('/remotes/mfe-plans/0.1.0/412.a1b2c3d4e5.js', current)).toBe(true);
    expect(isOutdatedRemoteFile('/remotes/mfe-plans/0.1.0/remoteEntry.js', current)).toBe(true);
    expect(isOutdatedRemoteFile('/remotes/mfe-plans/0.2.0/remoteEntry.js', current)).toBe(false);
    // 0.2.0 is not 0.2.0-canary: folders end with a slash.
    expect(isOutdatedRemoteFile('/remotes/mfe-plans/0.2.0-canary/main.js', current)).toBe(true);
    expect(isOutdatedRemoteFile('/api/v1/remotes/manifest', current)).toBe(false);
  });
});
