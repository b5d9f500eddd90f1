import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCsp,
  checkOrigin,
  defaultWorkerUser,
  findNginx,
  inlineScriptHashes,
  nginxVars,
  optionsFromEnv,
  renderNginxConfig,
  renderTemplate,
  type NginxOptions,
} from './nginx-render-lib.mjs';

// The nginx/ templates render into a config that Debian's nginx accepts (`nginx -t`), with the headers,
// upstream and streaming settings the production front needs.
const repo = path.resolve(__dirname, '../..');
const nginx = findNginx();
const withNginx = nginx ? test : test.skip;
const suffix = nginx ? '' : ' (skipped: nginx not installed)';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-nginx-conf-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function options(name: string, extra: Partial<NginxOptions> = {}): NginxOptions {
  const runtimeDir = path.join(tmp, name);
  const webRoot = extra.webRoot ?? repo;
  return {
    templateDir: path.join(repo, 'nginx'),
    outDir: path.join(runtimeDir, 'conf'),
    runtimeDir,
    webRoot,
    // Started by root, nginx needs a worker user that can read the web root.
    user: process.getuid?.() === 0 ? defaultWorkerUser(webRoot) : undefined,
    ...extra,
  };
}

function nginxTest(confFile: string, runtimeDir: string) {
  return spawnSync(nginx as string, ['-t', '-c', confFile, '-p', runtimeDir], { encoding: 'utf8' });
}

