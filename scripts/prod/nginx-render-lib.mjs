// Renders the nginx/ templates into a folder nginx can run from. Only ${JAD_…} placeholders are replaced
// (nginx's own $variables are left alone), and a placeholder without a value is an error, so a typo
// never ships a half-rendered config. No import.meta here: jest loads this file as CommonJS.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_LISTEN = '127.0.0.1:8180';
export const DEFAULT_API_SERVERS = ['127.0.0.1:8181', '127.0.0.1:8182'];
export const HSTS_ONE_YEAR = 31_536_000;
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const HOST_PORT = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+):\d{1,5}$/i;
const LISTEN = /^((\[[0-9a-f:]+\]|[0-9.]+|[a-z0-9.-]+):)?\d{1,5}$/i;
const CIDR = /^([0-9.]+|[0-9a-f:]+)(\/\d{1,3})?$/i;
const WORD = /^[a-z_][a-z0-9_.-]*$/i;

/** A CSP source list entry must be a bare origin: anything else could smuggle directives into the header. */
export function checkOrigin(origin) {
  if (!ORIGIN.test(origin)) throw new Error(`not an origin (scheme://host[:port]): ${origin}`);
  return origin.replace(/\/$/, '');
}

/** Splits "a, b c" (comma or space separated, as environment variables hold lists). */
export function splitList(value) {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * CSP hashes ('sha256-…') of the inline scripts of a page (the shell's index.html sets lang, dir and the
 * colour scheme before the first paint): those run, any other inline script does not.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${m[1]}`) || m[2] === '') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy: the page's own origin plus the origins remotes are served from (scripts
 * and their chunks, and the fetches the federation runtime makes), and the hashes of the shell's own
 * inline scripts. Styles allow inline because emotion (MUI) injects <style> tags at run time.
 */
// Stripe.js and its frames, as Stripe documents (https://docs.stripe.com/security/guide#content-security-policy); only
// with a publishable key (PAYMENTS_PUBLISHABLE_KEY), as the api's own CSP (api/src/plugins/security-headers.ts).
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

export function buildCsp({
  remoteOrigins = [],
  imgOrigins = [],
  connectOrigins = [],
  scriptHashes = [],
  stripe = false,
} = {}) {
  const remotes = remoteOrigins.map(checkOrigin);
  for (const h of scriptHashes) if (!/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(h)) throw new Error(`not a CSP hash: ${h}`);
  const list = (...parts) => parts.flat().filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptHashes, remotes, stripe && STRIPE.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', imgOrigins.map(checkOrigin))}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes, connectOrigins.map(checkOrigin), stripe && STRIPE.connect)}`,
    ...(stripe ? [`frame-src ${list(STRIPE.frame)}`] : []),
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The user nginx's workers run as when started by root: the owner of the web root, so they can read it. */
export function defaultWorkerUser(webRoot, passwdFile = '/etc/passwd') {
  const uid = fs.statSync(webRoot).uid;
  const line = fs
    .readFileSync(passwdFile, 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(uid));
  if (!line) throw new Error(`no user with uid ${uid} (owner of ${webRoot}); set JAD_NGINX_USER`);
  return line.split(':')[0];
}

/** Replaces ${JAD_NAME} placeholders; throws on one without a value. */
export function renderTemplate(text, vars, file = 'template') {
  return text.replace(/\$\{(JAD_[A-Z0-9_]+)\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`${file}: no value for \${${name}}`);
    return vars[name];
  });
}

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.name.endsWith('.md') ? [] : [path.relative(base, full)];
  });
}

function shellInlineScriptHashes(webRoot) {
  const index = path.join(webRoot, 'shell/dist/index.html');
  return fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}

/**
 * An anchored nginx regex matching the paths of react-router-like patterns ('/feed', '/profile/:username',
 * '/hotels/*'), as shared-ui's matchesRoutePattern does: ':x' one segment, a final '*' one or more, a trailing slash.
 */
export function routesRegex(patterns) {
  if (!patterns.length) throw new Error('no routes');
  const one = (pattern) => {
    if (!/^\/[A-Za-z0-9/:_*.-]*$/.test(pattern)) throw new Error(`not a route pattern: ${pattern}`);
    if (pattern === '/') return '/';
    return pattern
      .split('/')
      .map((seg) => (seg === '*' ? '.+' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.]/g, '\\.')))
      .join('/');
  };
  return `^(?:${[...new Set(patterns.map(one))].join('|')})/?$`;
}

