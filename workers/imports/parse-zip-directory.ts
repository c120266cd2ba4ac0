import { readZipDirectory as readDirectory, type ZipEntry as DirectoryEntry } from '@domain/shared/zip-directory';

export type ZipEntry = Pick<DirectoryEntry, 'name' | 'compressedSize' | 'uncompressedSize'>;

const STORED = 0;
const DEFLATED = 8;
const UNKNOWN_SIZE = 0xffffffff;

/**
 * The central directory's entries with their declared sizes, or null when it is not a zip a
 * spreadsheet reader could open: malformed, encrypted, compressed other than stored or deflate,
 * or with sizes only zip64 could give. Declared sizes can lie: the parsing thread's memory and
 * time limits are the second line of defence.
 */
export const readZipDirectory = (bytes: Uint8Array): ZipEntry[] | null => {
  const entries = readDirectory(bytes);
  if (!entries) return null;
  const openable = entries.every(
    (entry) =>
      !entry.encrypted &&
      (entry.method === STORED || entry.method === DEFLATED) &&
      entry.compressedSize !== UNKNOWN_SIZE &&
      entry.uncompressedSize !== UNKNOWN_SIZE,
  );
  return openable ? entries.map(({ name, compressedSize, uncompressedSize }) => ({ name, compressedSize, uncompressedSize })) : null;
};
