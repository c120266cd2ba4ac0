import { fileTypes, type FileType } from './sniff-file-type';

export type FileKind = FileType;

/**
 * Where uploaded files live. Local disk by default; an object store can implement the same
 * port. Names are chosen by the storage (random), never by the uploader.
 */
export interface FileStorage {
  /** Stores bytes already checked to be of `kind`; answers the new random name. */
  put(bytes: Buffer, kind: FileKind): Promise<{ name: string }>;
  /** null when the name is unknown or not a name this storage could have given out. */
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Idempotent: removing an unknown (or malformed) name does nothing. */
  remove(name: string): Promise<void>;
}

const extensions = Object.values(fileTypes).map((info) => info.extension);
const storedName = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.(${extensions.join('|')})$`);

/**
 * Exactly `randomUUID()` + `.` + a known extension: anything else (slashes, dots, encoded
 * separators, other extensions) is refused before any storage is touched, so a name from a
 * URL can never reach outside the upload area.
 */
export const isStoredFileName = (name: string): boolean => storedName.test(name);

/** The type a valid stored name was stored as (its extension came from sniffing). */
export const fileTypeOfName = (name: string): FileType | null => {
  if (!isStoredFileName(name)) return null;
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const entry = Object.entries(fileTypes).find(([, info]) => info.extension === extension);
  return entry ? (entry[0] as FileType) : null;
};
