import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { ok } from '../lib/envelope';
import { evidenceTypes, imageTypes } from '../uploads/sniff-file-type';
import { registerErrorHandler } from './error-handler';
import { uploadUrl, uploadsPlugin } from './uploads';

// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Part { name: string; filename?: string; contentType?: string; content: Buffer | string }

/** A multipart/form-data body built by hand, as a browser would send it. */
const multipart = (...parts: Part[]) => {
  const boundary = `----vitest${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        `\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=300',
};

describe('uploads plugin', () => {
  let uploadDir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    uploadDir = path.join(await mkdtemp(path.join(tmpdir(), 'uploads-plugin-')), 'files');
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(uploadsPlugin, { config: { UPLOAD_DIR: uploadDir, AVATAR_MAX_BYTES: 2 * 1024 * 1024 } });
    // Test-only routes standing in for the avatar and evidence uploads.
    for (const [url, allowed] of [['/test-upload', imageTypes], ['/test-evidence', evidenceTypes]] as const) {
      app.post(url, async (request, reply) => {
        const file = await app.readSingleFile(request, { field: 'avatar', maxBytes: 1024, allowed });
        const { name } = await app.storage.put(file.bytes, file.type);
        return reply.status(201).send(ok('Uploaded', { url: uploadUrl(name), type: file.type }));
      });
    }
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await rm(path.dirname(uploadDir), { recursive: true, force: true });
  });

  const upload = (body: ReturnType<typeof multipart>, url = '/test-upload') => app.inject({ method: 'POST', url, ...body });
  const storedFiles = () => readdir(uploadDir);

  it('stores a PNG under a random name and serves it back with safe headers', async () => {
    const response = await upload(multipart({ name: 'avatar', filename: 'me.gif', contentType: 'image/gif', content: PNG }));
    expect(response.statusCode).toBe(201);
    const { url, type } = response.json().data;
    expect(type).toBe('png'); // from the bytes, not the claimed name or type
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await storedFiles()).toEqual([url.slice('/uploads/'.length)]);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      ...SAFE_HEADERS,
      'content-type': 'image/png',
      'content-disposition': `inline; filename="${url.slice('/uploads/'.length)}"`,
    });
  });

  it('serves a PDF as a download', async () => {
    const response = await upload(multipart({ name: 'avatar', filename: 'letter.pdf', content: PDF }), '/test-evidence');
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: response.json().data.url });
    expect(served.headers).toMatchObject({ ...SAFE_HEADERS, 'content-type': 'application/pdf' });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"$/);
  });

  it.each([
    ['a text file named x.png', { filename: 'x.png', contentType: 'image/png', content: 'just some text\n' }],
    ['an SVG, which can carry script', { filename: 'a.svg', contentType: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }],
    ['a PDF where an image is expected', { filename: 'a.pdf', contentType: 'application/pdf', content: PDF }],
  ])('refuses %s and stores nothing', async (_label, file) => {
    const response = await upload(multipart({ name: 'avatar', ...file }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'This file type is not allowed',
      code: 'FILE_TYPE_NOT_ALLOWED',
      data: { fieldErrors: { avatar: 'This file type is not allowed' } },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it.each([1025, 300 * 1024])('refuses a %i-byte file over the cap and stores nothing', async (size) => {
    const big = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const response = await upload(multipart({ name: 'avatar', filename: 'big.png', contentType: 'image/png', content: big }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'File is too large (maximum 1 KB)',
      code: 'FILE_TOO_LARGE',
      data: { fieldErrors: { avatar: 'File is too large (maximum 1 KB)' } },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a file of exactly the cap', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(1024 - PNG.length)]);
    const response = await upload(multipart({ name: 'avatar', filename: 'exact.png', content: exact }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a JSON body', { payload: { avatar: 'x' } }],
    ['a form without a file', multipart({ name: 'note', content: 'hello' })],
    ['an empty file input', multipart({ name: 'avatar', filename: '', contentType: 'application/octet-stream', content: '' })],
    ['a file in another field', multipart({ name: 'picture', filename: 'me.png', content: PNG })],
  ])('asks for a file when given %s', async (_label, body) => {
    const response = await app.inject({ method: 'POST', url: '/test-upload', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please choose a file to upload',
      code: 'FILE_REQUIRED',
      data: { fieldErrors: { avatar: 'Please choose a file to upload' } },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 with the envelope for unknown names and path tricks', async () => {
    for (const url of [
      `/uploads/${randomUUID()}.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/notes.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND', message: 'File not found', data: null });
    }
  });
});

describe('uploads in the assembled app', () => {
  let system: TestSystem;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'uploads-app-'));
    system = await startTestSystem({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await system?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('keeps files in UPLOAD_DIR and serves them without a token', async () => {
    const { name } = await system.app.storage.put(PNG, 'png');
    expect(await readdir(uploadDir)).toEqual([name]);
    const served = await system.app.inject({ method: 'GET', url: uploadUrl(name) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ ...SAFE_HEADERS, 'content-type': 'image/png' });
    const missing = await system.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(missing.statusCode).toBe(404);
  });

  it('documents the serving route without authentication', async () => {
    const paths = (await system.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(paths['/uploads/{name}'].get.security).toEqual([]);
  });
});
