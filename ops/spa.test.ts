import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serveSpa } from './spa';

/** A built SPA in miniature: index.html, a hashed script and its precompressed copies, as the build writes them. */
let dist: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'spa-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script src="/assets/index-abc123.js"></script>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  await app.register(serveSpa(dist));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('sends the hashed script compressed and cacheable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    const gzipOnly = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the browser revalidate index.html and unhashed files, for any client-side route', async () => {
    for (const url of ['/', '/home', '/super-user/masterlists/users']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a page the deployment switched off with 404 (the page is the app, which shows its 404)', async () => {
    const hiding = Fastify({ logger: false });
    await hiding.register(serveSpa(dist, { unservedPaths: ['/test-email-confirmation'] }));
    try {
      for (const url of ['/test-email-confirmation', '/test-email-confirmation/', '/test-email-confirmation?email=a%40gmail.com']) {
        const response = await hiding.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain('<div id="root">');
      }
      expect((await hiding.inject({ method: 'GET', url: '/email-confirmation' })).statusCode).toBe(200);
    } finally {
      await hiding.close();
    }
  });

  it('answers unknown API paths with the JSON 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('sends every file with a strict Content-Security-Policy and frame, sniffing and referrer protection', async () => {
    for (const url of ['/', '/home', '/assets/index-abc123.js', '/favicon.svg']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'mun.example.com:3000', 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      const policy = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive]),
      );
      expect(policy, url).toMatchObject({
        'default-src': "default-src 'self'",
        'script-src': "script-src 'self'",
        'object-src': "object-src 'none'",
        'base-uri': "base-uri 'self'",
        'frame-ancestors': "frame-ancestors 'none'",
        'connect-src': "connect-src 'self' ws://mun.example.com:3000",
        'img-src': "img-src 'self' blob: data:",
      });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it("names the socket's origin only when the Host is a plain host name, and as wss: over https", () => {
    expect(contentSecurityPolicy('mun.example.com', true)).toContain("connect-src 'self' wss://mun.example.com;");
    expect(contentSecurityPolicy('[::1]:3000', false)).toContain("connect-src 'self' ws://[::1]:3000;");
    for (const host of ['evil.com; script-src *', 'a b', undefined])
      expect(contentSecurityPolicy(host, false)).toContain("connect-src 'self';");
  });
});
