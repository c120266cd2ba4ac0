import { fileTypes, type FileType } from './sniff-file-type';

export type FileKind = FileType;

export const filePurposes = ['avatar', 'evidence', 'event-image', 'event-document', 'position-paper'] as const;

/** Who uploaded a file and what for: decides who may read it (api/plugins/uploads.ts). */
export interface FileOwner {
  ownerId: string;
  /** avatar and event-image: any signed-in person may see it; evidence: its owner and super users only. */
  purpose: (typeof filePurposes)[number];
  /** event-document: the event it belongs to (its organiser, super users and its delegates read it); position-paper: its event too. */
  eventId?: string;
}

/**
 * Where uploaded files live. Local disk by default; an object store can implement the same
 * port. Names are chosen by the storage (random), never by the uploader.
 */
export interface FileStorage {
  /** Stores bytes already checked to be of `kind`, with their owner; answers the new random name. */
  put(bytes: Buffer, kind: FileKind, owner: FileOwner): Promise<{ name: string }>;
  /**
   * null when the name is unknown or not a name this storage could have given out. `owner` is
   * null for a file stored before owners were kept (only super users may read those).
   */
  read(name: string): Promise<{ bytes: Buffer; contentType: string; owner: FileOwner | null } | null>;
  /** Idempotent: removing an unknown (or malformed) name does nothing. */
  remove(name: string): Promise<void>;
  /** Records the owner of a stored file that has none yet; true when it did. */
  claim(name: string, owner: FileOwner): Promise<boolean>;
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
