import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content: a new build is a new name, so they never go stale. */
const HASHED_ASSET = /^\/assets\//;

/** A Host header fit to be named in the policy; anything else is left out rather than echoed. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The page's Content-Security-Policy. The access token lives in localStorage, so no script may
 * run but the app's own files (no inline script, no eval, no plugins, no <base> rewrite), and no
 * other site may frame it. The notifications socket is this origin's ws:/wss: address, named
 * outright because older browsers do not count it as 'self'. Styles may be inline: the toasts
 * insert their stylesheet as a <style> element at run time, and a style cannot run code.
 */
export const contentSecurityPolicy = (host: string | undefined, secure: boolean): string => {
  const socket = host && PLAIN_HOST.test(host) ? ` ${secure ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    `connect-src 'self'${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** What every file of the SPA is served with, index.html and assets alike. */
const hardenPage = (reply: FastifyReply) =>
  void reply.headers({
    'content-security-policy': contentSecurityPolicy(reply.request.host, reply.request.protocol === 'https'),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });

/**
 * Serves the built SPA from the API's port, compressed (the .br/.gz files the build wrote),
 * hashed assets cached for a year, index.html revalidated on every visit. Unknown paths
 * outside /api and /docs get index.html so the client router can show the page (or its own 404);
 * `unservedPaths` get it with status 404. Every file carries the page's security headers (`hardenPage`).
 */
export const serveSpa =
  (distDir: string, { unservedPaths = [] }: { unservedPaths?: readonly string[] } = {}) =>
  async (app: FastifyInstance) => {
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
      // Runs for index.html sent by the fallback route below too.
      setHeaders: (response, filePath) => {
        hardenPage(response);
        const path = `/${relative(root, filePath).split(sep).join('/')}`;
        response.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/docs')) {
        return reply
          .status(404)
          .send({ success: false, message: `No route ${request.method} ${request.url}`, code: 'ROUTE_NOT_FOUND', data: null });
      }
      // Pages this deployment switched off: the client router shows its 404 page, and the status says so too.
      const path = request.url.split(/[?#]/)[0]?.replace(/\/$/, '');
      if (path && unservedPaths.includes(path)) reply.status(404);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  };