/**
 * The app's routes (the shell's pages and each remote's, shell/src/app/*.json, as the api reads them) and the shared
 * pages whose index.html the api fills with preview tags (api/src/plugins/share-preview/preview-routes.json).
 */
export function appRoutes(repoDir) {
  const read = (rel) => JSON.parse(fs.readFileSync(path.join(repoDir, rel), 'utf8'));
  return {
    client: [
      ...Object.keys(read('shell/src/app/shell-pages.json')),
      ...Object.values(read('shell/src/app/domain-routes.json')).flat(),
    ],
    preview: read('api/src/plugins/share-preview/preview-routes.json'),
  };
}

/** The placeholder values for a set of options (see renderNginxConfig). */
export function nginxVars(options) {
  const {
    outDir,
    runtimeDir,
    webRoot,
    listen = DEFAULT_LISTEN,
    serverName = '_',
    apiServers = DEFAULT_API_SERVERS,
    remoteOrigins = [],
    imgOrigins = [],
    connectOrigins = [],
    stripe = false,
    hstsMaxAge = HSTS_ONE_YEAR,
    user,
    workerProcesses = 'auto',
    tls,
    realIpFrom = [],
    brotliModulesDir,
    repoDir = path.resolve(options.templateDir ?? path.join(webRoot, 'nginx'), '..'),
  } = options;
  const routes = appRoutes(repoDir);
  for (const [name, value] of Object.entries({ outDir, runtimeDir, webRoot })) {
    if (!value || !path.isAbsolute(value)) throw new Error(`${name} must be an absolute path, got ${value}`);
    // A quote, brace or semicolon in a path would end the directive early.
    if (/[\s;{}'"]/.test(value))
      throw new Error(`${name} must not contain spaces, quotes, braces or semicolons: ${value}`);
  }
  if (!LISTEN.test(String(listen))) throw new Error(`listen must be [host:]port, got ${listen}`);
  if (!apiServers.length) throw new Error('at least one api server is needed');
  for (const s of apiServers) if (!HOST_PORT.test(s)) throw new Error(`api server must be host:port, got ${s}`);
  for (const c of realIpFrom) if (!CIDR.test(c)) throw new Error(`real ip source must be an address or CIDR, got ${c}`);
  if (user !== undefined && !user.split(/\s+/).every((w) => WORD.test(w))) throw new Error(`bad nginx user: ${user}`);
  if (!Number.isInteger(hstsMaxAge) || hstsMaxAge < 0) throw new Error(`hstsMaxAge must be a whole number of seconds`);
  if (tls && !(tls.cert && tls.key)) throw new Error('tls needs both cert and key');

  const brotli =
    brotliModulesDir !== undefined && BROTLI_MODULES.every((m) => fs.existsSync(path.join(brotliModulesDir, m)));
  return {
    JAD_CONF_DIR: outDir,
    JAD_RUNTIME_DIR: runtimeDir,
    JAD_WEB_ROOT: webRoot,
    JAD_WORKER_PROCESSES: String(workerProcesses),
    JAD_USER_DIRECTIVE: user ? `user ${user};` : '# user: the one that starts nginx',
    JAD_LOAD_MODULES: brotli
      ? BROTLI_MODULES.map((m) => `load_module ${path.join(brotliModulesDir, m)};`).join('\n')
      : '# brotli: Debian module libnginx-mod-http-brotli-filter not installed (gzip only)',
    JAD_BROTLI_INCLUDE: brotli ? `include ${outDir}/snippets/brotli.conf;` : '# brotli off',
    JAD_LISTEN_DIRECTIVE: `listen ${listen}${tls ? ' ssl http2' : ''};`,
    JAD_SERVER_NAME: serverName,
    JAD_TLS_DIRECTIVES: tls
      ? [
          `ssl_certificate ${tls.cert};`,
          `ssl_certificate_key ${tls.key};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
          'ssl_session_cache shared:jad_tls:10m;',
        ].join('\n  ')
      : '# plain HTTP: TLS ends in front of nginx (or set JAD_TLS_CERT and JAD_TLS_KEY)',
    JAD_REAL_IP_DIRECTIVES: realIpFrom.length
      ? [
          ...realIpFrom.map((c) => `set_real_ip_from ${c};`),
          'real_ip_header X-Forwarded-For;',
          'real_ip_recursive on;',
        ].join('\n  ')
      : '# no load balancer in front: $remote_addr is the client',
    JAD_API_SERVERS: apiServers.map((s) => `  server ${s} max_fails=3 fail_timeout=10s;`).join('\n'),
    // Hashed when the config is rendered: re-render (and reload nginx) after deploying a new shell build.
    JAD_CSP: buildCsp({
      remoteOrigins,
      imgOrigins,
      connectOrigins,
      stripe,
      scriptHashes: shellInlineScriptHashes(webRoot),
    }),
    JAD_HSTS: `max-age=${hstsMaxAge}; includeSubDomains`,
    JAD_CLIENT_ROUTES: routesRegex(routes.client),
    JAD_PREVIEW_ROUTES: routesRegex(routes.preview),
  };
}

/**
 * Renders every file of templateDir (except *.md) into outDir and creates the runtime folders nginx
 * writes to. Returns the path of the main config, for `nginx -t -c` and `nginx -c`.
 */
export function renderNginxConfig(options) {
  const { templateDir, outDir, runtimeDir } = options;
  const vars = nginxVars(options);
  for (const rel of listFiles(templateDir)) {
    const text = renderTemplate(fs.readFileSync(path.join(templateDir, rel), 'utf8'), vars, rel);
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(outDir, rel), text);
  }
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(runtimeDir, dir), { recursive: true });
  // Workers (another user when root starts nginx) create their temp folders under tmp/.
  fs.chmodSync(runtimeDir, 0o755);
  fs.chmodSync(path.join(runtimeDir, 'tmp'), 0o755);
  return { confFile: path.join(outDir, 'nginx.conf'), vars };
}

/** Options from the environment (JAD_NGINX_LISTEN, JAD_API_SERVERS, JAD_REMOTE_ORIGINS, …; see docs/deployment.md). */
/**
 * The origin the api's maps fetch tiles from (MAP_PMTILES_URL: fetched, so connect-src; else MAP_TILES_URL: images),
 * as the api's own CSP opens it (api/src/plugins/security-headers.ts). A path of this site needs nothing.
 */
export function mapTileOrigins(env) {
  const origin = (url) => (/^https?:\/\//i.test(url ?? '') ? [new URL(url.replace(/[{}]/g, '')).origin] : []);
  if (env.MAP_PMTILES_URL) return { img: [], connect: origin(env.MAP_PMTILES_URL) };
  return { img: origin(env.MAP_TILES_URL), connect: [] };
}

export function optionsFromEnv(env, defaults) {
  const list = (name, fallback) => (env[name] === undefined ? fallback : splitList(env[name]));
  const tiles = mapTileOrigins(env);
  const tls = env.JAD_TLS_CERT || env.JAD_TLS_KEY ? { cert: env.JAD_TLS_CERT, key: env.JAD_TLS_KEY } : undefined;
  return {
    ...defaults,
    webRoot: env.JAD_WEB_ROOT ? path.resolve(env.JAD_WEB_ROOT) : defaults.webRoot,
    listen: env.JAD_NGINX_LISTEN ?? defaults.listen ?? DEFAULT_LISTEN,
    serverName: env.JAD_SERVER_NAME ?? defaults.serverName ?? '_',
    apiServers: list('JAD_API_SERVERS', defaults.apiServers ?? DEFAULT_API_SERVERS),
    remoteOrigins: list('JAD_REMOTE_ORIGINS', defaults.remoteOrigins ?? []),
    imgOrigins: [...list('JAD_CSP_IMG_ORIGINS', defaults.imgOrigins ?? []), ...tiles.img],
    connectOrigins: [...list('JAD_CSP_CONNECT_ORIGINS', defaults.connectOrigins ?? []), ...tiles.connect],
    stripe: Boolean(env.PAYMENTS_PUBLISHABLE_KEY) || (defaults.stripe ?? false),
    realIpFrom: list('JAD_REAL_IP_FROM', defaults.realIpFrom ?? []),
    hstsMaxAge:
      env.JAD_HSTS_MAX_AGE === undefined ? (defaults.hstsMaxAge ?? HSTS_ONE_YEAR) : Number(env.JAD_HSTS_MAX_AGE),
    user: env.JAD_NGINX_USER ?? defaults.user,
    workerProcesses: env.JAD_NGINX_WORKERS ?? defaults.workerProcesses ?? 'auto',
    tls: tls ?? defaults.tls,
  };
}

/** Debian's nginx binary, or null. */
export function findNginx(env = process.env) {
  const candidates = [
    env.NGINX_BIN,
    ...(env.PATH ?? '')
      .split(':')
      .filter(Boolean)
      .map((d) => path.join(d, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((c) => c && fs.existsSync(c)) ?? null;
}
