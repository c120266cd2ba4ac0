import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * The organiser's ZIP of an event's valid certificates, kept in the uploads directory under
 * `certificates/` (never served by /uploads: only the certificates route hands it out, to the
 * event's organiser). Written to a temporary file and renamed, so a job killed half-way never
 * leaves a broken archive where the last good one was.
 */
const archiveDirectory = (uploadDir: string) => path.join(path.resolve(uploadDir), 'certificates');
const safeEventId = (eventId: string) => eventId.replace(/[^A-Za-z0-9_-]/g, '_');
export const archivePath = (uploadDir: string, eventId: string) => path.join(archiveDirectory(uploadDir), `${safeEventId(eventId)}.zip`);

export interface ArchiveEntry {
  name: string;
  bytes: Buffer;
}

// A ZIP of stored (uncompressed) entries: PDFs are compressed already. Dates are fixed (1 Jan 2026).
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** Writes the entries one after another as they come, then the central directory; answers where and how many. */
export const writeArchive = async (
  uploadDir: string,
  eventId: string,
  entries: AsyncIterable<ArchiveEntry>,
): Promise<{ path: string; entries: number; bytes: number }> => {
  await mkdir(archiveDirectory(uploadDir), { recursive: true });
  const final = archivePath(uploadDir, eventId);
  const temporary = `${final}.${process.pid}.${Date.now()}.part`;
  const file = await open(temporary, 'w');
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  try {
    for await (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const checksum = crc32(entry.bytes);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6); // UTF-8 names
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(DOS_TIME, 10);
      local.writeUInt16LE(DOS_DATE, 12);
      local.writeUInt32LE(checksum, 14);
      local.writeUInt32LE(entry.bytes.length, 18);
      local.writeUInt32LE(entry.bytes.length, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      await file.write(Buffer.concat([local, name]));
      await file.write(entry.bytes);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(DOS_TIME, 12);
      header.writeUInt16LE(DOS_DATE, 14);
      header.writeUInt32LE(checksum, 16);
      header.writeUInt32LE(entry.bytes.length, 20);
      header.writeUInt32LE(entry.bytes.length, 24);
      header.writeUInt16LE(name.length, 28);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      offset += local.length + name.length + entry.bytes.length;
      count += 1;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await file.write(Buffer.concat([directory, end]));
    await file.close();
    await rename(temporary, final);
    return { path: final, entries: count, bytes: offset + directory.length + end.length };
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
};

/** The event's archive, or null when none was written yet. */
export const readArchive = async (uploadDir: string, eventId: string): Promise<Buffer | null> => {
  try {
    return await readFile(archivePath(uploadDir, eventId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const uploadedImage = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|jpeg))$/;

/**
 * An event image the uploads directory holds (`/uploads/<uuid>.png|jpg`, as the event's logo is
 * kept), or null: no image, another type, or the file gone. Never reads outside the directory.
 */
export const readUploadedImage = async (uploadDir: string, url: string): Promise<Buffer | null> => {
  const name = uploadedImage.exec(url.trim())?.[1];
  if (!name) return null;
  try {
    return await readFile(path.join(path.resolve(uploadDir), name));
  } catch {
    return null;
  }
};
