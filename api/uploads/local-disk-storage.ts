import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { filePurposes, fileTypeOfName, type FileOwner, type FileStorage } from './file-storage';
import { fileTypes } from './sniff-file-type';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

// eventId is optional: owner records written before event documents existed have none.
const ownerSchema = z.object({ ownerId: z.string().min(1), purpose: z.enum(filePurposes), eventId: z.string().min(1).optional() });

/** The owner sits beside the file, as an object store keeps metadata with the object. */
const ownerFileOf = (file: string) => `${file}.owner.json`;

/** Files in one flat directory (created if missing), named `<uuid>.<ext>`, each with its owner. */
export const createLocalDiskStorage = async (directory: string): Promise<FileStorage> => {
  const root = path.resolve(directory);
  await mkdir(root, { recursive: true });

  const readOwner = async (file: string): Promise<FileOwner | null> => {
    try {
      const parsed = ownerSchema.safeParse(JSON.parse(await readFile(ownerFileOf(file), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  };

  return {
    async put(bytes, kind, owner) {
      const name = `${randomUUID()}.${fileTypes[kind].extension}`;
      const file = path.join(root, name);
      // The owner first: a file is never readable without the record of whose it is.
      // 'wx' never overwrites: a (practically impossible) name clash fails instead of
      // replacing someone else's file.
      await writeFile(ownerFileOf(file), JSON.stringify(ownerSchema.parse(owner)), { flag: 'wx', mode: 0o640 });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
      return { name };
    },

    async read(name) {
      const type = fileTypeOfName(name);
      if (!type) return null;
      const file = path.join(root, name);
      try {
        const bytes = await readFile(file);
        return { bytes, contentType: fileTypes[type].contentType, owner: await readOwner(file) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async claim(name, owner) {
      const file = path.join(root, name);
      if (!fileTypeOfName(name) || !existsSync(file)) return false;
      try {
        await writeFile(ownerFileOf(file), JSON.stringify(ownerSchema.parse(owner)), { flag: 'wx', mode: 0o640 });
        return true;
      } catch (error) {
        // Already owned: the first record stands.
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },

    async remove(name) {
      if (!fileTypeOfName(name)) return;
      const file = path.join(root, name);
      await rm(file, { force: true });
      await rm(ownerFileOf(file), { force: true });
    },
  };
};
