import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultWorkerUser, findNginx, renderNginxConfig } from './nginx-render-lib.mjs';

// The rendered config served by Debian's nginx in front of two stand-in api instances: cache rules per
// file kind, the SPA fallback, security headers on every answer, streams that are not buffered, and
// client addresses that cannot be forged.
const repo = path.resolve(__dirname, '../..');
const nginxBin = findNginx();
const describeNginx = nginxBin ? describe : describe.skip;

interface Upstream {
  server: http.Server;
  port: number;
  seen: { url: string; xff: string | undefined; proto: string | undefined }[];
}

const HASHED_SHELL = '2166.b1a8944285.js';
const HASHED_REMOTE = '861.29ca951d38.js';
const INLINE = 'document.documentElement.lang="en"';
let tmp: string;
let nginx: ChildProcess | undefined;
let base: string;
const upstreams: Upstream[] = [];
let releaseSecondEvent: () => void = () => undefined;

/** nginx cannot listen on port 0: ask the OS for a free port, then hand it over. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function write(file: string, body: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

async function startUpstream(name: string): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      xff: req.headers['x-forwarded-for'] as string | undefined,
      proto: req.headers['x-forwarded-proto'] as string | undefined,
    });
    if (req.url === '/api/v1/notifications/stream') {
      // No X-Accel-Buffering header on purpose: the nginx config alone must keep this stream flowing.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: count\ndata: {"count":1}\n\n');
      releaseSecondEvent = () => res.end('event: count\ndata: {"count":2}\n\n');
      return;
    }
    // A shared page: the api answers index.html with its preview tags; one that does not serve the web, JSON 404.
    if (/^\/(post|plan|activity-detail|profile\/[^/?]+)\/?(\?|$)/.test(req.url ?? '')) {
      if (req.url?.includes('no-web')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"statusCode":404}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(`<!doctype html><meta property="og:url" content="${req.url}"><meta name="x-instance" content="${name}">`);
      return;
    }
    if (req.url === '/api/v1/remotes/manifest') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=5' });
      res.end('{"remotes":{}}');
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-instance': name,
      'content-security-policy': 'default-src *',
    });
    res.end(JSON.stringify({ instance: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port, seen };
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

describeNginx('nginx in front of two api instances', () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-nginx-serve-'));
    const webRoot = path.join(tmp, 'web');
    write(
      path.join(webRoot, 'shell/dist/index.html'),
      `<!doctype html><script>${INLINE}</script><script defer src="/main.js?abc"></script>`,
    );
    write(path.join(webRoot, 'shell/dist/main.js'), 'console.log("shell");'.repeat(200));
    write(path.join(webRoot, `shell/dist/${HASHED_SHELL}`), 'console.log("chunk");'.repeat(200));
    write(path.join(webRoot, 'shell/dist/sw.js'), 'self.addEventListener("fetch", () => {});');
    write(path.join(webRoot, 'shell/dist/manifest.webmanifest'), '{"name":"JAD Travel"}');
    write(path.join(webRoot, 'shell/dist/manifest.ar.webmanifest'), '{"name":"jad"}');
    write(path.join(webRoot, 'releases/manifest.json'), '{"remotes":{}}');
    write(path.join(webRoot, 'releases/remotes/mfe-activities/1.0.0/remoteEntry.js'), 'var mfe_activities;');
    write(path.join(webRoot, `releases/remotes/mfe-activities/1.0.0/${HASHED_REMOTE}`), 'var x;');
    upstreams.push(await startUpstream('a'), await startUpstream('b'));
    const port = await freePort();
    const runtimeDir = path.join(tmp, 'nginx');
    const { confFile } = renderNginxConfig({
      templateDir: path.join(repo, 'nginx'),
      outDir: path.join(runtimeDir, 'conf'),
      runtimeDir,
      webRoot,
      listen: `127.0.0.1:${port}`,
      apiServers: upstreams.map((u) => `127.0.0.1:${u.port}`),
      workerProcesses: 1,
      user: process.getuid?.() === 0 ? defaultWorkerUser(webRoot) : undefined,
    });
    nginx = spawn(nginxBin as string, ['-c', confFile, '-p', runtimeDir, '-g', 'daemon off;'], { stdio: 'inherit' });
    base = `http://127.0.0.1:${port}`;
    await waitForPort(port);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all(upstreams.map((u) => new Promise((resolve) => u.server.close(resolve))));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('index.html and main.js revalidate; hashed chunks are immutable', async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('/main.js?abc');
    expect((await fetch(`${base}/main.js?abc`)).headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/${HASHED_SHELL}`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('application/javascript');
  });

  test('the service worker and the web manifests revalidate; the manifests are manifest+json', async () => {
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    for (const name of ['manifest.webmanifest', 'manifest.ar.webmanifest']) {
      const res = await fetch(`${base}/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
    }
  });

  test('client routes get index.html; a missing script is a 404, not the page', async () => {
    for (const route of ['/', '/activities', '/hotel/abc?checkin=2026-01-01', '/about-us', '/auth/signin', '/feed/']) {
      const res = await fetch(`${base}${route}`);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<!doctype html>');
    }
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  test('any other path answers 404 with index.html (the shell shows its not-found view)', async () => {
    for (const route of ['/nowhere', '/profile/a/b', '/feed/old', '/remotes']) {
      const res = await fetch(`${base}${route}`);
      expect([route, res.status]).toEqual([route, 404]);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain(INLINE);
    }
  });

  test('shared pages come from the api with their preview tags (a dotted username too), index.html without it', async () => {
    for (const route of ['/profile/jane.doe', '/post?post_id=abc', '/plan?pid=p1', '/activity-detail?acid=a1']) {
      const res = await fetch(`${base}${route}`);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await res.text()).toContain(`<meta property="og:url" content="${route}">`);
    }
    const fallback = await fetch(`${base}/post?post_id=no-web`);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toContain(INLINE);
  });

  test('remote entries revalidate, hashed remote chunks are immutable, unknown versions are 404', async () => {
    const entry = await fetch(`${base}/remotes/mfe-activities/1.0.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/remotes/mfe-activities/1.0.0/${HASHED_REMOTE}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/mfe-activities/9.9.9/remoteEntry.js`)).status).toBe(404);
  });

  test('the remote manifest from the api is never cached', async () => {
    const res = await fetch(`${base}/api/v1/remotes/manifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('security headers on pages, assets, api answers and errors; the api cannot weaken the CSP', async () => {
    for (const url of ['/', `/${HASHED_SHELL}`, '/api/v1/anything', '/missing.js']) {
      const res = await fetch(`${base}${url}`);
      const hash = createHash('sha256').update(INLINE).digest('base64');
      expect(res.headers.get('content-security-policy')).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-[^']+';.*frame-ancestors 'none'$/,
      );
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('text is compressed with gzip', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toContain('console.log("shell")');
  });

  test('requests spread over both instances, with the address nginx saw and the scheme', async () => {
    for (const u of upstreams) u.seen.length = 0;
    const instances = new Set<string>();
    for (let i = 0; i < 6; i++) {
      // A forged X-Forwarded-For must not reach the api, or rate limits could be dodged.
      const res = await fetch(`${base}/api/v1/health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      instances.add(((await res.json()) as { instance: string }).instance);
    }
    expect([...instances].sort()).toEqual(['a', 'b']);
    const seen = upstreams.flatMap((u) => u.seen);
    expect(seen.every((s) => s.xff === '127.0.0.1' && s.proto === 'http')).toBe(true);
  });

  test('an event stream reaches the client event by event, not when it ends', async () => {
    const res = await fetch(`${base}/api/v1/notifications/stream`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The upstream holds the stream open until the first event has arrived here: a buffering proxy
    // would never deliver it and this read would time out.
    while (!text.includes('"count":1')) text += decoder.decode((await reader.read()).value);
    expect(text).not.toContain('"count":2');
    releaseSecondEvent();
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
    expect(text).toContain('"count":2');
  });

  test('no instance answering gives the api-shaped 503', async () => {
    const closed = upstreams.map((u) => new Promise((resolve) => u.server.close(resolve)));
    // nginx keeps idle connections to the instances open: drop them so the instances are really gone.
    upstreams.forEach((u) => u.server.closeAllConnections());
    await Promise.all(closed);
    const res = await fetch(`${base}/api/v1/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Something went wrong' });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