describe('templates', () => {
  test('only ${JAD_…} placeholders are replaced, and a missing value is an error', () => {
    expect(renderTemplate('root ${JAD_WEB_ROOT}; try_files $uri ${uri}/;', { JAD_WEB_ROOT: '/srv' })).toBe(
      'root /srv; try_files $uri ${uri}/;',
    );
    expect(() => renderTemplate('listen ${JAD_LISTEN_TYPO};', {}, 'site.conf')).toThrow(
      'site.conf: no value for ${JAD_LISTEN_TYPO}',
    );
  });

  test('every placeholder of every template has a value', () => {
    const { confFile } = renderNginxConfig(options('all-placeholders'));
    const outDir = path.dirname(confFile);
    const files = ['nginx.conf', 'conf.d/jad-site.conf', 'conf.d/jad-upstream.conf', 'snippets/security-headers.conf'];
    for (const file of files) expect(fs.readFileSync(path.join(outDir, file), 'utf8')).not.toMatch(/\$\{JAD_/);
  });

  test('the upstream lists every api instance and keeps connections alive', () => {
    const { confFile } = renderNginxConfig(
      options('upstream', { apiServers: ['127.0.0.1:9001', '127.0.0.1:9002', '10.0.0.5:8080'] }),
    );
    const upstream = fs.readFileSync(path.join(path.dirname(confFile), 'conf.d/jad-upstream.conf'), 'utf8');
    expect(upstream.match(/^\s*server \S+/gm)?.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:9001',
      'server 127.0.0.1:9002',
      'server 10.0.0.5:8080',
    ]);
    expect(upstream).toMatch(/keepalive \d+;/);
  });

  test('the notification stream is not buffered and may stay open for long', () => {
    const { confFile } = renderNginxConfig(options('sse'));
    const site = fs.readFileSync(path.join(path.dirname(confFile), 'conf.d/jad-site.conf'), 'utf8');
    const block = site.slice(
      site.indexOf('location = /api/v1/notifications/stream'),
      site.indexOf('}', site.indexOf('location = /api/v1/notifications/stream')),
    );
    expect(block).toContain('proxy_buffering off;');
    expect(block).toMatch(/proxy_read_timeout 1h;/);
    expect(block).toContain('gzip off;');
  });

  test('bad values are refused before they reach a config file', () => {
    expect(() => nginxVars(options('bad-1', { apiServers: ['127.0.0.1'] }))).toThrow('host:port');
    expect(() => nginxVars(options('bad-2', { apiServers: [] }))).toThrow('at least one');
    expect(() => nginxVars({ ...options('bad-3'), webRoot: 'relative/path' })).toThrow('absolute');
    expect(() => nginxVars({ ...options('bad-4'), webRoot: '/srv/a b' })).toThrow('spaces');
    expect(() => nginxVars(options('bad-5', { listen: '8180; include /etc/passwd' }))).toThrow('listen');
  });

  test('the environment sets the options, lists split on commas or spaces', () => {
    const o = optionsFromEnv(
      {
        JAD_API_SERVERS: '127.0.0.1:1,127.0.0.1:2 127.0.0.1:3',
        JAD_REMOTE_ORIGINS: 'https://cdn.example.com',
        JAD_NGINX_LISTEN: '0.0.0.0:80',
        JAD_HSTS_MAX_AGE: '60',
      },
      options('env'),
    );
    expect(o.apiServers).toEqual(['127.0.0.1:1', '127.0.0.1:2', '127.0.0.1:3']);
    expect(o.remoteOrigins).toEqual(['https://cdn.example.com']);
    expect(o.listen).toBe('0.0.0.0:80');
    expect(o.hstsMaxAge).toBe(60);
  });

  test('the map tile origin (MAP_TILES_URL images, MAP_PMTILES_URL fetches) is opened as the api opens it', () => {
    const raster = optionsFromEnv({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, options('tiles-1'));
    expect(raster.imgOrigins).toEqual(['https://tiles.example.com']);
    expect(raster.connectOrigins).toEqual([]);
    const vector = optionsFromEnv(
      { MAP_PMTILES_URL: 'https://maps.example.net:8443/dubai.pmtiles', JAD_CSP_CONNECT_ORIGINS: 'https://x.example' },
      options('tiles-2'),
    );
    expect(vector.connectOrigins).toEqual(['https://x.example', 'https://maps.example.net:8443']);
    expect(optionsFromEnv({ MAP_PMTILES_URL: '/maps/dubai.pmtiles' }, options('tiles-3')).connectOrigins).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  test('same origin by default: scripts only from self, no framing', () => {
    const csp = buildCsp();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test("the remotes' origins are allowed for scripts and fetches, and nothing else is", () => {
    const csp = buildCsp({ remoteOrigins: ['https://remotes.example.com', 'https://cdn.example.net:8443'] });
    expect(csp).toContain("script-src 'self' https://remotes.example.com https://cdn.example.net:8443;");
    expect(csp).toContain("connect-src 'self' https://remotes.example.com https://cdn.example.net:8443;");
    expect(csp).toContain("default-src 'self';");
  });

  test('Stripe.js may load, call its api and frame its card fields only with a publishable key', () => {
    expect(buildCsp()).not.toContain('stripe');
    const csp = buildCsp({ stripe: true });
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(optionsFromEnv({ PAYMENTS_PUBLISHABLE_KEY: 'pk_test_x' }, options('stripe-1')).stripe).toBe(true);
    expect(optionsFromEnv({}, options('stripe-2')).stripe).toBe(false);
  });

  test("the shell's inline scripts are allowed by hash, external scripts need no hash", () => {
    const html =
      '<html><head><script>document.documentElement.dir="rtl"</script><script defer src=/main.js?1></script><script type="module">1</script></head></html>';
    // sha256 of the exact text between the tags, base64 (what browsers compare).
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-nJq5f3DpmFd0/y8fkCLd4B65Xb6rMigJK3zwTjYeTHY='",
      "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
    ]);
    const csp = buildCsp({ scriptHashes: inlineScriptHashes(html), remoteOrigins: ['https://remotes.example.com'] });
    expect(csp).toContain(
      "script-src 'self' 'sha256-nJq5f3DpmFd0/y8fkCLd4B65Xb6rMigJK3zwTjYeTHY=' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s=' https://remotes.example.com;",
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(() => buildCsp({ scriptHashes: ["'unsafe-inline'"] })).toThrow('not a CSP hash');
  });

  test('the rendered CSP carries the hashes of the index.html it serves', () => {
    const webRoot = path.join(tmp, 'web-inline');
    fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell/dist/index.html'),
      '<script>boot()</script><script defer src=/main.js></script>',
    );
    const { vars } = renderNginxConfig(options('csp-hash', { webRoot }));
    expect(vars.JAD_CSP).toContain(`script-src 'self' ${inlineScriptHashes('<script>boot()</script>')[0]};`);
  });

  test('an origin that would inject directives is refused', () => {
    expect(() => checkOrigin("https://x.example; script-src 'unsafe-eval'")).toThrow('not an origin');
    expect(() => checkOrigin('https://x.example/path')).toThrow('not an origin');
    expect(() => checkOrigin('javascript:alert(1)')).toThrow('not an origin');
    expect(checkOrigin('https://*.example.com')).toBe('https://*.example.com');
  });

  test('the rendered header carries the configured origins', () => {
    const { confFile } = renderNginxConfig(options('csp', { remoteOrigins: ['https://remotes.example.com'] }));
    const headers = fs.readFileSync(path.join(path.dirname(confFile), 'snippets/security-headers.conf'), 'utf8');
    // With a shell build in the web root the hash of its inline script sits between 'self' and the origins.
    expect(headers).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')* https:\/\/remotes\.example\.com;/);
    expect(headers).toMatch(/Strict-Transport-Security "max-age=31536000; includeSubDomains" always/);
    expect(headers).toMatch(/Referrer-Policy "strict-origin-when-cross-origin" always/);
    expect(headers).toMatch(/X-Content-Type-Options "nosniff" always/);
  });
});

describe(`nginx -t${suffix}`, () => {
  withNginx('accepts the default rendering', () => {
    const o = options('nginx-t-default');
    const result = nginxTest(renderNginxConfig(o).confFile, o.runtimeDir);
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  withNginx('accepts a rendering with remote origins, a load balancer in front and three instances', () => {
    const o = options('nginx-t-options', {
      remoteOrigins: ['https://remotes.example.com'],
      realIpFrom: ['10.0.0.0/8'],
      apiServers: ['127.0.0.1:9001', '127.0.0.1:9002', '127.0.0.1:9003'],
      listen: '0.0.0.0:8080',
    });
    const result = nginxTest(renderNginxConfig(o).confFile, o.runtimeDir);
    expect(result.stderr).toContain('test is successful');
  });

  const openssl = spawnSync('openssl', ['version']).status === 0;
  (nginx && openssl ? test : test.skip)(
    `accepts a TLS rendering${openssl ? '' : ' (skipped: openssl not installed)'}`,
    () => {
      const certDir = path.join(tmp, 'tls');
      fs.mkdirSync(certDir, { recursive: true });
      const cert = path.join(certDir, 'cert.pem');
      const key = path.join(certDir, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const o = options('nginx-t-tls', { tls: { cert, key }, listen: '127.0.0.1:8443' });
      const result = nginxTest(renderNginxConfig(o).confFile, o.runtimeDir);
      expect(result.stderr).toContain('test is successful');
    },
  );

  withNginx('refuses a broken config (the check can fail)', () => {
    const o = options('nginx-t-broken');
    const { confFile } = renderNginxConfig(o);
    fs.appendFileSync(path.join(path.dirname(confFile), 'conf.d/jad-site.conf'), '\nserver { listen ; }\n');
    expect(nginxTest(confFile, o.runtimeDir).status).not.toBe(0);
  });
});
