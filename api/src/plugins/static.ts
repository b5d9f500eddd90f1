import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the shell's index.html (client routes); null when the shell is not served here. */
    serveShellIndex: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [contenthash]: `main.3f2a1b4c9d.js`, `123.3f2a1b4c9d.chunk.css`. */
const HASHED = /[.-][a-f0-9]{8,}\.[a-z0-9]+$/i;
/** Entry points a release swaps in place: always revalidate. */
const REMOTE_ENTRY = /^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export function shellCacheControl(file: string): string {
  const name = path.basename(file);
  if (name === 'index.html' || name.endsWith('.html')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : 'public, max-age=3600';
}

export function remoteCacheControl(file: string): string {
  return REMOTE_ENTRY.test(path.basename(file)) ? NO_CACHE : IMMUTABLE;
}

/**
 * Uploaded media at /media/, and (when config.serveWeb, i.e. production or `npm start`) the built
 * shell at / and remote releases at /remotes/. A folder that is missing is skipped, so tests and a
 * bare api run need no front-end build.
 */
export const staticPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('serveShellIndex', null);

    mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
    });

    if (!config.serveWeb) return;

    // Self-hosted map tiles (e.g. MAP_PMTILES_URL=/maps/dubai.pmtiles): read by the maps with HTTP range requests,
    // which @fastify/static answers (206 Partial Content). An archive is replaced under a new name, so cache a day.
    const mapsDir = path.join(config.webRoot, 'maps');
    if (existsSync(mapsDir)) {
      await app.register(fastifyStatic, {
        root: mapsDir,
        prefix: '/maps/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        acceptRanges: true,
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
      });
    }

    if (existsSync(config.remotesDir)) {
      await app.register(fastifyStatic, {
        root: config.remotesDir,
        prefix: '/remotes/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply, file) => reply.header('cache-control', remoteCacheControl(file)),
      });
    } else {
      app.log.warn(`remote releases not found at ${config.remotesDir}; /remotes/ is not served`);
    }

    const shellIndex = path.join(config.shellDistDir, 'index.html');
    if (!existsSync(shellIndex)) {
      app.log.warn(`shell build not found at ${config.shellDistDir}; / is not served`);
      return;
    }
    await app.register(fastifyStatic, {
      root: config.shellDistDir,
      prefix: '/',
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', shellCacheControl(file)),
    });
    app.serveShellIndex = (reply) =>
      reply.header('cache-control', NO_CACHE).sendFile('index.html', config.shellDistDir, { cacheControl: false });
  },
  { name: 'jad-static' },
);
