// The inline script that starts a remote's first frame (frame.js) on that remote's pages as soon as the manifest
// has answered, and window.__jadFrame, which the entry scripts wait for.
import type { RemoteManifest } from './manifest';

// CommonJS build tooling (the shell's webpack config uses it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRemoteFrame } = require('../../../build-tools/html-plugins.js') as { startRemoteFrame: () => void };

const frameScripts = (): (string | null)[] =>
  [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function page(path: string, manifest: RemoteManifest | null) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><div id="jad-frame"></div></div>' +
    `<script type="application/json" id="jad-remote-preloads">${JSON.stringify({ segments: { activities: 'activities', 'activity-detail': 'activities', feed: 'social' }, files: {} })}</script>`;
  window.__jadManifest = Promise.resolve(manifest);
  startRemoteFrame();
}

const manifest: RemoteManifest = {
  remotes: {
    activities: {
      stable: '1.0.0',
      versions: [
        {
          version: '1.0.0',
          url: '/remotes/mfe-activities/1.0.0/remoteEntry.js',
          frame: '/remotes/mfe-activities/1.0.0/frame.js',
          framePaths: ['/activities'],
          weight: 50,
        },
        {
          version: '1.1.0',
          url: '/remotes/mfe-activities/1.1.0/remoteEntry.js',
          frame: '/remotes/mfe-activities/1.1.0/frame.js',
          framePaths: ['/activities'],
          weight: 50,
        },
      ],
    },
    social: {
      stable: '2.0.0',
      versions: [{ version: '2.0.0', url: '/remotes/mfe-social/2.0.0/remoteEntry.js', weight: 100 }],
    },
  },
};

afterEach(() => {
  delete window.__jadFrame;
  delete window.__jadManifest;
});

test("on a remote's page, starts the stable version's frame and settles when the frame says it is over", async () => {
  page('/activities', manifest);
  let settled = false;
  void window.__jadFrame?.then(() => (settled = true));
  await flush();
  expect(frameScripts()).toEqual(['/remotes/mfe-activities/1.0.0/frame.js']);
  expect(settled).toBe(false);
  window.dispatchEvent(new Event('jad-frame-done'));
  await flush();
  expect(settled).toBe(true);
});

test('a frame script that fails to load settles it too', async () => {
  page('/activities', manifest);
  await flush();
  document.head.querySelector('script')?.dispatchEvent(new Event('error'));
  await expect(window.__jadFrame).resolves.toBeUndefined();
});

test('a remote without a frame, or no manifest, settles at once and adds nothing', async () => {
  page('/feed', manifest);
  await expect(window.__jadFrame).resolves.toBeUndefined();
  page('/activities', null);
  await expect(window.__jadFrame).resolves.toBeUndefined();
  expect(frameScripts()).toEqual([]);
});

test('a page of the remote its frame does not paint loads no frame and settles at once', async () => {
  page('/activity-detail', manifest);
  await expect(window.__jadFrame).resolves.toBeUndefined();
  expect(frameScripts()).toEqual([]);
});

test("the shell's own pages wait for no frame", () => {
  page('/', manifest);
  expect(window.__jadFrame).toBeUndefined();
});
