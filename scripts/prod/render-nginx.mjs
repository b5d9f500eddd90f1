#!/usr/bin/env node
// Renders nginx/ for this checkout and prints the path of the main config.
//   node scripts/prod/render-nginx.mjs [--out DIR] [--runtime DIR] [--listen 8180] [--api 127.0.0.1:8181,127.0.0.1:8182]
//                                      [--web-root DIR] [--remote-origins "https://cdn.example.com"] [--test]
// Every option also reads from the environment (JAD_NGINX_LISTEN, JAD_API_SERVERS, JAD_WEB_ROOT, JAD_REMOTE_ORIGINS,
// JAD_CSP_IMG_ORIGINS, JAD_CSP_CONNECT_ORIGINS, JAD_SERVER_NAME, JAD_HSTS_MAX_AGE, JAD_NGINX_USER, JAD_TLS_CERT,
// JAD_TLS_KEY, JAD_REAL_IP_FROM, JAD_NGINX_WORKERS); flags win. --test runs `nginx -t` on the result.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultWorkerUser, findNginx, optionsFromEnv, renderNginxConfig, splitList } from './nginx-render-lib.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: flags } = parseArgs({
  options: {
    out: { type: 'string' },
    runtime: { type: 'string' },
    listen: { type: 'string' },
    api: { type: 'string' },
    'web-root': { type: 'string' },
    'remote-origins': { type: 'string' },
    test: { type: 'boolean', default: false },
  },
});

const runtimeDir = path.resolve(flags.runtime ?? process.env.JAD_NGINX_RUNTIME_DIR ?? path.join(repo, '.data/nginx'));
const options = optionsFromEnv(process.env, {
  templateDir: path.join(repo, 'nginx'),
  outDir: path.resolve(flags.out ?? path.join(runtimeDir, 'conf')),
  runtimeDir,
  webRoot: repo,
  brotliModulesDir: '/usr/lib/nginx/modules',
});
if (flags['web-root']) options.webRoot = path.resolve(flags['web-root']);
if (flags.listen) options.listen = flags.listen;
if (flags.api) options.apiServers = splitList(flags.api);
if (flags['remote-origins'] !== undefined) options.remoteOrigins = splitList(flags['remote-origins']);
// Started by root, nginx would run its workers as `nobody`, who may not read the checkout.
if (options.user === undefined && process.getuid?.() === 0) options.user = defaultWorkerUser(options.webRoot);

const { confFile } = renderNginxConfig(options);
if (flags.test) {
  const nginx = findNginx();
  if (!nginx) {
    console.error('nginx is not installed (Debian: apt-get install -y nginx)');
    process.exit(1);
  }
  try {
    execFileSync(nginx, ['-t', '-q', '-c', confFile, '-p', runtimeDir], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
console.log(confFile);
