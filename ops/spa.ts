import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content: a new build is a new name, so they never go stale. */
const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA from the API's port, compressed (the .br/.gz files the build wrote),
 * hashed assets cached for a year, index.html revalidated on every visit. Unknown paths
 * outside /api and /docs get index.html so the client router can show the page (or its own 404);
 * `unservedPaths` get it with status 404.
 */
export const serveSpa = (distDir: string, { unservedPaths = [] }: { unservedPaths?: readonly string[] } = {}) => async (app: FastifyInstance) => {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root}; run "npm run build:web". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const path = `/${relative(root, filePath).split(sep).join('/')}`;
      response.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/docs')) {
      return reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url}`, code: 'ROUTE_NOT_FOUND', data: null });
    }
    // Pages this deployment switched off: the client router shows its 404 page, and the status says so too.
    const path = request.url.split(/[?#]/)[0]?.replace(/\/$/, '');
    if (path && unservedPaths.includes(path)) reply.status(404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
