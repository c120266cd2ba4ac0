import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeOfName, type FileStorage } from './file-storage';
import { fileTypes } from './sniff-file-type';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one flat directory (created if missing), named `<uuid>.<ext>`. */
export const createLocalDiskStorage = async (directory: string): Promise<FileStorage> => {
  const root = path.resolve(directory);
  await mkdir(root, { recursive: true });

  return {
    async put(bytes, kind) {
      const name = `${randomUUID()}.${fileTypes[kind].extension}`;
      // 'wx' never overwrites: a (practically impossible) name clash fails instead of
      // replacing someone else's file.
      await writeFile(path.join(root, name), bytes, { flag: 'wx', mode: 0o640 });
      return { name };
    },

    async read(name) {
      const type = fileTypeOfName(name);
      if (!type) return null;
      try {
        return { bytes: await readFile(path.join(root, name)), contentType: fileTypes[type].contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(name) {
      if (!fileTypeOfName(name)) return;
      await rm(path.join(root, name), { force: true });
    },
  };
};
