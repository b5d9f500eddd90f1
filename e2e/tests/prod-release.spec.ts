import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// A remote's own pipeline (scripts/prod/pipeline.sh) releases a new mfe-activities at weight 100 into the web
// root nginx serves: the next page load shows it without rebuilding or touching the shell or the other
// remotes, and a rollback is just as immediate, in the same browser with its cache.
const repo = path.resolve(__dirname, '../..');
const adminUrl = process.env.JAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CANARY = '9.9.1-canary';

test.describe.configure({ mode: 'serial' });

let runtimeDir = '';
let webRoot = '';
let env: NodeJS.ProcessEnv = {};
let url = '';

const nginxInstalled = () =>
  ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))].some((p) =>
    fs.existsSync(p),
  );

async function reachable(target: string): Promise<boolean> {
  const u = new URL(target);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 5432), u.hostname, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: repo,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed:\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** Every file of the shell and of the remotes other than activities, with its size and modification time. */
function untouchedFiles(): string {
  const list = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return full.includes(`${path.sep}mfe-activities`) ? [] : list(full);
      const st = fs.statSync(full);
      return [`${path.relative(webRoot, full)} ${st.size} ${st.mtimeMs}`];
    });
  return [...list(path.join(webRoot, 'shell/dist')), ...list(path.join(webRoot, 'releases/remotes'))].sort().join('\n');
}

const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(webRoot, 'releases/manifest.json'), 'utf8')) as {
    remotes: Record<string, { stable: string }>;
  };

/** The version of the activities remote the page mounted; a version that failed and fell back says so. */
async function activitiesVersion(page: Page): Promise<string | null> {
  await page.goto(`${url}/activities`);
  const outlet = page.locator('[data-remote="activities"][data-version]');
  await expect(outlet).toBeVisible();
  const version = await outlet.getAttribute('data-version');
  // The shell falls back to the stable version when the chosen one fails to load or mount (for example a
  // remote built against shared modules that this shell build does not provide).
  return (await outlet.getAttribute('data-fell-back')) === 'true' ? `${version} (fell back)` : version;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  test.skip(!nginxInstalled(), 'nginx is not installed (Debian: apt-get install -y nginx)');
  test.skip(!(await reachable(adminUrl)), `PostgreSQL is not reachable at ${new URL(adminUrl).host}`);
  runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-prod-release-'));
  // A web root of its own: releases here change nobody else's manifest.
  webRoot = path.join(runtimeDir, 'web');
  // JAD_SHELL_DIST: another shell build to serve (the checkout's shell/dist by default).
  fs.cpSync(process.env.JAD_SHELL_DIST ?? path.join(repo, 'shell/dist'), path.join(webRoot, 'shell/dist'), {
    recursive: true,
  });
  fs.cpSync(path.join(repo, 'releases'), path.join(webRoot, 'releases'), { recursive: true });
  const [port, a, b] = [await freePort(), await freePort(), await freePort()];
  env = {
    ...process.env,
    JAD_PROD_DIR: path.join(runtimeDir, 'prod'),
    JAD_PROD_PORT: String(port),
    JAD_API_PORTS: `${a},${b}`,
    JAD_PROD_DB: 'jad_prod_release',
    JAD_PG_ADMIN_URL: adminUrl,
    JAD_WEB_ROOT: webRoot,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  fs.mkdirSync(env.JAD_PROD_DIR as string, { recursive: true });
  const state = JSON.parse(
    run(process.execPath, [path.join(repo, 'scripts/prod/topology.mjs'), 'start', '--fresh'])
      .trim()
      .split('\n')
      .pop() as string,
  ) as { url: string };
  url = state.url;
});

test.afterAll(() => {
  if (!runtimeDir) return;
  try {
    run(process.execPath, [path.join(repo, 'scripts/prod/topology.mjs'), 'stop', '--drop-db']);
  } finally {
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  }
});

test('a canary released by its pipeline at weight 100 is served at once, and a rollback too', async ({ page }) => {
  test.setTimeout(300_000);
  const stable = manifest().remotes.activities!.stable;
  const otherStables = Object.fromEntries(
    Object.entries(manifest().remotes)
      .filter(([d]) => d !== 'activities')
      .map(([d, r]) => [d, r.stable]),
  );
  expect(await activitiesVersion(page)).toBe(stable);
  const before = untouchedFiles();

  const entries: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/remoteEntry.js'))
      entries.push(`${new URL(r.url()).pathname} ${r.headers()['cache-control']}`);
  });
  run(
    'bash',
    [
      path.join(repo, 'scripts/prod/pipeline.sh'),
      'mfe-activities',
      '--steps',
      'build,release',
      '--version',
      CANARY,
      '--weight',
      '100',
      '--web-root',
      webRoot,
    ],
    { JAD_BUILD_LABEL: 'canary' },
  );

  // Same browser, same cache: the manifest and the remote entry are revalidated, so the canary shows now.
  expect(await activitiesVersion(page)).toBe(CANARY);
  expect(entries).toContain(`/remotes/mfe-activities/${CANARY}/remoteEntry.js no-cache`);
  expect(untouchedFiles()).toBe(before);
  expect(
    Object.fromEntries(
      Object.entries(manifest().remotes)
        .filter(([d]) => d !== 'activities')
        .map(([d, r]) => [d, r.stable]),
    ),
  ).toEqual(otherStables);

  run('bash', [path.join(repo, 'scripts/prod/pipeline.sh'), 'mfe-activities', '--rollback', '--web-root', webRoot]);
  expect(await activitiesVersion(page)).toBe(stable);
  expect(untouchedFiles()).toBe(before);
});
