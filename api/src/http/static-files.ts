import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
/**
 * Media keep their names (the config and players' rows hold their URLs), so they are cached a day
 * and revalidated after, not forever: an operator who redraws one sees it out within a day.
 */
const mediaCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/** webpack names hashed files `name.[contenthash:8].ext` (shared/build). */
const contentHashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** A precompressed copy (`main.3f9a2c1b.js.br`) is cached like the file it compresses. */
const precompressedSuffix = /\.(br|gz)$/;
/** Host files the build writes precompressed copies of (host/build/precompress.mjs). */
const compressibleName = /\.(js|css|html|json|webmanifest|svg)$/;

function hostFileCacheControl(filePath: string): string {
  return contentHashedName.test(basename(filePath).replace(precompressedSuffix, '')) ? immutable : noCache;
}

/** A path the SPA may own: no file extension in its last segment (routes like `/auth/login`). */
function looksLikeAppRoute(urlPath: string): boolean {
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || lastSegment.endsWith('.html');
}

export interface StaticFileSettings {
  hostDist: string;
  remoteStore: string;
  /** The operator console's build, at `/ops/`: another app, outside the player PWA. */
  opsDist: string;
  /** The operator's media (stock avatars, payment logos) at `/media/` (ADR 0052). */
  mediaDir: string;
  /** Where game providers serve their games and art: the app's page asks to connect to them early. */
  gameLaunchOrigins: readonly string[];
}

/**
 * The app page's `Link` header: a connection to each game origin opens while the scripts load, so
 * the lobby's game art does not wait for one after the catalogue arrives (issue 18).
 */
function preconnectHints(origins: readonly string[]): string | undefined {
  return origins.length === 0 ? undefined : origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ');
}

const isConsolePath = (urlPath: string) => urlPath === '/ops' || urlPath.startsWith('/ops/');

/**
 * One origin: the host build at `/`, published remotes at `/remotes/<name>/<version>/...` and the
 * registry at `/registry.json`. Remote paths are versioned and never overwritten, so everything
 * under them (manifest and remoteEntry.js too) is immutable; the registry is the one moving part.
 * The operator's media sit at `/media/`.
 */
export async function registerStaticFiles(app: FastifyInstance, settings: StaticFileSettings): Promise<void> {
  const hostPageLink = preconnectHints(settings.gameLaunchOrigins);
  await app.register(fastifyStatic, {
    root: settings.hostDist,
    prefix: '/',
    // Files are looked up per request, so a host rebuilt while the API runs is served at once.
    wildcard: true,
    cacheControl: false,
    // The host build writes `.br` and `.gz` beside its text files: sent with Content-Encoding
    // and `Vary: Accept-Encoding` to clients that accept them.
    preCompressed: true,
    index: 'index.html',
    setHeaders(response, filePath) {
      response.setHeader('cache-control', hostFileCacheControl(filePath));
      if (hostPageLink && basename(filePath).startsWith('index.html'))
        response.setHeader('link', hostPageLink);
      // The same URL answers compressed or not depending on Accept-Encoding: caches must key on it.
      if (precompressedSuffix.test(filePath) || compressibleName.test(filePath))
        response.setHeader('vary', 'accept-encoding');
    },
  });

  await app.register(fastifyStatic, {
    root: join(settings.remoteStore, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders(response) {
      response.setHeader('cache-control', immutable);
    },
  });

  // The console's files: hashed ones for a year, index.html (at /ops/ and, below, its every page) revalidated.
  await app.register(fastifyStatic, {
    root: settings.opsDist,
    prefix: '/ops/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    index: 'index.html',
    setHeaders(response, filePath) {
      response.setHeader('cache-control', hostFileCacheControl(filePath));
    },
  });

  await app.register(fastifyStatic, {
    root: settings.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders(response) {
      response.setHeader('cache-control', mediaCacheControl);
    },
  });

  app.get('/registry.json', async (_request, reply) => {
    const registryPath = join(settings.remoteStore, 'registry.json');
    let document: string;
    try {
      document = await readFile(registryPath, 'utf8');
    } catch {
      return reply
        .status(404)
        .header('cache-control', noCache)
        .type('text/plain; charset=utf-8')
        .send('No registry published yet');
    }
    return reply.header('cache-control', noCache).type('application/json; charset=utf-8').send(document);
  });
}

/**
 * The not-found answer outside `/api`: the host's `index.html` for app routes (the SPA renders
 * them, including its own 404 page), the console's for its pages under `/ops`, a plain 404 for
 * missing files and anything under `/remotes` or `/media`.
 */
export function answerMissingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: StaticFileSettings,
) {
  const urlPath = request.url.split('?')[0] ?? '/';
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  const underFileStore = ['/remotes', '/media'].some(
    (prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`),
  );
  if (!isPageRequest || underFileStore || !looksLikeAppRoute(urlPath)) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  }
  if (isConsolePath(urlPath)) {
    if (!existsSync(join(settings.opsDist, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`The operator console is not built: no index.html in ${settings.opsDist}. Run \`pnpm build\`.`);
    }
    return reply.header('cache-control', noCache).sendFile('index.html', settings.opsDist);
  }
  if (!existsSync(join(settings.hostDist, 'index.html'))) {
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`The host is not built: no index.html in ${settings.hostDist}. Run \`pnpm build\` and reload.`);
  }
  const hostPageLink = preconnectHints(settings.gameLaunchOrigins);
  if (hostPageLink) reply.header('link', hostPageLink);
  return reply.header('cache-control', noCache).sendFile('index.html');
}
