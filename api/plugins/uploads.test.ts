import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import sharp from 'sharp';
import { DomainError } from '@domain/shared/errors';
import type { AccountRow } from '../../projections/users/accounts-projection';
import { FAKE_PDF, minimalPdf, PNG_1X1, POLYGLOT_PNG } from '../../test/support/sample-files';
import { ok } from '../lib/envelope';
import { evidenceTypes, imageTypes } from '../uploads/sniff-file-type';
import { backfillUploadOwners } from '../uploads/backfill-owners';
import { registerErrorHandler } from './error-handler';
import { uploadUrl, uploadsPlugin } from './uploads';

const PNG = PNG_1X1;
const PDF = minimalPdf();
/** Who the stand-in authentication below signs in: the uploader. */
const OWNER = { authorization: 'owner' };

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

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
  vary: 'authorization',
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
    // A stand-in for the auth plugin (tested on its own): the authorization header names the account.
    app.decorateRequest('account', null);
    app.decorate('authenticate', async (request: import('fastify').FastifyRequest) => {
      const id = request.headers.authorization;
      if (!id) throw new DomainError('unauthenticated', 'TOKEN_MISSING', 'Authentication token not found');
      request.account = { id, global_role: 'user' } as AccountRow;
    });
    await app.register(uploadsPlugin, { config: { UPLOAD_DIR: uploadDir, AVATAR_MAX_BYTES: 2 * 1024 * 1024 } });
    // Test-only routes standing in for the avatar and evidence uploads.
    for (const [url, allowed] of [
      ['/test-upload', imageTypes],
      ['/test-evidence', evidenceTypes],
    ] as const) {
      app.post(url, async (request, reply) => {
        const file = await app.readSingleFile(request, { field: 'avatar', maxBytes: 1024, allowed });
        const purpose = url === '/test-evidence' ? 'evidence' : 'avatar';
        const { name } = await app.storage.put(file.bytes, file.type, { ownerId: String(request.headers.authorization), purpose });
        return reply.status(201).send(ok('Uploaded', { url: uploadUrl(name), type: file.type }));
      });
    }
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await rm(path.dirname(uploadDir), { recursive: true, force: true });
  });

  const upload = (body: ReturnType<typeof multipart>, url = '/test-upload') =>
    app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...OWNER } });
  /** The stored files, without the owner records beside them. */
  const storedFiles = async () => (await readdir(uploadDir)).filter((name) => !name.endsWith('.owner.json'));

  it('stores a PNG, re-encoded, under a random name and serves it back with safe headers', async () => {
    const response = await upload(multipart({ name: 'avatar', filename: 'me.gif', contentType: 'image/gif', content: PNG }));
    expect(response.statusCode).toBe(201);
    const { url, type } = response.json().data;
    expect(type).toBe('png'); // from the bytes, not the claimed name or type
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await storedFiles()).toEqual([url.slice('/uploads/'.length)]);

    const served = await app.inject({ method: 'GET', url, headers: OWNER });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(served.headers).toMatchObject({
      ...SAFE_HEADERS,
      'content-type': 'image/png',
      'content-disposition': `inline; filename="${url.slice('/uploads/'.length)}"`,
    });
  });

  it('serves a PDF as a download', async () => {
    const response = await upload(multipart({ name: 'avatar', filename: 'letter.pdf', content: PDF }), '/test-evidence');
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: response.json().data.url, headers: OWNER });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers).toMatchObject({ ...SAFE_HEADERS, 'content-type': 'application/pdf' });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"$/);
  });

  it.each([
    ['a text file named x.png', { filename: 'x.png', contentType: 'image/png', content: 'just some text\n' }],
    [
      'an SVG, which can carry script',
      {
        filename: 'a.svg',
        contentType: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      },
    ],
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
    const headers = 'headers' in body ? body.headers : {};
    const response = await app.inject({ method: 'POST', url: '/test-upload', payload: body.payload, headers: { ...headers, ...OWNER } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please choose a file to upload',
      code: 'FILE_REQUIRED',
      data: { fieldErrors: { avatar: 'Please choose a file to upload' } },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('stores a PNG that is also an HTML page only as a fresh image, without the page', async () => {
    const response = await upload(multipart({ name: 'avatar', filename: 'me.png', content: POLYGLOT_PNG }));
    expect(response.statusCode).toBe(201);
    const [name] = await storedFiles();
    const served = await app.inject({ method: 'GET', url: `/uploads/${name}`, headers: OWNER });
    expect(served.rawPayload.equals(POLYGLOT_PNG)).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<html'))).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses an image that does not decode, and a file that starts like a PDF but is not one, storing nothing', async () => {
    const brokenPng = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of an image')]);
    const image = await upload(multipart({ name: 'avatar', filename: 'me.png', content: brokenPng }));
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({
      code: 'FILE_UNREADABLE',
      message: 'This image could not be read. Please choose another picture.',
    });
    const pdf = await upload(multipart({ name: 'avatar', filename: 'letter.pdf', content: FAKE_PDF }), '/test-evidence');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: 'FILE_UNREADABLE', message: 'This PDF could not be read. Please upload a valid PDF.' });
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 with the envelope for unknown names and path tricks', async () => {
    for (const url of [
      `/uploads/${randomUUID()}.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/notes.png',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: OWNER });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND', message: 'File not found', data: null });
    }
  });
});

describe('who may read an upload, in the assembled app', () => {
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

  const signedIn = async (globalRole: 'user' | 'superuser' = 'user') => {
    const user = await system.createUser({ role: 'student', globalRole });
    return { userId: user.userId, authorization: (await system.login(user.email, user.password)).authorization };
  };
  const get = (url: string, authorization?: string) =>
    system.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('shows evidence to its uploader and super users only: 401 signed out, 403 to another student', async () => {
    const [owner, other, admin] = await Promise.all([signedIn(), signedIn(), signedIn('superuser')]);
    const body = multipart({ name: 'file', filename: 'letter.pdf', content: PDF });
    const uploaded = await system.app.inject({
      method: 'POST',
      url: '/api/v1/organisers/organiser-approval-edvince-upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: owner.authorization },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.documentUrl as string;
    expect((await readdir(uploadDir)).sort()).toEqual(
      [url.slice('/uploads/'.length), `${url.slice('/uploads/'.length)}.owner.json`].sort(),
    );

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, other.authorization)).statusCode).toBe(403);
    expect((await get(url, owner.authorization)).statusCode).toBe(200);
    const seenByAdmin = await get(url, admin.authorization);
    expect(seenByAdmin.statusCode).toBe(200);
    expect(seenByAdmin.headers).toMatchObject({ ...SAFE_HEADERS, 'content-type': 'application/pdf' });

    // Another student cannot cite it in their own approval request; nothing is stored.
    const before = await system.deps.store.readStream(`organiser-slot-${other.userId}`);
    const cited = await system.app.inject({
      method: 'POST',
      url: `/api/v1/organisers/organiser-approval-request/${other.userId}`,
      headers: { authorization: other.authorization },
      payload: { role: 'teacher', school_id: '1', evidenceDocs: [url] },
    });
    expect(cited.statusCode).toBe(403);
    expect(cited.json()).toMatchObject({
      code: 'EVIDENCE_NOT_YOURS',
      message: 'You can only cite evidence documents that you uploaded yourself.',
    });
    expect(await system.deps.store.readStream(`organiser-slot-${other.userId}`)).toEqual(before);
  });

  it('shows an avatar to anyone signed in and to nobody signed out', async () => {
    const [owner, other] = await Promise.all([signedIn(), signedIn()]);
    const body = multipart({ name: 'avatar', filename: 'me.png', content: POLYGLOT_PNG });
    const uploaded = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-avatar/${owner.userId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: owner.authorization },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.avatarUrl as string;
    expect((await get(url)).statusCode).toBe(401);
    const seen = await get(url, other.authorization);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    const missing = await get('/uploads/..%2F..%2Fetc%2Fpasswd', other.authorization);
    expect(missing.statusCode).toBe(404);
  });

  it('records the owner of an avatar stored before owners were kept, from the account that uses it', async () => {
    const [owner, other] = await Promise.all([signedIn(), signedIn()]);
    const body = multipart({ name: 'avatar', filename: 'me.png', content: PNG });
    const uploaded = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-avatar/${owner.userId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: owner.authorization },
    });
    const url = uploaded.json().data.avatarUrl as string;
    const name = url.slice('/uploads/'.length);
    // As an upload from before: no owner record beside the file.
    await rm(path.join(uploadDir, `${name}.owner.json`));
    expect((await get(url, other.authorization)).statusCode).toBe(403);
    expect(await backfillUploadOwners(system.app.storage, system.deps.db)).toBe(1);
    expect((await system.app.storage.read(name))?.owner).toEqual({ ownerId: owner.userId, purpose: 'avatar' });
    expect((await get(url, other.authorization)).statusCode).toBe(200);
    // Again: nothing more to do, the owner stands.
    expect(await backfillUploadOwners(system.app.storage, system.deps.db)).toBe(0);
  });

  it('documents the serving route as needing a bearer token', async () => {
    const paths = (await system.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(paths['/uploads/{name}'].get.security).toBeUndefined();
    expect(Object.keys(paths['/uploads/{name}'].get.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
  });
});
