import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { assertNever } from '@domain/shared/decider';
import { DomainError } from '@domain/shared/errors';
import type { AppConfig } from '../config';
import { errorResponses } from '../lib/envelope';
import { mayReadEvent } from '../lib/event-access';
import type { AccountRow } from '../../projections/users/accounts-projection';
import { fileTypeOfName, type FileOwner, type FileStorage } from '../uploads/file-storage';
import { createLocalDiskStorage } from '../uploads/local-disk-storage';
import { readSingleFile } from '../uploads/read-single-file';
import { fileTypes } from '../uploads/sniff-file-type';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are kept; routes store checked bytes here and keep the returned name. */
    storage: FileStorage;
    /** Reads and checks the one file of a multipart request (see api/uploads/read-single-file.ts). */
    readSingleFile: typeof readSingleFile;
  }
}

export interface UploadsPluginOptions {
  config: Pick<AppConfig, 'UPLOAD_DIR' | 'AVATAR_MAX_BYTES'>;
  /** Another adapter (an object store, a test double); local disk under UPLOAD_DIR otherwise. */
  storage?: FileStorage;
  /** The read models, to tell who may read an event's documents; without it only super users may. */
  db?: CommonQueryMethods;
}

/** Public path of a stored file; what routes answer as avatarUrl / documentUrl. */
export const uploadUrl = (name: string) => `/uploads/${name}`;

/**
 * The stored bytes are only ever served as themselves: `nosniff` stops a browser guessing
 * HTML, and `default-src 'none'; sandbox` means that even a file opened directly can run no
 * script, load nothing and gets an opaque origin. PDFs download rather than show inline:
 * Chrome refuses to run its PDF viewer in a sandboxed document, and a download keeps the
 * file out of our origin altogether.
 */
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=300',
  vary: 'authorization',
} as const;

/**
 * Avatars and event images are seen by everyone signed in; evidence (letters, IDs) by its
 * uploader and super users; an event's documents by the event's organiser, super users and its
 * registered delegates (position papers only through their own route), never by someone who merely holds the link (not even the uploader once
 * they no longer manage the event).
 */
const mayRead = async (db: CommonQueryMethods | undefined, reader: AccountRow, owner: FileOwner | null) => {
  if (reader.global_role === 'superuser') return true;
  if (!owner) return false;
  switch (owner.purpose) {
    case 'avatar':
    case 'event-image':
      return true;
    case 'evidence':
      return owner.ownerId === reader.id;
    case 'event-document':
      return db !== undefined && owner.eventId !== undefined && (await mayReadEvent(db, reader, owner.eventId));
    case 'position-paper':
      // Served only by the paper's own route, which knows its committee's chairs (api/routes/papers).
      return false;
    default:
      return assertNever(owner.purpose);
  }
};

export const uploadsPlugin = fp(async (app: FastifyInstance, options: UploadsPluginOptions) => {
  await app.register(fastifyMultipart, {
    // Defaults for any multipart route; readSingleFile narrows fileSize per call.
    limits: {
      fileSize: options.config.AVATAR_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 50,
    },
  });
  app.decorate('storage', options.storage ?? (await createLocalDiskStorage(options.config.UPLOAD_DIR)));
  app.decorate('readSingleFile', readSingleFile);

  // Signed-in readers only, by bearer token: the web app fetches a file and shows it from an
  // object URL (web/src/lib/protected-file.ts), since an <img> tag sends no token.
  // Plain (not zod-provider) typing because the provider would type reply.send as the 404 envelope only.
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary:
          "An uploaded file: avatars to anyone signed in; evidence to its uploader and super users; event documents to the event's organiser, super users and delegates",
        params: z.object({ name: z.string() }),
        response: { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { name } = request.params;
      const type = fileTypeOfName(name);
      const stored = type ? await app.storage.read(name) : null;
      if (!type || !stored) throw new DomainError('not_found', 'FILE_NOT_FOUND', 'File not found');
      if (!(await mayRead(options.db, request.account!, stored.owner)))
        throw new DomainError('forbidden', 'FILE_FORBIDDEN', 'You do not have access to this file');
      return reply
        .headers(SAFE_HEADERS)
        .header('content-type', stored.contentType)
        .header('content-disposition', `${fileTypes[type].disposition}; filename="${name}"`)
        .send(stored.bytes);
    },
  );
});
