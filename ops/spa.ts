import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from the API's port. Unknown paths outside /api and /docs get
 * index.html so the client router can show the page (or its own 404).
 */
export const serveSpa = (distDir: string) => async (app: FastifyInstance) => {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root}; run "npm run build:web". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/docs')) {
      return reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url}`, code: 'ROUTE_NOT_FOUND', data: null });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
