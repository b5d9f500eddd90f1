import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { withSharePreview } from './share-preview/html';
import { sharePreviewFor } from './share-preview/lookup';
import { isPreviewPath } from './share-preview/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers with the shell's index.html: 200 for a page of the app, 404 for a path that is none (the shell shows
     * its not-found view); a shared page (post, profile, plan, activity) with its preview tags. Null when the shell
     * is not served here.
     */
    serveShellIndex:
      ((request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => Promise<FastifyReply>) | null;
    /**
     * Which pages serveShellIndex answers: 'all' when the api serves the web (SERVE_WEB), 'shared' behind nginx
     * (only the shared pages, whose preview tags nginx cannot write: it proxies them here).
     */
    shellPages: 'all' | 'shared';
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [contenthash]: `main.3f2a1b4c9d.js`, `123.3f2a1b4c9d.chunk.css`. */
const HASHED = /[.-][a-f0-9]{8,}\.[a-z0-9]+$/i;
/** Entry points a release swaps in place: always revalidate. */
const REMOTE_ENTRY = /^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

/**
 * The service worker and the web manifests keep their names from build to build: always revalidate, so a new
 * build's worker (and its precache list) is found on the next visit.
 */
const PWA_FILES = new Set(['sw.js', 'manifest.webmanifest', 'manifest.ar.webmanifest']);

export function shellCacheControl(file: string): string {
  const name = path.basename(file);
  if (name === 'index.html' || name.endsWith('.html') || PWA_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : 'public, max-age=3600';
}

export function remoteCacheControl(file: string): string {
  return REMOTE_ENTRY.test(path.basename(file)) ? NO_CACHE : IMMUTABLE;
}

/**
 * Uploaded media at /media/, and (when config.serveWeb, i.e. production or `npm start`) the built
 * shell at / and remote releases at /remotes/. A folder that is missing is skipped, so tests and a
 * bare api run need no front-end build. Without serveWeb (behind nginx) the shared pages still get their
 * index.html with preview tags here, when WEB_ROOT holds the shell's build.
 */
export const staticPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('serveShellIndex', null);
    app.decorate('shellPages', config.serveWeb ? 'all' : 'shared');

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

    const shellIndex = path.join(config.shellDistDir, 'index.html');
    const serveShellIndex = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
      // Read each time: a new shell build replaces the file in place.
      const html = await readFile(shellIndex, 'utf8');
      const page =
        status === 200 && isPreviewPath(request.url.split('?', 1)[0] ?? '')
          ? await sharePreviewFor(app, request, config.publicUrl).then(
              (preview) => withSharePreview(html, preview),
              // A preview that cannot be read (the database away) must not cost the page: served without it.
              (error: unknown) => {
                request.log.warn({ err: error }, 'share preview failed');
                return html;
              },
            )
          : html;
      return reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(page);
    };

    if (!config.serveWeb) {
      // Behind nginx: only the shared pages, from the build nginx serves (WEB_ROOT), when there is one.
      if (existsSync(shellIndex)) app.serveShellIndex = serveShellIndex;
      return;
    }

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
    app.serveShellIndex = serveShellIndex;
  },
  { name: 'jad-static' },
);
